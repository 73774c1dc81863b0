// Depth-first search with an explicit stack, started at the entrance cell:
// at the top cell pick uniformly among unvisited neighbours, open to it and
// push it; pop when there are none.

#include <vector>

#include "maze/generators.h"
#include "maze/generators/neighbours.h"

namespace mazebook {

namespace {

template <typename Cells>
void carve(const Cells& cells, Maze& maze, Random& random) {
  std::vector<uint8_t> visited(static_cast<size_t>(maze.size()), 0);
  std::vector<int32_t> stack;
  const int32_t start = maze.entrance().cell;
  visited[start] = 1;
  stack.push_back(start);
  const auto unvisited = [&](int32_t c) { return visited[c] == 0; };
  Link links[kMaxSides];
  while (!stack.empty()) {
    const int32_t cell = stack.back();
    const int n = neighbour_links(cells, cell, links, unvisited);
    if (n == 0) {
      stack.pop_back();
      continue;
    }
    const Link next = links[random.uniform(static_cast<uint32_t>(n))];
    maze.open_wall(cells.wall_ref(cell, next.side));
    visited[next.cell] = 1;
    stack.push_back(next.cell);
  }
}

}  // namespace

Maze generate_backtracker(const GridPtr& grid, Random& random) {
  Maze maze(grid);
  with_topology(*grid, [&](const auto& cells) { carve(cells, maze, random); });
  return maze;
}

}  // namespace mazebook
