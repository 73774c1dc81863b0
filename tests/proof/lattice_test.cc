// A rectangle read from its wall strokes by its lattice (the rect kind's
// placement) and proved as every maze drawing is, finding the drawings on
// a page, and checking solution routes, on segments made by hand.

#include "proof/drawings/lattice.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "proof/core/error.h"
#include "proof/drawings/maze_drawings.h"
#include "proof/drawings/shape_strokes.h"
#include "proof/model/picture.h"
#include "proof/topology/picture_proof.h"
#include "proof/topology/shape_proof.h"
#include "proof/topology/shape_route.h"

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

// The proof of `p` drawn at (left, top) with cells `cell` points wide, on
// the picture's grid with its openings as entrance and exit.
ShapeDrawingProof proved(const PictureMaze& p, const std::vector<Segment>& walls) {
  return prove_shape_drawing(walls, GridShapes(p.maze.grid), p.openings.at(0), p.openings.at(1));
}

TEST(Lattice, ReadsTheRectangle) {
  const PictureMaze m = parse_picture(kPerfect);
  const ShapeDrawingProof p = proved(m, segments(kPerfect, 100, 500, 20));
  ASSERT_TRUE(p.ok) << p.drawing_problems.front();
  EXPECT_DOUBLE_EQ(p.placement.unit, 20);
  EXPECT_DOUBLE_EQ(p.placement.x, 100);
  EXPECT_DOUBLE_EQ(p.placement.y, 500);
  EXPECT_EQ(p.maze->open, m.maze.open);
  EXPECT_EQ(p.openings, (std::vector<CellOpening>{{0, 0}, {8, 2}}));
  EXPECT_TRUE(p.proof.proved);
  EXPECT_TRUE(p.proof_problems.empty()) << p.proof_problems.front();
}

TEST(Lattice, RuleBreaks) {
  const PictureMaze m = parse_picture(kPerfect);
  std::vector<Segment> walls = segments(kPerfect, 100, 500, 20);
  walls.push_back({{120, 500}, {160, 500}, false});
  ShapeDrawingProof p = proved(m, walls);
  EXPECT_FALSE(p.ok);
  EXPECT_EQ(p.drawing_problems,
            (std::vector<std::string>{
                "wall strokes overlap on 2 wall(s), first the outer wall of cell (1,0) (side 0)"}));
  walls.back() = {{105, 490}, {125, 470}, false};
  p = proved(m, walls);
  EXPECT_EQ(p.drawing_problems,
            (std::vector<std::string>{"1 wall stroke(s) on no wall the 3x3 grid allows, first "
                                      "from (105.00, 490.00) pt to (125.00, 470.00) pt"}));
  // 14 pt down: no lattice of 20 pt cells holds it, and one of 6.653 pt
  // cells is no 3x3 grid: the drawing is fitted as any kind's, and the
  // stroke lies on no wall.
  walls.back() = {{100, 486}, {120, 486}, false};
  p = proved(m, walls);
  EXPECT_FALSE(p.ok);
  EXPECT_EQ(p.drawing_problems,
            (std::vector<std::string>{"1 wall stroke(s) on no wall the 3x3 grid allows, first "
                                      "from (100.00, 486.00) pt to (120.00, 486.00) pt"}));
}

// A serpentine: each row a corridor, rows joined at alternate ends; its
// openings on top of (0,0) and below the last row's far end.
PictureMaze serpentine(int columns, int rows) {
  PictureMaze m{GridMaze(CellGrid::rect(columns, rows).with_picture_names()), {}};
  for (int y = 0; y < rows; ++y) {
    for (int x = 0; x + 1 < columns; ++x) m.maze.join(y * columns + x, 1);
    if (y + 1 < rows) m.maze.join(y * columns + (y % 2 == 0 ? columns - 1 : 0), 2);
  }
  m.openings = {{0, 0}, {(rows - 1) * columns + (rows % 2 == 0 ? 0 : columns - 1), 2}};
  return m;
}

// Unit wall sides of a maze at (left, top), coordinates written with two
// decimals (a writer less precise than Cairo's three).
std::vector<Segment> rounded_walls(const PictureMaze& m, double left, double top, double cell) {
  auto r = [](double v) { return std::round(v * 100) / 100; };
  std::vector<Segment> out;
  auto side = [&](double u0, double v0, double u1, double v1) {
    out.push_back({{r(left + u0 * cell), r(top - v0 * cell)},
                   {r(left + u1 * cell), r(top - v1 * cell)},
                   false});
  };
  const int columns = m.maze.grid.columns(), rows = m.maze.grid.rows();
  auto open = [&](int x, int y, int s) {
    const int at = y * columns + x;
    if (m.maze.grid.neighbour(at, s) != kOutside) return ((m.maze.open[at] >> s) & 1u) != 0;
    return std::find(m.openings.begin(), m.openings.end(), CellOpening{at, s}) != m.openings.end();
  };
  for (int y = 0; y < rows; ++y) {
    for (int x = 0; x < columns; ++x) {
      if (y == 0 && !open(x, y, 0)) side(x, 0, x + 1, 0);
      if (x == 0) side(0, y, 0, y + 1);
      if (!open(x, y, 1)) side(x + 1, y, x + 1, y + 1);
      if (!open(x, y, 2)) side(x, y + 1, x + 1, y + 1);
    }
  }
  return out;
}

