// The renderer's side of src/proof/DRAWING_RULES.md: two tiny books are
// built (classic, and kids with bleed), their pages read back with qpdf, and
// every maze drawing is rebuilt from the black strokes alone (horizontal and
// vertical, on a square lattice, never overlapping) and compared with the
// manifest's picture, character for character: every maze page's maze is
// the manifest's maze. On solution pages each grey route is one path from
// half a cell outside the entrance, through open cell centres, to half a
// cell outside the exit, drawn before its walls, the manifest's "route"
// cell for cell, and drawings keep two cells apart. No line is under
// 0.75 pt, no text under 7 pt, and no ink (text by its line box) leaves
// KDP's live area on any page.

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

#include "support/book_files.h"
#include "support/wall_reader.h"

namespace {

using mbtest::drawings_of;
using mbtest::Grid;
using mbtest::kTol;
using mbtest::PageDrawing;
using mbtest::Picture;
using mbtest::Point;
using mbtest::rebuild;
using mbtest::Segment;
using mbtest::segments;
using mbtest::Stroke;

// Two tiny books. Classic: easy and medium keep corner openings, expert's
// "farthest" placement puts them anywhere on the border; 2 + 3 sections +
// 20 mazes + 5 = 30 pages. Kids: bolder walls, badge marks, a "belongs to"
// page, solutions "auto", and bleed.
constexpr const char* kSpecs[] = {
    R"({"title": "Rules", "author": "R", "trim": "6x9", "seed": 11,
      "sections": [{"preset": "easy", "count": 8}, {"preset": "expert", "count": 4},
                   {"preset": "medium", "count": 8}], "solutions_per_page": 4})",
    R"({"title": "Kids Rules", "author": "K", "trim": "8.5x11", "seed": 3, "template": "kids", "bleed": true,
      "sections": [{"preset": "kids-easy", "count": 6}, {"preset": "kids-medium", "count": 6},
                   {"preset": "kids-hard", "count": 6}], "solutions_per_page": "auto"})"};

// The page-space point of cell (x, y)'s centre moved `out` cells out of
// side `side` (0 for the centre itself).
Point cell_point(const Grid& g, const mazebook::Json& opening, double out) {
  const std::string side = opening["side"];
  const double dx = side == "left" ? -out : side == "right" ? out : 0;
  const double dy = side == "top" ? out : side == "bottom" ? -out : 0;  // PDF y grows upwards
  return {g.left + (opening["x"].get<int>() + 0.5 + dx) * g.cell,
          g.top - (opening["y"].get<int>() + 0.5) * g.cell + dy * g.cell};
}

void expect_at(const Point& p, const Point& q, const std::string& what) {
  EXPECT_NEAR(p.x, q.x, kTol) << what;
  EXPECT_NEAR(p.y, q.y, kTol) << what;
}

// The route: one path, starting half a cell outside the entrance, its
// vertices on cell centres (the two ends are centres of the squares just
// outside the openings), every unit step through an open square of the
// picture, no cell twice, ending half a cell outside the exit.
void check_route(const Stroke& route, const Grid& g, const mazebook::Json& maze,
                 const Picture& picture) {
  ASSERT_EQ(route.subpaths.size(), 1u) << "a route is one path";
  const std::vector<Point>& points = route.subpaths[0];
  ASSERT_GE(points.size(), 2u);
  expect_at(points.front(), cell_point(g, maze["entrance"], 1), "route start");
  expect_at(points.back(), cell_point(g, maze["exit"], 1), "route end");
  // Vertices in cell units: cell (x, y) is (x, y); outside squares are -1
  // or columns / rows.
  std::vector<std::pair<int, int>> vertices;
  for (const Point& p : points) {
    const double fx = (p.x - g.left) / g.cell - 0.5;
    const double fy = (g.top - p.y) / g.cell - 0.5;
    EXPECT_NEAR(fx * g.cell, std::round(fx) * g.cell, kTol) << "vertex off a cell centre";
    EXPECT_NEAR(fy * g.cell, std::round(fy) * g.cell, kTol) << "vertex off a cell centre";
    vertices.push_back({static_cast<int>(std::lround(fx)), static_cast<int>(std::lround(fy))});
  }
  std::vector<std::pair<int, int>> visited{vertices[0]};
  for (size_t k = 1; k < vertices.size(); ++k) {
    auto [x, y] = vertices[k - 1];
    const auto [tx, ty] = vertices[k];
    EXPECT_TRUE(x == tx || y == ty) << "diagonal route segment";
    if (x != tx && y != ty) return;
    while (x != tx || y != ty) {
      const int sx = (tx > x) - (tx < x), sy = (ty > y) - (ty < y);
      const int row = 2 * y + 1 + sy, column = 2 * x + 1 + sx;
      ASSERT_TRUE(row >= 0 && column >= 0 && row < static_cast<int>(picture.size()) &&
                  column < static_cast<int>(picture[0].size()))
          << "the route wanders outside the maze";
      EXPECT_EQ(picture[static_cast<size_t>(row)][static_cast<size_t>(column)], '.')
          << "the route crosses a wall leaving cell " << x << "," << y;
      x += sx, y += sy;
      visited.push_back({x, y});
    }
  }
  const std::set<std::pair<int, int>> distinct(visited.begin(), visited.end());
  EXPECT_EQ(distinct.size(), visited.size()) << "the route visits a cell twice";
  // The drawn cells, outside points left off, are the manifest's route.
  const int columns = maze["columns"];
  std::vector<std::pair<int, int>> recorded;
  for (const int cell : maze["route"]) recorded.push_back({cell % columns, cell / columns});
  ASSERT_GE(visited.size(), 2u);
  const std::vector<std::pair<int, int>> drawn(visited.begin() + 1, visited.end() - 1);
  EXPECT_EQ(drawn, recorded) << "the drawn route is not the manifest's";
}

