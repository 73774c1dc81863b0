#pragma once
// The interior of a book: every page drawn with Cairo, into one PDF or into
// PNG previews of chosen pages (the same drawing code for both).

#include <cairo.h>

#include <string>
#include <vector>

#include "book/book_mazes.h"
#include "book/book_spec.h"
#include "book/book_template.h"
#include "book/page_plan.h"

namespace mazebook {

// Everything a page needs, planned beforehand.
struct Interior {
  const BookSpec* spec = nullptr;
  const BookTemplate* look = nullptr;
  const std::vector<BookMaze>* mazes = nullptr;
  std::vector<MazeShape> shapes;  // per maze
  LayoutMetrics metrics;
  BookPlan plan;
};

// Layout metrics from the template's sizes (text heights, mark bands).
LayoutMetrics layout_metrics(const BookTemplate& look, double max_wall);

// Measures, plans and returns the interior. Throws Error for a book that
// does not fit KDP's page counts.
Interior plan_interior(const BookSpec& spec, const BookTemplate& look,
                       const std::vector<BookMaze>& mazes);

// Draws page `number` (from 1) onto `cr`, in points, origin top left.
void draw_interior_page(cairo_t* cr, const Interior& interior, int number);

// The whole interior as PDF bytes; `date` is "YYYY-MM-DDThh:mm:ss" (UTC).
std::string interior_pdf(const Interior& interior, const std::string& date);

// One page as PNG bytes at `dpi` dots per inch.
std::string interior_page_png(const Interior& interior, int number, double dpi);

}  // namespace mazebook
