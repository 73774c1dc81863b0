#pragma once
// The interior of a book: every page drawn with Cairo, into one PDF or into
// PNG previews of chosen pages (the same drawing code for both), except
// that in the PDF the walls and routes of rectangle mazes are written
// straight into each page's content (render/maze_content.h). It draws
// what the book layer planned (pages, maze placements, routes, the title
// page and its ornament) and decides nothing; the plan measures its text
// beforehand through render/pango_measure.h.

#include <cairo.h>

#include <string>
#include <vector>

#include "book/book_mazes.h"
#include "book/book_spec.h"
#include "book/book_template.h"
#include "book/mark_plan.h"
#include "book/matter_plan.h"
#include "book/ornaments.h"
#include "book/page_plan.h"
#include "book/section_page_plan.h"
#include "book/text_plan.h"
#include "book/variant_marks.h"
#include "render/theme_art.h"

namespace mazebook {

// Everything the pages show, planned beforehand (not owned).
struct Interior {
  const BookSpec* spec = nullptr;
  const BookTemplate* look = nullptr;
  const std::vector<BookMaze>* mazes = nullptr;
  const BookPlan* plan = nullptr;
  const std::vector<Ornament>* ornaments = nullptr;
  // A themed book's pictures (null without a theme); `grey_pictures` on
  // black-ink paper.
  const ThemeArt* art = nullptr;
  bool grey_pictures = false;
  // Every section page's accent rule and picture, in page order.
  const std::vector<SectionPageArt>* section_pages = nullptr;
  // Every puzzle variant's drawings as the plan placed them (by maze).
  const std::vector<VariantMarks>* variant_marks = nullptr;
  // Every maze page's START and FINISH as the plan placed them.
  const std::vector<MazeMarks>* marks = nullptr;
  // Every text of the interior's pages, fitted, in page order.
  const std::vector<PlacedText>* texts = nullptr;
  // The contents' dot leaders and the line to write a name on.
  const MatterPages* matter = nullptr;
};

// Draws page `number` (from 1) onto `cr`, in points, origin top left.
void draw_interior_page(cairo_t* cr, const Interior& interior, int number);

// The whole interior as PDF bytes; `date` is "YYYY-MM-DDThh:mm:ss" (UTC).
// The mazes' content is written and compressed on other threads while
// Cairo draws the rest; the bytes do not depend on how many.
std::string interior_pdf(const Interior& interior, const std::string& date);

// One page as PNG bytes at `dpi` dots per inch.
std::string interior_page_png(const Interior& interior, int number, double dpi);

}  // namespace mazebook
