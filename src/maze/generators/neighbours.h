#pragma once
// Helpers shared by the generators: the sides of a cell that lead to a
// neighbour, filtered by a predicate on that neighbour.

#include <cstdint>

#include "maze/maze.h"
#include "maze/random.h"

namespace mazebook {

// Writes to `out` the sides of `cell` whose neighbour exists and satisfies
// `keep(neighbour)`, in top, right, bottom, left order; returns how many.
template <typename Keep>
inline int neighbour_sides(const Maze& maze, int32_t cell, Side out[4], Keep keep) {
  const int columns = maze.columns();
  const int x = cell % columns;
  const int y = cell / columns;
  int n = 0;
  if (y > 0 && keep(cell - columns)) out[n++] = Side::top;
  if (x + 1 < columns && keep(cell + 1)) out[n++] = Side::right;
  if (y + 1 < maze.rows() && keep(cell + columns)) out[n++] = Side::bottom;
  if (x > 0 && keep(cell - 1)) out[n++] = Side::left;
  return n;
}

// A uniformly chosen side of `cell` that leads to a neighbour.
// REQUIRES: the maze has more than one cell.
inline Side random_side(const Maze& maze, int32_t cell, Random& random) {
  Side sides[4];
  const int n = neighbour_sides(maze, cell, sides, [](int32_t) { return true; });
  return sides[random.uniform(static_cast<uint32_t>(n))];
}

}  // namespace mazebook
