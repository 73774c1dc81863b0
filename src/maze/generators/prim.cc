// Randomized Prim, started at the entrance cell: a list of walls on the
// edge of the grown part, each an (inside cell, side) pair. Each step
// removes a uniformly random wall; if the cell outside it is not yet in the
// maze, the wall is opened and that cell's walls towards cells not in the
// maze join the list.

#include <vector>

#include "maze/generators.h"
#include "maze/generators/neighbours.h"

namespace mazebook {

namespace {

template <typename Cells>
void carve(const Cells& cells, Maze& maze, Random& random) {
  std::vector<uint8_t> in_maze(static_cast<size_t>(maze.size()), 0);
  // A wall is packed as cell * 8 + side: cells are at most 10^8, so it fits.
  std::vector<uint32_t> walls;
  Link links[kMaxSides];
  const auto outside = [&](int32_t c) { return in_maze[c] == 0; };
  const auto add = [&](int32_t cell) {
    in_maze[cell] = 1;
    const int n = neighbour_links(cells, cell, links, outside);
    for (int i = 0; i < n; ++i) {
      walls.push_back(static_cast<uint32_t>(cell) * 8 + links[i].side);
    }
  };
  add(maze.entrance().cell);
  while (!walls.empty()) {
    const uint32_t pick = random.uniform(static_cast<uint32_t>(walls.size()));
    const uint32_t wall = walls[pick];
    walls[pick] = walls.back();
    walls.pop_back();
    const auto cell = static_cast<int32_t>(wall / 8);
    const int side = static_cast<int>(wall % 8);
    const int32_t next = cells.across(cell, side);
    if (in_maze[next]) continue;
    maze.open_wall(cells.wall_ref(cell, side));
    add(next);
  }
}

}  // namespace

Maze generate_prim(const GridPtr& grid, Random& random) {
  Maze maze(grid);
  with_topology(*grid, [&](const auto& cells) { carve(cells, maze, random); });
  return maze;
}

}  // namespace mazebook
