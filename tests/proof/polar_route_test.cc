// Polar solution routes on small trims (DRAWING_RULES.md "Shaped mazes",
// "Solution routes"): kids' circle mazes on 6 x 9 and 5 x 8 pages build and
// prove, their steps into a split ring bent clear of the wall between the
// outer cell and its sibling. Tampered with qpdf: such a step drawn as a
// straight chord between the two centres fails, and so does a route whose
// ink is widened until it touches the walls' ink, each on a line naming the
// solution page.

#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "proof/drawings/route_nodes.h"
#include "proof/model/grid_shapes.h"
#include "proof/model/manifest.h"
#include "shape_book.h"  // stroke_blocks, PathPiece
#include "test_pdf.h"    // qpdf, num
#include "test_run.h"

namespace mazeproof_test {
namespace {

using mazeproof::GridPoint;
using mazeproof::Point;

std::string polar_spec(const std::string& trim) {
  return R"({"title":"T","author":"A","trim":")" + trim +
         R"(","paper":"white","template":"kids","seed":5,)"
         R"("sections":[{"preset":"kids-circle","count":8}]})";
}

class PolarRouteBook : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    scratch_ = new TempDir();
    for (const std::string trim : {"6x9", "5x8"}) {
      const std::string dir = scratch_->path() + "/" + trim;
      write_text(dir + ".json", polar_spec(trim));
      results_[trim] = run_shell(
          std::string(MAZEBOOK_BINARY) + " build " + dir + ".json --out " + dir, scratch_->path());
    }
  }
  static void TearDownTestSuite() {
    delete scratch_;
    scratch_ = nullptr;
  }

  // A fresh copy of the 6 x 9 book, without its report.
  void copy_book() {
    ASSERT_EQ(results_["6x9"].code, 0) << results_["6x9"].err;
    std::filesystem::copy(scratch_->path() + "/6x9", copy_.path(),
                          std::filesystem::copy_options::recursive);
    std::filesystem::remove(copy_ / "check.json");
    manifest_ = mazeproof::parse_manifest(slurp(copy_ / "book.json"), "book.json");
  }

  RunResult prove() { return run_in_process({"book", copy_.path()}); }

  std::string content(int page) {
    QPDF q;
    q.processFile((copy_ / "interior.pdf").c_str());
    std::string text;
    Pl_String sink("content", nullptr, text);
    QPDFPageDocumentHelper(q).getAllPages()[static_cast<size_t>(page - 1)].pipeContents(&sink);
    return text;
  }

  void edit_page(int page, const std::string& text) {
    QPDF q;
    q.processFile((copy_ / "interior.pdf").c_str());
    QPDFPageObjectHelper p = QPDFPageDocumentHelper(q).getAllPages()[static_cast<size_t>(page - 1)];
    p.getObjectHandle().replaceKey("/Contents", q.newStream(text));
    QPDFWriter w(q, (copy_ / "edited.pdf").c_str());
    w.setStaticID(true);
    w.write();
    std::filesystem::rename(copy_ / "edited.pdf", copy_ / "interior.pdf");
  }

  // The page's height in points (6 x 9 in).
  static constexpr double kPageHeight = 648;
  static GridPoint grid_point(const mazeproof::Placement& p, Point c) {
    return p.to_grid({c.x, kPageHeight - c.y});
  }
  static Point at(const mazeproof::Placement& p, GridPoint g) {
    const Point c = p.to_page(g);
    return {c.x, kPageHeight - c.y};
  }

  // The route block of maze `i` on its solution page.
  StrokeBlock route_block(size_t i, const std::string& text) {
    const mazeproof::ShapeRecord& rec = *manifest_.mazes[i].shape;
    const mazeproof::GridBounds b = mazeproof::GridShapes(rec.maze.grid).bounds();
    for (const StrokeBlock& block : stroke_blocks(text, "0.55 0.55 0.55 RG")) {
      if (block.pieces.empty()) continue;
      const GridPoint g = grid_point(*rec.solution_placement, block.pieces[0].ends[0]);
      if (g.x > b.x0 - 1.5 && g.x < b.x1 + 1.5 && g.y > b.y0 - 1.5 && g.y < b.y1 + 1.5)
        return block;
    }
    ADD_FAILURE() << "no route of maze " << i;
    return {};
  }

  static TempDir* scratch_;
  static std::map<std::string, RunResult> results_;
  TempDir copy_;
  mazeproof::Manifest manifest_;
};

