// Hunt-and-kill: a random walk into unvisited cells; when it is stuck, hunt
// for the first unvisited cell (in index order) beside a visited one, join
// them and walk on from there.
//
// The walk starts at (0, 0). Then every cell before the first unvisited one
// is visited, so that cell always has a visited neighbour above or to its
// left: the hunt is just "the first unvisited cell", and its pointer only
// moves forward, which keeps the whole run linear even at 4000 x 4000.

#include <vector>

#include "maze/generators.h"
#include "maze/generators/neighbours.h"

namespace mazebook {

Maze generate_hunt_and_kill(int columns, int rows, Random& random) {
  Maze maze(columns, rows);
  const int32_t cells = maze.cells();
  std::vector<uint8_t> visited(cells, 0);
  const auto unvisited = [&](int32_t c) { return visited[c] == 0; };
  const auto seen = [&](int32_t c) { return visited[c] != 0; };
  Side sides[4];
  int32_t cell = 0;
  int32_t hunt = 0;
  visited[cell] = 1;
  for (int32_t left = cells - 1; left > 0; --left) {
    int n = neighbour_sides(maze, cell, sides, unvisited);
    if (n > 0) {
      const Side side = sides[random.uniform(static_cast<uint32_t>(n))];
      maze.open(cell, side);
      cell = maze.neighbour(cell, side);
    } else {
      while (visited[hunt]) ++hunt;
      cell = hunt;
      n = neighbour_sides(maze, cell, sides, seen);
      maze.open(cell, sides[random.uniform(static_cast<uint32_t>(n))]);
    }
    visited[cell] = 1;
  }
  return maze;
}

}  // namespace mazebook
