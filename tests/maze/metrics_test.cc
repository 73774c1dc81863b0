// Metrics and the solver on small hand-made pictures, every expected value
// worked out by hand in the comments (definitions: src/maze/README.md,
// "Metrics"). Openings to the outside never count as passages.

#include "maze/metrics.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <iterator>
#include <vector>

#include "maze/generators.h"
#include "maze/picture.h"
#include "maze/random.h"
#include "maze/solver.h"
#include "maze/summary.h"

namespace {

using mazebook::Maze;
using mazebook::Metrics;
using mazebook::Opening;
using mazebook::Side;

Maze parse(const mazebook::Picture& picture) { return mazebook::parse_picture(picture); }

// 3 x 3 serpentine: R R D L L D R R through all nine cells.
// Dead ends: (0,0) and (2,2) (entrance and exit not counted) -> 2/9.
// Route 8 steps; manhattan (0,0)-(2,2) = 4 -> ratio 2. No cell has 3
// passages -> 0 forks. Turns: R>D, D>L, L>D, D>R = 4. Coverage 9/9.
const mazebook::Picture kSerpentine = {
    "#.#####", "#.....#", "#####.#", "#.....#", "#.#####", "#.....#", "#####.#",
};

// 4 x 3. Route (0,0) D (0,1) R (1,1) R (2,1) U (2,0) R (3,0) D (3,1) D (3,2):
// 7 steps over 8 cells; manhattan 3 + 2 = 5 -> ratio 1.4; coverage 8/12.
// Turns: D>R, R>U, U>R, R>D = 4. Forks on the route: (0,1) has up, right,
// down = 3; (1,1) has all four (its down and up lead to branches) -> 2.
// Dead ends: (0,0), (1,0), (0,2), (2,2), (3,2) -> 5/12.
const mazebook::Picture kForks = {
    "#.#######", "#.#.#...#", "#.#.#.#.#", "#.....#.#", "#.#.###.#", "#.#...#.#", "#######.#",
};

// 3 x 3, entrance on the left of (0,1), exit below (1,2). The tree is the
// path (0,0)-(1,0)-(2,0)-(2,1)-(2,2)-(1,2)-(0,2) with the branch
// (1,2)-(1,1)-(0,1). Route (0,1) R (1,1) D (1,2): 2 steps, manhattan 1 + 1
// -> ratio 1; 1 turn; coverage 3/9. The exit cell (1,2) has 3 passages but
// is excluded -> 0 forks. (0,1) has one passage, the entrance not counted.
// Dead ends: (0,0), (0,1), (0,2) -> 3/9.
const mazebook::Picture kLeftEntrance = {
    "#######", "#.....#", "#####.#", "....#.#", "###.#.#", "#.....#", "###.###",
};

TEST(Metrics, Serpentine) {
  const Metrics m = mazebook::measure(parse(kSerpentine));
  EXPECT_DOUBLE_EQ(m.dead_end_share, 2.0 / 9.0);
  EXPECT_EQ(m.route_length, 8);
  EXPECT_DOUBLE_EQ(m.route_ratio, 2.0);
  EXPECT_EQ(m.forks, 0);
  EXPECT_EQ(m.turns, 4);
  EXPECT_DOUBLE_EQ(m.coverage, 1.0);
}

TEST(Metrics, ForksOnTheRoute) {
  const Maze maze = parse(kForks);
  ASSERT_TRUE(mazebook::check_perfect(maze).perfect());
  const Metrics m = mazebook::measure(maze);
  EXPECT_DOUBLE_EQ(m.dead_end_share, 5.0 / 12.0);
  EXPECT_EQ(m.route_length, 7);
  EXPECT_DOUBLE_EQ(m.route_ratio, 7.0 / 5.0);
  EXPECT_EQ(m.forks, 2);
  EXPECT_EQ(m.turns, 4);
  EXPECT_DOUBLE_EQ(m.coverage, 8.0 / 12.0);
}

TEST(Metrics, LeftEntranceAndExitCellNotAFork) {
  const Maze maze = parse(kLeftEntrance);
  ASSERT_EQ(maze.entrance(), maze.opening_at(0, 1, Side::left));
  ASSERT_EQ(maze.exit(), maze.opening_at(1, 2, Side::bottom));
  ASSERT_TRUE(mazebook::check_perfect(maze).perfect());
  EXPECT_EQ(maze.passages(maze.index(1, 2)), 3);
  const Metrics m = mazebook::measure(maze);
  EXPECT_DOUBLE_EQ(m.dead_end_share, 3.0 / 9.0);
  EXPECT_EQ(m.route_length, 2);
  EXPECT_DOUBLE_EQ(m.route_ratio, 1.0);
  EXPECT_EQ(m.forks, 0);
  EXPECT_EQ(m.turns, 1);
  EXPECT_DOUBLE_EQ(m.coverage, 3.0 / 9.0);
}

TEST(Metrics, OneByOne) {
  // One cell, no passages: no dead end (0 passages, not 1); a route of one
  // cell and 0 steps; entrance and exit cell coincide -> ratio 1.
  const Metrics m = mazebook::measure(parse({"#.#", "#.#", "#.#"}));
  EXPECT_DOUBLE_EQ(m.dead_end_share, 0.0);
  EXPECT_EQ(m.route_length, 0);
  EXPECT_DOUBLE_EQ(m.route_ratio, 1.0);
  EXPECT_EQ(m.forks, 0);
  EXPECT_EQ(m.turns, 0);
  EXPECT_DOUBLE_EQ(m.coverage, 1.0);
}

TEST(Metrics, Corridors) {
  // 1 x 5 (one column): a straight corridor, its two ends are dead ends.
  Maze column(1, 5);
  column.open_all();
  Metrics m = mazebook::measure(column);
  EXPECT_DOUBLE_EQ(m.dead_end_share, 2.0 / 5.0);
  EXPECT_EQ(m.route_length, 4);
  EXPECT_DOUBLE_EQ(m.route_ratio, 1.0);
  EXPECT_EQ(m.forks, 0);
  EXPECT_EQ(m.turns, 0);
  EXPECT_DOUBLE_EQ(m.coverage, 1.0);
  // 5 x 1: the same along a row; entering from the top and leaving through
  // the bottom are not turns (only steps between cells count).
  m = mazebook::measure(parse({"#.#########", "#.........#", "#########.#"}));
  EXPECT_DOUBLE_EQ(m.dead_end_share, 2.0 / 5.0);
  EXPECT_EQ(m.route_length, 4);
  EXPECT_DOUBLE_EQ(m.route_ratio, 1.0);
  EXPECT_EQ(m.turns, 0);
}

TEST(Metrics, GivenRouteAndUnreachableExit) {
  // A route passed in is measured as given: (0,0) R (1,0) D (1,1) in a 2 x 2
  // square with every wall open (a loop): 2 steps, 1 turn, coverage 3/4, no
  // dead ends (each cell has 2 passages).
  Maze loop(2, 2);
  loop.open_all();
  const std::vector<int32_t> route = {0, 1, 3};
  Metrics m = mazebook::measure(loop, route);
  EXPECT_DOUBLE_EQ(m.dead_end_share, 0.0);
  EXPECT_EQ(m.route_length, 2);
  EXPECT_EQ(m.turns, 1);
  EXPECT_DOUBLE_EQ(m.coverage, 3.0 / 4.0);
  // With the exit cell walled off the route fields stay zero.
  Maze cut(2, 2);
  cut.open(0, Side::right);
  cut.open(0, Side::bottom);
  m = mazebook::measure(cut);
  EXPECT_DOUBLE_EQ(m.dead_end_share, 2.0 / 4.0);  // (1,0) and (0,1)
  EXPECT_EQ(m.route_length, 0);
  EXPECT_DOUBLE_EQ(m.route_ratio, 0.0);
  EXPECT_EQ(m.forks, 0);
  EXPECT_EQ(m.turns, 0);
  EXPECT_DOUBLE_EQ(m.coverage, 0.0);
}

TEST(Metrics, InfoNamesAndValues) {
  const Metrics m = mazebook::measure(parse(kForks));
  const char* names[] = {"dead_end_share", "route_length", "route_ratio",     "forks",
                         "turns",          "coverage",     "opening_distance"};
  // Entrance on top of (0,0), exit below (3,2): 3 + 2 steps apart with every
  // wall open, as far as a 4 x 3 grid allows -> opening_distance 1.
  const double values[] = {5.0 / 12.0, 7, 7.0 / 5.0, 2, 4, 8.0 / 12.0, 1.0};
  ASSERT_EQ(mazebook::metric_infos().size(), 7u);
  for (size_t i = 0; i < 7; ++i) {
    EXPECT_EQ(mazebook::metric_infos()[i].name, names[i]);
    double v = -1;
    EXPECT_TRUE(mazebook::metric_value(m, names[i], v));
    EXPECT_DOUBLE_EQ(v, values[i]) << names[i];
  }
  double v = -1;
  EXPECT_FALSE(mazebook::metric_value(m, "nope", v));
}

TEST(Metrics, TableReadsEveryFieldOnceInOrder) {
  // Distinct values in every field: a row that reads the wrong field, or two
  // rows that read the same one, show up as a mismatch.
  Metrics m;
  m.dead_end_share = 0.25;
  m.route_length = 2;
  m.route_ratio = 3.5;
  m.forks = 4;
  m.turns = 5;
  m.coverage = 0.75;
  m.opening_distance = 0.625;
  const double expected[] = {0.25, 2, 3.5, 4, 5, 0.75, 0.625};
  const bool integer[] = {false, true, false, true, true, false, false};
  ASSERT_EQ(mazebook::metric_infos().size(), mazebook::kMetricCount);
  ASSERT_EQ(std::size(expected), mazebook::kMetricCount);
  for (size_t i = 0; i < mazebook::kMetricCount; ++i) {
    const mazebook::MetricInfo& info = mazebook::metric_infos()[i];
    EXPECT_EQ(info.read(m), expected[i]) << info.name;
    EXPECT_EQ(info.integer, integer[i]) << info.name;
    EXPECT_FALSE(info.description.empty()) << info.name;
    double v = -1;
    EXPECT_TRUE(mazebook::metric_value(m, info.name, v));
    EXPECT_EQ(v, expected[i]) << info.name;
  }
}

TEST(Summary, OddEvenAndEmpty) {
  mazebook::Summary s = mazebook::summarize({7, 1, 2});  // sorted 1 2 7
  EXPECT_DOUBLE_EQ(s.min, 1);
  EXPECT_DOUBLE_EQ(s.median, 2);
  EXPECT_DOUBLE_EQ(s.mean, 10.0 / 3.0);
  EXPECT_DOUBLE_EQ(s.max, 7);
  s = mazebook::summarize({10, 2, 1, 3});  // sorted 1 2 3 10: middle two 2, 3
  EXPECT_DOUBLE_EQ(s.min, 1);
  EXPECT_DOUBLE_EQ(s.median, 2.5);
  EXPECT_DOUBLE_EQ(s.mean, 4);
  EXPECT_DOUBLE_EQ(s.max, 10);
  s = mazebook::summarize({-0.5});
  EXPECT_DOUBLE_EQ(s.min, -0.5);
  EXPECT_DOUBLE_EQ(s.median, -0.5);
  EXPECT_DOUBLE_EQ(s.max, -0.5);
  s = mazebook::summarize({});
  EXPECT_DOUBLE_EQ(s.min, 0);
  EXPECT_DOUBLE_EQ(s.median, 0);
  EXPECT_DOUBLE_EQ(s.mean, 0);
  EXPECT_DOUBLE_EQ(s.max, 0);
}

}  // namespace
