// The empty maze (a default-constructed Maze, 0 x 0) is a real value, not a
// 1 x 1 placeholder: every maze function that does not say REQUIRES:
// non-empty must behave on it, and the behaviour is pinned here.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "base/error.h"
#include "maze/maze.h"
#include "maze/metrics.h"
#include "maze/picture.h"
#include "maze/solver.h"
#include "maze/symmetry.h"

namespace {

using mazebook::Maze;
using mazebook::Opening;
using mazebook::Side;

TEST(EmptyMaze, HasNoCellsNoPassagesAndOpeningsThatNameNoCell) {
  Maze maze;
  EXPECT_TRUE(maze.empty());
  EXPECT_EQ(maze.columns(), 0);
  EXPECT_EQ(maze.rows(), 0);
  EXPECT_EQ(maze.cells(), 0);
  EXPECT_EQ(maze.passage_count(), 0);
  EXPECT_EQ(maze.entrance(), Opening{});
  EXPECT_EQ(maze.exit(), Opening{});
  EXPECT_FALSE(maze.is_outer_side(maze.entrance()));
  EXPECT_FALSE(maze.is_outer_side(Opening{0, static_cast<int>(Side::left)}));
  maze.open_all();  // nothing to open
  EXPECT_EQ(maze.passage_count(), 0);
  EXPECT_EQ(maze, Maze());
  EXPECT_FALSE(Maze(1, 1).empty());
  EXPECT_NE(Maze(1, 1), Maze());
}

TEST(EmptyMaze, PictureHasNoRowsAndKeyIsEmpty) {
  EXPECT_TRUE(mazebook::to_picture(Maze()).empty());
  EXPECT_EQ(mazebook::canonical_key(Maze()), "");
  // parse_picture never makes an empty maze: there is no cell to read.
  try {
    mazebook::parse_picture({});
    FAIL() << "an empty picture was accepted";
  } catch (const mazebook::Error& e) {
    EXPECT_STREQ(e.what(), "no rows");
  }
}

TEST(EmptyMaze, HasNoRouteAndIsNotPerfect) {
  Maze maze;
  EXPECT_TRUE(mazebook::solve(maze).empty());
  const mazebook::PerfectCheck check = mazebook::check_perfect(maze);
  EXPECT_EQ(check.cells, 0);
  EXPECT_EQ(check.reached, 0);
  EXPECT_EQ(check.passages, 0);
  EXPECT_EQ(check.components, 0);
  EXPECT_EQ(check.first_unreached, -1);
  EXPECT_EQ(check.loops(), 0);
  EXPECT_FALSE(check.perfect());
}

TEST(EmptyMaze, PlaceFarthestLeavesItAsItIs) {
  Maze maze;
  mazebook::place_farthest(maze);
  EXPECT_EQ(maze, Maze());
}

TEST(EmptyMaze, EveryMetricIsZero) {
  const mazebook::Metrics m = mazebook::measure(Maze());
  for (const mazebook::MetricInfo& info : mazebook::metric_infos()) {
    EXPECT_EQ(info.read(m), 0.0) << info.name;  // not NaN from 0 / 0 cells
  }
  const std::vector<int32_t> no_route;
  const mazebook::Metrics given = mazebook::measure(Maze(), no_route);
  EXPECT_EQ(given.dead_end_share, 0.0);
  EXPECT_EQ(given.route_length, 0);
}

TEST(EmptyMaze, AssignedARealMazeBecomesIt) {
  // What the selection and the batch reader do with their placeholders.
  Maze maze;
  maze = Maze(3, 2);
  EXPECT_FALSE(maze.empty());
  EXPECT_EQ(maze.cells(), 6);
  EXPECT_EQ(maze.exit(), maze.opening_at(2, 1, Side::bottom));
}

}  // namespace
