#pragma once
// The Cairo output of a maze's figure (book/maze_figure.h): its walls and
// route as Cairo paths, and its marks' triangles (book/maze_marks.h), for
// whatever Cairo draws (a PDF page, SVG, PNG).
// The add_ functions build the path in grid units under the caller's
// transform; the stroke_ functions place it by a Drawing (grid point
// (gx, gy) at drawing.grid's corner plus (gx - x0, gy - y0) grid units of
// drawing.cell points, (x0, y0) the grid's bounds' top left) and stroke it
// in the current colour. A rectangle's pieces are placed by that sum
// itself, as its PDF content is (render/maze_content.h), so a preview of a
// book page and the page agree to the bit; every other kind's by Cairo's
// transform, under which its arcs are drawn.

#include <cairo.h>

#include <span>

#include "book/maze_figure.h"
#include "book/maze_marks.h"
#include "book/page_plan.h"
#include "maze/grid.h"
#include "render/maze_style.h"

namespace mazebook {

// Adds every wall piece to the current path, grid units: a run or a
// segment as a line of its own, an arc as an arc (Cairo's curves), one of
// more than a quarter turn as halves, quarters, ... of at most a quarter
// turn each.
void add_figure_walls(cairo_t* cr, const FigureWalls& walls);
// The same for some of a figure's wall pieces.
void add_figure_walls(cairo_t* cr, std::span<const WallRun> runs,
                      std::span<const WallShape> shapes);

// Adds the route as one path, grid units. Nothing for an empty route.
void add_figure_route(cairo_t* cr, const FigureRoute& route);

// Adds a weave maze's route pieces under crossings (route.dashed), each a
// line of its own, grid units.
void add_route_dashes(cairo_t* cr, const FigureRoute& route);

// Sets the dash of a route under a crossing on cells `unit` user units
// wide: on and off kUnderDash of a unit each, phase 0.
void set_under_dash(cairo_t* cr, double unit);

// Sets Cairo's caps and joins to `line`'s.
void set_line_style(cairo_t* cr, const LineStyle& line);

// Strokes `walls` of a maze on `grid` placed by `drawing`: drawing.wall
// wide, the grid kind's caps and joins (wall_line), in the current colour;
// with `per_stroke` > 0, that many pieces a stroke (render/stroke_pieces.h).
void stroke_figure_walls(cairo_t* cr, const FigureWalls& walls, const Grid& grid,
                         const Drawing& drawing, int per_stroke = 0);

// Fills a mark's triangle (book/maze_marks.h) in the current colour.
void fill_arrow(cairo_t* cr, const ArrowShape& arrow);

// Strokes `route` placed by `drawing` (on `grid`), `width` points wide,
// round, in the current colour, `per_stroke` as for stroke_figure_walls;
// then its pieces under crossings in one dashed stroke. Nothing for an
// empty route.
void stroke_figure_route(cairo_t* cr, const FigureRoute& route, const Grid& grid,
                         const Drawing& drawing, double width, int per_stroke = 0);

}  // namespace mazebook
