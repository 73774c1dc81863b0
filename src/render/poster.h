#pragma once
// Drawing a poster: one maze on one page, and with a route a second page
// with its solution, exactly by src/proof/DRAWING_RULES.md (black walls
// merged into runs, or arcs round a polar grid's centre; the grey route
// under them; START and FINISH filled outside the outline), as vector PDF
// or SVG, or as a PNG preview.

#include <cstdint>
#include <span>
#include <string>

#include "book/book_template.h"
#include "maze/maze.h"
#include "render/poster_layout.h"

namespace mazebook {

struct PosterArt {
  const Maze* maze = nullptr;
  std::span<const int32_t> route;  // the solution (entrance cell first); empty: none
  PosterLayout layout;
  std::string title;  // "" for none
  const BookTemplate* look = nullptr;
  double bleed = 0;   // points (the page's trim starts this far in)
  double margin = 0;  // points inside the trim
};

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
