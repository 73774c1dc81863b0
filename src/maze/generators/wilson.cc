// Wilson's algorithm: one random cell starts the maze; for each cell not yet
// in it, in index order, walk at random until the maze is hit, erasing loops
// (each cell remembers only the side it was last left by), then add the
// walk. Every perfect maze is equally likely.

#include <vector>

#include "maze/generators.h"
#include "maze/generators/neighbours.h"

namespace mazebook {

namespace {

template <typename Cells>
void carve(const Cells& cells, Maze& maze, Random& random) {
  const int32_t size = maze.size();
  std::vector<uint8_t> in_maze(static_cast<size_t>(size), 0);
  std::vector<uint8_t> left_by(static_cast<size_t>(size), 0);
  in_maze[random_cell(maze.grid(), random)] = 1;
  for (int32_t start = 0; start < size; ++start) {
    if (in_maze[start] || !cells.exists(start)) continue;
    for (int32_t cell = start; !in_maze[cell];) {
      const Link link = random_link(cells, cell, random);
      left_by[cell] = link.side;
      cell = link.cell;
    }
    for (int32_t cell = start; !in_maze[cell];) {
      const int side = left_by[cell];
      maze.open_wall(cells.wall_ref(cell, side));
      in_maze[cell] = 1;
      cell = cells.across(cell, side);
    }
  }
}

}  // namespace

Maze generate_wilson(const GridPtr& grid, Random& random) {
  Maze maze(grid);
  with_topology(*grid, [&](const auto& cells) { carve(cells, maze, random); });
  return maze;
}

}  // namespace mazebook
