// `mazeproof poster` (DRAWING_RULES.md "Posters"): small posters of every
// grid kind made by the real generator prove; tampered with qpdf (a wall
// taken out, a wall added across a passage, a solution drawn through
// walls) or with the manifest edited (a route, a placement), each fails
// with exit 1 and a line naming the page and the rule; a missing manifest
// is unusable input (exit 2, one line).

#include <gtest/gtest.h>

#include <filesystem>
#include <functional>
#include <nlohmann/json.hpp>
#include <string>

#include "test_pdf.h"  // qpdf, num
#include "test_run.h"

namespace mazeproof_test {
namespace {

// Makes a poster with its solution; false when mazebook fails.
bool make_poster(const TempDir& dir, const std::string& grid, const std::string& name) {
  const RunResult r = run_shell(std::string(MAZEBOOK_BINARY) + " poster --grid " + grid +
                                    " --page 12x12in --solution --seed 2 --out " + dir / name,
                                dir.path());
  return r.code == 0;
}

// Rewrites the decoded content of 1-based `page` of `pdf` with `edit` (the
// page's streams joined into one, so a shared walls stream stays as it is
// on the other page).
void edit_page(const std::string& pdf, int page, const std::function<void(std::string&)>& edit) {
  QPDF q;
  q.processFile(pdf.c_str());
  QPDFPageObjectHelper p = QPDFPageDocumentHelper(q).getAllPages()[static_cast<size_t>(page - 1)];
  std::string text;
  Pl_String sink("content", nullptr, text);
  p.pipeContents(&sink);
  edit(text);
  p.getObjectHandle().replaceKey("/Contents", q.newStream(text));
  QPDFWriter w(q, (pdf + ".edited").c_str());
  w.setStaticID(true);
  w.write();
  std::filesystem::rename(pdf + ".edited", pdf);
}

RunResult prove(const std::string& pdf) { return run_in_process({"poster", pdf}); }

class PosterKinds : public ::testing::TestWithParam<std::string> {};

TEST_P(PosterKinds, PosterProves) {
  TempDir dir;
  ASSERT_TRUE(make_poster(dir, GetParam(), "p.pdf"));
  const RunResult r = prove(dir / "p.pdf");
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.err, "");
  EXPECT_NE(r.out.find("mazeproof: pass: "), std::string::npos) << r.out;
  const nlohmann::json report = nlohmann::json::parse(slurp(dir / "p.check.json"));
  EXPECT_EQ(report["verdict"], "pass");
  EXPECT_EQ(report["files"]["poster"]["file"], "p.pdf");
  EXPECT_EQ(report["files"]["manifest"]["file"], "p.json");
  EXPECT_EQ(report["mazes"][0]["solution_ok"], true);
  EXPECT_EQ(report["mazes"][0]["perfect"], true);
}

INSTANTIATE_TEST_SUITE_P(Kinds, PosterKinds,
                         ::testing::Values("rect:30x30", "polar:12", "hex:14x12",
                                           "triangle:24x12"));

class PosterTamper : public ::testing::Test {
 protected:
  void SetUp() override {
    ASSERT_TRUE(make_poster(dir_, "rect:20x20", "p.pdf"));
    manifest_ = nlohmann::json::parse(slurp(dir_ / "p.json"));
  }
  std::string pdf() const { return dir_ / "p.pdf"; }
  // The wall between the first two cells of the route, as a path in grid
  // units (the poster's walls are drawn in whole cells under one cm).
  std::string wall_across_route() const {
    const nlohmann::json& route = manifest_["maze"]["route"];
    const int columns = manifest_["maze"]["grid"]["columns"];
    const int a = route[1], b = route[2];
    const int x = std::max(a % columns, b % columns), y = std::max(a / columns, b / columns);
    if (a / columns == b / columns) {
      return num(x) + " " + num(y) + " m\n" + num(x) + " " + num(y + 1) + " l\n";
    }
    return num(x) + " " + num(y) + " m\n" + num(x + 1) + " " + num(y) + " l\n";
  }
  void write_manifest() { write_text(dir_ / "p.json", manifest_.dump()); }
  static int naming(const RunResult& r, int page, const std::string& rule) {
    return lines_with(r.err, {"p.pdf: page " + std::to_string(page) + ": ", "[" + rule + "]"});
  }

