// Growing tree: a list of active cells. Each step picks the newest active
// cell with probability kNewestShare, else a uniformly random one, carves to
// a random unvisited neighbour (which becomes active) or, when it has none,
// drops the cell.
//
// Live cells are kept twice: densely, in any order, for an O(1) uniform
// pick (a dropped cell is swapped with the last one), and on a stack in the
// order they became active, for "newest" (dead cells are popped lazily).

#include <vector>

#include "maze/generators.h"
#include "maze/generators/neighbours.h"

namespace mazebook {

namespace {

constexpr double kNewestShare = 0.5;

}  // namespace

Maze generate_growing_tree(int columns, int rows, Random& random) {
  Maze maze(columns, rows);
  const int32_t cells = maze.cells();
  std::vector<uint8_t> visited(cells, 0);
  std::vector<int32_t> live;              // live cells, any order
  std::vector<int32_t> where(cells, -1);  // a cell's place in `live`, -1 if not live
  std::vector<int32_t> stack;             // cells in the order they became active
  const auto activate = [&](int32_t cell) {
    visited[cell] = 1;
    where[cell] = static_cast<int32_t>(live.size());
    live.push_back(cell);
    stack.push_back(cell);
  };
  const auto unvisited = [&](int32_t c) { return visited[c] == 0; };
  Side sides[4];

  activate(static_cast<int32_t>(random.uniform(static_cast<uint32_t>(cells))));
  while (!live.empty()) {
    int32_t cell;
    if (random.chance(kNewestShare)) {
      while (where[stack.back()] < 0) stack.pop_back();
      cell = stack.back();
    } else {
      cell = live[random.uniform(static_cast<uint32_t>(live.size()))];
    }
    const int n = neighbour_sides(maze, cell, sides, unvisited);
    if (n == 0) {
      const int32_t last = live.back();
      live[static_cast<size_t>(where[cell])] = last;
      where[last] = where[cell];
      live.pop_back();
      where[cell] = -1;
      continue;
    }
    const Side side = sides[random.uniform(static_cast<uint32_t>(n))];
    maze.open(cell, side);
    activate(maze.neighbour(cell, side));
  }
  return maze;
}

}  // namespace mazebook
