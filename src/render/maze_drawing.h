#pragma once
// Drawing one maze on a page, exactly as src/proof/DRAWING_RULES.md says:
// walls as black straight strokes on the cell lattice (one per run), the
// solution route as one grey stroke through cell centres, START and FINISH
// marks filled, never stroked.

#include <cairo.h>

#include <cstdint>
#include <span>

#include "book/book_template.h"
#include "book/page_plan.h"
#include "maze/maze.h"
#include "render/mark_label.h"

namespace mazebook {

// The wall colour and the route colour of DRAWING_RULES.md.
constexpr Colour kWallColour{0, 0, 0};
constexpr Colour kRouteColour{0.55, 0.55, 0.55};

// Walls of `maze` with the grid at `drawing.grid`, `drawing.wall` wide;
// with `per_stroke` > 0, stroked that many pieces at a time
// (render/stroke_pieces.h).
void draw_walls(cairo_t* cr, const Maze& maze, const Drawing& drawing, int per_stroke = 0);

// Strokes the walls' runs in the current colour, `drawing.wall` wide, with
// square caps: for ornaments and cover art, which are not puzzles and so
// not drawn in the wall colour.
void stroke_wall_runs(cairo_t* cr, const Maze& maze, const Drawing& drawing, int per_stroke = 0);

// The route (cells, entrance first) from half a cell outside the entrance
// to half a cell outside the exit; straight stretches are one segment.
void draw_route(cairo_t* cr, const Maze& maze, std::span<const int32_t> route,
                const Drawing& drawing, int per_stroke = 0);

// START at the entrance and FINISH at the exit, outside the grid, in the
// template's style ("arrow" or "badge"), each with its picture from `art`
// in a themed book.
void draw_marks(cairo_t* cr, const Maze& maze, const Drawing& drawing,
                const BookTemplate& book_template, const MarkArt& art = {});
// Only START (`start`) or only FINISH, at a rectangle's entrance or exit:
// for a puzzle variant whose drawing shows one of them.
void draw_rect_mark(cairo_t* cr, const Maze& maze, const Drawing& drawing,
                    const BookTemplate& book_template, bool start, const MarkArt& art = {});

// Arrows of START and FINISH marks are this many points long at least
// (and at least 0.6 of the marks' text size) and at most; between, a
// little more than half a cell.
constexpr double kMinArrow = 7;
constexpr double kMaxArrow = 14;

// How far the marks reach out from the grid, points, not counting the
// wall's width: above or below a rectangle (the label beside the arrow),
// above or below a shaped grid (the label beyond the arrow), and left or
// right of it (for layout).
double mark_band_height(cairo_t* cr, const BookTemplate& book_template);
double mark_reach_vertical(const BookTemplate& book_template);
double mark_reach_side(cairo_t* cr, const BookTemplate& book_template);

}  // namespace mazebook
