// Taking out any single wall of a shaped maze drawing fails its proof
// (DRAWING_RULES.md "Shaped mazes", "The proof"): for the maze page of each
// grid kind in the real generator's test book, every wall the proof finds
// drawn is cut out of the strokes in turn (a piece of a longer run or arc
// where one stroke draws several walls) and the drawing proved again,
// in-process so that every wall is tried; the tamper tests take walls out
// of the PDF itself and run the whole verifier.

#include <gtest/gtest.h>

#include <cmath>
#include <numbers>

#include "proof/book/shape_mazes.h"
#include "proof/core/book_checks.h"
#include "proof/drawings/maze_drawings.h"
#include "proof/pdf/content_walker.h"
#include "proof/pdf/pdf_reader.h"
#include "proof/topology/shape_proof.h"
#include "shape_book.h"

namespace mazeproof_test {
namespace {

using mazeproof::GridPoint;
using mazeproof::Point;
using mazeproof::Segment;

Point lerp(Point p, Point q, double t) { return {p.x + (q.x - p.x) * t, p.y + (q.y - p.y) * t}; }

// The part of a segment or Bezier piece from parameter t0 to t1.
Segment part(const Segment& s, double t0, double t1) {
  if (!s.curve) return Segment(lerp(s.a, s.b, t0), lerp(s.a, s.b, t1));
  // de Casteljau: the left part up to t1, then its right part from t0 / t1.
  const auto split = [](const Segment& c, double t, bool left) {
    const Point p01 = lerp(c.a, c.c1, t), p12 = lerp(c.c1, c.c2, t), p23 = lerp(c.c2, c.b, t);
    const Point p012 = lerp(p01, p12, t), p123 = lerp(p12, p23, t);
    const Point m = lerp(p012, p123, t);
    return left ? Segment(c.a, m, true, p01, p012) : Segment(m, c.b, true, p123, p23);
  };
  const Segment left = t1 < 1 ? split(s, t1, true) : s;
  return t0 > 0 ? split(left, t0 / t1, false) : left;
}

// `strokes` without the stretch of `wall` (grid units) under `placement`:
// straight strokes along its line lose the part between its ends, curved
// ones round the grid's centre the part within its angles.
std::vector<Segment> without(const std::vector<Segment>& strokes, const mazeproof::WallShape& wall,
                             const mazeproof::Placement& placement) {
  const double tolerance = 0.05 * placement.unit;
  const Point a = placement.to_page(wall.a);
  const Point b = placement.to_page(wall.b);
  const Point centre = placement.to_page({0, 0});
  const Point middle =
      placement.to_page(mazeproof::at_angle(wall.radius, (wall.from + wall.to) / 2));
  const double middle_angle = std::atan2(middle.y - centre.y, middle.x - centre.x);
  // Whether a point of a curved stroke lies on the arc wall.
  const auto on_arc = [&](Point p) {
    const double r = std::hypot(p.x - centre.x, p.y - centre.y);
    double turn = std::atan2(p.y - centre.y, p.x - centre.x) - middle_angle;
    turn = std::remainder(turn, 2 * std::numbers::pi);
    return std::abs(r - wall.radius * placement.unit) < tolerance &&
           std::abs(turn) < (wall.to - wall.from) / 2;
  };
  std::vector<Segment> out;
  for (const Segment& s : strokes) {
    double lo = 2, hi = -1;  // the parameters of the stretch on the wall
    if (!wall.arc && !s.curve) {
      const double dx = s.b.x - s.a.x, dy = s.b.y - s.a.y;
      const double length2 = dx * dx + dy * dy;
      const auto across = [&](Point p) {
        return std::abs((p.x - s.a.x) * dy - (p.y - s.a.y) * dx) / std::sqrt(length2);
      };
      if (length2 > 0 && across(a) < tolerance && across(b) < tolerance) {
        const double ta = ((a.x - s.a.x) * dx + (a.y - s.a.y) * dy) / length2;
        const double tb = ((b.x - s.a.x) * dx + (b.y - s.a.y) * dy) / length2;
        lo = std::max(0.0, std::min(ta, tb));
        hi = std::min(1.0, std::max(ta, tb));
      }
    } else if (wall.arc && s.curve &&
               std::abs(std::hypot(s.a.x - centre.x, s.a.y - centre.y) -
                        wall.radius * placement.unit) < tolerance) {
      constexpr int kSamples = 2000;
      for (int i = 0; i <= kSamples; ++i) {
        const double t = static_cast<double>(i) / kSamples;
        if (!on_arc(mazeproof::bezier_point(s, t))) continue;
        lo = std::min(lo, t);
        hi = std::max(hi, t);
      }
    }
    if (!(hi - lo > 1e-6)) {
      out.push_back(s);
      continue;
    }
    if (lo > 1e-6) out.push_back(part(s, 0, lo));
    if (hi < 1 - 1e-6) out.push_back(part(s, hi, 1));
  }
  return out;
}

class EveryWall : public ShapeBookTest, public ::testing::WithParamInterface<std::string> {};

TEST_P(EveryWall, TakingOutAnySingleWallFails) {
  const size_t i = maze_of(GetParam());
  const mazeproof::ManifestMaze& m = maze(i);
  const mazeproof::ShapeRecord& rec = record(i);
  mazeproof::PdfFile pdf(copy_ / "interior.pdf", "interior.pdf");
  mazeproof::ContentWalker walker(pdf);
  const mazeproof::PageMazes found = mazeproof::find_maze_drawings(
      walker.walk_page(m.page - 1), mazeproof::kShapedRouteReachCells);
  ASSERT_EQ(found.drawings.size(), 1u);
  const mazeproof::MazeDrawing& drawing = found.drawings[0];
  const std::string at = "page " + std::to_string(m.page) + ": ";
  // The checks that fail when `d` is proved as the maze page's drawing.
  const auto failed = [&](const mazeproof::MazeDrawing& d) {
    std::vector<mazeproof::Check> checks = mazeproof::make_checks();
    mazeproof::MazeResult result;
    mazeproof::prove_shape_maze(m, d, at, checks, result);
    std::vector<std::string> ids;
    for (const mazeproof::Check& c : checks) {
      if (!c.failures.empty()) ids.push_back(c.id);
    }
    return ids;
  };
  ASSERT_EQ(failed(drawing), std::vector<std::string>{});

  const mazeproof::GridShapes shapes(rec.maze.grid);
  const mazeproof::ShapeDrawingProof base =
      mazeproof::prove_shape_drawing(drawing.walls, shapes, rec.maze.entrance, rec.maze.exit);
  ASSERT_TRUE(base.ok);
  int drawn = 0;
  int caught = 0;
  std::string missed;
  for (size_t w = 0; w < base.walls.walls.size(); ++w) {
    if (base.walls.state[w] != mazeproof::WallState::drawn) continue;
    ++drawn;
    mazeproof::MazeDrawing cut = drawing;
    const mazeproof::PossibleWall& wall = base.walls.walls[w];
    cut.walls = without(drawing.walls, shapes.wall(wall.cell, wall.side), base.placement);
    const std::vector<std::string> ids = failed(cut);
    if (std::find(ids.begin(), ids.end(), "mazes.perfect") != ids.end()) {
      ++caught;
    } else if (missed.empty()) {
      missed = mazeproof::wall_name(rec.maze.grid, base.walls.walls[w]);
    }
  }
  RecordProperty("walls", drawn);
  EXPECT_GT(drawn, rec.maze.grid.cells() / 2);
  EXPECT_EQ(caught, drawn) << "first not caught: " << missed;
}

INSTANTIATE_TEST_SUITE_P(EveryKind, EveryWall,
                         ::testing::Values("rect", "masked", "polar", "hex", "triangle"),
                         [](const auto& test) { return std::string(test.param); });

}  // namespace
}  // namespace mazeproof_test
