// Binary tree: every cell opens either its top or its right side, chosen
// with a coin where both exist. The top row becomes one corridor and so does
// the right column; a classic biased maze, kept for teaching.

#include "maze/generators.h"

namespace mazebook {

Maze generate_binary_tree(const GridPtr& grid, Random& random) {
  // Rectangles only (generators.cc refuses other kinds).
  const int columns = grid->columns();
  const int rows = grid->rows();
  Maze maze(grid);
  for (int y = 0; y < rows; ++y) {
    for (int x = 0; x < columns; ++x) {
      const bool can_top = y > 0;
      const bool can_right = x + 1 < columns;
      if (!can_top && !can_right) continue;
      const bool top = can_top && (!can_right || random.one_in(2));
      maze.open(maze.index(x, y), top ? Side::top : Side::right);
    }
  }
  return maze;
}

}  // namespace mazebook
