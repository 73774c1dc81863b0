#pragma once
// The one route check: a drawn solution route against a proved maze of any
// kind (DRAWING_RULES.md "Shaped mazes", "Solution routes"): its pieces run
// between cell centres and the openings' outside points (a step round a
// polar ring as an arc round the centre, a step into a split ring bent at
// its bend point, every other step straight); the steps they cover are
// exactly those of the unique route, from the entrance's outside point to
// the exit's (or to the centre for a centre goal; from or to a cell centre
// for an opening without a side, as a floor's route piece between stairs);
// and its ink keeps clear of every wall's ink.

#include <string>
#include <vector>

#include "proof/drawings/shape_strokes.h"
#include "proof/model/grid_maze.h"
#include "proof/model/grid_shapes.h"
#include "proof/pdf/drawing.h"

namespace mazeproof {

// Appends the first three wrong route steps to `problems`, then "and N
// more route steps wrong": one report line each, however many there are.
void report_wrong_steps(const std::vector<std::string>& wrong, std::vector<std::string>& problems);

// Problems with the route, one phrase each naming cells (at most a few,
// then a count); empty when the route is exactly right. `cells`: the
// unique route's cells, entrance cell first. `walls`: the drawing's wall
// stroke pieces (grid units), `wall_pt` their width and `route_pt` the
// route's, points as printed. REQUIRES: a route of at least one cell.
std::vector<std::string> check_shape_route(const std::vector<Segment>& route,
                                           const GridShapes& shapes, const Placement& placement,
                                           const GridMaze& maze, const std::vector<int>& cells,
                                           const std::vector<StrokePiece>& walls, double wall_pt,
                                           double route_pt);

// The route's centre line in page space, arcs as short chords: from the
// entrance's outside point through every centre (and bend point) of
// `cells` to the exit's outside point (or the centre). For the renderer's
// eyes.
std::vector<Point> route_line(const GridShapes& shapes, const Placement& placement,
                              const GridMaze& maze, const std::vector<int>& cells);

}  // namespace mazeproof
