// The mazes that decorate, as book.json records them and as the PDFs show
// them: every ornament of "ornaments" is drawn on its page in its colour,
// its walls rebuilt from the strokes alone are its record's picture, at its
// grid box, cell and wall width; every recorded route (the ornament's and
// each puzzle's) runs from the entrance cell to the exit cell through open
// passages; and the cover shows the front art of "cover.front_art" and the
// book maze "cover.back_sample" names.

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <set>

#include "book/book_template.h"
#include "support/book_files.h"
#include "support/wall_reader.h"

namespace {

using mazebook::Json;
using mbtest::Grid;
using mbtest::kTol;
using mbtest::Picture;

constexpr const char* kSpecs[] = {
    R"({"title": "Ornaments", "subtitle": "With a subtitle", "author": "O", "trim": "6x9",
      "seed": 21, "sections": [{"preset": "easy", "count": 10}, {"preset": "hard", "count": 4}],
      "solutions_per_page": 4})",
    R"({"title": "Kids Ornaments", "author": "K", "trim": "8.5x11", "seed": 8, "template": "kids",
      "bleed": true, "sections": [{"preset": "kids-easy", "count": 8},
      {"preset": "kids-hard", "count": 8}]})"};

// A route record: cell indices, entrance cell first, each step to an open
// neighbour, no cell twice, ending at the exit cell.
void expect_route_of(const Json& record) {
  SCOPED_TRACE(record["id"].get<std::string>());
  const int columns = record["columns"];
  const Picture picture = record["picture"];
  const std::vector<int> route = record["route"];
  ASSERT_FALSE(route.empty());
  const auto cell_of = [&](const Json& opening) {
    return opening["y"].get<int>() * columns + opening["x"].get<int>();
  };
  EXPECT_EQ(route.front(), cell_of(record["entrance"]));
  EXPECT_EQ(route.back(), cell_of(record["exit"]));
  for (size_t i = 1; i < route.size(); ++i) {
    const int x0 = route[i - 1] % columns, y0 = route[i - 1] / columns;
    const int x1 = route[i] % columns, y1 = route[i] / columns;
    ASSERT_EQ(std::abs(x1 - x0) + std::abs(y1 - y0), 1) << "step " << i << " is no step";
    EXPECT_EQ(picture[static_cast<size_t>(y0 + y1 + 1)][static_cast<size_t>(x0 + x1 + 1)], '.')
        << "step " << i << " crosses a wall";
  }
  EXPECT_EQ(std::set<int>(route.begin(), route.end()).size(), route.size());
  EXPECT_EQ(static_cast<int64_t>(route.size()) - 1, record["metrics"]["route_length"].get<int>());
}

class Decorations : public ::testing::TestWithParam<int> {
 protected:
  void SetUp() override {
    static std::map<int, std::unique_ptr<mbtest::BuiltBook>> books;
    auto& book = books[GetParam()];
    if (!book) book = mbtest::build_book(kSpecs[GetParam()], "decorations");
    book_ = book.get();
    ASSERT_EQ(book_->run.code, 0);
  }
  mbtest::BuiltBook* book_ = nullptr;
};

