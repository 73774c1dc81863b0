// A Kruskal weave: crossings first, each cell off the outer wall tried with
// chance `density` in index order, then every other wall shuffled and
// opened, as Kruskal does, whenever it joins two pieces of the graph.

#include <algorithm>
#include <vector>

#include "maze/weave/weave_generators.h"

namespace mazebook {

namespace {

// Union-find over graph nodes that grows as crossings add under nodes.
class Pieces {
 public:
  explicit Pieces(int32_t nodes) : parent_(static_cast<size_t>(nodes), -1) {}

  int32_t add() {
    parent_.push_back(-1);
    return static_cast<int32_t>(parent_.size()) - 1;
  }

  int32_t find(int32_t node) {
    while (parent_[static_cast<size_t>(node)] >= 0) {
      const int32_t up = parent_[static_cast<size_t>(node)];
      if (parent_[static_cast<size_t>(up)] >= 0) {
        parent_[static_cast<size_t>(node)] = parent_[static_cast<size_t>(up)];
      }
      node = up;
    }
    return node;
  }

  bool join(int32_t a, int32_t b) {
    a = find(a);
    b = find(b);
    if (a == b) return false;
    if (parent_[static_cast<size_t>(a)] > parent_[static_cast<size_t>(b)]) std::swap(a, b);
    parent_[static_cast<size_t>(a)] += parent_[static_cast<size_t>(b)];
    parent_[static_cast<size_t>(b)] = a;
    return true;
  }

 private:
  std::vector<int32_t> parent_;
};

// A crossing needs its whole ring of eight cells to exist and hold no
// crossing: the ordinary cells then still make one piece around it, so the
// walls left always join every node.
bool ring_clear(const Maze& maze, const std::vector<int32_t>& slots, int32_t cell) {
  for (int side = 0; side < 4; ++side) {
    const int32_t next = maze.neighbour(cell, side);
    if (next == kOutside || slots[static_cast<size_t>(next)] >= 0) return false;
    const int32_t corner = maze.neighbour(next, (side + 1) % 4);
    if (corner == kOutside || slots[static_cast<size_t>(corner)] >= 0) return false;
  }
  return true;
}

}  // namespace

WeaveMaze generate_weave_kruskal(const GridPtr& grid, double density, Random& random) {
  WeaveMaze wm{Maze(grid), {}};
  Maze& maze = wm.maze;
  std::vector<int32_t> slots(static_cast<size_t>(maze.size()), -1);
  Pieces pieces(maze.size());
  int64_t joins = 0;
  for (int32_t cell = 0; cell < maze.size(); ++cell) {
    if (!maze.exists(cell) || !ring_clear(maze, slots, cell)) continue;
    if (!random.chance(density)) continue;
    const Over over = random.one_in(2) ? Over::ns : Over::ew;
    if (!crossing_fits(maze, slots, wm.crossings, cell, over)) continue;
    // Over: the cell's node joins its two neighbours along `over`; under: a
    // new node joins the other two. No loop can close: with every ring
    // clear, an ordinary cell next to crossings has them on one line only
    // (above and below, or left and right), so what crossings join are
    // straight lines of cells, never a cycle.
    const int32_t under = pieces.add();
    for (int side = 0; side < 4; ++side) {
      pieces.join(along(side, over) ? cell : under, maze.neighbour(cell, side));
    }
    joins += 4;
    for (int side = 0; side < 4; ++side) maze.open(cell, side);
    slots[static_cast<size_t>(cell)] = static_cast<int32_t>(wm.crossings.size());
    wm.crossings.push_back({cell, over});
  }
  // Every other inner wall once, from the cell that stores it (right, then
  // bottom), as the plain Kruskal lists them; a crossing's are open already.
  std::vector<uint32_t> walls;
  for (int32_t cell = 0; cell < maze.size(); ++cell) {
    if (!maze.exists(cell) || slots[static_cast<size_t>(cell)] >= 0) continue;
    for (const int side : {1, 2}) {
      const int32_t next = maze.neighbour(cell, side);
      if (next == kOutside || slots[static_cast<size_t>(next)] >= 0) continue;
      walls.push_back(static_cast<uint32_t>(cell) * 8 + static_cast<uint32_t>(side));
    }
  }
  random.shuffle(walls);
  const int64_t nodes = maze.cells() + static_cast<int64_t>(wm.crossings.size());
  for (const uint32_t wall : walls) {
    if (joins == nodes - 1) break;
    const auto cell = static_cast<int32_t>(wall / 8);
    const int side = static_cast<int>(wall % 8);
    if (pieces.join(cell, maze.neighbour(cell, side))) {
      maze.open(cell, side);
      ++joins;
    }
  }
  return wm;
}

}  // namespace mazebook
