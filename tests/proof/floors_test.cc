// Mazes of floors proved from the page (DRAWING_RULES.md "Puzzle
// variants", floors): a book of floors mazebook made passes, each maze's
// floors and stairs proved and its solution drawn floor by floor; a copy
// with a stair mark taken out, or a wall added that cuts a floor in two,
// fails naming the page and variants.proved. A 6 x 9 book of three floors,
// four solutions a page with the floors in two rows, proves too.

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <regex>
#include <string>

#include "real_book.h"
#include "test_run.h"

namespace mazeproof_test {
namespace {

// Eight mazes of two floors, 8.5 x 11 in, the kids template.
const char* const kFloorsSpec =
    R"({"title":"T","author":"A","trim":"8.5x11","paper":"white","bleed":false,)"
    R"("template":"kids","seed":12,"sections":[{"preset":"floors","count":8}],)"
    R"("solutions_per_page":"auto"})";

class FloorsBookTest : public RealBookTest {
 protected:
  static void SetUpTestSuite() {
    scratch_ = new TempDir();
    available_ = build_real_book(scratch_->path(), "book", kFloorsSpec);
  }

  // "cell 30 (6,3)": a cell of the first maze's grid as the proof names it.
  std::string cell_name(int cell) const {
    const int columns = maze()["columns"];
    return "cell " + std::to_string(cell) + " (" + std::to_string(cell % columns) + "," +
           std::to_string(cell / columns) + ")";
  }
  std::string at_maze_page() const {
    return "interior.pdf: page " + std::to_string(maze_page()) + ": maze " +
           maze()["id"].get<std::string>() + ": ";
  }
};

bool has_line(const std::string& err, const std::string& line) {
  return err.find(line + "\n") != std::string::npos;
}

TEST_F(FloorsBookTest, Proves) {
  const RunResult r = prove();
  ASSERT_EQ(r.code, 0) << r.err;
  const nlohmann::json report = nlohmann::json::parse(slurp(copy_ / "check.json"));
  const nlohmann::json& first = report["mazes"][0];
  EXPECT_EQ(first["variant"]["kind"], "floors");
  EXPECT_EQ(first["variant"]["proved"], true);
  EXPECT_EQ(first["variant"]["metrics"], maze()["variant_metrics"]);
  EXPECT_EQ(first["solution_ok"], true);
  for (const nlohmann::json& check : report["checks"]) {
    if (check["id"] != "variants.proved") continue;
    EXPECT_EQ(check["figures"]["variant_mazes"], 8);
    EXPECT_EQ(check["figures"]["proved"], 8);
  }
}

TEST_F(FloorsBookTest, StairMarkRemovedFails) {
  // The first mark-coloured fill on the maze page is floor 0's stairs up.
  edit_page(maze_page(), [](std::string& c) {
    const size_t colour = c.find("0.45 0.45 0.45 rg");
    ASSERT_NE(colour, std::string::npos);
    const size_t start = colour + std::string("0.45 0.45 0.45 rg").size();
    const size_t fill = c.find(" f", start);
    ASSERT_NE(fill, std::string::npos);
    c.erase(start, fill + 2 - start);
  });
  const RunResult r = prove();
  EXPECT_EQ(r.code, 1) << r.err;
  const int cell = maze()["stairs"][0]["cell"];
  EXPECT_TRUE(has_line(r.err, at_maze_page() + "puzzle variant floors: stairs down at floor 1 " +
                                  cell_name(cell) + " with no stairs up at floor 0 " +
                                  cell_name(cell) + " [variants.proved]"))
      << r.err;
}

TEST_F(FloorsBookTest, WallAcrossAFloorFails) {
  // A wall across the route's first step on floor 0 cuts that floor in two.
  const nlohmann::json& m = maze();
  const int columns = m["columns"], cells = m["cells"];
  const std::vector<int> route = m["route"];
  const int a = route[0], b = route[1];
  ASSERT_LT(b, cells);
  const nlohmann::json& place = m["placements"][0];
  const double unit = place["unit_pt"], wall = place["wall_pt"];
  const double left = place["origin_pt"][0];
  const double top = 792.0 - place["origin_pt"][1].get<double>();  // y downward
  const int col = std::min(a, b) % columns, row = std::min(a, b) / columns;
  std::string line;
  if (b - a == 1 || a - b == 1) {  // side by side: the wall right of the left cell
    line = num(left + (col + 1) * unit) + " " + num(top + row * unit) + " m " +
           num(left + (col + 1) * unit) + " " + num(top + (row + 1) * unit) + " l";
  } else {  // one above the other: the wall under the upper cell
    line = num(left + col * unit) + " " + num(top + (row + 1) * unit) + " m " +
           num(left + (col + 1) * unit) + " " + num(top + (row + 1) * unit) + " l";
  }
  draw_on(maze_page(), "0 0 0 RG " + num(wall) + " w 2 J " + line + " S");
  const RunResult r = prove();
  EXPECT_EQ(r.code, 1) << r.err;
  // The entrance's side of the cut no longer reaches the exit, and the
  // other side is cut off from it.
  EXPECT_TRUE(has_line(r.err, at_maze_page() +
                                  "puzzle variant floors: no route from the entrance to the exit "
                                  "[variants.proved]"))
      << r.err;
  const std::regex cut(
      "interior\\.pdf: page [0-9]+: maze floors-001: puzzle variant floors: [0-9]+ cells cut off "
      "from the entrance, first floor [01] cell [0-9]+ \\([0-9]+,[0-9]+\\) "
      "\\[variants\\.proved\\]");
  EXPECT_TRUE(std::regex_search(r.err, cut)) << r.err;
}

// Three floors of 6 x 6 on 6 x 9: two floors a row, so each solution's
// third floor lies in the page's second row of drawings, under the floors
// of the solution beside it.
TEST(FloorsBook, ThreeFloorsFourSolutionsAPageProve) {
  TempDir dir;
  write_text(dir.path() + "/three.json",
             R"({"name":"three","label":"Three floors","level":"kids-hard",)"
             R"("grid":{"columns":6,"rows":6},"generators":{"backtracker":1},)"
             R"("variant":{"kind":"floors","floors":3},"tries_per_maze":500,)"
             R"("style":{"wall_weight":3.0}})");
  write_text(dir.path() + "/book.json",
             R"({"title":"T","author":"A","trim":"6x9","paper":"white","bleed":false,)"
             R"("template":"classic","seed":12,"sections":[{"preset":"three.json","count":8}],)"
             R"("solutions_per_page":4})");
  // mazebook proves what it builds: a book that does not prove is not written.
  const RunResult built = run_shell(
      std::string(MAZEBOOK_BINARY) + " build " + dir / "book.json" + " --out " + dir / "book",
      dir.path());
  ASSERT_EQ(built.code, 0) << built.err;
  const nlohmann::json manifest = nlohmann::json::parse(slurp(dir.path() + "/book/book.json"));
  const nlohmann::json& first = manifest["mazes"][0]["solution_placements"];
  ASSERT_EQ(first.size(), 3u);
  // The third floor sits under the first, below the second solution's floors.
  EXPECT_EQ(first[2]["origin_pt"][0], first[0]["origin_pt"][0]);
  EXPECT_EQ(manifest["mazes"][1]["solution_slot"], 1);
  EXPECT_EQ(manifest["mazes"][1]["solution_page"], manifest["mazes"][0]["solution_page"]);
  fs::remove(dir.path() + "/book/check.json");
  const RunResult r = run_mazeproof(dir.path() + "/book");
  EXPECT_EQ(r.code, 0) << r.err;
}

}  // namespace
}  // namespace mazeproof_test
