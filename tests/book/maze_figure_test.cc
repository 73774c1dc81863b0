// A maze's figure (book/maze_figure.h), piece by piece on mazes small
// enough to check by hand: a lattice's walls as runs or wall by wall, the
// outer wall broken where asked, a circle's arcs merged, and routes with
// their straight stretches merged or a corner at every cell.

#include "book/maze_figure.h"

#include <gtest/gtest.h>

#include <cmath>
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

Maze polar(int rings) { return Maze(make_grid(GridSpec{GridKind::polar, 0, 0, rings, {}})); }

TEST(MazeFigure, ALatticesWallsAreItsRuns) {
  const FigureWalls walls = figure_walls(two_cells());
  EXPECT_EQ(walls.runs, wall_runs(two_cells()));
  EXPECT_TRUE(walls.shapes.empty());
}

TEST(MazeFigure, EachWallOnALatticeIsAPieceOfItsOwn) {
  WallOptions options;
  options.each_wall = true;
  const FigureWalls walls = figure_walls(two_cells(), options);
  EXPECT_TRUE(walls.runs.empty());
  // The top and bottom of the cell without an opening there, and both ends.
  ASSERT_EQ(walls.shapes.size(), 4u);
  for (const WallShape& w : walls.shapes) {
    EXPECT_FALSE(w.arc);
    EXPECT_DOUBLE_EQ(std::hypot(w.b.x - w.a.x, w.b.y - w.a.y), 1);
  }
}

TEST(MazeFigure, TheOuterWallBreaksOnlyAtTheOpeningsGiven) {
  const FigureWalls closed = figure_walls(two_cells(), std::vector<Opening>{});
  EXPECT_EQ(closed.runs,
            (std::vector<WallRun>{{0, 0, 2, 0}, {0, 1, 2, 1}, {0, 0, 0, 1}, {2, 0, 2, 1}}));
  const FigureWalls left = figure_walls(two_cells(), std::vector<Opening>{{0, 3}});
  EXPECT_EQ(left.runs, (std::vector<WallRun>{{0, 0, 2, 0}, {0, 1, 2, 1}, {2, 0, 2, 1}}));
}

TEST(MazeFigure, ACirclesArcsMergeIntoTheLongestTheyMake) {
  // Two rings, every wall closed: six walls across ring 1, six arcs round
  // the centre, six outer arcs less the two openings (cells 0 and 3).
  const Maze maze = polar(2);
  const FigureWalls each = figure_walls(maze);
  EXPECT_EQ(each.shapes.size(), 16u);
  WallOptions options;
  options.merge_arcs = true;
  const FigureWalls merged = figure_walls(maze, options);
  ASSERT_EQ(merged.shapes.size(), 9u);
  for (size_t i = 0; i < 6; ++i) EXPECT_FALSE(merged.shapes[i].arc) << i;
  // The centre's circle whole, then the two outer arcs between openings.
  EXPECT_DOUBLE_EQ(merged.shapes[6].radius, 1);
  EXPECT_NEAR(merged.shapes[6].to - merged.shapes[6].from, 2 * M_PI, 1e-12);
  EXPECT_DOUBLE_EQ(merged.shapes[7].radius, 2);
  EXPECT_NEAR(merged.shapes[7].from, M_PI / 3, 1e-12);
  EXPECT_NEAR(merged.shapes[7].to, M_PI, 1e-12);
  EXPECT_NEAR(merged.shapes[8].from, 4 * M_PI / 3, 1e-12);
  EXPECT_NEAR(merged.shapes[8].to, 2 * M_PI, 1e-12);
}

TEST(MazeFigure, ARectanglesStraightStretchIsOneSegmentUnlessEachCellIsAsked) {
  // Three cells in a column, entrance on top of the first, exit below the
  // last.
  Maze maze(1, 3);
  maze.open(0, Side::bottom);
  maze.open(1, Side::bottom);
  const std::vector<int32_t> route{0, 1, 2};
  const FigureRoute merged = figure_route(maze, route);
  EXPECT_DOUBLE_EQ(merged.start.x, 0.5);
  EXPECT_DOUBLE_EQ(merged.start.y, -0.5);
  ASSERT_EQ(merged.steps.size(), 1u);
  EXPECT_DOUBLE_EQ(merged.steps[0].to.y, 3.5);
  const FigureRoute each = figure_route(maze, route, Stretches::each_cell);
  ASSERT_EQ(each.steps.size(), 4u);
  for (size_t i = 0; i < 3; ++i) EXPECT_DOUBLE_EQ(each.steps[i].to.y, 0.5 + i);
  EXPECT_DOUBLE_EQ(each.steps[3].to.y, 3.5);
}

TEST(MazeFigure, AWayBackStaysACorner) {
  const std::vector<GridPoint> points{{0.5, 0.5}, {1.5, 0.5}, {2.5, 0.5}, {1.5, 0.5}, {1.5, 1.5}};
  const FigureRoute path = figure_path(points, Stretches::merged);
  ASSERT_EQ(path.steps.size(), 3u);
  EXPECT_DOUBLE_EQ(path.steps[0].to.x, 2.5);
  EXPECT_DOUBLE_EQ(path.steps[1].to.x, 1.5);
  EXPECT_DOUBLE_EQ(path.steps[2].to.y, 1.5);
  EXPECT_TRUE(figure_path(std::vector<GridPoint>{{0, 0}}, Stretches::merged).steps.empty());
}

TEST(MazeFigure, AStepRoundAPolarRingFollowsTheRing) {
  // Ring 1 of two rings: cells 1 to 6, the entrance outside cell 1 and the
  // exit outside cell 4; round the ring counter-clockwise.
  const Maze maze = polar(2);
  const FigureRoute path = figure_route(maze, std::vector<int32_t>{1, 2, 3, 4});
  ASSERT_EQ(path.steps.size(), 5u);
  EXPECT_FALSE(path.steps[0].arc);
  for (size_t i = 1; i < 4; ++i) {
    EXPECT_TRUE(path.steps[i].arc) << i;
    EXPECT_DOUBLE_EQ(path.steps[i].radius, 1.5);
    EXPECT_NEAR(path.steps[i].to_angle - path.steps[i].from, M_PI / 3, 1e-12);
  }
  EXPECT_FALSE(path.steps[4].arc);
  EXPECT_NEAR(std::hypot(path.steps[4].to.x, path.steps[4].to.y), 2.5, 1e-12);
}

TEST(MazeFigure, AnEmptyMazeOrRouteHasNoPieces) {
  EXPECT_TRUE(figure_walls(Maze()).runs.empty());
  EXPECT_TRUE(figure_walls(Maze()).shapes.empty());
  EXPECT_TRUE(figure_route(two_cells(), {}).steps.empty());
}

}  // namespace
}  // namespace mazebook
