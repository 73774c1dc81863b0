// A maze's figure written straight into PDF content (render/maze_content.h),
// to the letter on mazes small enough to check by hand: a book page's in
// Cairo's conventions, a poster's in grid units.

#include "render/maze_content.h"

#include <gtest/gtest.h>

#include <span>
#include <string>
#include <vector>

#include "maze/grids.h"
#include "render/maze_style.h"

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

void append_walls(std::string& content, const Maze& maze, const Drawing& d) {
  append_page_walls(content, figure_walls(maze).runs, maze.grid(), d);
}

void append_route(std::string& content, const Maze& maze, std::span<const int32_t> route,
                  const Drawing& d) {
  append_page_route(content, figure_route(maze, route), maze.grid(), d,
                    route_width(d.cell, maze.grid().corridor_width()));
}

TEST(MazeContent, PageTransformIsCairosOwn) {
  std::string content;
  append_page_transform(content, 792);
  EXPECT_EQ(content, "1 0 0 -1 0 792 cm\n");
}

TEST(MazeContent, WallsAreTheRunsInPagePointsInOneStroke) {
  std::string content;
  append_walls(content, two_cells(), kDrawing);
  EXPECT_EQ(content,
            "0 0 0 RG 1 w\n2 J\n0 j\n[] 0.0 d\n10 M "
            "20 20 m\n30 20 l\n10 30 m\n20 30 l\n10 20 m\n10 30 l\n30 20 m\n30 30 l\n S\n");
}

TEST(MazeContent, CoordinatesHaveThreeDecimalsAndWidthsSix) {
  const Drawing d{{10.12345, 20.5, 20, 10}, 7.25, 0.7500004};
  std::string content;
  append_walls(content, two_cells(), d);
  EXPECT_EQ(content.substr(0, content.find("m\n")),
            "0 0 0 RG 0.75 w\n2 J\n0 j\n[] 0.0 d\n10 M 17.373 20.5 ");
}

TEST(MazeContent, RouteRunsFromOutsideTheEntranceToOutsideTheExitThroughCorners) {
  std::string content;
  append_route(content, two_cells(), std::vector<int32_t>{0, 1}, kDrawing);
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
  append_route(content, maze, std::vector<int32_t>{0, 1, 2}, kDrawing);
  EXPECT_EQ(content, "0.55 0.55 0.55 RG 3.8 w\n1 J\n1 j\n[] 0.0 d\n10 M 15 15 m\n15 55 l\n S\n");
}

TEST(MazeContent, EmptyRouteWritesNothing) {
  std::string content = "keep";
  append_route(content, two_cells(), {}, kDrawing);
  EXPECT_EQ(content, "keep");
}

TEST(MazeContent, OnlyRectanglesAreWritten) {
  EXPECT_TRUE(writes_as_content(two_cells()));
  EXPECT_FALSE(writes_as_content(Maze(make_grid(GridSpec{GridKind::polar, 0, 0, 3, {}}))));
}

// A poster's rectangle in whole cells under one cm of its placement: the
// cm's translation is the grid's top left in PDF space (page 100 high).
TEST(MazeContent, APostersRectangleIsWrittenInWholeCells) {
  const Maze maze = two_cells();
  std::string walls;
  const FigureWalls figure = figure_walls(maze);
  append_poster_walls(walls, figure.runs, figure.shapes, maze.grid(), kDrawing, 100);
  EXPECT_EQ(walls,
            "q\n0 0 0 RG\n0.10000000 w\n10.0000 0 0 -10.0000 10.0000 80.0000 cm\n2 J 0 j [] 0 d\n"
            "1 0 m\n2 0 l\n0 1 m\n1 1 l\n0 0 m\n0 1 l\n2 0 m\n2 1 l\nS\nQ\n");
  std::string route;
  append_poster_route(route, figure_route(maze, std::vector<int32_t>{0, 1}), maze.grid(), kDrawing,
                      100, 3.8);
  // Cell centres are whole under a cm shifted by half a cell.
  EXPECT_EQ(route,
            "q\n0.55 0.55 0.55 RG\n0.38000000 w\n10.0000 0 0 -10.0000 15.0000 75.0000 cm\n"
            "1 J 1 j [] 0 d\n0 -1 m\n0 0 l\n1 0 l\n1 1 l\nS\nQ\n");
}

// Any other kind as Cairo splits its path, four places: a polar grid's
// arcs as Bezier pieces.
TEST(MazeContent, APostersCircleIsWrittenAsCairoSplitsIt) {
  const Maze maze(make_grid(GridSpec{GridKind::polar, 0, 0, 2, {}}));
  const FigureWalls figure = figure_walls(maze);
  std::string walls;
  append_poster_walls(walls, figure.runs, figure.shapes, maze.grid(), kDrawing, 100);
  EXPECT_EQ(walls.substr(0, walls.find(" m\n")),
            "q\n0 0 0 RG\n0.10000000 w\n10.0000 0 0 -10.0000 30.0000 60.0000 cm\n1 J 1 j [] 0 d\n"
            "1.0000 0.0000");
  EXPECT_NE(walls.find(" c\n"), std::string::npos);
  EXPECT_EQ(walls.substr(walls.size() - 4), "S\nQ\n");
}

}  // namespace
}  // namespace mazebook