// Nothing but walls and routes is stroked across the inside of a grid
// outline, in any colour (DRAWING_RULES.md "Walls").
void expect_only_walls_and_routes_inside(const PageDrawing& d, const std::vector<Grid>& grids) {
  for (const Stroke& s : d.strokes) {
    if (mbtest::same_rgb(s.rgb, 0, 0, 0) || mbtest::same_rgb(s.rgb, 0.55, 0.55, 0.55)) continue;
    for (const auto& sub : s.subpaths) {
      for (const Point& p : sub) {
        for (const Grid& g : grids) {
          EXPECT_FALSE(p.x > g.left + kTol && p.x < g.right - kTol && p.y > g.bottom + kTol &&
                       p.y < g.top - kTol)
              << "a stroke in another colour inside a maze at " << p.x << "," << p.y;
        }
      }
    }
  }
}

// Each book is built once per test process and kept.
class DrawingRules : public ::testing::TestWithParam<int> {
 protected:
  void SetUp() override {
    static std::map<int,
                    std::pair<std::unique_ptr<mbtest::BuiltBook>, std::unique_ptr<mbtest::PdfFile>>>
        books;
    auto& entry = books[GetParam()];
    if (!entry.first) {
      entry.first = mbtest::build_book(kSpecs[GetParam()], "rules");
      if (entry.first->run.code == 0)
        entry.second = std::make_unique<mbtest::PdfFile>(entry.first->out / "interior.pdf");
    }
    book_ = entry.first.get();
    pdf_ = entry.second.get();
    ASSERT_NE(pdf_, nullptr);
  }
  mbtest::BuiltBook* book_ = nullptr;
  mbtest::PdfFile* pdf_ = nullptr;
};

TEST_P(DrawingRules, EveryMazePageShowsTheManifestsMaze) {
  for (const mazebook::Json& maze : book_->manifest["mazes"]) {
    const int page = maze["page"];
    SCOPED_TRACE(maze["id"].get<std::string>() + " on page " + std::to_string(page));
    const PageDrawing d = mbtest::walk_page(pdf_->page(page));
    const auto drawings = drawings_of(segments(d, 0, 0, 0));
    ASSERT_EQ(drawings.size(), 1u) << "one maze drawing a maze page";
    Grid grid;
    EXPECT_EQ(rebuild(drawings[0], maze["columns"], maze["rows"], grid),
              maze["picture"].get<Picture>());
    EXPECT_TRUE(segments(d, 0.55, 0.55, 0.55).empty()) << "a route on a maze page";
    expect_only_walls_and_routes_inside(d, {grid});
    for (const Stroke& s : d.strokes) {
      if (mbtest::same_rgb(s.rgb, 0, 0, 0)) {
        EXPECT_EQ(s.line_cap, 2) << "walls have square caps";
      }
    }
  }
  EXPECT_GE(book_->manifest["mazes"].size(), 18u);
}

