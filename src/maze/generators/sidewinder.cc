// Sidewinder: the top row is one corridor. On every other row, walk east
// building a run; at each cell a coin (or the east wall) closes the run, and
// one uniformly chosen cell of the run opens upwards. A classic biased maze,
// kept for teaching.

#include "maze/generators.h"

namespace mazebook {

Maze generate_sidewinder(const GridPtr& grid, Random& random) {
  // Rectangles only (generators.cc refuses other kinds).
  const int columns = grid->columns();
  const int rows = grid->rows();
  Maze maze(grid);
  for (int y = 0; y < rows; ++y) {
    int run_start = 0;
    for (int x = 0; x < columns; ++x) {
      const bool at_east = x + 1 == columns;
      if (y == 0) {
        if (!at_east) maze.open(maze.index(x, y), Side::right);
        continue;
      }
      if (at_east || random.one_in(2)) {
        const int up =
            run_start + static_cast<int>(random.uniform(static_cast<uint32_t>(x - run_start + 1)));
        maze.open(maze.index(up, y), Side::top);
        run_start = x + 1;
      } else {
        maze.open(maze.index(x, y), Side::right);
      }
    }
  }
  return maze;
}

}  // namespace mazebook
