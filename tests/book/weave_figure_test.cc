// A weave maze's figure (book/maze_figure.h) on mazes small enough to check
// by hand: each crossing's fourteen segments where DRAWING_RULES.md ("Weave
// mazes") puts them, after the plain maze's runs; a route that passes under
// a crossing stopping at its side, dashed across it, and going on from the
// other side; a pass over drawn solid; and no crossings, no change.

#include <gtest/gtest.h>

#include <vector>

#include "book/legibility.h"
#include "book/maze_figure.h"
#include "maze/grids.h"

namespace mazebook {
namespace {

void join(Maze& maze, int32_t a, int32_t b) {
  for (int side = 0; side < 4; ++side) {
    if (maze.neighbour(a, side) == b) maze.open(a, side);
  }
}

// 3 x 3, a crossing at the centre over north-south; exit below (0, 2). The
// route 0 1 2 5 4 3 6 passes under the crossing, east to west.
WeaveMaze centre_crossing(Over over = Over::ns) {
  WeaveMaze wm{Maze(3, 3), {{4, over}}};
  for (const auto& [a, b] : std::vector<std::pair<int, int>>{
           {1, 4}, {4, 7}, {3, 4}, {4, 5}, {0, 1}, {1, 2}, {2, 5}, {5, 8}, {3, 6}}) {
    join(wm.maze, a, b);
  }
  wm.maze.set_exit({6, static_cast<int>(Side::bottom)});
  return wm;
}

std::vector<std::vector<double>> coordinates(const std::vector<WallShape>& shapes) {
  std::vector<std::vector<double>> out;
  for (const WallShape& w : shapes) out.push_back({w.a.x, w.a.y, w.b.x, w.b.y});
  return out;
}

TEST(WeaveFigure, ACrossingIsItsFourteenSegments) {
  const WeaveMaze wm = centre_crossing();
  const FigureWalls walls = figure_walls(wm);
  EXPECT_EQ(walls.runs, wall_runs(wm.maze));
  const std::vector<std::vector<double>> ns = {// over walls
                                               {1.25, 1, 1.25, 2},
                                               {1.75, 1, 1.75, 2},
                                               // over shoulders, top and bottom
                                               {1, 1, 1.25, 1},
                                               {1.75, 1, 2, 1},
                                               {1, 2, 1.25, 2},
                                               {1.75, 2, 2, 2},
                                               // under shoulders, left and right
                                               {1, 1, 1, 1.25},
                                               {1, 1.75, 1, 2},
                                               {2, 1, 2, 1.25},
                                               {2, 1.75, 2, 2},
                                               // stubs, an eighth of a cell each
                                               {1, 1.25, 1.125, 1.25},
                                               {1, 1.75, 1.125, 1.75},
                                               {1.875, 1.25, 2, 1.25},
                                               {1.875, 1.75, 2, 1.75}};
  EXPECT_EQ(coordinates(walls.shapes), ns);
  // Over east-west: the same with x and y swapped.
  std::vector<std::vector<double>> ew = ns;
  for (std::vector<double>& s : ew) s = {s[1], s[0], s[3], s[2]};
  EXPECT_EQ(coordinates(crossing_segments(wm.maze.grid(), {4, Over::ew})), ew);
  // Wall by wall, the crossing's segments still follow the plain walls.
  WallOptions each;
  each.each_wall = true;
  const FigureWalls apart = figure_walls(wm, each);
  ASSERT_GE(apart.shapes.size(), 14u);
  EXPECT_EQ(coordinates({apart.shapes.end() - 14, apart.shapes.end()}), ns);
}

std::vector<std::vector<double>> steps(const FigureRoute& route) {
  std::vector<std::vector<double>> out;
  for (const RouteStep& s : route.steps) out.push_back({s.move ? 1.0 : 0.0, s.to.x, s.to.y});
  return out;
}

TEST(WeaveFigure, ARouteUnderACrossingIsDashedAcrossIt) {
  const WeaveMaze wm = centre_crossing();
  const std::vector<int32_t> route{0, 1, 2, 5, 4, 3, 6};
  const FigureRoute path = figure_route(wm, route);
  EXPECT_DOUBLE_EQ(path.start.x, 0.5);
  EXPECT_DOUBLE_EQ(path.start.y, -0.5);
  // Solid to the crossing's right side, on from its left side.
  EXPECT_EQ(steps(path), (std::vector<std::vector<double>>{{0, 0.5, 0.5},
                                                           {0, 2.5, 0.5},
                                                           {0, 2.5, 1.5},
                                                           {0, 2, 1.5},
                                                           {1, 1, 1.5},
                                                           {0, 0.5, 1.5},
                                                           {0, 0.5, 3.5}}));
  ASSERT_EQ(path.dashed.size(), 1u);
  EXPECT_DOUBLE_EQ(path.dashed[0].from.x, 2);
  EXPECT_DOUBLE_EQ(path.dashed[0].from.y, 1.5);
  EXPECT_DOUBLE_EQ(path.dashed[0].to.x, 1);
  EXPECT_DOUBLE_EQ(path.dashed[0].to.y, 1.5);
  // A corner at every cell: the same pieces, the stretches cut.
  const FigureRoute each = figure_route(wm, route, Stretches::each_cell);
  EXPECT_EQ(each.steps.size(), 9u);
  EXPECT_EQ(each.dashed.size(), 1u);
}

TEST(WeaveFigure, ARouteOverACrossingIsSolid) {
  // Over east-west, the same route passes over: one path, no dash.
  const WeaveMaze wm = centre_crossing(Over::ew);
  const std::vector<int32_t> route{0, 1, 2, 5, 4, 3, 6};
  const FigureRoute path = figure_route(wm, route);
  EXPECT_TRUE(path.dashed.empty());
  EXPECT_EQ(steps(path), steps(figure_route(wm.maze, route)));
}

TEST(WeaveFigure, NoCrossingsNoChange) {
  WeaveMaze wm = centre_crossing();
  wm.maze.close(4, Side::left);
  wm.maze.close(4, Side::bottom);
  wm.crossings.clear();
  const std::vector<int32_t> route{0, 1, 2, 5, 4, 3, 6};
  EXPECT_EQ(figure_walls(wm).runs, figure_walls(wm.maze).runs);
  EXPECT_TRUE(figure_walls(wm).shapes.empty());
  EXPECT_EQ(steps(figure_route(wm, route)), steps(figure_route(wm.maze, route)));
}

TEST(WeaveFigure, ACrossingNeedsCellsOfTenPointsOnKdpsLine) {
  // 4 (w + 1.5) and 8 (w + 0.5): the stub's gap decides from 0.5 pt up.
  EXPECT_DOUBLE_EQ(weave_min_cell(0.75), 10);
  EXPECT_DOUBLE_EQ(weave_min_cell(2), 20);
  EXPECT_DOUBLE_EQ(weave_min_cell(0.25), 7);
}

}  // namespace
}  // namespace mazebook