TEST_P(DrawingRules, EverySolutionShowsTheMazeAndItsRoute) {
  std::map<int, std::vector<const mazebook::Json*>> by_page;  // solution page -> mazes by slot
  for (const mazebook::Json& maze : book_->manifest["mazes"]) {
    auto& slots = by_page[maze["solution_page"].get<int>()];
    const size_t slot = maze["solution_slot"];
    if (slots.size() <= slot) slots.resize(slot + 1, nullptr);
    slots[slot] = &maze;
  }
  // Each section's solutions start a page, as many a page as it lays out.
  size_t pages = 0;
  const mazebook::Json& sections = book_->manifest["interior"]["sections"];
  for (size_t s = 0; s < sections.size(); ++s) {
    const size_t count = book_->manifest["spec"]["sections"][s]["count"];
    const size_t per_page = sections[s]["solutions_per_page"];
    pages += (count + per_page - 1) / per_page;
  }
  EXPECT_EQ(by_page.size(), pages);
  for (const auto& [page, mazes] : by_page) {
    SCOPED_TRACE("solution page " + std::to_string(page));
    const PageDrawing d = mbtest::walk_page(pdf_->page(page));
    const auto drawings = drawings_of(segments(d, 0, 0, 0));
    ASSERT_EQ(drawings.size(), mazes.size());
    std::vector<size_t> routes;
    for (size_t i = 0; i < d.strokes.size(); ++i) {
      if (mbtest::same_rgb(d.strokes[i].rgb, 0.55, 0.55, 0.55)) routes.push_back(i);
    }
    ASSERT_EQ(routes.size(), mazes.size()) << "one route a drawing";
    std::vector<Grid> grids(mazes.size());
    for (size_t slot = 0; slot < mazes.size(); ++slot) {
      ASSERT_NE(mazes[slot], nullptr) << "slot " << slot << " empty";
      const mazebook::Json& maze = *mazes[slot];
      SCOPED_TRACE(maze["id"].get<std::string>() + " in slot " + std::to_string(slot));
      Grid& grid = grids[slot];
      const Picture picture = rebuild(drawings[slot], maze["columns"], maze["rows"], grid);
      EXPECT_EQ(picture, maze["picture"].get<Picture>());
      // Its route is the one that starts by this grid; drawn before its walls.
      const Point start = cell_point(grid, maze["entrance"], 1);
      const auto route = std::find_if(routes.begin(), routes.end(), [&](size_t i) {
        const Point& p = d.strokes[i].subpaths.at(0).at(0);
        return std::fabs(p.x - start.x) < kTol && std::fabs(p.y - start.y) < kTol;
      });
      ASSERT_NE(route, routes.end()) << "no route starts half a cell outside the entrance";
      check_route(d.strokes[*route], grid, maze, picture);
      for (const Segment& s : drawings[slot])
        EXPECT_LT(*route, s.stroke) << "the route is drawn after its walls";
    }
    // Drawings keep at least two cells (of the smaller) apart.
    for (size_t i = 0; i < grids.size(); ++i) {
      for (size_t j = i + 1; j < grids.size(); ++j) {
        EXPECT_GE(grids[i].gap(grids[j]), 2 * std::min(grids[i].cell, grids[j].cell) - kTol)
            << "slots " << i << " and " << j << " are too close";
      }
    }
    expect_only_walls_and_routes_inside(d, grids);
  }
}

TEST_P(DrawingRules, NoThinLineNoSmallTextNothingOutsideTheLiveArea) {
  // src/book/KDP.md "Margins", measured from the page edge: the gutter for up to
  // 150 pages is 0.375 in on the binding side (odd pages bind on the left),
  // the others 0.25 in, or 0.375 in with bleed.
  const mazebook::Json& interior = book_->manifest["interior"];
  ASSERT_LE(interior["pages"].get<int>(), 150);
  ASSERT_EQ(pdf_->page_count(), interior["pages"].get<int>());
  const double width = interior["width_in"].get<double>() * 72,
               height = interior["height_in"].get<double>() * 72;
  const double gutter = 0.375 * 72, other = (interior["bleed"].get<bool>() ? 0.375 : 0.25) * 72;
  for (int n = 1; n <= pdf_->page_count(); ++n) {
    SCOPED_TRACE("page " + std::to_string(n));
    const PageDrawing d = mbtest::walk_page(pdf_->page(n));
    const double left = n % 2 == 1 ? gutter : other;
    const double right = width - (n % 2 == 1 ? other : gutter);
    const auto inside = [&](const Point& p, double pad, const char* what) {
      EXPECT_TRUE(p.x - pad >= left - kTol && p.x + pad <= right + kTol &&
                  p.y - pad >= other - kTol && p.y + pad <= height - other + kTol)
          << what << " at " << p.x << "," << p.y << " leaves the live area";
    };
    for (const Stroke& s : d.strokes) {
      EXPECT_GE(s.width_pt, 0.75 - 1e-9) << "a line thinner than 0.75 pt";
      for (const auto& sub : s.subpaths) {
        for (const Point& p : sub) inside(p, s.width_pt / 2, "a stroke");
      }
    }
    for (const Stroke& f : d.fills) {
      for (const auto& sub : f.subpaths) {
        for (const Point& p : sub) inside(p, 0, "a fill");
      }
    }
    // Text: its line box, advance widths along and the font's /Descent to
    // /Ascent across (DRAWING_RULES.md "How ink is measured").
    for (const mbtest::TextShow& t : d.texts) {
      EXPECT_GE(t.size_pt, 7 - 1e-9) << "text smaller than 7 pt";
      ASSERT_TRUE(t.has_box) << t.font;
      inside(t.box_min, 0, "text");
      inside(t.box_max, 0, "text");
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Books, DrawingRules, ::testing::Values(0, 1),
                         [](const ::testing::TestParamInfo<int>& book) {
                           return std::string(book.param == 0 ? "Classic" : "KidsWithBleed");
                         });

}  // namespace
