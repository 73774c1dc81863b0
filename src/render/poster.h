#pragma once
// Drawing a poster: one maze on one page, and with a route a second page
// with its solution, exactly by src/proof/DRAWING_RULES.md (black walls
// merged into runs, or arcs round a polar grid's centre; the grey route
// under them; START and FINISH filled outside the outline), as vector PDF
// or SVG, or as a PNG preview.

#include <cairo.h>

#include <cstdint>
#include <memory>
#include <span>
#include <string>

#include "book/book_template.h"
#include "book/poster_plan.h"
#include "book/text_measure.h"
#include "maze/maze.h"

namespace mazebook {

struct PosterArt {
  const Maze* maze = nullptr;
  std::span<const int32_t> route;  // the solution (entrance cell first); empty: none
  PosterLayout layout;             // the plan (book/poster_plan.h)
  PosterMarks marks;               // START and FINISH, placed by the plan
  std::string title;               // "" for none
  const BookTemplate* look = nullptr;
  double bleed = 0;   // points (the page's trim starts this far in)
  double margin = 0;  // points inside the trim
};

// Measures text as a poster's page in the format of `extension` (".pdf",
// ".svg", or ".png" at `dpi`) lays it out, for its marks' plan; an SVG's
// and a PNG's on `scratch` (an image surface, referenced while the measure
// lives).
std::unique_ptr<TextMeasure> poster_page_measure(const std::string& extension, double dpi,
                                                 cairo_surface_t* scratch);

// How far beyond an opening's outside point a poster's marks keep, points:
// the solution route's half width there and 2 pt to spare, so that both
// pages place them alike, clear of the route's end.
double poster_route_end(const Grid& grid, const Drawing& drawing);

// The PDF: the maze page, then the solution page when there is a route.
// `date` ("YYYY-MM-DDThh:mm:ss") is its creation date, so that one poster
// made twice is byte-identical. Throws Error.
std::string poster_pdf(const PosterArt& art, const std::string& date);

// One page as SVG (Cairo's SVG surface, sizes in points): the maze page, or
// the solution page when `solution`; the walls and route as paths of at
// most kPiecesPerStroke pieces, which librsvg's default limits read.
std::string poster_svg(const PosterArt& art, bool solution);

// Most pixels a PNG preview has a side (Cairo's image limit is 32767).
constexpr int kMaxPosterPixels = 30000;

// Throws Error("--dpi: ...") when a PNG of `layout` at `dpi` would have
// more than kMaxPosterPixels a side.
void check_png_size(const PosterLayout& layout, double dpi);

// One page as PNG at `dpi` pixels an inch, on white. Throws Error
// ("--dpi: ...") when a side would have more than kMaxPosterPixels.
std::string poster_png(const PosterArt& art, bool solution, double dpi);

}  // namespace mazebook
