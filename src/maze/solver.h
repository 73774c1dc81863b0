#pragma once
// Routes and distances over a maze's open passages (breadth first, no
// recursion). In a perfect maze the route between two cells is the only one;
// in a maze with loops it is a shortest one.

#include <cstdint>
#include <vector>

#include "maze/maze.h"

namespace mazebook {

// Steps from `from` to every cell; -1 where a cell cannot be reached.
// REQUIRES: `from` is a cell of the maze.
std::vector<int32_t> distances_from(const Maze& maze, int32_t from);

// The route from `from` to `to` as cell indices, both ends included; empty
// when `to` cannot be reached. REQUIRES: both are cells of the maze.
std::vector<int32_t> find_route(const Maze& maze, int32_t from, int32_t to);

// The route from the entrance cell to the exit cell; empty for the empty
// maze. REQUIRES: the openings name cells of the maze when it is not empty.
std::vector<int32_t> solve(const Maze& maze);

// Two boundary cells with the longest route between them. Exact for a
// perfect maze: two sweeps, each to the farthest boundary cell. Ties go to
// the lowest index. REQUIRES: non-empty.
struct BoundaryPair {
  int32_t first = 0;
  int32_t second = 0;
  int32_t distance = 0;
};
// Where placement may put openings: on any boundary cell, or (rect and
// masked grids) only on a top or bottom side facing out, so that a page
// never needs room beside the maze for its marks.
enum class OpeningSides { any, top_bottom };

// With `sides`, the pair is the farthest among the cells it allows.
BoundaryPair farthest_boundary_pair(const Maze& maze, OpeningSides sides = OpeningSides::any);

// An opening in the outer wall of boundary cell `cell`, on the side the
// grid prefers (a rectangle: top or bottom for cells on the top or bottom
// row, else left or right); with top_bottom, its top side when that faces
// out, else its bottom side. REQUIRES: boundary (for top_bottom, a top or
// bottom side facing out).
Opening outer_opening(const Maze& maze, int32_t cell, OpeningSides sides = OpeningSides::any);

// Moves the entrance and exit to the farthest pair of boundary cells (the
// longest route), kept at least `min_opening_distance` apart (see
// opening_distance in metrics.h): when the farthest pair is closer, the
// pair with the longest route from either of its cells among those far
// enough apart. Leaves the empty maze as it is. A grid of one cell gets the
// grid's first and last openings. With top_bottom only cells with a top or
// bottom side facing out are considered (REQUIRES: a rect or masked grid).
void place_farthest(Maze& maze, double min_opening_distance = 0,
                    OpeningSides sides = OpeningSides::any);

// Moves the entrance to the grid's first opening and the exit to its
// centre goal (a polar grid's centre cell). REQUIRES: the grid has one.
void place_centre(Maze& maze);

// An independent check that a maze is perfect: every cell reached from the
// entrance cell and exactly cells - 1 passages. It does not trust the
// generator. The empty maze is not perfect (no cell to enter): all zero.
struct PerfectCheck {
  int32_t cells = 0;
  int32_t reached = 0;           // cells reachable from the entrance cell
  int64_t passages = 0;          // open inner passages
  int32_t components = 0;        // separate pieces of the grid
  int32_t first_unreached = -1;  // lowest cell not reached, -1 when none
  bool perfect() const { return reached == cells && passages == cells - 1; }
  // Independent cycles: passages beyond a spanning forest's.
  int64_t loops() const { return passages - cells + components; }
};
PerfectCheck check_perfect(const Maze& maze);

// check_perfect, and in `route` what solve(maze) returns, from the same
// search (a search from the entrance reaches the exit on the way): for
// callers that need both, as `stats` does for every maze.
PerfectCheck check_perfect(const Maze& maze, std::vector<int32_t>& route);

}  // namespace mazebook
