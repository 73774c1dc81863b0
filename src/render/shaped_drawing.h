#pragma once
// Drawing a maze of any grid kind but the rectangle on a page, as
// src/proof/DRAWING_RULES.md ("Shaped mazes") says: walls from the grid's
// geometry (segments, true arcs round a polar grid's centre) with round
// caps, the route through cell centres (arcs along polar rings), START and
// FINISH marks outside the openings pointing in, and a goal inside the maze
// in its symbol slot. maze_drawing.h sends shaped mazes here.

#include <cairo.h>

#include <cstdint>
#include <span>

#include "book/book_template.h"
#include "book/page_plan.h"
#include "maze/maze.h"
#include "render/mark_label.h"

namespace mazebook {

// Where grid point (gx, gy) lands on the page for `drawing` (its grid box
// is the grid's bounds).
struct PagePoint {
  double x = 0;
  double y = 0;
};
PagePoint on_page(const Grid& grid, const Drawing& drawing, const GridPoint& p);

// Strokes every standing wall in the current colour, `drawing.wall` wide
// (with `per_stroke` > 0, that many pieces a stroke: render/stroke_pieces.h).
void stroke_shaped_walls(cairo_t* cr, const Maze& maze, const Drawing& drawing, int per_stroke = 0);

// The route from the entrance's outside point through every cell centre to
// the exit's outside point (or the centre), in the current colour.
void stroke_shaped_route(cairo_t* cr, const Maze& maze, std::span<const int32_t> route,
                         const Drawing& drawing, double width, int per_stroke = 0);

// START and FINISH outside their openings, or FINISH in the centre slot
// for a goal inside the maze. Throws Error when a mark finds no room clear
// of the walls (a mask with a narrow notch at an opening).
// A centre goal has no picture: it would sit inside the maze.
void draw_shaped_marks(cairo_t* cr, const Maze& maze, const Drawing& drawing,
                       const BookTemplate& book_template, const MarkArt& art = {});

}  // namespace mazebook
