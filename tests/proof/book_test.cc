// The whole proof of a hand-made book (test_book.h): the good book passes,
// and each spoiled copy fails with a line naming the file, the page and the
// cell or rule.

#include <gtest/gtest.h>

#include <filesystem>

#include "test_book.h"
#include "test_run.h"

namespace mazeproof_test {
namespace {

RunResult prove(const BookOptions& options, TempDir& dir) {
  make_test_book(dir.path(), options);
  return run_in_process({"book", dir.path()});
}

TEST(Book, GoodBookPasses) {
  TempDir dir;
  const RunResult r = prove({}, dir);
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.err, "");
  EXPECT_NE(r.out.find("mazeproof: pass:"), std::string::npos) << r.out;
  const nlohmann::json report = nlohmann::json::parse(slurp(dir / "check.json"));
  EXPECT_EQ(report["verdict"], "pass");
  EXPECT_EQ(report["files"]["interior"]["pages"], 24);
  EXPECT_EQ(report["files"]["interior"]["sha256"].get<std::string>().size(), 64u);
  EXPECT_EQ(report["files"]["cover"]["pages"], 1);
  ASSERT_EQ(report["mazes"].size(), 1u);
  const nlohmann::json& maze = report["mazes"][0];
  EXPECT_EQ(maze["id"], "m-1");
  EXPECT_EQ(maze["page"], 2);
  EXPECT_EQ(maze["columns"], 3);
  EXPECT_EQ(maze["rows"], 3);
  EXPECT_EQ(maze["perfect"], true);
  EXPECT_EQ(maze["route_length"], 4);
  EXPECT_EQ(maze["forks"], 0);
  EXPECT_EQ(maze["solution_ok"], true);
  for (const nlohmann::json& check : report["checks"]) {
    EXPECT_TRUE(check["pass"].get<bool>()) << check.dump();
    EXPECT_FALSE(check["rule"].get<std::string>().empty());
  }
}

TEST(Book, ReportIsDeterministic) {
  TempDir a, b;
  prove({}, a);
  prove({}, b);
  EXPECT_EQ(slurp(a / "check.json"), slurp(b / "check.json"));
}

TEST(Book, RemovedWallStrokeFailsNamingPageAndCell) {
  TempDir dir;
  BookOptions o;
  // The walls east of (1,1) and (1,2): one vertical run at x = 2, y 1..3.
  o.edit_walls = [](std::vector<std::string>& runs) {
    const std::string run = num(kMazeLeft + 2 * kMazeCell) + " " + num(kMazeTop + kMazeCell) + " m";
    std::erase_if(runs, [&](const std::string& r) { return r.rfind(run, 0) == 0; });
  };
  const RunResult r = prove(o, dir);
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(lines_with(r.err, {"interior.pdf: page 2: maze m-1: 2 loops, first closed by the "
                               "passage between cell (1,1) "
                               "and cell (2,1) [mazes.perfect]"}),
            1)
      << r.err;
  EXPECT_EQ(lines_with(r.err, {"interior.pdf: page 2: maze m-1: the wall between cell (1,1) and "
                               "cell (2,1): passage in the PDF, wall in book.json"}),
            1)
      << r.err;
}

TEST(Book, AddedWallThatCutsTheMazeFails) {
  TempDir dir;
  BookOptions o;
  // Close the passage between (2,0) and (2,1): {(2,1), (2,2)} is cut off.
  o.edit_walls = [](std::vector<std::string>& runs) {
    runs.push_back(num(kMazeLeft + 2 * kMazeCell) + " " + num(kMazeTop + kMazeCell) + " m " +
                   num(kMazeLeft + 3 * kMazeCell) + " " + num(kMazeTop + kMazeCell) + " l S\n");
  };
  const RunResult r = prove(o, dir);
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(
      lines_with(
          r.err,
          {"interior.pdf: page 2: maze m-1: 2 cells cut off from the entrance, first cell (2,1)"}),
      1)
      << r.err;
  EXPECT_EQ(lines_with(r.err, {"page 2: maze m-1: no route from the entrance to the exit"}), 1)
      << r.err;
}

TEST(Book, MovedRouteSegmentFailsNamingCells) {
  TempDir dir;
  BookOptions o;
  // Move the piece down column 2 one column left, into column 1.
  o.edit_route = [](std::vector<std::pair<double, double>>& route) {
    route = {{0.5, -0.5}, {0.5, 0.5}, {1.5, 0.5}, {1.5, 2.5}, {2.5, 2.5}, {2.5, 3.5}};
  };
  const RunResult r = prove(o, dir);
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(lines_with(r.err, {"interior.pdf: page 3: maze m-1: solution (slot 0): route crosses "
                               "the wall between cell (1,0) and cell (1,1)",
                               "[solutions.routes]"}),
            1)
      << r.err;
  EXPECT_EQ(
      lines_with(
          r.err,
          {"page 3: maze m-1: solution (slot 0): route takes the step between cell (1,1) and cell "
           "(1,2), off the unique route"}),
      1)
      << r.err;
  EXPECT_EQ(
      lines_with(r.err, {"page 3: maze m-1: solution (slot 0): and 3 more route steps wrong"}), 1)
      << r.err;
}

TEST(Book, PageOfAnotherSizeFails) {
  TempDir dir;
  BookOptions o;
  o.odd_page = 5;
  const RunResult r = prove(o, dir);
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(
      lines_with(r.err,
                 {"interior.pdf: page 5: page is 5.000 in x 8.000 in, expected 6.000 in x 9.000 in",
                  "[interior.page_size]"}),
      1)
      << r.err;
}

TEST(Book, CoverForAnotherPageCountFails) {
  TempDir dir;
  BookOptions o;
  o.pages = 120;
  o.cover_pages = 100;
  const RunResult r = prove(o, dir);
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(lines_with(r.err, {"cover.pdf: page 1: cover is 12.475 in x 9.250 in, expected 12.520 "
                               "in x 9.250 in for 120 "
                               "interior pages on white paper (spine 0.270 in)",
                               "[cover.size]"}),
            1)
      << r.err;
}

TEST(Book, TruncatedPdfIsUnusable) {
  TempDir dir;
  make_test_book(dir.path());
  const std::string bytes = slurp(dir / "interior.pdf");
  write_text(dir / "interior.pdf", bytes.substr(0, bytes.size() / 2));
  const RunResult r = run_in_process({"book", dir.path()});
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.err.rfind("mazeproof: interior.pdf: not a readable PDF (", 0), 0u) << r.err;
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1);
  EXPECT_FALSE(std::filesystem::exists(dir / "check.json"));
}

