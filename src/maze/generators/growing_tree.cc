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

template <typename Cells>
void carve(const Cells& cells, Maze& maze, Random& random) {
  const int32_t size = maze.size();
  std::vector<uint8_t> visited(static_cast<size_t>(size), 0);
  std::vector<int32_t> live;                                  // live cells, any order
  std::vector<int32_t> where(static_cast<size_t>(size), -1);  // place in `live`, -1 if not live
  std::vector<int32_t> stack;  // cells in the order they became active
  const auto activate = [&](int32_t cell) {
    visited[cell] = 1;
    where[cell] = static_cast<int32_t>(live.size());
    live.push_back(cell);
    stack.push_back(cell);
  };
  const auto unvisited = [&](int32_t c) { return visited[c] == 0; };
  Link links[kMaxSides];
  activate(random_cell(maze.grid(), random));
  while (!live.empty()) {
    int32_t cell;
    if (random.chance(kNewestShare)) {
      while (where[stack.back()] < 0) stack.pop_back();
      cell = stack.back();
    } else {
      cell = live[random.uniform(static_cast<uint32_t>(live.size()))];
    }
    const int n = neighbour_links(cells, cell, links, unvisited);
    if (n == 0) {
      const int32_t last = live.back();
      live[static_cast<size_t>(where[cell])] = last;
      where[last] = where[cell];
      live.pop_back();
      where[cell] = -1;
      continue;
    }
    const Link next = links[random.uniform(static_cast<uint32_t>(n))];
    maze.open_wall(cells.wall_ref(cell, next.side));
    activate(next.cell);
  }
}

}  // namespace

Maze generate_growing_tree(const GridPtr& grid, Random& random) {
  Maze maze(grid);
  with_topology(*grid, [&](const auto& cells) { carve(cells, maze, random); });
  return maze;
}

}  // namespace mazebook
