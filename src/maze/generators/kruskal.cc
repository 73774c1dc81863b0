// Randomized Kruskal: shuffle every inner wall, then open a wall whenever
// the cells on its two sides are in different pieces (union-find).

#include <vector>

#include "maze/generators.h"
#include "maze/topology.h"

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

template <typename Cells>
void carve(const Cells& cells, Maze& maze, Random& random) {
  // Every inner wall once, from the cell that stores it, in index and side
  // order; packed as cell * 8 + side.
  std::vector<uint32_t> walls;
  walls.reserve(static_cast<size_t>(maze.cells()) * static_cast<size_t>(maze.grid().wall_bits()));
  Link links[kMaxSides];
  for (int32_t cell = 0; cell < maze.size(); ++cell) {
    if (!cells.exists(cell)) continue;
    const int n = cells.links(cell, links);
    for (int i = 0; i < n; ++i) {
      if (cells.wall_ref(cell, links[i].side).owner == cell) {
        walls.push_back(static_cast<uint32_t>(cell) * 8 + links[i].side);
      }
    }
  }
  random.shuffle(walls);
  Pieces pieces(maze.size());
  int32_t joins_left = maze.cells() - 1;
  for (const uint32_t wall : walls) {
    if (joins_left == 0) break;
    const auto cell = static_cast<int32_t>(wall / 8);
    const int side = static_cast<int>(wall % 8);
    if (pieces.join(cell, cells.across(cell, side))) {
      maze.open_wall(cells.wall_ref(cell, side));
      --joins_left;
    }
  }
}

}  // namespace

Maze generate_kruskal(const GridPtr& grid, Random& random) {
  Maze maze(grid);
  with_topology(*grid, [&](const auto& cells) { carve(cells, maze, random); });
  return maze;
}

}  // namespace mazebook
