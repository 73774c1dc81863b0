// Depth-first search with an explicit stack: at the top cell pick uniformly
// among unvisited neighbours, open to it and push it; pop when there are none.

#include <vector>

#include "maze/generators.h"
#include "maze/generators/neighbours.h"

namespace mazebook {

Maze generate_backtracker(int columns, int rows, Random& random) {
  Maze maze(columns, rows);
  std::vector<uint8_t> visited(maze.cells(), 0);
  std::vector<int32_t> stack;
  const int32_t start = static_cast<int32_t>(random.uniform(static_cast<uint32_t>(maze.cells())));
  visited[start] = 1;
  stack.push_back(start);
  const auto unvisited = [&](int32_t c) { return visited[c] == 0; };
  Side sides[4];
  while (!stack.empty()) {
    const int32_t cell = stack.back();
    const int n = neighbour_sides(maze, cell, sides, unvisited);
    if (n == 0) {
      stack.pop_back();
      continue;
    }
    const Side side = sides[random.uniform(static_cast<uint32_t>(n))];
    const int32_t next = maze.neighbour(cell, side);
    maze.open(cell, side);
    visited[next] = 1;
    stack.push_back(next);
  }
  return maze;
}

}  // namespace mazebook