TEST(Lattice, LargeGridWithRoundedCoordinatesProves) {
  // 100 x 125 cells of 4.4008 pt: the smallest gap between written lines
  // is 4.39, and 100 cells of that drift by a cell's 25 %, far past the 5 %
  // a wall end may sit off its line; the least-squares fit does not drift.
  const PictureMaze m = serpentine(100, 125);
  ASSERT_TRUE(prove_picture(m).perfect);
  const ShapeDrawingProof p = proved(m, rounded_walls(m, 50.1234, 700.5678, 4.4008));
  ASSERT_TRUE(p.ok) << p.drawing_problems.front();
  EXPECT_NEAR(p.placement.unit, 4.4008, 1e-4);
  EXPECT_EQ(p.maze->open, m.maze.open);
  EXPECT_TRUE(p.proof.proved);
}

// The rectangle's placement finder is its lattice fit (DRAWING_RULES.md
// "Walls"): the one fit of a shaped drawing gives a rect grid exactly the
// lattice's origin and spacing, with one wall end written a little off its
// line and a slanted stroke (a broken rule, left to the wall matching) in
// the drawing.
TEST(Lattice, RectanglePlacementIsItsLattice) {
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

TEST(MazeDrawings, CorridorSplitStaysOneDrawing) {
  // Column 1 is a corridor from the top opening to the bottom one: its walls
  // fall into a left and a right piece, one cell apart.
  const Picture corridor = {"###.###", "#...#.#", "#.#.#.#", "#.#...#", "###.###"};
  ASSERT_TRUE(prove_picture(parse_picture(corridor)).perfect);
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

// The one route check (shape_route.h) on the rectangle: `r` against the
// proof of kPerfect drawn at (100, 500) with 20 pt cells.
std::vector<std::string> route_problems(const std::vector<Segment>& r) {
  const PictureMaze m = parse_picture(kPerfect);
  const ShapeDrawingProof p = proved(m, segments(kPerfect, 100, 500, 20));
  EXPECT_TRUE(p.proof.proved);
  return check_shape_route(r, GridShapes(m.maze.grid), p.placement, *p.maze, p.proof.route,
                           p.walls.pieces, 1, 1);
}

TEST(RouteCheck, ExactRouteIsRight) {
  const auto r = route({{0.5, -0.5}, {0.5, 0.5}, {2.5, 0.5}, {2.5, 2.5}, {2.5, 3.5}}, 100, 500, 20);
  EXPECT_TRUE(route_problems(r).empty());
  // Split into more pieces, or drawn backwards: still the same steps.
  const auto back = route({{2.5, 3.5}, {2.5, 1.5}, {2.5, 0.5}, {1.5, 0.5}, {0.5, 0.5}, {0.5, -0.5}},
                          100, 500, 20);
  EXPECT_TRUE(route_problems(back).empty());
}

TEST(RouteCheck, WrongRoutes) {
  EXPECT_EQ(route_problems({}), (std::vector<std::string>{"no solution route drawn"}));
  const auto short_route = route({{0.5, -0.5}, {0.5, 0.5}, {2.5, 0.5}, {2.5, 2.5}}, 100, 500, 20);
  EXPECT_EQ(
      route_problems(short_route),
      (std::vector<std::string>{
          "route misses the step between cell (2,2) and the outside of cell (2,2) (side 2)"}));
  const auto through_wall = route({{0.5, -0.5}, {0.5, 0.5}, {0.5, 1.5}, {0.5, 2.5}}, 100, 500, 20);
  const std::vector<std::string> problems = route_problems(through_wall);
  EXPECT_EQ(problems,
            (std::vector<std::string>{
                "1 route piece(s) whose ink touches a wall's, first from (110.00, 470.00) pt to "
                "(110.00, 450.00) pt",
                "route takes the step between cell (0,0) and cell (0,1), off the unique route",
                "route crosses the wall between cell (0,1) and cell (0,2)",
                "route misses the step between cell (0,0) and cell (1,0)",
                "and 4 more route steps wrong"}));
  const auto off_centre = route({{0.5, -0.5}, {0.5, 0.5}, {2.2, 0.5}}, 100, 500, 20);
  EXPECT_EQ(route_problems(off_centre).front(),
            "1 route piece(s) not between cell centres (a step round a polar ring an arc, a step "
            "into a split ring bent, any other straight), first (110.00, 490.00) pt to (144.00, "
            "490.00) pt");
}

}  // namespace
}  // namespace mazeproof
