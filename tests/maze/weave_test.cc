// Weave mazes (src/maze/README.md, "Weave mazes"): the grid rules, the graph
// where a crossing is two nodes, the metrics worked out by hand, and both
// weave generators held to perfection by the test's own union-find.

#include <gtest/gtest.h>

#include <numeric>
#include <string>
#include <vector>

#include "maze/generators.h"
#include "maze/grids.h"
#include "maze/solver.h"
#include "maze/weave/weave_generators.h"
#include "maze/weave/weave_graph.h"
#include "maze/weave/weave_metrics.h"

namespace {

using namespace mazebook;

GridPtr rect(int columns, int rows) {
  GridSpec spec;
  spec.columns = columns;
  spec.rows = rows;
  return make_grid(spec);
}

GridPtr masked(std::vector<std::string> rows) {
  GridSpec spec;
  spec.kind = GridKind::masked;
  spec.columns = static_cast<int>(rows[0].size());
  spec.rows = static_cast<int>(rows.size());
  spec.mask = std::move(rows);
  return make_grid(spec);
}

// Opens the passage between neighbouring cells a and b.
void join(Maze& maze, int32_t a, int32_t b) {
  for (int side = 0; side < 4; ++side) {
    if (maze.neighbour(a, side) == b) {
      maze.open(a, side);
      return;
    }
  }
  FAIL() << a << " and " << b << " are not neighbours";
}

// 3 x 3, a crossing at the centre over north-south; exit below (0, 2). The
// route 0 1 2 5 4 3 6 passes under the crossing.
WeaveMaze centre_crossing() {
  WeaveMaze wm{Maze(rect(3, 3)), {{4, Over::ns}}};
  for (const auto& [a, b] : std::vector<std::pair<int, int>>{
           {1, 4}, {4, 7}, {3, 4}, {4, 5}, {0, 1}, {1, 2}, {2, 5}, {5, 8}, {3, 6}}) {
    join(wm.maze, a, b);
  }
  wm.maze.set_exit({6, static_cast<int>(Side::bottom)});
  return wm;
}

// The test's own check: a union-find over (cell, axis) nodes, each open
// passage one join; perfect when no join closes a loop and one piece holds
// every node.
bool perfect_by_hand(const WeaveMaze& wm) {
  const Maze& maze = wm.maze;
  const auto size = static_cast<size_t>(maze.size());
  std::vector<size_t> parent(2 * size);
  std::iota(parent.begin(), parent.end(), size_t{0});
  const auto find = [&](size_t x) {
    while (parent[x] != x) x = parent[x] = parent[parent[x]];
    return x;
  };
  std::vector<int> over(size, -1);  // 0 ns, 1 ew
  for (const Crossing& c : wm.crossings)
    over[static_cast<size_t>(c.cell)] = c.over == Over::ns ? 0 : 1;
  // A crossing's ns sides meet in node cell, its ew sides in node size + cell.
  const auto node = [&](int32_t cell, int side) {
    const auto c = static_cast<size_t>(cell);
    return over[c] >= 0 && side % 2 == 1 ? size + c : c;
  };
  int64_t nodes = 0;
  int64_t joins = 0;
  for (int32_t cell = 0; cell < maze.size(); ++cell) {
    if (!maze.exists(cell)) continue;
    nodes += over[static_cast<size_t>(cell)] >= 0 ? 2 : 1;
    for (const int side : {1, 2}) {
      if (!maze.is_open(cell, side)) continue;
      const size_t a = find(node(cell, side));
      const size_t b = find(node(maze.neighbour(cell, side), side + 2));
      if (a == b) return false;
      parent[a] = b;
      ++joins;
    }
  }
  return joins == nodes - 1;
}

TEST(WeaveModel, ACrossingIsTwoNodes) {
  const WeaveMaze wm = centre_crossing();
  EXPECT_EQ(crossing_fault(wm), "");
  // As a plain maze the crossing's four sides close a loop.
  EXPECT_EQ(check_perfect(wm.maze).loops(), 1);
  std::vector<int32_t> route;
  const PerfectCheck check = check_weave_perfect(wm, route);
  EXPECT_TRUE(check.perfect());
  EXPECT_EQ(check.cells, 10);
  EXPECT_EQ(check.passages, 9);
  EXPECT_EQ(route, (std::vector<int32_t>{0, 1, 2, 5, 4, 3, 6}));
  EXPECT_EQ(solve_weave(wm), route);
}

TEST(WeaveModel, MetricsOnTheGraphByHand) {
  const WeaveMeasure m = measure_weave(centre_crossing());
  // Dead ends 0, 6, 7, 8 of ten nodes.
  EXPECT_DOUBLE_EQ(m.metrics.dead_end_share, 0.4);
  EXPECT_EQ(m.metrics.route_length, 6);
  EXPECT_DOUBLE_EQ(m.metrics.route_ratio, 3.0);
  // Forks at 1 and 5; the pass under the crossing is a node of two passages.
  EXPECT_EQ(m.metrics.forks, 2);
  // Down at 2, left at 5, down at 3; straight on under the crossing.
  EXPECT_EQ(m.metrics.turns, 3);
  EXPECT_DOUBLE_EQ(m.metrics.coverage, 0.7);
  EXPECT_EQ(m.extra.crossings, 1);
  EXPECT_EQ(m.extra.crossings_on_route, 1);
}

TEST(WeaveModel, ARouteOverAndUnderCountsBothPasses) {
  // 5 x 3: crossing at (2, 1) over east-west; the route comes down column 2
  // under it and the corridor of row 1 passes over it.
  WeaveMaze wm{Maze(rect(5, 3)), {{7, Over::ew}}};
  for (const auto& [a, b] : std::vector<std::pair<int, int>>{{0, 1},
                                                             {1, 2},
                                                             {2, 7},
                                                             {7, 12},
                                                             {12, 11},
                                                             {11, 10},
                                                             {10, 5},
                                                             {5, 6},
                                                             {6, 7},
                                                             {7, 8},
                                                             {8, 9},
                                                             {9, 14},
                                                             {12, 13},
                                                             {8, 3},
                                                             {3, 4}}) {
    join(wm.maze, a, b);
  }
  ASSERT_EQ(crossing_fault(wm), "");
  ASSERT_TRUE(check_weave_perfect(wm).perfect());
  const WeaveMeasure m = measure_weave(wm);
  EXPECT_EQ(m.route, (std::vector<int32_t>{0, 1, 2, 7, 12, 11, 10, 5, 6, 7, 8, 9, 14}));
  EXPECT_EQ(m.extra.crossings_on_route, 2);
  EXPECT_DOUBLE_EQ(m.metrics.coverage, 13.0 / 16.0);
}

TEST(WeaveModel, GridRulesEachInOneLine) {
  WeaveMaze wm = centre_crossing();
  wm.crossings = {{1, Over::ns}};
  EXPECT_EQ(crossing_fault(wm), "crossing at cell 1: on the outer wall");
  WeaveMaze closed{Maze(rect(5, 5)), {{12, Over::ns}}};
  EXPECT_EQ(crossing_fault(closed), "crossing at cell 12: its four sides are not all open");
  WeaveMaze pair{Maze(rect(5, 5)), {{11, Over::ns}, {12, Over::ns}}};
  pair.maze.open_all();
  EXPECT_EQ(crossing_fault(pair),
            "crossing at cell 11: crossing at cell 12 is next to it along its under passage");
  // Two crossings over the same east-west passage, side by side, are allowed.
  pair.crossings = {{11, Over::ew}, {12, Over::ew}};
  EXPECT_EQ(crossing_fault(pair), "");
  pair.crossings = {{12, Over::ew}, {11, Over::ew}};
  EXPECT_EQ(crossing_fault(pair),
            "crossing at cell 11: crossings must be listed in cell order, each cell once");
  pair.crossings = {{11, Over::ew}, {11, Over::ew}};
  EXPECT_EQ(crossing_fault(pair),
            "crossing at cell 11: crossings must be listed in cell order, each cell once");
  WeaveMaze gone{Maze(masked({"XXX", "X.X", "XXX"})), {{4, Over::ns}}};
  EXPECT_EQ(crossing_fault(gone), "crossing at cell 4: no such cell");
}

TEST(WeaveModel, FitsMirrorsTheRule) {
  WeaveMaze wm{Maze(rect(5, 5)), {{11, Over::ew}}};
  const std::vector<int32_t> slots = crossing_slots(25, wm.crossings);
  EXPECT_TRUE(crossing_fits(wm.maze, slots, wm.crossings, 12, Over::ew));
  EXPECT_FALSE(crossing_fits(wm.maze, slots, wm.crossings, 12, Over::ns));
  EXPECT_FALSE(crossing_fits(wm.maze, slots, wm.crossings, 11, Over::ew));
  EXPECT_FALSE(crossing_fits(wm.maze, slots, wm.crossings, 2, Over::ew));
  // Above 11: along 11's under passage, whichever way it runs.
  EXPECT_FALSE(crossing_fits(wm.maze, slots, wm.crossings, 6, Over::ns));
  EXPECT_FALSE(crossing_fits(wm.maze, slots, wm.crossings, 6, Over::ew));
}

class WeaveGenerator : public ::testing::TestWithParam<const char*> {};

TEST_P(WeaveGenerator, PerfectOnEverySize) {
  const WeaveGeneratorInfo& g = *find_weave_generator(GetParam());
  std::vector<GridPtr> grids;
  for (const auto& [c, r] : std::vector<std::pair<int, int>>{
           {1, 1}, {1, 7}, {7, 1}, {2, 2}, {3, 3}, {3, 5}, {5, 5}, {16, 20}, {31, 17}, {64, 48}}) {
    grids.push_back(rect(c, r));
  }
  grids.push_back(masked({"..XX.", ".XXXX", "XXXXX", ".XXX.", "..X.."}));
  grids.push_back(masked({"XXXXXXX", "XXX.XXX", "XXXXXXX", "XXXXXXX", "XX...XX", "XXXXXXX"}));
  int64_t crossings = 0;
  for (const GridPtr& grid : grids) {
    for (const double density : {0.05, 0.2, 0.5, 0.95}) {
      for (uint64_t seed = 1; seed <= 12; ++seed) {
        Random random(seed);
        const WeaveMaze wm = g.generate(grid, density, random);
        ASSERT_EQ(crossing_fault(wm), "") << grid->name() << " seed " << seed;
        ASSERT_TRUE(perfect_by_hand(wm)) << grid->name() << " seed " << seed;
        ASSERT_TRUE(check_weave_perfect(wm).perfect()) << grid->name() << " seed " << seed;
        EXPECT_EQ(wm.maze.entrance(), grid->first_opening());
        EXPECT_EQ(wm.maze.exit(), grid->last_opening());
        crossings += static_cast<int64_t>(wm.crossings.size());
      }
    }
  }
  EXPECT_GT(crossings, 1000);
}

TEST_P(WeaveGenerator, RulesHoldOnSmallGridsOverManySeeds) {
  // Small dense grids meet the rare cases: a chain of crossings closing a
  // loop, a tunnel next to an earlier crossing's under passage.
  const WeaveGeneratorInfo& g = *find_weave_generator(GetParam());
  for (const GridPtr& grid : {rect(4, 4), rect(6, 5), rect(9, 7)}) {
    for (uint64_t seed = 1; seed <= 3000; ++seed) {
      Random random(seed);
      const WeaveMaze wm = g.generate(grid, 0.9, random);
      ASSERT_EQ(crossing_fault(wm), "") << grid->name() << " seed " << seed;
      ASSERT_TRUE(perfect_by_hand(wm)) << grid->name() << " seed " << seed;
    }
  }
}

TEST_P(WeaveGenerator, SameSeedSameMazeAndDensityCounts) {
  const WeaveGeneratorInfo& g = *find_weave_generator(GetParam());
  const GridPtr grid = rect(16, 20);
  const auto make = [&](uint64_t seed, double density) {
    Random random(seed);
    return g.generate(grid, density, random);
  };
  EXPECT_EQ(make(7, 0.2), make(7, 0.2));
  EXPECT_NE(make(7, 0.2), make(8, 0.2));
  size_t sparse = 0;
  size_t dense = 0;
  int64_t on_route = 0;
  for (uint64_t seed = 1; seed <= 40; ++seed) {
    sparse += make(seed, 0.05).crossings.size();
    const WeaveMaze wm = make(seed, 0.6);
    dense += wm.crossings.size();
    on_route += measure_weave(wm).extra.crossings_on_route;
  }
  EXPECT_LT(sparse, dense);
  EXPECT_GT(on_route, 0);
}

INSTANTIATE_TEST_SUITE_P(WeaveBoth, WeaveGenerator, ::testing::Values("kruskal", "backtracker"));

TEST(WeaveGenerators, RegistryNamesThePlainGenerators) {
  EXPECT_EQ(weave_generator_names(), "backtracker, kruskal");
  EXPECT_EQ(find_weave_generator("prim"), nullptr);
  for (const WeaveGeneratorInfo& g : weave_generators()) {
    EXPECT_NE(find_generator(g.name), nullptr) << g.name;
  }
}

}  // namespace