TempDir* PolarRouteBook::scratch_ = nullptr;
std::map<std::string, RunResult> PolarRouteBook::results_;

TEST_F(PolarRouteBook, SmallTrimsBuildAndProve) {
  for (const std::string trim : {"6x9", "5x8"}) {
    const RunResult& r = results_[trim];
    EXPECT_EQ(r.code, 0) << trim << ": " << r.err;
    const std::string report = scratch_->path() + "/" + trim + "/check.json";
    ASSERT_TRUE(std::filesystem::exists(report)) << trim;
    const nlohmann::json check = nlohmann::json::parse(slurp(report));
    EXPECT_EQ(check["verdict"], "pass") << trim;
    EXPECT_EQ(check["summary"]["perfect"], 8) << trim;
  }
}

// Today's chord: a bent step of the drawn route replaced by a straight line
// from the inner cell's centre to the outer cell's.
TEST_F(PolarRouteBook, ChordIntoASplitRingFails) {
  copy_book();
  for (size_t i = 0; i < manifest_.mazes.size(); ++i) {
    const mazeproof::ShapeRecord& rec = *manifest_.mazes[i].shape;
    const mazeproof::GridShapes shapes(rec.maze.grid);
    const mazeproof::RouteNodes nodes(shapes);
    const mazeproof::Placement& placement = *rec.solution_placement;
    const int page = *manifest_.mazes[i].solution_page;
    std::string text = content(page);
    const StrokeBlock block = route_block(i, text);
    ASSERT_EQ(block.pieces.size(), 1u);
    const PathPiece& line = block.pieces[0];
    const auto vertex_at = [&](int cell) -> int {
      const GridPoint c = shapes.centre(cell);
      for (size_t k = 0; k < line.ends.size(); ++k) {
        const GridPoint g = grid_point(placement, line.ends[k]);
        if (std::hypot(g.x - c.x, g.y - c.y) < 0.05) return static_cast<int>(k);
      }
      return -1;
    };
    const std::vector<int>& route = *manifest_.mazes[i].route;
    for (size_t s = 0; s + 1 < route.size(); ++s) {
      if (nodes.bend(route[s], route[s + 1]) < 0) continue;
      const int from = vertex_at(route[s]);
      const int to = vertex_at(route[s + 1]);
      ASSERT_GT(from, 0);
      ASSERT_GT(to, from + 1) << "a bent step is more than one piece";
      const Point end = at(placement, shapes.centre(route[s + 1]));
      const size_t a = line.op_ends[static_cast<size_t>(from)];
      const size_t b = line.op_ends[static_cast<size_t>(to)];
      text.replace(a, b - a, " " + num(end.x) + " " + num(end.y) + " l");
      edit_page(page, text);
      const RunResult r = prove();
      EXPECT_EQ(r.code, 1) << r.err;
      EXPECT_EQ(
          lines_with(r.err, {": page " + std::to_string(page) + ": ",
                             "1 route piece(s) not between cell centres", "[solutions.routes]"}),
          1)
          << r.err;
      return;
    }
  }
  FAIL() << "no route steps into a split ring";
}

// Legal pieces, but the route stroked so wide that its ink meets the
// walls': the content check fails it, not only the renderer.
TEST_F(PolarRouteBook, RouteInkTouchingAWallFails) {
  copy_book();
  const int page = *manifest_.mazes[0].solution_page;
  std::string text = content(page);
  const StrokeBlock block = route_block(0, text);
  ASSERT_FALSE(block.pieces.empty());
  // The route's width, set between its colour and its path.
  const std::string head = text.substr(block.begin, block.pieces[0].begin - block.begin);
  const size_t w = head.find(" w");
  ASSERT_NE(w, std::string::npos) << head;
  const size_t start = head.rfind(' ', w - 1) + 1;
  const double width = std::stod(head.substr(start, w - start));
  text.replace(block.begin + start, w - start, num(width * 2.2));
  edit_page(page, text);
  const RunResult r = prove();
  EXPECT_EQ(r.code, 1) << r.err;
  EXPECT_EQ(lines_with(r.err, {": page " + std::to_string(page) + ": ",
                               "route piece(s) whose ink touches a wall's", "[solutions.routes]"}),
            1)
      << r.err;
}

}  // namespace
}  // namespace mazeproof_test
