// Aldous-Broder: a random walk over the whole grid that opens the wall into
// every cell it enters for the first time. Every perfect maze is equally
// likely; the walk is long (its cover time), so it is the slowest generator.

#include <vector>

#include "maze/generators.h"
#include "maze/generators/neighbours.h"

namespace mazebook {

Maze generate_aldous_broder(int columns, int rows, Random& random) {
  Maze maze(columns, rows);
  const int32_t cells = maze.cells();
  std::vector<uint8_t> visited(cells, 0);
  int32_t cell = static_cast<int32_t>(random.uniform(static_cast<uint32_t>(cells)));
  visited[cell] = 1;
  for (int32_t left = cells - 1; left > 0;) {
    const Side side = random_side(maze, cell, random);
    const int32_t next = maze.neighbour(cell, side);
    if (!visited[next]) {
      maze.open(cell, side);
      visited[next] = 1;
      --left;
    }
    cell = next;
  }
  return maze;
}

}  // namespace mazebook
