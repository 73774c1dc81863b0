// Eller's algorithm: one row at a time. Cells of a row belong to sets (cells
// already joined through earlier rows). Neighbours in different sets are
// joined at random; then every set opens downwards at least once (each cell
// with probability one half, else one cell chosen uniformly); the last row
// joins every neighbour still in a different set. Memory grows with the
// width only (beyond the maze itself).

#include <algorithm>
#include <vector>

#include "maze/generators.h"

namespace mazebook {

namespace {

// Union-find over the set labels of one row (labels 0 .. width-1).
struct RowSets {
  std::vector<int32_t> parent;
  explicit RowSets(int width) : parent(width) {}
  void reset() {
    for (size_t i = 0; i < parent.size(); ++i) parent[i] = static_cast<int32_t>(i);
  }
  int32_t find(int32_t a) {
    while (parent[a] != a) a = parent[a] = parent[parent[a]];
    return a;
  }
  void join(int32_t a, int32_t b) { parent[find(b)] = find(a); }
};

}  // namespace

Maze generate_eller(const GridPtr& grid, Random& random) {
  // Rectangles only (generators.cc refuses other kinds).
  const int columns = grid->columns();
  const int rows = grid->rows();
  Maze maze(grid);
  const int width = columns;
  std::vector<int32_t> label(width, -1);     // set label of each cell of the row
  std::vector<int32_t> renumber(width, -1);  // carried label -> compact label
  std::vector<int32_t> members(width, 0);    // cells seen per root, for the pick
  std::vector<int32_t> chosen(width, -1);    // a uniformly chosen cell per root
  std::vector<uint8_t> went_down(width, 0);  // whether a root opened downwards
  RowSets sets(width);

  for (int y = 0; y < rows; ++y) {
    // Compact the labels carried from above into 0..k-1, then give every
    // cell without one a fresh label k, k+1, ...
    std::fill(renumber.begin(), renumber.end(), -1);
    int32_t next_label = 0;
    for (int x = 0; x < width; ++x) {
      if (label[x] < 0) continue;
      if (renumber[label[x]] < 0) renumber[label[x]] = next_label++;
      label[x] = renumber[label[x]];
    }
    for (int x = 0; x < width; ++x) {
      if (label[x] < 0) label[x] = next_label++;
    }
    sets.reset();

    const bool last_row = y + 1 == rows;
    for (int x = 0; x + 1 < width; ++x) {
      if (sets.find(label[x]) == sets.find(label[x + 1])) continue;
      if (last_row || random.one_in(2)) {
        maze.open(maze.index(x, y), Side::right);
        sets.join(label[x], label[x + 1]);
      }
    }
    if (last_row) break;

    std::fill(members.begin(), members.end(), 0);
    std::fill(went_down.begin(), went_down.end(), 0);
    for (int x = 0; x < width; ++x) {
      const int32_t root = sets.find(label[x]);
      ++members[root];
      if (random.uniform(static_cast<uint32_t>(members[root])) == 0) chosen[root] = x;
      const bool down = random.one_in(2);
      if (down) {
        maze.open(maze.index(x, y), Side::bottom);
        went_down[root] = 1;
      }
      label[x] = down ? root : -1;
    }
    for (int32_t root = 0; root < width; ++root) {
      if (members[root] == 0 || went_down[root]) continue;
      const int x = chosen[root];
      maze.open(maze.index(x, y), Side::bottom);
      label[x] = root;
    }
  }
  return maze;
}

}  // namespace mazebook
