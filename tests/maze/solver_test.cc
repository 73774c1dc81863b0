// Routes, distances, the farthest boundary pair and the perfect check, on
// hand-made pictures (values worked out in the comments) and, for the
// farthest pair, against a brute force over every pair of boundary cells.

#include "maze/solver.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "maze/generators.h"
#include "maze/grids.h"
#include "maze/picture.h"
#include "maze/random.h"

namespace {

using mazebook::Maze;
using mazebook::Opening;
using mazebook::Side;

// 4 x 3, cells numbered y * 4 + x:
//    0  1  2  3        tree: 0-4, 4-5, 5-1, 5-6, 5-9, 9-10, 4-8, 6-2,
//    4  5  6  7              2-3, 3-7, 7-11
//    8  9 10 11
const mazebook::Picture kForks = {
    "#.#######", "#.#.#...#", "#.#.#.#.#", "#.....#.#", "#.#.###.#", "#.#...#.#", "#######.#",
};

// 3 x 3: the path 0-1-2-5-8-7-6 with the branch 7-4-3; entrance left of 3.
const mazebook::Picture kLeftEntrance = {
    "#######", "#.....#", "#####.#", "....#.#", "###.#.#", "#.....#", "###.###",
};

bool on_boundary(const Maze& m, int32_t cell) {
  const int x = cell % m.columns();
  const int y = cell / m.columns();
  return x == 0 || y == 0 || x == m.columns() - 1 || y == m.rows() - 1;
}

TEST(Solver, RoutesAndDistances) {
  const Maze maze = mazebook::parse_picture(kForks);
  EXPECT_EQ(mazebook::find_route(maze, 0, 11), (std::vector<int32_t>{0, 4, 5, 6, 2, 3, 7, 11}));
  EXPECT_EQ(mazebook::find_route(maze, 11, 8), (std::vector<int32_t>{11, 7, 3, 2, 6, 5, 4, 8}));
  EXPECT_EQ(mazebook::find_route(maze, 5, 5), (std::vector<int32_t>{5}));
  EXPECT_EQ(mazebook::solve(maze), mazebook::find_route(maze, 0, 11));
  EXPECT_EQ(mazebook::distances_from(maze, 0),
            (std::vector<int32_t>{0, 3, 4, 5, 1, 2, 3, 6, 2, 3, 4, 7}));
  EXPECT_EQ(mazebook::distances_from(maze, 10),
            (std::vector<int32_t>{4, 3, 4, 5, 3, 2, 3, 6, 4, 1, 0, 7}));
}

TEST(Solver, UnreachableCells) {
  // 3 x 1 with only the left wall pair open: cell 2 is cut off.
  Maze maze(3, 1);
  maze.open(0, Side::right);
  EXPECT_EQ(mazebook::distances_from(maze, 0), (std::vector<int32_t>{0, 1, -1}));
  EXPECT_TRUE(mazebook::find_route(maze, 0, 2).empty());
  EXPECT_TRUE(mazebook::solve(maze).empty());
}

TEST(Solver, FarthestPairByHand) {
  // kForks: from 0 the farthest boundary cell is 11 (7 steps); from 11 the
  // farthest are 0, 8 and 10 (7 steps each), the lowest index wins.
  const mazebook::BoundaryPair pair =
      mazebook::farthest_boundary_pair(mazebook::parse_picture(kForks));
  EXPECT_EQ(pair.first, 0);
  EXPECT_EQ(pair.second, 11);
  EXPECT_EQ(pair.distance, 7);
  // kLeftEntrance: 0 .. 3 is 0-1-2-5-8-7-4-3, 7 steps; 0 .. 6 only 6.
  Maze maze = mazebook::parse_picture(kLeftEntrance);
  const mazebook::BoundaryPair p = mazebook::farthest_boundary_pair(maze);
  EXPECT_EQ(p.first, 0);
  EXPECT_EQ(p.second, 3);
  EXPECT_EQ(p.distance, 7);
  // place_farthest: top of (0,0) (top row), left of (0,1) (left column).
  mazebook::place_farthest(maze);
  EXPECT_EQ(maze.entrance(), maze.opening_at(0, 0, Side::top));
  EXPECT_EQ(maze.exit(), maze.opening_at(0, 1, Side::left));
}

TEST(Solver, FarthestPairMatchesBruteForce) {
  for (uint64_t i = 0; i < 5; ++i) {
    mazebook::Random random(mazebook::derive_seed(99, 0, i, 0));
    const Maze maze = mazebook::generate_wilson(mazebook::rect_grid(12, 9), random);
    int32_t best = -1;
    for (int32_t a = 0; a < maze.cells(); ++a) {
      if (!on_boundary(maze, a)) continue;
      const std::vector<int32_t> d = mazebook::distances_from(maze, a);
      for (int32_t b = 0; b < maze.cells(); ++b) {
        if (on_boundary(maze, b)) best = std::max(best, d[b]);
      }
    }
    const mazebook::BoundaryPair pair = mazebook::farthest_boundary_pair(maze);
    SCOPED_TRACE("maze " + std::to_string(i));
    EXPECT_EQ(pair.distance, best);
    EXPECT_LT(pair.first, pair.second);
    EXPECT_TRUE(on_boundary(maze, pair.first));
    EXPECT_TRUE(on_boundary(maze, pair.second));
    EXPECT_EQ(mazebook::distances_from(maze, pair.first)[pair.second], pair.distance);
  }
}

// With top_bottom the pair is the farthest among cells of the top and
// bottom rows (brute force agrees) and the openings are on those sides.
TEST(Solver, FarthestTopBottomPairMatchesBruteForce) {
  for (uint64_t i = 0; i < 5; ++i) {
    mazebook::Random random(mazebook::derive_seed(98, 0, i, 0));
    Maze maze = mazebook::generate_wilson(mazebook::rect_grid(9, 12), random);
    const auto top_or_bottom = [&](int32_t cell) { return cell < 9 || cell >= 9 * 11; };
    int32_t best = -1;
    for (int32_t a = 0; a < maze.cells(); ++a) {
      if (!top_or_bottom(a)) continue;
      const std::vector<int32_t> d = mazebook::distances_from(maze, a);
      for (int32_t b = 0; b < maze.cells(); ++b) {
        if (top_or_bottom(b)) best = std::max(best, d[b]);
      }
    }
    const mazebook::BoundaryPair pair =
        mazebook::farthest_boundary_pair(maze, mazebook::OpeningSides::top_bottom);
    SCOPED_TRACE("maze " + std::to_string(i));
    EXPECT_EQ(pair.distance, best);
    EXPECT_TRUE(top_or_bottom(pair.first));
    EXPECT_TRUE(top_or_bottom(pair.second));
    // With the floor, one opening on top and one below: two cells of one
    // row are at most 8 of the grid's 19 steps apart.
    mazebook::place_farthest(maze, 0.5, mazebook::OpeningSides::top_bottom);
    EXPECT_EQ(maze.entrance().side, static_cast<int>(Side::top));
    EXPECT_EQ(maze.exit().side, static_cast<int>(Side::bottom));
    EXPECT_TRUE(maze.is_outer_side(maze.entrance()));
    EXPECT_TRUE(maze.is_outer_side(maze.exit()));
  }
}

TEST(Solver, PlaceFarthestPutsOpeningsOutside) {
  const std::pair<int, int> sizes[] = {{1, 1}, {1, 6}, {6, 1}, {2, 2}, {12, 9}};
  for (const auto& [columns, rows] : sizes) {
    mazebook::Random random(static_cast<uint64_t>(columns * 100 + rows));
    Maze maze = mazebook::generate_kruskal(mazebook::rect_grid(columns, rows), random);
    mazebook::place_farthest(maze);
    SCOPED_TRACE(std::to_string(columns) + "x" + std::to_string(rows));
    EXPECT_TRUE(maze.is_outer_side(maze.entrance()));
    EXPECT_TRUE(maze.is_outer_side(maze.exit()));
    EXPECT_NE(maze.entrance(), maze.exit());
    EXPECT_EQ(static_cast<int32_t>(mazebook::solve(maze).size()) - 1,
              mazebook::farthest_boundary_pair(maze).distance);
  }
  // 1 x 1: one cell, so the openings go on opposite sides of it.
  Maze one(1, 1);
  mazebook::place_farthest(one);
  EXPECT_EQ(one.entrance(), one.opening_at(0, 0, Side::top));
  EXPECT_EQ(one.exit(), one.opening_at(0, 0, Side::bottom));
}

TEST(Solver, CheckPerfect) {
  const mazebook::PerfectCheck good = mazebook::check_perfect(mazebook::parse_picture(kForks));
  EXPECT_EQ(good.cells, 12);
  EXPECT_EQ(good.reached, 12);
  EXPECT_EQ(good.passages, 11);
  EXPECT_TRUE(good.perfect());
  // 2 x 2 with all four walls open: connected, but passages == cells.
  const mazebook::PerfectCheck loop = mazebook::check_perfect(
      mazebook::parse_picture({"#.###", "#...#", "#.#.#", "#...#", "###.#"}));
  EXPECT_EQ(loop.cells, 4);
  EXPECT_EQ(loop.reached, 4);
  EXPECT_EQ(loop.passages, 4);
  EXPECT_FALSE(loop.perfect());
  // 3 x 3 with a loop round the top-left square and (2,2) walled off: the
  // passage count alone (8 == cells - 1) would call it perfect.
  const mazebook::PerfectCheck cut = mazebook::check_perfect(mazebook::parse_picture({
      "#.#####",
      "#.....#",
      "#.#.#.#",
      "#...#.#",
      "#.#####",
      "#...#.#",
      "#####.#",
  }));
  EXPECT_EQ(cut.cells, 9);
  EXPECT_EQ(cut.reached, 8);
  EXPECT_EQ(cut.passages, 8);
  EXPECT_FALSE(cut.perfect());
}

}  // namespace
