#include "maze/open_grid.h"

#include <algorithm>

namespace mazebook {

namespace {

// Searches from many cells are affordable up to this much work (cells
// visited in all); above it the diameter comes from two sweeps.
constexpr int64_t kExactWork = 50'000'000;

std::vector<int32_t> boundary_cells(const Grid& grid) {
  std::vector<int32_t> cells;
  for (int32_t cell = 0; cell < grid.size(); ++cell) {
    if (grid.exists(cell) && grid.on_boundary(cell)) cells.push_back(cell);
  }
  return cells;
}

// The largest open distance from `from` to a cell of `boundary`, and which.
int64_t farthest_of(const Grid& grid, int32_t from, const std::vector<int32_t>& boundary,
                    int32_t& which) {
  const std::vector<int32_t> d = open_distances_from(grid, from);
  int64_t best = -1;
  for (int32_t cell : boundary) {
    if (d[cell] > best) best = d[cell], which = cell;
  }
  return best;
}

// How boundary_diameter() is found: exactly, by the kind's formula over
// every pair of boundary cells or by a search from every boundary cell,
// while that work stays under kExactWork; above it, from a double sweep (a
// search from the first boundary cell to the farthest one, and from there
// again), which can fall short of the exact figure on unusual shapes.
int64_t compute_boundary_diameter(const Grid& grid) {
  if (const int64_t formula = grid.boundary_diameter_formula(); formula >= 0) return formula;
  const std::vector<int32_t> boundary = boundary_cells(grid);
  const auto b = static_cast<int64_t>(boundary.size());
  const bool formula = grid.open_distance_formula(boundary.front(), boundary.front()) >= 0;
  int64_t best = 0;
  if (formula && b * b <= kExactWork) {
    for (size_t i = 0; i < boundary.size(); ++i) {
      for (size_t j = i + 1; j < boundary.size(); ++j) {
        best = std::max(best, grid.open_distance_formula(boundary[i], boundary[j]));
      }
    }
    return best;
  }
  int32_t far = boundary.front();
  if (b * grid.cells() <= kExactWork) {
    for (int32_t cell : boundary) best = std::max(best, farthest_of(grid, cell, boundary, far));
    return best;
  }
  farthest_of(grid, boundary.front(), boundary, far);
  return farthest_of(grid, far, boundary, far);
}

}  // namespace

std::vector<int32_t> open_distances_from(const Grid& grid, int32_t from) {
  std::vector<int32_t> distance(static_cast<size_t>(grid.size()), -1);
  std::vector<int32_t> queue{from};
  queue.reserve(static_cast<size_t>(grid.cells()));
  distance[from] = 0;
  Link links[kMaxSides];
  for (size_t head = 0; head < queue.size(); ++head) {
    const int32_t cell = queue[head];
    const int n = grid.links(cell, links);
    for (int i = 0; i < n; ++i) {
      if (distance[links[i].cell] >= 0) continue;
      distance[links[i].cell] = distance[cell] + 1;
      queue.push_back(links[i].cell);
    }
  }
  return distance;
}

int64_t open_distance(const Grid& grid, int32_t a, int32_t b) {
  const int64_t formula = grid.open_distance_formula(a, b);
  if (formula >= 0) return formula;
  return open_distances_from(grid, a)[b];
}

int64_t Grid::boundary_diameter() const {
  std::call_once(diameter_once_, [this] { diameter_ = compute_boundary_diameter(*this); });
  return diameter_;
}

}  // namespace mazebook
