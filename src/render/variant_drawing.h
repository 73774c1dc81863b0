#pragma once
// Drawing a puzzle variant's maze (src/proof/DRAWING_RULES.md "Puzzle
// variants") as the plan placed it (book/variant_marks.h): each floor's
// walls with only its own openings, keys, doors, arrows and stairs filled
// in their slots in the mark colour (letters in white), entrance letters
// beside their openings (struck through on the solution page when they do
// not reach the finish), START and FINISH, floor headings, and on solution
// pages the walk drawn under the walls and over the marks.

#include <cairo.h>

#include "book/book_mazes.h"
#include "book/book_template.h"
#include "book/variant_marks.h"
#include "render/mark_label.h"

namespace mazebook {

// The maze page's drawing of `m` as `drawing` holds it: walls, marks,
// entrance letters, START and FINISH, headings.
void draw_variant_maze(cairo_t* cr, const BookMaze& m, const VariantDrawing& drawing,
                       const BookTemplate& book_template, const MarkArt& art);

// The solution drawing: marks, the walk (a route piece per floor), walls,
// entrance letters with the dead ones struck through, headings.
void draw_variant_solution(cairo_t* cr, const BookMaze& m, const VariantDrawing& drawing,
                           const BookTemplate& book_template);

}  // namespace mazebook
