// Wilson and Aldous-Broder promise that every perfect maze is equally
// likely. On a 3 x 3 grid all 192 perfect mazes can be listed, so the claim
// is checked with Pearson's chi-square test against the uniform law; the
// same test must reject the depth-first backtracker, which is known to be
// biased (so the test has the power to fail).

#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <cstdint>
#include <map>
#include <vector>

#include "maze/generators.h"
#include "maze/grids.h"
#include "maze/random.h"
#include "maze/solver.h"

namespace {

using mazebook::Maze;
using mazebook::Side;

constexpr int kSide = 3;
constexpr int kWalls = 12;   // inner walls of 3 x 3: 6 right sides, 6 bottom sides
constexpr int kTrees = 192;  // spanning trees of the 3 x 3 grid graph
constexpr int kPerTree = 200;
constexpr int kSamples = kTrees * kPerTree;  // 38400
constexpr uint64_t kSeed = 20240601;

// The inner walls in a fixed order: (cell, side) with side right or bottom.
struct Wall {
  int32_t cell;
  Side side;
};

std::vector<Wall> inner_walls() {
  std::vector<Wall> walls;
  for (int y = 0; y < kSide; ++y) {
    for (int x = 0; x < kSide; ++x) {
      if (x + 1 < kSide) walls.push_back({y * kSide + x, Side::right});
      if (y + 1 < kSide) walls.push_back({y * kSide + x, Side::bottom});
    }
  }
  return walls;
}

// A maze's key: bit i set when inner wall i is open.
uint32_t key_of(const Maze& maze, const std::vector<Wall>& walls) {
  uint32_t key = 0;
  for (size_t i = 0; i < walls.size(); ++i) {
    const Wall& w = walls[i];
    if (maze.is_open(w.cell % kSide, w.cell / kSide, w.side)) key |= 1u << i;
  }
  return key;
}

// Every key whose open walls form a spanning tree, mapped to 0 .. count-1.
std::map<uint32_t, int> all_trees(const std::vector<Wall>& walls) {
  std::map<uint32_t, int> trees;
  for (uint32_t key = 0; key < (1u << kWalls); ++key) {
    Maze maze(kSide, kSide);
    for (int i = 0; i < kWalls; ++i) {
      if (key & (1u << i)) maze.open(walls[i].cell, walls[i].side);
    }
    if (mazebook::check_perfect(maze).perfect()) {
      const int next = static_cast<int>(trees.size());
      trees[key] = next;
    }
  }
  return trees;
}

// The chi-square value that 191 degrees of freedom exceed with p = 0.001,
// by the Wilson-Hilferty cube approximation: k (1 - 2/(9k) + z sqrt(2/(9k)))^3
// with z = 3.090232 the standard normal's upper 0.001 point. It gives
// 257.17; the exact quantile (incomplete gamma, found by bisection) is 257.13.
double critical_value(int df) {
  const double z = 3.090232306167813;
  const double k = df;
  const double a = 2.0 / (9.0 * k);
  return k * std::pow(1.0 - a + z * std::sqrt(a), 3.0);
}

// Pearson's chi-square of `samples` mazes from `generator` over the trees.
// Fails the test when a sample is not one of the trees.
double chi_square(mazebook::GenerateFn generator, const std::vector<Wall>& walls,
                  const std::map<uint32_t, int>& trees) {
  std::vector<int> observed(trees.size(), 0);
  for (int i = 0; i < kSamples; ++i) {
    mazebook::Random random(mazebook::derive_seed(kSeed, 0, static_cast<uint64_t>(i), 0));
    const auto found =
        trees.find(key_of(generator(mazebook::rect_grid(kSide, kSide), random), walls));
    if (found == trees.end()) {
      ADD_FAILURE() << "sample " << i << " is not a perfect 3 x 3 maze";
      continue;
    }
    ++observed[found->second];
  }
  const double expected = static_cast<double>(kSamples) / static_cast<double>(trees.size());
  double chi = 0;
  for (int o : observed) chi += (o - expected) * (o - expected) / expected;
  return chi;
}

class Uniformity : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    walls_ = new std::vector<Wall>(inner_walls());
    trees_ = new std::map<uint32_t, int>(all_trees(*walls_));
  }
  static void TearDownTestSuite() {
    delete trees_;
    delete walls_;
  }
  static std::vector<Wall>* walls_;
  static std::map<uint32_t, int>* trees_;
};

std::vector<Wall>* Uniformity::walls_ = nullptr;
std::map<uint32_t, int>* Uniformity::trees_ = nullptr;

TEST_F(Uniformity, ThreeByThreeHas192PerfectMazes) {
  ASSERT_EQ(walls_->size(), static_cast<size_t>(kWalls));
  EXPECT_EQ(trees_->size(), static_cast<size_t>(kTrees));
  for (const auto& [key, index] : *trees_) {
    EXPECT_EQ(std::popcount(key), kSide * kSide - 1) << key;  // a tree has cells - 1 edges
  }
}

TEST_F(Uniformity, CriticalValueMatchesTheExactQuantile) {
  // The exact 0.999 quantile of chi-square with 191 df is 257.1346.
  EXPECT_NEAR(critical_value(kTrees - 1), 257.13, 0.1);
}

TEST_F(Uniformity, WilsonIsUniform) {
  const double chi = chi_square(&mazebook::generate_wilson, *walls_, *trees_);
  EXPECT_LT(chi, critical_value(kTrees - 1)) << "chi-square " << chi;
}

TEST_F(Uniformity, AldousBroderIsUniform) {
  const double chi = chi_square(&mazebook::generate_aldous_broder, *walls_, *trees_);
  EXPECT_LT(chi, critical_value(kTrees - 1)) << "chi-square " << chi;
}

TEST_F(Uniformity, BacktrackerIsNotUniform) {
  // Depth first never makes some trees (a depth-first tree has no edge
  // between cells on different branches), so the value is far above.
  const double chi = chi_square(&mazebook::generate_backtracker, *walls_, *trees_);
  EXPECT_GT(chi, 10 * critical_value(kTrees - 1)) << "chi-square " << chi;
}

}  // namespace
