// Wilson's algorithm: one random cell starts the maze; for each cell not yet
// in it, in index order, walk at random until the maze is hit, erasing loops
// (each cell remembers only the side it was last left by), then add the
// walk. Every perfect maze is equally likely.

#include <vector>

#include "maze/generators.h"
#include "maze/generators/neighbours.h"

namespace mazebook {

Maze generate_wilson(const GridPtr& grid, Random& random) {
  Maze maze(grid);
  const int32_t size = maze.size();
  std::vector<uint8_t> in_maze(size, 0);
  std::vector<uint8_t> left_by(size, 0);
  in_maze[random_cell(*grid, random)] = 1;
  for (int32_t start = 0; start < size; ++start) {
    if (in_maze[start] || !grid->exists(start)) continue;
    for (int32_t cell = start; !in_maze[cell];) {
      const Link link = random_link(*grid, cell, random);
      left_by[cell] = link.side;
      cell = link.cell;
    }
    for (int32_t cell = start; !in_maze[cell];) {
      const int side = left_by[cell];
      maze.open(cell, side);
      in_maze[cell] = 1;
      cell = grid->neighbour(cell, side);
    }
  }
  return maze;
}

}  // namespace mazebook
