// Depth-first search with an explicit stack, started at the entrance cell
// (as the classic definitions and the published tables have it): at the top
// cell pick uniformly among unvisited neighbours, open to it and push it; pop
// when there are none. Starting anywhere else halves the route's winding,
// because the route from the entrance then runs partly back up the tree.

#include <vector>

#include "maze/generators.h"
#include "maze/generators/neighbours.h"

namespace mazebook {

Maze generate_backtracker(int columns, int rows, Random& random) {
  Maze maze(columns, rows);
  std::vector<uint8_t> visited(maze.cells(), 0);
  std::vector<int32_t> stack;
  const Opening& entrance = maze.entrance();
  const int32_t start = maze.index(entrance.x, entrance.y);
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