  TempDir dir_;
  nlohmann::json manifest_;
};

// The poster's content is one operator a line: "x y m", "x y l", "S".
TEST_F(PosterTamper, RemovedWallFails) {
  edit_page(pdf(), 1, [](std::string& text) {
    // A run from the middle of the walls block ("0 0 0 RG" ... "S").
    const size_t walls = text.find("0 0 0 RG\n");
    ASSERT_NE(walls, std::string::npos);
    const size_t end = text.find("\nS\n", walls);
    const size_t m = text.find(" m\n", walls + (end - walls) / 2);
    ASSERT_LT(m, end);
    const size_t start = text.rfind('\n', m) + 1;
    const size_t stop = text.find(" l\n", m) + 3;
    text.erase(start, stop - start);
  });
  const RunResult r = prove(pdf());
  EXPECT_EQ(r.code, 1) << r.err;
  EXPECT_GE(naming(r, 1, "mazes.perfect"), 1) << r.err;
  EXPECT_GE(naming(r, 1, "mazes.manifest"), 1) << r.err;
}

TEST_F(PosterTamper, AddedWallFails) {
  const std::string wall = wall_across_route();
  edit_page(pdf(), 1, [&](std::string& text) {
    const size_t walls = text.find("0 0 0 RG\n");
    ASSERT_NE(walls, std::string::npos);
    text.insert(text.find("\nS\n", walls) + 1, wall);
  });
  const RunResult r = prove(pdf());
  EXPECT_EQ(r.code, 1) << r.err;
  EXPECT_GE(naming(r, 1, "mazes.perfect"), 1) << r.err;
  EXPECT_GE(naming(r, 1, "mazes.manifest"), 1) << r.err;
}

TEST_F(PosterTamper, SolutionThroughWallsFails) {
  edit_page(pdf(), 2, [](std::string& text) {
    // The route block ("0.55 0.55 0.55 RG" ... "S"): only its first and
    // last points kept, one straight line across the maze.
    const size_t route = text.find("0.55 0.55 0.55 RG\n");
    ASSERT_NE(route, std::string::npos);
    const size_t first = text.find(" m\n", route) + 3;
    const size_t stroke = text.find("\nS\n", first);
    const size_t last = text.rfind('\n', stroke - 1) + 1;
    ASSERT_LT(first, last);
    text.erase(first, last - first);
  });
  const RunResult r = prove(pdf());
  EXPECT_EQ(r.code, 1) << r.err;
  EXPECT_GE(naming(r, 2, "solutions.routes"), 1) << r.err;
}

TEST_F(PosterTamper, ChangedRouteFails) {
  manifest_["maze"]["route"].erase(manifest_["maze"]["route"].size() - 1);
  write_manifest();
  const RunResult r = prove(pdf());
  EXPECT_EQ(r.code, 1) << r.err;
  EXPECT_EQ(naming(r, 1, "mazes.manifest"), 1) << r.err;
  EXPECT_NE(r.err.find("route in p.json ("), std::string::npos) << r.err;
}

TEST_F(PosterTamper, WrongPlacementFails) {
  const double unit = manifest_["maze"]["placement"]["unit_pt"];
  manifest_["maze"]["placement"]["origin_pt"][0] =
      manifest_["maze"]["placement"]["origin_pt"][0].get<double>() + unit;
  write_manifest();
  const RunResult r = prove(pdf());
  EXPECT_EQ(r.code, 1) << r.err;
  EXPECT_EQ(naming(r, 1, "mazes.manifest"), 1) << r.err;
  EXPECT_NE(r.err.find("placement in p.json lies 1.000 units from where the walls are drawn"),
            std::string::npos)
      << r.err;
}

TEST_F(PosterTamper, MissingManifestIsUnusable) {
  std::filesystem::remove(dir_ / "p.json");
  const RunResult r = prove(pdf());
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.err,
            "mazeproof: " + (dir_ / "p.json") + ": cannot open (No such file or directory)\n");
  EXPECT_FALSE(std::filesystem::exists(dir_ / "p.check.json"));
}

}  // namespace
}  // namespace mazeproof_test
