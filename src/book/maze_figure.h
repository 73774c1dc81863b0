#pragma once
// One drawing of a maze: what a maze on its grid puts on paper, as pieces
// in grid units, built here once from the grid's geometry whatever draws
// it. Walls are the lattice's merged runs (rectangles, masked grids) or
// each wall's shape, a segment or a true arc (every other kind); a route
// is one path through cell centres, along a polar ring as an arc. Two
// outputs read the pieces under a placement (book/page_plan.h Drawing):
// render/figure_cairo.h (Cairo paths: PNG, SVG, a page Cairo draws) and
// render/maze_content.h (PDF content written directly: book pages,
// posters); render/maze_style.h gives their colours and widths, and
// book/maze_marks.h places the figure's START and FINISH marks. A new
// grid kind draws by its Grid geometry (centre, wall_shape,
// outside_point), with nothing to add here unless its route curves
// between cell centres as a polar ring's does. A weave maze adds its
// crossings' ink to the walls and its passes under them to the route
// (src/proof/DRAWING_RULES.md, "Weave mazes"). No drawing library here.

#include <cstdint>
#include <span>
#include <vector>

#include "book/page_plan.h"
#include "book/wall_runs.h"
#include "maze/maze.h"
#include "maze/weave/weave.h"

namespace mazebook {

// A point on a page, points from its top left.
struct PagePoint {
  double x = 0;
  double y = 0;
};

// Where grid point `p` of `grid` lands on the page for `drawing`: at
// drawing.grid's corner plus (p.x - x0, p.y - y0) grid units of
// drawing.cell points, (x0, y0) the top left of the grid's bounds.
PagePoint on_page(const Grid& grid, const Drawing& drawing, const GridPoint& p);

// Standing walls in grid units: `runs` on a lattice grid (unless asked
// for each side), `shapes` otherwise; one of the two is empty, but for a
// weave maze's, whose `shapes` after its runs are its crossings' segments.
struct FigureWalls {
  std::vector<WallRun> runs;
  std::vector<WallShape> shapes;
};

struct WallOptions {
  // Each wall on its own (a lattice's too) rather than merged into runs:
  // for measuring distances wall by wall.
  bool each_wall = false;
  // A circle's walls that meet merged into the longest arcs they make
  // (src/proof/DRAWING_RULES.md: consecutive arc walls of one ring may be
  // one arc), after the straight walls: a PDF poster's, so that its file
  // holds one arc where the grid has a run of walls.
  bool merge_arcs = false;
};

// Every standing wall of `maze`: each closed inner wall once, the outer
// wall broken at the entrance and the exit. None for an empty maze.
FigureWalls figure_walls(const Maze& maze, const WallOptions& options = {});
// The same with the outer wall broken at `openings` instead (a puzzle
// variant's floors: several entrances, or one opening or none).
FigureWalls figure_walls(const Maze& maze, std::span<const Opening> openings,
                         const WallOptions& options = {});

// A weave maze's walls: its plain maze's (a crossing's four sides are
// open), and after them each crossing's fourteen segments in cell order:
// its two over walls, four over shoulders, four under shoulders and four
// stubs (DRAWING_RULES.md, "How a crossing is drawn").
FigureWalls figure_walls(const WeaveMaze& wm, const WallOptions& options = {});

// A crossing's ink, segments in grid units (the pieces figure_walls adds
// for it), on a grid of square cells whose cell (x, y) spans (x, y) to
// (x + 1, y + 1).
std::vector<WallShape> crossing_segments(const Grid& grid, const Crossing& crossing);

// One step of a route's path: a line to `to`, or an arc of the circle of
// `radius` round the grid's origin from angle `from` to `to_angle`
// (radians, counter-clockwise as the page shows it; the short way round),
// the path's pen then at the arc's end; with `move`, a new piece of the
// path begins at `to` (the route went on under a crossing, dashed).
struct RouteStep {
  bool arc = false;
  bool move = false;
  GridPoint to;
  double radius = 0;
  double from = 0;
  double to_angle = 0;
};

// A piece of a weave maze's route under a crossing: from the middle of
// the side it enters to the middle of the side it leaves, drawn dashed.
struct RouteDash {
  GridPoint from;
  GridPoint to;
};

// A route's path: from `start`, each step in turn. No steps: no route.
// `dashed`: its passes under crossings, in route order (a weave maze's).
struct FigureRoute {
  GridPoint start;
  std::vector<RouteStep> steps;
  std::vector<RouteDash> dashed;
};

// The dash of a route under a crossing, on and off, in grid units.
constexpr double kUnderDash = 1.0 / 8.0;

// Whether a path's straight stretches on a lattice are one segment (book
// pages and posters, fewer operators) or a corner at every cell centre
// (the sample PNG, as it has always been drawn).
enum class Stretches { merged, each_cell };

// The route (cells from the entrance cell to the exit cell) from its
// outside point beyond the entrance through every cell centre to the
// exit's outside point (to the centre for a goal inside the maze). A step
// round a polar ring follows the ring; a step into a cell of a split ring
// bends: along the inner ring's middle circle to the outer cell's angle,
// then straight out (src/proof/DRAWING_RULES.md, "Shaped mazes"). On a
// rectangle `stretches` says whether straight stretches are merged.
// Empty for an empty maze or route.
FigureRoute figure_route(const Maze& maze, std::span<const int32_t> route,
                         Stretches stretches = Stretches::merged);

// A weave maze's route (solve_weave's cells, a crossing's once a pass):
// as figure_route, but each pass under a crossing stops at the side it
// enters, goes on with a `move` from the side it leaves, and is drawn in
// `dashed` between the two.
FigureRoute figure_route(const WeaveMaze& wm, std::span<const int32_t> route,
                         Stretches stretches = Stretches::merged);

// A path of straight lines through `points` (at least two; none: an empty
// path), a straight stretch in one direction as one segment when
// `stretches` is merged (a turn back stays a corner): a puzzle's walk
// across one floor.
FigureRoute figure_path(std::span<const GridPoint> points, Stretches stretches);

}  // namespace mazebook
