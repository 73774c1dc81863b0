// Wilson's algorithm: one random cell starts the maze; for each cell not yet
// in it, in index order, walk at random until the maze is hit, erasing loops
// (each cell remembers only the side it was last left by), then add the
// walk. Every perfect maze is equally likely.

#include <vector>

#include "maze/generators.h"
#include "maze/generators/neighbours.h"

namespace mazebook {

Maze generate_wilson(int columns, int rows, Random& random) {
  Maze maze(columns, rows);
  const int32_t cells = maze.cells();
  std::vector<uint8_t> in_maze(cells, 0);
  std::vector<Side> left_by(cells, Side::top);
  in_maze[random.uniform(static_cast<uint32_t>(cells))] = 1;
  for (int32_t start = 0; start < cells; ++start) {
    if (in_maze[start]) continue;
    for (int32_t cell = start; !in_maze[cell];) {
      const Side side = random_side(maze, cell, random);
      left_by[cell] = side;
      cell = maze.neighbour(cell, side);
    }
    for (int32_t cell = start; !in_maze[cell];) {
      const Side side = left_by[cell];
      maze.open(cell, side);
      in_maze[cell] = 1;
      cell = maze.neighbour(cell, side);
    }
  }
  return maze;
}

}  // namespace mazebook