TEST_P(Decorations, EveryOrnamentIsDrawnAsRecorded) {
  mbtest::PdfFile pdf(book_->out / "interior.pdf");
  const Json& ornaments = book_->manifest["ornaments"];
  ASSERT_EQ(ornaments.size(), 1u) << "the title page's ornament";
  for (const Json& o : ornaments) {
    SCOPED_TRACE(o["id"].get<std::string>());
    EXPECT_EQ(o["id"], "ornament-title");
    EXPECT_EQ(o["page"], 1);
    EXPECT_EQ(o["algorithm"], "backtracker");
    const std::vector<double> rgb = o["colour_rgb"];
    ASSERT_EQ(rgb.size(), 3u);
    EXPECT_FALSE(rgb[0] == 0 && rgb[1] == 0 && rgb[2] == 0) << "never the wall colour";
    const mbtest::PageDrawing d = mbtest::walk_page(pdf.page(o["page"].get<int>()));
    const auto drawings = mbtest::drawings_of(mbtest::segments(d, rgb[0], rgb[1], rgb[2]));
    ASSERT_EQ(drawings.size(), 1u);
    Grid grid;
    EXPECT_EQ(mbtest::rebuild(drawings[0], o["columns"], o["rows"], grid),
              o["picture"].get<Picture>());
    const Json& box = o["grid_pt"];
    EXPECT_NEAR(grid.left, box["x"].get<double>(), kTol);
    EXPECT_NEAR(grid.bottom, box["y"].get<double>(), kTol);
    EXPECT_NEAR(grid.right - grid.left, box["width"].get<double>(), kTol);
    EXPECT_NEAR(grid.top - grid.bottom, box["height"].get<double>(), kTol);
    EXPECT_NEAR(grid.cell, o["cell_pt"].get<double>(), kTol);
    for (const mbtest::Stroke& s : d.strokes) {
      if (mbtest::same_rgb(s.rgb, rgb[0], rgb[1], rgb[2])) {
        EXPECT_NEAR(s.width_pt, o["wall_pt"].get<double>(), kTol);
      }
    }
    EXPECT_TRUE(mbtest::segments(d, 0, 0, 0).empty()) << "no puzzle on the title page";
    expect_route_of(o);
  }
}

TEST_P(Decorations, EveryRecordedRouteIsTheMazesRoute) {
  for (const Json& m : book_->manifest["mazes"]) expect_route_of(m);
  expect_route_of(book_->manifest["cover"]["front_art"]);
}

TEST_P(Decorations, TheCoverShowsItsRecordedArt) {
  const Json& cover = book_->manifest["cover"];
  const Json& front = cover["front_art"];
  EXPECT_EQ(front["id"], "cover-front");
  std::vector<const Json*> samples;
  for (const Json& id : cover["back_samples"]) {
    for (const Json& m : book_->manifest["mazes"]) {
      if (m["id"] == id) samples.push_back(&m);
    }
  }
  ASSERT_EQ(samples.size(), 3u) << "back_samples names three mazes of the book";
  // Cover art is stroked in the template's text colour.
  const mazebook::BookTemplate look =
      mazebook::load_template(book_->manifest["spec"]["template"].get<std::string>(), "test");
  mbtest::PdfFile pdf(book_->out / "cover.pdf");
  const mbtest::PageDrawing d = mbtest::walk_page(pdf.page(1));
  auto drawings = mbtest::drawings_of(mbtest::segments(d, look.text.r, look.text.g, look.text.b));
  ASSERT_EQ(drawings.size(), 4u);
  // Left to right: the three previews on the back, then the front's art.
  const auto left_of = [](const std::vector<mbtest::Segment>& walls) {
    double x = 1e9;
    for (const mbtest::Segment& s : walls) x = std::min({x, s.a.x, s.b.x});
    return x;
  };
  std::sort(drawings.begin(), drawings.end(),
            [&](const auto& a, const auto& b) { return left_of(a) < left_of(b); });
  for (size_t i = 0; i < 3; ++i) {
    Grid back;
    EXPECT_EQ(mbtest::rebuild(drawings[i], (*samples[i])["columns"], (*samples[i])["rows"], back),
              (*samples[i])["picture"].get<Picture>())
        << "preview " << i;
  }
  Grid front_grid;
  EXPECT_EQ(mbtest::rebuild(drawings[3], front["columns"], front["rows"], front_grid),
            front["picture"].get<Picture>());
}

INSTANTIATE_TEST_SUITE_P(Books, Decorations, ::testing::Values(0, 1),
                         [](const ::testing::TestParamInfo<int>& p) {
                           return std::string(p.param == 0 ? "Classic" : "KidsWithBleed");
                         });

}  // namespace
