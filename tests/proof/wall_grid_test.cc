// Rebuilding grids from wall strokes, finding the drawings on a page and
// checking solution routes, on segments made by hand.

#include "proof/drawings/wall_grid.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "proof/core/error.h"
#include "proof/drawings/maze_drawings.h"
#include "proof/drawings/shape_strokes.h"
#include "proof/model/picture.h"
#include "proof/topology/maze_proof.h"
#include "proof/topology/solution_check.h"

namespace mazeproof {
namespace {

const Picture kPerfect = {"#.#####", "#.....#", "#.###.#", "#...#.#",
                          "###.#.#", "#...#.#", "#####.#"};

// Unit wall segments of a picture at (left, top) in PDF space (y up).
std::vector<Segment> segments(const Picture& p, double left, double top, double cell) {
  std::vector<Segment> out;
  for (size_t r = 0; r < p.size(); ++r) {
    for (size_t c = 0; c < p[r].size(); ++c) {
      if (p[r][c] != '#' || r % 2 == c % 2) continue;
      const double x = left + static_cast<double>(c / 2) * cell,
                   y = top - static_cast<double>(r / 2) * cell;
      out.push_back(r % 2 == 0 ? Segment{{x, y}, {x + cell, y}, false}
                               : Segment{{x, y}, {x, y - cell}, false});
    }
  }
  return out;
}

DrawItem stroke(std::vector<Segment> s, Colour colour) {
  DrawItem item;
  item.kind = ItemKind::stroke;
  item.colour = colour;
  item.line_width = 1;
  for (const Segment& seg : s) {
    item.box.add(seg.a);
    item.box.add(seg.b);
  }
  item.segments = std::move(s);
  return item;
}

Colour rgb(double r, double g, double b) {
  Colour c;
  c.space = Colour::Space::rgb;
  c.v[0] = r;
  c.v[1] = g;
  c.v[2] = b;
  return c;
}

TEST(WallGrid, RebuildsTheMaze) {
  const WallGrid g = rebuild_grid(segments(kPerfect, 100, 500, 20));
  ASSERT_TRUE(g.ok) << g.problems.front();
  EXPECT_EQ(g.geometry.columns, 3);
  EXPECT_EQ(g.geometry.rows, 3);
  EXPECT_DOUBLE_EQ(g.geometry.cell, 20);
  EXPECT_DOUBLE_EQ(g.geometry.left, 100);
  EXPECT_DOUBLE_EQ(g.geometry.top, 500);
  EXPECT_TRUE(maze_differences(g.maze, "a", parse_picture(kPerfect), "b").empty());
}

TEST(WallGrid, RuleBreaks) {
  std::vector<Segment> walls = segments(kPerfect, 100, 500, 20);
  walls.push_back({{120, 500}, {160, 500}, false});
  WallGrid g = rebuild_grid(walls);
  EXPECT_FALSE(g.ok);
  EXPECT_EQ(g.problems.back(), "wall strokes overlap (2 cell sides), first at cell (1,0) top");
  walls.back() = {{105, 490}, {125, 470}, false};
  g = rebuild_grid(walls);
  EXPECT_EQ(g.problems.front(),
            "diagonal wall stroke from (105.00, 490.00) pt to (125.00, 470.00) pt");
  walls.back() = {
      {100, 486}, {120, 486}, false};  // 14 pt down: no square lattice holds every wall end
  g = rebuild_grid(walls);
  EXPECT_FALSE(g.ok);
  ASSERT_FALSE(g.problems.empty());
  EXPECT_EQ(g.problems.front(),
            "1 wall stroke(s) off the lattice of 6.653 pt cells, first from (100.00, 486.00) pt "
            "to (120.00, 486.00) pt");
}

// A serpentine: each row a corridor, rows joined at alternate ends.
MazeGraph serpentine(int columns, int rows) {
  MazeGraph m(columns, rows);
  for (int y = 0; y < rows; ++y) {
    for (int x = 0; x + 1 < columns; ++x) m.set_east(x, y, true);
    if (y + 1 < rows) m.set_south(y % 2 == 0 ? columns - 1 : 0, y, true);
  }
  m.openings = {{0, 0, Side::top}, {rows % 2 == 0 ? 0 : columns - 1, rows - 1, Side::bottom}};
  m.sort_openings();
  return m;
}

// Unit wall sides of a maze at (left, top), coordinates written with two
// decimals (a writer less precise than Cairo's three).
std::vector<Segment> rounded_walls(const MazeGraph& m, double left, double top, double cell) {
  auto r = [](double v) { return std::round(v * 100) / 100; };
  std::vector<Segment> out;
  auto side = [&](double u0, double v0, double u1, double v1) {
    out.push_back({{r(left + u0 * cell), r(top - v0 * cell)},
                   {r(left + u1 * cell), r(top - v1 * cell)},
                   false});
  };
  auto open = [&](int x, int y, Side s) {
    return std::find(m.openings.begin(), m.openings.end(), Opening{x, y, s}) != m.openings.end();
  };
  for (int y = 0; y < m.rows(); ++y) {
    for (int x = 0; x < m.columns(); ++x) {
      if (y == 0 && !open(x, y, Side::top)) side(x, 0, x + 1, 0);
      if (x == 0) side(0, y, 0, y + 1);
      if (x + 1 == m.columns() || !m.open_east(x, y)) side(x + 1, y, x + 1, y + 1);
      if ((y + 1 == m.rows() && !open(x, y, Side::bottom)) ||
          (y + 1 < m.rows() && !m.open_south(x, y)))
        side(x, y + 1, x + 1, y + 1);
    }
  }
  return out;
}

TEST(WallGrid, LargeGridWithRoundedCoordinatesProves) {
  // 100 x 125 cells of 4.4008 pt: the smallest gap between written lines
  // is 4.39, and 100 cells of that drift by a cell's 25 %, far past the 5 %
  // a wall end may sit off its line; the least-squares fit does not drift.
  const MazeGraph m = serpentine(100, 125);
  ASSERT_TRUE(prove_maze(m).perfect);
  const WallGrid g = rebuild_grid(rounded_walls(m, 50.1234, 700.5678, 4.4008));
  ASSERT_TRUE(g.ok) << g.problems.front();
  EXPECT_EQ(g.geometry.columns, 100);
  EXPECT_EQ(g.geometry.rows, 125);
  EXPECT_NEAR(g.geometry.cell, 4.4008, 1e-4);
  EXPECT_TRUE(maze_differences(g.maze, "a", m, "b").empty());
  EXPECT_TRUE(prove_maze(g.maze).perfect);
}

// The rectangle's placement finder is its lattice fit (DRAWING_RULES.md
// "Walls"): the one fit of a shaped drawing gives a rect grid exactly the
// lattice's origin and spacing, with one wall end written a little off its
// line and a slanted stroke (a broken rule, left to the wall matching) in
// the drawing.
TEST(WallGrid, RectanglePlacementIsItsLattice) {
  std::vector<Segment> walls = segments(kPerfect, 100.004, 500.003, 6.653);
  walls[2].b.x += 0.04;
  walls.push_back({{100.004, 500.003}, {106.657, 493.35}, false});
  const Placement lattice = lattice_placement(walls);
  EXPECT_NEAR(lattice.x, 100.004, 0.01);
  EXPECT_NEAR(lattice.y, 500.003, 0.01);
  EXPECT_NEAR(lattice.unit, 6.653, 0.01);
  const CellGrid grid = CellGrid::rect(3, 3);
  const GridShapes shapes(grid);
  const Placement fitted = fit_placement(walls, shapes, shapes.walls());
  EXPECT_DOUBLE_EQ(fitted.x, lattice.x);
  EXPECT_DOUBLE_EQ(fitted.y, lattice.y);
  EXPECT_DOUBLE_EQ(fitted.unit, lattice.unit);
}

TEST(WallGrid, GridTooLargeIsUnusable) {
  std::vector<Segment> walls = {{{0, 0}, {1e6, 0}, false}, {{0, 0}, {0, 1}, false}};
  try {
    rebuild_grid(walls);
    FAIL() << "a grid a million cells wide was rebuilt";
  } catch (const Error& e) {
    EXPECT_EQ(std::string(e.what()),
              "walls span a grid of 1000000 x 1 cells, more than 2000 a side");
  }
}

TEST(MazeDrawings, CorridorSplitStaysOneDrawing) {
  // Column 1 is a corridor from the top opening to the bottom one: its walls
  // fall into a left and a right piece, one cell apart.
  const Picture corridor = {"###.###", "#...#.#", "#.#.#.#", "#.#...#", "###.###"};
  ASSERT_TRUE(prove_maze(parse_picture(corridor)).perfect);
  PageDrawing page = {stroke(segments(corridor, 100, 500, 20), rgb(0, 0, 0))};
  const PageMazes found = find_maze_drawings(page);
  ASSERT_EQ(found.drawings.size(), 1u);
  EXPECT_DOUBLE_EQ(found.drawings[0].outline.x0, 100);
  EXPECT_DOUBLE_EQ(found.drawings[0].outline.x1, 160);
}

TEST(MazeDrawings, ReadingOrderAndRoutes) {
  // Four drawings in two rows; the second row's tops differ by a few points.
  PageDrawing page;
  const double lefts[] = {300, 100, 300, 100};
  const double tops[] = {500, 503, 300, 296};
  for (int i = 0; i < 4; ++i)
    page.push_back(stroke(segments(kPerfect, lefts[i], tops[i], 20), rgb(0, 0, 0)));
  page.push_back(stroke({{{310, 310}, {310, 290}, false}}, rgb(0.55, 0.55, 0.55)));
  const PageMazes found = find_maze_drawings(page);
  ASSERT_EQ(found.drawings.size(), 4u);
  EXPECT_DOUBLE_EQ(found.drawings[0].outline.x0, 100);
  EXPECT_DOUBLE_EQ(found.drawings[1].outline.x0, 300);
  EXPECT_DOUBLE_EQ(found.drawings[2].outline.x0, 100);
  EXPECT_DOUBLE_EQ(found.drawings[3].outline.x0, 300);
  EXPECT_EQ(found.drawings[3].route.size(), 1u);
  EXPECT_TRUE(found.problems.empty());
}

TEST(MazeDrawings, OtherStrokesOverAMazeAreFlagged) {
  PageDrawing page = {stroke(segments(kPerfect, 100, 500, 20), rgb(0, 0, 0)),
                      stroke({{{110, 470}, {150, 470}, false}}, rgb(0.2, 0.2, 0.2))};
  const PageMazes found = find_maze_drawings(page);
  ASSERT_EQ(found.problems.size(), 1u);
  EXPECT_EQ(found.problems[0],
            "1 stroke(s) in another colour cross a maze drawing, first at (110.00, 470.00) pt");
}

// The route of kPerfect in half-cell units: outside (1,-1) to outside (5,7).
std::vector<Segment> route(const std::vector<std::pair<double, double>>& points, double left,
                           double top, double cell) {
  std::vector<Segment> out;
  for (size_t i = 0; i + 1 < points.size(); ++i) {
    out.push_back({{left + points[i].first * cell, top - points[i].second * cell},
                   {left + points[i + 1].first * cell, top - points[i + 1].second * cell},
                   false});
  }
  return out;
}

TEST(SolutionCheck, ExactRouteIsRight) {
  const WallGrid g = rebuild_grid(segments(kPerfect, 100, 500, 20));
  const MazeProof p = prove_maze(g.maze);
  const auto r = route({{0.5, -0.5}, {0.5, 0.5}, {2.5, 0.5}, {2.5, 2.5}, {2.5, 3.5}}, 100, 500, 20);
  EXPECT_TRUE(check_route(r, g.geometry, g.maze, p).empty());
  // Split into more pieces, or drawn backwards: still the same steps.
  const auto back = route({{2.5, 3.5}, {2.5, 1.5}, {2.5, 0.5}, {1.5, 0.5}, {0.5, 0.5}, {0.5, -0.5}},
                          100, 500, 20);
  EXPECT_TRUE(check_route(back, g.geometry, g.maze, p).empty());
}

TEST(SolutionCheck, WrongRoutes) {
  const WallGrid g = rebuild_grid(segments(kPerfect, 100, 500, 20));
  const MazeProof p = prove_maze(g.maze);
  EXPECT_EQ(check_route({}, g.geometry, g.maze, p),
            (std::vector<std::string>{"no solution route drawn"}));
  const auto short_route = route({{0.5, -0.5}, {0.5, 0.5}, {2.5, 0.5}, {2.5, 2.5}}, 100, 500, 20);
  EXPECT_EQ(check_route(short_route, g.geometry, g.maze, p),
            (std::vector<std::string>{
                "route misses the step between cell (2,2) and outside cell (2,2)"}));
  const auto through_wall = route({{0.5, -0.5}, {0.5, 0.5}, {0.5, 1.5}, {0.5, 2.5}}, 100, 500, 20);
  const std::vector<std::string> problems = check_route(through_wall, g.geometry, g.maze, p);
  ASSERT_GE(problems.size(), 2u);
  EXPECT_EQ(problems[0],
            "route takes the step between cell (0,0) and cell (0,1), off the unique route");
  EXPECT_EQ(problems[1], "route crosses the wall between cell (0,1) and cell (0,2)");
  const auto off_centre = route({{0.5, -0.5}, {0.5, 0.5}, {2.2, 0.5}}, 100, 500, 20);
  EXPECT_EQ(check_route(off_centre, g.geometry, g.maze, p).front(),
            "1 route piece(s) not between cell centres, first (110.00, 490.00) pt to (144.00, "
            "490.00) pt");
}

}  // namespace
}  // namespace mazeproof
