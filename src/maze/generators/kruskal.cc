// Randomized Kruskal: shuffle every inner wall, then open a wall whenever
// the cells on its two sides are in different pieces (union-find).

#include <vector>

#include "maze/generators.h"

namespace mazebook {

namespace {

// Union-find in one array: a root holds minus its piece's size, any other
// cell its parent. Path halving keeps the trees flat.
class Pieces {
 public:
  explicit Pieces(int32_t cells) : parent_(cells, -1) {}

  int32_t find(int32_t cell) {
    while (parent_[cell] >= 0) {
      const int32_t up = parent_[cell];
      if (parent_[up] >= 0) parent_[cell] = parent_[up];
      cell = up;
    }
    return cell;
  }

  // Joins the pieces of a and b; false when they were one piece already.
  bool join(int32_t a, int32_t b) {
    a = find(a);
    b = find(b);
    if (a == b) return false;
    if (parent_[a] > parent_[b]) std::swap(a, b);  // a is the larger piece
    parent_[a] += parent_[b];
    parent_[b] = a;
    return true;
  }

 private:
  std::vector<int32_t> parent_;
};

}  // namespace

Maze generate_kruskal(int columns, int rows, Random& random) {
  Maze maze(columns, rows);
  // A wall is packed as cell * 2 + (0 for its right side, 1 for its bottom).
  std::vector<uint32_t> walls;
  walls.reserve(static_cast<size_t>(maze.cells()) * 2);
  for (int y = 0; y < rows; ++y) {
    for (int x = 0; x < columns; ++x) {
      const auto cell = static_cast<uint32_t>(maze.index(x, y));
      if (x + 1 < columns) walls.push_back(cell * 2);
      if (y + 1 < rows) walls.push_back(cell * 2 + 1);
    }
  }
  random.shuffle(walls);
  Pieces pieces(maze.cells());
  int32_t joins_left = maze.cells() - 1;
  for (const uint32_t wall : walls) {
    if (joins_left == 0) break;
    const auto cell = static_cast<int32_t>(wall / 2);
    const Side side = (wall & 1) ? Side::bottom : Side::right;
    if (pieces.join(cell, maze.neighbour(cell, side))) {
      maze.open(cell, side);
      --joins_left;
    }
  }
  return maze;
}

}  // namespace mazebook
