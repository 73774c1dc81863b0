#pragma once
// The full-wrap cover: back, spine and front on one page with bleed, drawn
// as the book layer planned it (book/cover_plan.h: its size from the
// interior's real page count, every box, panel and text) with the mazes
// it chose (book/ornaments.h).

#include <cairo.h>

#include <string>
#include <vector>

#include "book/book_spec.h"
#include "book/book_template.h"
#include "book/cover_plan.h"
#include "maze/maze.h"
#include "render/picture.h"

namespace mazebook {

struct Cover {
  const BookSpec* spec = nullptr;
  const BookTemplate* look = nullptr;
  CoverPlan plan;                   // where everything goes, as the book layer decided
  const Maze* front_art = nullptr;  // the front cover's maze (not owned); none under a front image
  std::vector<const Maze*> back_samples;  // the back cover's previews, left to right (not owned)
  // The user's own front art (not owned), where the plan puts it.
  const Picture* front_image = nullptr;
  // A themed front's pictures, in a row under its maze (not owned).
  std::vector<const Picture*> front_pictures;
};

// The cover drawn from `plan` (book/cover_plan.h) with the mazes and
// pictures it was planned for; it points into its arguments.
Cover make_cover(const BookSpec& spec, const BookTemplate& look, CoverPlan plan,
                 const Maze* front_art, std::vector<const Maze*> back_samples,
                 const Picture* front_image = nullptr,
                 std::vector<const Picture*> front_pictures = {});

// Draws the cover, in points, origin top left. Throws Error naming a
// front image that would print under 300 DPI (Picture::check_dpi).
void draw_cover(cairo_t* cr, const Cover& cover);

// Draws the cover without keeping anything, so that a front image that
// would print under 300 DPI is refused before the book's mazes are made
// (the mazes drawn do not change where it goes). Throws Error as
// draw_cover does.
void check_cover_image(const Cover& cover);

// The cover as one-page PDF bytes.
std::string cover_pdf(const Cover& cover, const std::string& date);

// PNG previews: the cover alone, or with the trim, fold, safe-area and
// barcode lines over it (the guides never go into the PDF).
std::string cover_png(const Cover& cover, double dpi, bool guides);

}  // namespace mazebook
