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

// Grid at (10, 20) points from the top left, 10-point cells, 1-point walls.
const Drawing kDrawing{{10, 20, 20, 10}, 10, 1};

TEST(MazeContent, PageTransformIsCairosOwn) {
  std::string content;
  append_page_transform(content, 792);
  EXPECT_EQ(content, "1 0 0 -1 0 792 cm\n");
}

TEST(MazeContent, WallsAreTheRunsInPagePointsInOneStroke) {
  std::string content;
  append_wall_content(content, two_cells(), kDrawing);
  EXPECT_EQ(content,
            "0 0 0 RG 1 w\n2 J\n0 j\n[] 0.0 d\n10 M "
            "20 20 m\n30 20 l\n10 30 m\n20 30 l\n10 20 m\n10 30 l\n30 20 m\n30 30 l\n S\n");
}

TEST(MazeContent, CoordinatesHaveThreeDecimalsAndWidthsSix) {
  const Drawing d{{10.12345, 20.5, 20, 10}, 7.25, 0.7500004};
  std::string content;
  append_wall_content(content, two_cells(), d);
  EXPECT_EQ(content.substr(0, content.find("m\n")),
            "0 0 0 RG 0.75 w\n2 J\n0 j\n[] 0.0 d\n10 M 17.373 20.5 ");
}

TEST(MazeContent, RouteRunsFromOutsideTheEntranceToOutsideTheExitThroughCorners) {
  std::string content;
  append_route_content(content, two_cells(), std::vector<int32_t>{0, 1}, kDrawing);
  EXPECT_EQ(content,
            "0.55 0.55 0.55 RG 3.8 w\n1 J\n1 j\n[] 0.0 d\n10 M "
            "15 15 m\n15 25 l\n25 25 l\n25 35 l\n S\n");
}

TEST(MazeContent, StraightStretchesAreOneSegment) {
  // Three cells in a column, entrance on top of the first, exit below the
  // last: one segment from above to below.
  Maze maze(1, 3);
  maze.open(0, Side::bottom);
  maze.open(1, Side::bottom);
  std::string content;
  append_route_content(content, maze, std::vector<int32_t>{0, 1, 2}, kDrawing);
  EXPECT_EQ(content, "0.55 0.55 0.55 RG 3.8 w\n1 J\n1 j\n[] 0.0 d\n10 M 15 15 m\n15 55 l\n S\n");
}

TEST(MazeContent, EmptyRouteWritesNothing) {
  std::string content = "keep";
  append_route_content(content, two_cells(), {}, kDrawing);
  EXPECT_EQ(content, "keep");
}

TEST(MazeContent, OnlyRectanglesAreWritten) {
  EXPECT_TRUE(writes_as_content(two_cells()));
  EXPECT_FALSE(writes_as_content(Maze(make_grid(GridSpec{GridKind::polar, 0, 0, 3, {}}))));
}

}  // namespace
}  // namespace mazebook
