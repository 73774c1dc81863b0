#pragma once
// The interior of a book: every page drawn with Cairo, into one PDF or into
// PNG previews of chosen pages (the same drawing code for both). It draws
// what the book layer planned (pages, maze placements, routes, the title
// page and its ornament) and decides nothing; its only other job is to
// measure text for the plan beforehand.

#include <cairo.h>

#include <string>
#include <vector>

#include "book/book_mazes.h"
#include "book/book_spec.h"
#include "book/book_template.h"
#include "book/ornaments.h"
#include "book/page_plan.h"
#include "render/theme_art.h"

namespace mazebook {

// Everything the pages show, planned beforehand (not owned).
struct Interior {
  const BookSpec* spec = nullptr;
  const BookTemplate* look = nullptr;
  const std::vector<BookMaze>* mazes = nullptr;
  const BookPlan* plan = nullptr;
  const TitlePage* title_page = nullptr;
  const std::vector<Ornament>* ornaments = nullptr;
  // A themed book's pictures and which section page shows which (null
  // without a theme); `grey_pictures` on black-ink paper.
  const ThemeArt* art = nullptr;
  const std::vector<int>* section_pictures = nullptr;
  bool grey_pictures = false;
  // The mazes' shapes the plan laid out (a variant's floors and room); null
  // when no maze has a variant.
  const std::vector<MazeShape>* shapes = nullptr;
};

// Layout metrics from the template's sizes (text heights, mark bands);
// `max_wall` is the widest wall of any maze, points.
LayoutMetrics layout_metrics(const BookTemplate& look, double max_wall);

// Throws Error naming the section when its level line (template text
// "maze_level") does not fit one line above the mazes even at 7 pt; the
// line shrinks to fit down to there.
void check_level_lines(const BookSpec& spec, const BookTemplate& look, const BookPlan& plan);

// The title page's texts measured at the width of `plan`'s live area, the
// title and subtitle shrunk as far as needed (to half their size at most)
// to keep clear of the author. Throws Error naming the spec's title when
// they do not fit even then.
TitleMetrics measure_title_page(const BookSpec& spec, const BookTemplate& look,
                                const BookPlan& plan);

// Draws page `number` (from 1) onto `cr`, in points, origin top left.
void draw_interior_page(cairo_t* cr, const Interior& interior, int number);

// The whole interior as PDF bytes; `date` is "YYYY-MM-DDThh:mm:ss" (UTC).
std::string interior_pdf(const Interior& interior, const std::string& date);

// One page as PNG bytes at `dpi` dots per inch.
std::string interior_page_png(const Interior& interior, int number, double dpi);

}  // namespace mazebook
