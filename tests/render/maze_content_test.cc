// Walls and routes written straight into PDF content (render/maze_content.h),
// to the letter on a maze small enough to check by hand.

#include "render/maze_content.h"

#include <gtest/gtest.h>

#include <vector>

#include "maze/grids.h"

namespace mazebook {
namespace {

// Two cells side by side with the passage between them open: entrance on
// top of (0, 0), exit below (1, 0).
Maze two_cells() {
  Maze maze(2, 1);
  maze.open(0, Side::right);
  return maze;
}

// Grid at (10, 20) points from the top left, 10-point cells, 1-point walls,
// on a page 100 points tall.
const Drawing kDrawing{{10, 20, 20, 10}, 10, 1};

TEST(MazeContent, WallsAreTheRunsInCellUnitsUnderOneTransform) {
  std::string content;
  append_wall_content(content, two_cells(), kDrawing, 100);
  EXPECT_EQ(content,
            "q\n0 0 0 RG\n10 0 0 -10 10 80 cm\n0.1 w 2 J\n"
            "1 0 m 2 0 l\n0 1 m 1 1 l\n0 0 m 0 1 l\n2 0 m 2 1 l\nS\nQ\n");
}

TEST(MazeContent, RouteRunsFromOutsideTheEntranceToOutsideTheExitThroughCorners) {
  std::string content;
  append_route_content(content, two_cells(), std::vector<int32_t>{0, 1}, kDrawing, 100);
  EXPECT_EQ(content,
            "q\n0.55 0.55 0.55 RG\n10 0 0 -10 15 75 cm\n0.38 w 1 J 1 j\n"
            "0 -1 m\n0 0 l\n1 0 l\n1 1 l\nS\nQ\n");
}

TEST(MazeContent, StraightStretchesAreOneSegment) {
  // Three cells in a column, entrance on top of the first, exit below the
  // last: one segment from above to below.
  Maze maze(1, 3);
  maze.open(0, Side::bottom);
  maze.open(1, Side::bottom);
  std::string content;
  append_route_content(content, maze, std::vector<int32_t>{0, 1, 2}, kDrawing, 100);
  EXPECT_EQ(content,
            "q\n0.55 0.55 0.55 RG\n10 0 0 -10 15 75 cm\n0.38 w 1 J 1 j\n"
            "0 -1 m\n0 3 l\nS\nQ\n");
}

TEST(MazeContent, EmptyRouteWritesNothing) {
  std::string content = "keep";
  append_route_content(content, two_cells(), {}, kDrawing, 100);
  EXPECT_EQ(content, "keep");
}

TEST(MazeContent, OnlyRectanglesAreWritten) {
  EXPECT_TRUE(writes_as_content(two_cells()));
  EXPECT_FALSE(writes_as_content(Maze(make_grid(GridSpec{GridKind::polar, 0, 0, 3, {}}))));
}

}  // namespace
}  // namespace mazebook