TEST(Book, MissingFileIsUnusable) {
  TempDir dir;
  make_test_book(dir.path());
  std::filesystem::remove(dir / "cover.pdf");
  const RunResult r = run_in_process({"book", dir.path()});
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.err,
            "mazeproof: " + (dir / "cover.pdf") + ": cannot open (No such file or directory)\n");
}

TEST(Book, TwoDrawingsOnAMazePageFail) {
  TempDir dir;
  BookOptions o;
  o.extra[2] = "q 0 0 0 RG 1 w " + [] {
    std::string runs;
    for (const std::string& run : wall_runs(kMaze3, 150, 400, 20)) runs += run;
    return runs;
  }() + "Q\n";
  const RunResult r = prove(o, dir);
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(lines_with(r.err, {"interior.pdf: page 2: maze m-1: 2 maze drawings on the page, "
                               "expected 1 [mazes.drawings]"}),
            1)
      << r.err;
}

TEST(Book, MazeDrawnThroughAFormXObject) {
  TempDir dir;
  BookOptions o;
  o.edit_walls = [](std::vector<std::string>& runs) { runs.clear(); };
  o.pdf.form_content = "0 0 0 RG 1 w 2 J\n";
  for (const std::string& run : wall_runs(kMaze3, 0, 0, 18)) o.pdf.form_content += run;
  o.pdf.form_matrix = "2 0 0 2 144 150";  // the same place and size as the direct drawing
  o.extra[2] = "/Fm1 Do\n";
  const RunResult r = prove(o, dir);
  EXPECT_EQ(r.code, 0) << r.err;
}

TEST(Book, BleedChangesThePageSize) {
  TempDir dir;
  BookOptions o;
  o.edit_manifest = [](nlohmann::json& m) { m["interior"]["bleed"] = true; };
  const RunResult r = prove(o, dir);
  EXPECT_EQ(
      lines_with(r.err,
                 {"interior.pdf: page 1: page is 6.000 in x 9.000 in, expected 6.125 in x 9.250 "
                  "in (trim plus bleed)"}),
      1)
      << r.err;
}

TEST(Book, RunsAsTheRealBinary) {
  TempDir dir;
  make_test_book(dir.path());
  RunResult r = run_shell(std::string(MAZEPROOF_BINARY) + " book " + dir.path(), dir.path());
  EXPECT_EQ(r.code, 0) << r.err;
  std::filesystem::remove(dir / "book.json");
  r = run_shell(std::string(MAZEPROOF_BINARY) + " book " + dir.path(), dir.path());
  EXPECT_EQ(r.code, 2) << r.err;
}

}  // namespace
}  // namespace mazeproof_test
