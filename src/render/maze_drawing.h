#pragma once
// Drawing one maze on a page with Cairo, exactly as src/proof/DRAWING_RULES.md
// says: its walls and route from its figure (book/maze_figure.h) in the
// wall and route colours, START and FINISH marks where book/maze_marks.h
// places them, filled, never stroked.

#include <cairo.h>

#include <cstdint>
#include <span>

#include "book/book_template.h"
#include "book/maze_marks.h"
#include "book/page_plan.h"
#include "book/text_plan.h"
#include "maze/maze.h"
#include "render/mark_label.h"
#include "render/maze_style.h"

namespace mazebook {

// Walls of `maze` (its figure, book/maze_figure.h) with the grid at
// `drawing.grid`, `drawing.wall` wide, in the wall colour; with
// `per_stroke` > 0, stroked that many pieces at a time
// (render/stroke_pieces.h).
void draw_walls(cairo_t* cr, const Maze& maze, const Drawing& drawing, int per_stroke = 0);

// The same in the current colour: for ornaments and cover art, which are
// not puzzles and so not drawn in the wall colour.
void stroke_walls(cairo_t* cr, const Maze& maze, const Drawing& drawing);

// The route (cells, entrance first) from its outside point beyond the
// entrance to the exit's, in the route colour; a rectangle's straight
// stretches are one segment; `per_stroke` as for draw_walls.
void draw_route(cairo_t* cr, const Maze& maze, std::span<const int32_t> route,
                const Drawing& drawing, int per_stroke = 0);

// START and FINISH as a poster's plan placed them (book/poster_plan.h), in
// the template's style ("arrow" or "badge"), each word where its mark's
// placement puts it, with its picture from `art` in a themed book.
void draw_placed_marks(cairo_t* cr, const PlacedMark& start, const PlacedMark& finish,
                       const BookTemplate& book_template, const MarkArt& art = {});
// A maze page's START and FINISH as the plan placed them (book/mark_plan.h),
// each with its word as the plan placed it (book/text_plan.h; null for a
// goal's dot).
void draw_placed_marks(cairo_t* cr, const PlacedMark& start, const PlacedText* start_word,
                       const PlacedMark& finish, const PlacedText* finish_word,
                       const BookTemplate& book_template, const MarkArt& art = {});
// One mark the plan placed, with its word (null for a goal's dot): a
// puzzle variant's START or FINISH (book/variant_marks.h).
void draw_placed_mark(cairo_t* cr, const PlacedMark& mark, const PlacedText* word,
                      const BookTemplate& book_template, const MarkArt& art = {});

}  // namespace mazebook
