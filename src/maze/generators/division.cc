// Recursive division, a wall adder: start with every inner wall open, split
// the field with a wall that has one gap, and do the same on both sides
// (with an explicit stack, not recursion). A field taller than wide is split
// by a horizontal wall, wider than tall by a vertical one, a square one at
// random. A field one cell wide or high is a corridor and is left alone.

#include <vector>

#include "maze/generators.h"

namespace mazebook {

namespace {

struct Field {
  int x, y, width, height;
};

}  // namespace

Maze generate_division(const GridPtr& grid, Random& random) {
  // Rectangles only (generators.cc refuses other kinds).
  const int columns = grid->columns();
  const int rows = grid->rows();
  Maze maze(grid);
  maze.open_all();
  std::vector<Field> stack{{0, 0, columns, rows}};
  while (!stack.empty()) {
    const Field f = stack.back();
    stack.pop_back();
    if (f.width < 2 || f.height < 2) continue;
    const bool horizontal = f.height > f.width || (f.height == f.width && random.one_in(2));
    if (horizontal) {
      // A wall below row f.y + at, open only at column f.x + gap.
      const int at = static_cast<int>(random.uniform(static_cast<uint32_t>(f.height - 1)));
      const int gap = static_cast<int>(random.uniform(static_cast<uint32_t>(f.width)));
      for (int i = 0; i < f.width; ++i) {
        if (i != gap) maze.close(maze.index(f.x + i, f.y + at), Side::bottom);
      }
      stack.push_back({f.x, f.y + at + 1, f.width, f.height - at - 1});
      stack.push_back({f.x, f.y, f.width, at + 1});
    } else {
      const int at = static_cast<int>(random.uniform(static_cast<uint32_t>(f.width - 1)));
      const int gap = static_cast<int>(random.uniform(static_cast<uint32_t>(f.height)));
      for (int i = 0; i < f.height; ++i) {
        if (i != gap) maze.close(maze.index(f.x + at, f.y + i), Side::right);
      }
      stack.push_back({f.x + at + 1, f.y, f.width - at - 1, f.height});
      stack.push_back({f.x, f.y, at + 1, f.height});
    }
  }
  return maze;
}

}  // namespace mazebook
