// START and FINISH arrows point along the way (DRAWING_RULES.md "Maze
// pages"): in a version-2 book made by the real generator, every kind's
// arrows pass as drawn; an exit's arrow turned to point into the maze (a
// polar grid's START, whose goal is its centre, turned to point out) fails
// `mazes.drawings`, exit 1, naming the page, the opening and the angle.
// And the reading of a triangle as an arrow, by hand.

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <regex>

#include "proof/drawings/mark_arrows.h"
#include "shape_book.h"

namespace mazeproof_test {
namespace {

using mazeproof::Point;

// A filled triangle in a content stream: where its corners' text lies and
// the corners (content coordinates).
struct TriangleText {
  size_t begin = 0;
  size_t end = 0;
  Point corners[3];
  Point centre() const {
    return {(corners[0].x + corners[1].x + corners[2].x) / 3,
            (corners[0].y + corners[1].y + corners[2].y) / 3};
  }
};

std::vector<TriangleText> filled_triangles(const std::string& content) {
  static const std::regex triangle(
      R"((-?[\d.]+)\s+(-?[\d.]+)\s+m\s+(-?[\d.]+)\s+(-?[\d.]+)\s+l\s+(-?[\d.]+)\s+(-?[\d.]+)\s+l\s+h)");
  std::vector<TriangleText> out;
  for (auto it = std::sregex_iterator(content.begin(), content.end(), triangle);
       it != std::sregex_iterator(); ++it) {
    TriangleText t;
    t.begin = static_cast<size_t>(it->position(0));
    t.end = t.begin + static_cast<size_t>(it->length(0));
    for (int i = 0; i < 3; ++i)
      t.corners[i] = {std::stod((*it)[1 + 2 * i]), std::stod((*it)[2 + 2 * i])};
    out.push_back(t);
  }
  return out;
}

class ArrowTamper : public ShapeBookTest, public ::testing::WithParamInterface<std::string> {};

// The kind's exit arrow (START's for the polar grid) turned half a turn
// about its centre: it then points the other way.
TEST_P(ArrowTamper, ArrowTurnedAgainstTheWayFails) {
  const size_t i = maze_of(GetParam());
  const mazeproof::ShapeRecord& rec = record(i);
  const mazeproof::GridShapes shapes(rec.maze.grid);
  const bool polar = GetParam() == "polar";
  const mazeproof::CellOpening& o = polar ? rec.maze.entrance : rec.maze.exit;
  const Point out = at(rec.placement, shapes.outside_point(o.cell, o.side));
  const int page = maze(i).page;
  const std::vector<TriangleText> triangles = filled_triangles(content(page));
  ASSERT_FALSE(triangles.empty());
  const TriangleText* nearest = nullptr;
  double best = std::numeric_limits<double>::infinity();
  for (const TriangleText& t : triangles) {
    const double d = std::hypot(t.centre().x - out.x, t.centre().y - out.y);
    if (d < best) {
      best = d;
      nearest = &t;
    }
  }
  ASSERT_LT(best, 4 * rec.placement.unit + 30);
  {
    const RunResult r = prove();
    ASSERT_EQ(r.code, 0) << r.err;
  }
  const Point c = nearest->centre();
  std::string turned;
  for (int k = 0; k < 3; ++k) {
    turned += num(2 * c.x - nearest->corners[k].x) + " " + num(2 * c.y - nearest->corners[k].y) +
              (k == 0 ? " m " : " l ");
  }
  turned += "h";
  edit_page(page, [&](std::string& s) {
    s.replace(nearest->begin, nearest->end - nearest->begin, turned);
  });
  const RunResult r = prove();
  EXPECT_EQ(r.code, 1) << r.err;
  const std::string phrase = polar ? "the arrow at entrance " : "FINISH's arrow at ";
  const std::string way = polar ? "degrees away from the way into the maze"
                                : "degrees away from the way out of the maze";
  EXPECT_EQ(lines_with(r.err, {": page " + std::to_string(page) + ": ", phrase, " points 180 ", way,
                               "[mazes.drawings]"}),
            1)
      << r.err;
}

INSTANTIATE_TEST_SUITE_P(EveryKind, ArrowTamper,
                         ::testing::Values("rect", "masked", "polar", "hex", "triangle"),
                         [](const auto& test) { return std::string(test.param); });

mazeproof::DrawItem fill_of(std::vector<Point> corners) {
  mazeproof::DrawItem item;
  item.kind = mazeproof::ItemKind::fill;
  for (size_t i = 0; i < corners.size(); ++i)
    item.segments.push_back({corners[i], corners[(i + 1) % corners.size()]});
  return item;
}

TEST(MarkArrows, TheTipIsTheCornerOppositeTheShortestSide) {
  // As long as wide, pointing down the page (PDF y grows upward).
  const auto a = mazeproof::arrow_fill(fill_of({{10, 0}, {5, 10}, {15, 10}}));
  ASSERT_TRUE(a.has_value());
  EXPECT_DOUBLE_EQ(a->tip.x, 10);
  EXPECT_DOUBLE_EQ(a->tip.y, 0);
  EXPECT_DOUBLE_EQ(a->base.y, 10);
  // A square, a curve or a picture's triangle is no arrow.
  EXPECT_FALSE(mazeproof::arrow_fill(fill_of({{0, 0}, {1, 0}, {1, 1}, {0, 1}})).has_value());
  mazeproof::DrawItem figure = fill_of({{10, 0}, {5, 10}, {15, 10}});
  figure.figure = true;
  EXPECT_FALSE(mazeproof::arrow_fill(figure).has_value());
}

// A hexagon's exit on its lower right side, 30 degrees below the
// horizontal: the way out of cell 0 of a one-cell grid.
TEST(MarkArrows, AnArrowAsWideAsLongOnASlantedWayFails) {
  const mazeproof::CellGrid grid = mazeproof::CellGrid::hex(1, 1);
  const mazeproof::GridShapes shapes(grid);
  const mazeproof::Placement placement{100, 500, 10};
  const mazeproof::CellOpening exit{0, 2};
  const Point in = placement.to_page(shapes.centre(0));
  const Point to = placement.to_page(shapes.outside_point(0, 2));
  const double length = std::hypot(to.x - in.x, to.y - in.y);
  const Point u{(to.x - in.x) / length, (to.y - in.y) / length};
  const Point mid{to.x + u.x * 5, to.y + u.y * 5};
  // Pointing out, 8 pt long and `width` of that wide.
  const auto arrow = [&](double width) {
    const Point tip{mid.x + u.x * 4, mid.y + u.y * 4};
    const Point base{mid.x - u.x * 4, mid.y - u.y * 4};
    const Point across{-u.y * 4 * width, u.x * 4 * width};
    return fill_of(
        {tip, {base.x + across.x, base.y + across.y}, {base.x - across.x, base.y - across.y}});
  };
  EXPECT_TRUE(mazeproof::wrong_arrows({arrow(0.6)}, shapes, placement, {exit}, exit).empty());
  const std::vector<mazeproof::WrongArrow> wide =
      mazeproof::wrong_arrows({arrow(1)}, shapes, placement, {exit}, exit);
  ASSERT_EQ(wide.size(), 1u);
  EXPECT_TRUE(wide[0].too_wide);
  EXPECT_NEAR(wide[0].width, 1, 1e-9);
  EXPECT_NEAR(wide[0].degrees, 0, 1e-6);
}

}  // namespace
}  // namespace mazeproof_test
