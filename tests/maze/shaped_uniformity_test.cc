// Wilson and Aldous-Broder stay uniform on every grid kind: on a small hex
// grid, a small masked grid with a hole and a two-ring polar grid, every
// spanning tree is listed, the count is checked against Kirchhoff's
// matrix-tree theorem, and Pearson's chi-square compares many samples with
// the uniform law. The backtracker, which is biased, must fail the same
// test on each grid, so the test has the power to fail.

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <map>
#include <numeric>
#include <string>
#include <vector>

#include "maze/generators.h"
#include "maze/grids.h"
#include "maze/random.h"

namespace {

using mazebook::GridPtr;
using mazebook::Maze;

constexpr int kPerTree = 120;
constexpr uint64_t kSeed = 20261130;

struct Edge {
  int32_t a;
  int32_t b;
  int side;  // the side of `a` that leads to `b`
};

// The grid's inner walls, each once, with its cells renumbered 0..n-1.
std::vector<Edge> edges_of(const mazebook::Grid& grid) {
  std::vector<Edge> edges;
  mazebook::Link links[mazebook::kMaxSides];
  for (int32_t cell = 0; cell < grid.size(); ++cell) {
    if (!grid.exists(cell)) continue;
    const int n = grid.links(cell, links);
    for (int i = 0; i < n; ++i) {
      if (links[i].cell > cell) edges.push_back({cell, links[i].cell, links[i].side});
    }
  }
  return edges;
}

std::vector<int32_t> compact_index(const mazebook::Grid& grid) {
  std::vector<int32_t> index(static_cast<size_t>(grid.size()), -1);
  int32_t next = 0;
  for (int32_t cell = 0; cell < grid.size(); ++cell) {
    if (grid.exists(cell)) index[cell] = next++;
  }
  return index;
}

// Kirchhoff: the number of spanning trees is any cofactor of the graph's
// Laplacian, here the determinant with the last row and column removed
// (Gaussian elimination in long double; the counts are small integers).
int64_t kirchhoff(const mazebook::Grid& grid, const std::vector<Edge>& edges) {
  const std::vector<int32_t> index = compact_index(grid);
  const int n = grid.cells() - 1;
  std::vector<std::vector<long double>> m(n, std::vector<long double>(n, 0));
  for (const Edge& e : edges) {
    const int32_t a = index[e.a];
    const int32_t b = index[e.b];
    if (a < n) m[a][a] += 1;
    if (b < n) m[b][b] += 1;
    if (a < n && b < n) m[a][b] -= 1, m[b][a] -= 1;
  }
  long double det = 1;
  for (int c = 0; c < n; ++c) {
    int pivot = c;
    while (pivot < n && std::abs(m[pivot][c]) < 1e-12L) ++pivot;
    if (pivot == n) return 0;
    if (pivot != c) std::swap(m[pivot], m[c]), det = -det;
    det *= m[c][c];
    for (int r = c + 1; r < n; ++r) {
      const long double f = m[r][c] / m[c][c];
      for (int k = c; k < n; ++k) m[r][k] -= f * m[c][k];
    }
  }
  return static_cast<int64_t>(std::llround(det));
}

// Every spanning tree, as the set of its edges (a bit each), numbered.
std::map<uint64_t, int> all_trees(const mazebook::Grid& grid, const std::vector<Edge>& edges) {
  const std::vector<int32_t> index = compact_index(grid);
  const int cells = grid.cells();
  std::map<uint64_t, int> trees;
  // Edge subsets of size cells - 1, by a recursive-free combination walk.
  std::vector<int> pick(static_cast<size_t>(cells - 1));
  std::iota(pick.begin(), pick.end(), 0);
  const int e = static_cast<int>(edges.size());
  while (true) {
    std::vector<int> parent(static_cast<size_t>(cells));
    std::iota(parent.begin(), parent.end(), 0);
    const auto find = [&](int x) {
      while (parent[x] != x) x = parent[x] = parent[parent[x]];
      return x;
    };
    bool tree = true;
    uint64_t key = 0;
    for (int i : pick) {
      const int a = find(index[edges[i].a]);
      const int b = find(index[edges[i].b]);
      if (a == b) {
        tree = false;
        break;
      }
      parent[a] = b;
      key |= uint64_t{1} << i;
    }
    if (tree) {
      const int next = static_cast<int>(trees.size());
      trees[key] = next;
    }
    int k = cells - 2;
    while (k >= 0 && pick[k] == e - (cells - 1) + k) --k;
    if (k < 0) break;
    ++pick[k];
    for (int j = k + 1; j < cells - 1; ++j) pick[j] = pick[j - 1] + 1;
  }
  return trees;
}

uint64_t key_of(const Maze& maze, const std::vector<Edge>& edges) {
  uint64_t key = 0;
  for (size_t i = 0; i < edges.size(); ++i) {
    if (maze.is_open(edges[i].a, edges[i].side)) key |= uint64_t{1} << i;
  }
  return key;
}

// The chi-square value that `df` degrees of freedom exceed with p = 0.001
// (Wilson-Hilferty).
double critical_value(int df) {
  const double z = 3.090232306167813;
  const double a = 2.0 / (9.0 * df);
  return df * std::pow(1.0 - a + z * std::sqrt(a), 3.0);
}

double chi_square(mazebook::GenerateFn generator, const GridPtr& grid,
                  const std::vector<Edge>& edges, const std::map<uint64_t, int>& trees) {
  const int samples = static_cast<int>(trees.size()) * kPerTree;
  std::vector<int> observed(trees.size(), 0);
  for (int i = 0; i < samples; ++i) {
    mazebook::Random random(mazebook::derive_seed(kSeed, 0, static_cast<uint64_t>(i), 0));
    const auto found = trees.find(key_of(generator(grid, random), edges));
    if (found == trees.end()) {
      ADD_FAILURE() << "sample " << i << " is not a spanning tree";
      continue;
    }
    ++observed[found->second];
  }
  const double expected = kPerTree;
  double chi = 0;
  for (int o : observed) chi += (o - expected) * (o - expected) / expected;
  return chi;
}

struct Case {
  const char* name;
  mazebook::GridSpec spec;
  int64_t trees;  // worked out by hand where a formula exists, else Kirchhoff's
};

std::vector<Case> cases() {
  mazebook::GridSpec hex;
  hex.kind = mazebook::GridKind::hex, hex.columns = 3, hex.rows = 2;
  mazebook::GridSpec mask;
  mask.kind = mazebook::GridKind::masked;
  mask.mask = {"XXXX", "X.XX", "XXXX"};
  mazebook::GridSpec polar;
  polar.kind = mazebook::GridKind::polar, polar.rings = 2;
  // The two-ring polar grid is the wheel with 6 spokes: L(12) - 2 = 320
  // spanning trees (L the Lucas numbers).
  // The mask's 110 was worked out apart from this test, by the same theorem
  // in exact rational arithmetic.
  return {{"hex:3x2", hex, 0}, {"mask", mask, 110}, {"polar:2", polar, 320}};
}

TEST(ShapedUniformity, TreeListsMatchKirchhoff) {
  for (const Case& c : cases()) {
    SCOPED_TRACE(c.name);
    const GridPtr grid = mazebook::make_grid(c.spec);
    const std::vector<Edge> edges = edges_of(*grid);
    ASSERT_LE(edges.size(), 64u);
    const auto trees = all_trees(*grid, edges);
    EXPECT_EQ(static_cast<int64_t>(trees.size()), kirchhoff(*grid, edges));
    if (c.trees > 0) {
      EXPECT_EQ(static_cast<int64_t>(trees.size()), c.trees);
    }
    EXPECT_GT(trees.size(), 50u);
  }
}

TEST(ShapedUniformity, WilsonAndAldousBroderAreUniformTheBacktrackerIsNot) {
  for (const Case& c : cases()) {
    SCOPED_TRACE(c.name);
    const GridPtr grid = mazebook::make_grid(c.spec);
    const std::vector<Edge> edges = edges_of(*grid);
    const auto trees = all_trees(*grid, edges);
    const double limit = critical_value(static_cast<int>(trees.size()) - 1);
    const double wilson = chi_square(&mazebook::generate_wilson, grid, edges, trees);
    EXPECT_LT(wilson, limit) << "wilson chi-square " << wilson;
    const double aldous = chi_square(&mazebook::generate_aldous_broder, grid, edges, trees);
    EXPECT_LT(aldous, limit) << "aldous_broder chi-square " << aldous;
    const double backtracker = chi_square(&mazebook::generate_backtracker, grid, edges, trees);
    EXPECT_GT(backtracker, 2 * limit) << "backtracker chi-square " << backtracker;
  }
}

}  // namespace
