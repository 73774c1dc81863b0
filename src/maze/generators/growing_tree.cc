// Growing tree: a list of active cells. Each step picks the newest active
// cell with probability kNewestShare, else a uniformly random one, carves to
// a random unvisited neighbour (which becomes active) or, when it has none,
// drops the cell.
//
// Dropping a random cell must keep the list's order, or "newest" would
// change meaning. Active cells are kept in insertion order and a Fenwick
// tree counts the live ones, so picking the k-th live cell and dropping one
// are both O(log n) instead of an O(n) erase.

#include <vector>

#include "maze/generators.h"
#include "maze/generators/neighbours.h"

namespace mazebook {

namespace {

constexpr double kNewestShare = 0.5;

// Counts of live entries over positions 1..n, with k-th live lookup.
class LiveCounts {
 public:
  explicit LiveCounts(int32_t n) : tree_(static_cast<size_t>(n) + 1, 0) {
    while (top_bit_ * 2 <= n) top_bit_ *= 2;
  }

  void add(int32_t position, int32_t delta) {
    for (int32_t i = position + 1; i < static_cast<int32_t>(tree_.size()); i += i & -i) tree_[i] += delta;
  }

  // The position of the k-th live entry (k from 0).
  int32_t kth(int32_t k) const {
    int32_t at = 0;
    for (int32_t bit = top_bit_; bit > 0; bit /= 2) {
      const int32_t next = at + bit;
      if (next < static_cast<int32_t>(tree_.size()) && tree_[next] <= k) {
        at = next;
        k -= tree_[next];
      }
    }
    return at;  // 1-based "at + 1" minus one
  }

 private:
  std::vector<int32_t> tree_;
  int32_t top_bit_ = 1;
};

}  // namespace

Maze generate_growing_tree(int columns, int rows, Random& random) {
  Maze maze(columns, rows);
  const int32_t cells = maze.cells();
  std::vector<uint8_t> visited(cells, 0);
  std::vector<uint8_t> live(cells, 0);  // by position in `order`
  std::vector<int32_t> order;           // active cells in insertion order
  LiveCounts counts(cells);
  int32_t live_total = 0;
  const auto activate = [&](int32_t cell) {
    visited[cell] = 1;
    const auto position = static_cast<int32_t>(order.size());
    order.push_back(cell);
    live[position] = 1;
    counts.add(position, 1);
    ++live_total;
  };
  const auto unvisited = [&](int32_t c) { return visited[c] == 0; };
  Side sides[4];

  activate(static_cast<int32_t>(random.uniform(static_cast<uint32_t>(cells))));
  while (live_total > 0) {
    int32_t position;
    if (random.chance(kNewestShare)) {
      while (!live[order.size() - 1]) order.pop_back();
      position = static_cast<int32_t>(order.size()) - 1;
    } else {
      position = counts.kth(static_cast<int32_t>(random.uniform(static_cast<uint32_t>(live_total))));
    }
    const int32_t cell = order[position];
    const int n = neighbour_sides(maze, cell, sides, unvisited);
    if (n == 0) {
      live[position] = 0;
      counts.add(position, -1);
      --live_total;
      continue;
    }
    const Side side = sides[random.uniform(static_cast<uint32_t>(n))];
    maze.open(cell, side);
    activate(maze.neighbour(cell, side));
  }
  return maze;
}

}  // namespace mazebook
