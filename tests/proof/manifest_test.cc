// The manifest's part in a book's proof: book.json read strictly, used to
// find mazes and solutions and cross-checked against what is drawn.

#include <gtest/gtest.h>

#include "test_book.h"
#include "test_run.h"

namespace mazeproof_test {
namespace {

RunResult prove(const BookOptions& options, TempDir& dir) {
  make_test_book(dir.path(), options);
  return run_in_process({"book", dir.path()});
}

TEST(Manifest, BrokenManifestIsUnusable) {
  TempDir dir;
  make_test_book(dir.path());
  write_text(dir / "book.json", "{\"mazes\": [");
  RunResult r = run_in_process({"book", dir.path()});
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.err, "mazeproof: book.json: not valid JSON (byte 12)\n");

  BookOptions o;
  o.edit_manifest = [](nlohmann::json& m) { m["mazes"][0]["page"] = "two"; };
  make_test_book(dir.path(), o);
  r = run_in_process({"book", dir.path()});
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.err,
            "mazeproof: book.json: mazes[0].page: expected an integer from 1, got \"two\"\n");
}

TEST(Manifest, BadArtRecordsAreUnusable) {
  TempDir dir;
  const std::vector<std::pair<std::function<void(nlohmann::json&)>, std::string>> cases = {
      {[](nlohmann::json& m) {
         m["ornaments"] = {
             {{"id", "o"}, {"page", 1}, {"picture", kMaze3}, {"colour_rgb", {0.2, 2, 0.2}}}};
       },
       "mazeproof: book.json: ornaments[0].colour_rgb[1]: expected a number from 0 to 1, got "
       "2\n"},
      {[](nlohmann::json& m) { m["cover"]["back_sample"] = "no-such-maze"; },
       "mazeproof: book.json: cover.back_sample: expected the id of a maze or ornament in "
       "book.json, got \"no-such-maze\"\n"},
      {[](nlohmann::json& m) {
         m["mazes"][0]["route"] = {0, 1, 99};
       },
       "mazeproof: book.json: mazes[0].route[2]: expected a cell index below 9, got 99\n"},
  };
  for (const auto& [edit, expected] : cases) {
    BookOptions o;
    o.edit_manifest = edit;
    make_test_book(dir.path(), o);
    const RunResult r = run_in_process({"book", dir.path()});
    EXPECT_EQ(r.code, 2);
    EXPECT_EQ(r.err, expected);
  }
}

TEST(Manifest, BadPrintedTextsAreUnusable) {
  TempDir dir;
  const std::vector<std::pair<nlohmann::json, std::string>> cases = {
      {nlohmann::json::array({{"interior.pdf", 1, "maze_heading", "Maze 1"}}),
       "mazeproof: book.json: texts[0]: expected [file, page, role, text, font, size_pt, x, y, "
       "width, height], got [\"interior.pdf\",1,\"maze_heading\",\"Maz...\n"},
      {nlohmann::json::array(
           {{"back.pdf", 1, "maze_heading", "Maze 1", "Lato", 20, 10, 10, 60, 20}}),
       "mazeproof: book.json: texts[0][0]: expected \"interior.pdf\" or \"cover.pdf\", got "
       "\"back.pdf\"\n"},
      {nlohmann::json::array(
           {{"interior.pdf", 0, "maze_heading", "Maze 1", "Lato", 20, 10, 10, 60, 20}}),
       "mazeproof: book.json: texts[0][1]: expected an integer from 1, got 0\n"},
      {nlohmann::json::array(
           {{"interior.pdf", 1, "maze_heading", "Maze 1", "Lato", 0, 10, 10, 60, 20}}),
       "mazeproof: book.json: texts[0][5]: expected a size above 0, got 0\n"},
  };
  for (const auto& [texts, expected] : cases) {
    BookOptions o;
    o.edit_manifest = [&](nlohmann::json& m) { m["texts"] = texts; };
    make_test_book(dir.path(), o);
    const RunResult r = run_in_process({"book", dir.path()});
    EXPECT_EQ(r.code, 2);
    EXPECT_EQ(r.err, expected);
  }
}

// A version-1 picture is read into the one model of a maze (its entrance
// and exit named): one with other than two openings, or larger than a page
// holds, names neither and is refused.
TEST(Manifest, VersionOnePictureItsOpeningsCannotNameIsUnusable) {
  TempDir dir;
  const std::vector<std::pair<std::function<void(nlohmann::json&)>, std::string>> cases = {
      {[](nlohmann::json& m) { m["mazes"][0]["picture"][6] = "#######"; },
       "mazeproof: book.json: mazes[0].picture: a picture with 1 opening(s) in its border, not 2 "
       "(the entrance and the exit)\n"},
      {[](nlohmann::json& m) { m["mazes"][0]["picture"][0] = "#.#.###"; },
       "mazeproof: book.json: mazes[0].picture: a picture with 3 opening(s) in its border, not 2 "
       "(the entrance and the exit)\n"},
      {[](nlohmann::json& m) {
         std::vector<std::string> wide(3, std::string(4003, '#'));
         for (size_t x = 1; x < 4003; x += 2) wide[1][x] = '.';
         for (size_t x = 2; x + 1 < 4003; x += 2) wide[1][x] = '.';
         wide[0][1] = wide[2][4001] = '.';
         m["mazes"][0]["picture"] = wide;
         m["mazes"][0].erase("columns");
         m["mazes"][0].erase("rows");
         m["mazes"][0].erase("route");
         m["mazes"][0].erase("entrance");
         m["mazes"][0].erase("exit");
       },
       "mazeproof: book.json: mazes[0].picture: a 2001x1 grid is more than 2000 cells across, "
       "more than a page holds legibly\n"},
  };
  for (const auto& [edit, expected] : cases) {
    BookOptions o;
    o.edit_manifest = edit;
    make_test_book(dir.path(), o);
    const RunResult r = run_in_process({"book", dir.path()});
    EXPECT_EQ(r.code, 2);
    EXPECT_EQ(r.err, expected);
  }
}

TEST(Manifest, ManifestPictureOfAnotherMazeFails) {
  TempDir dir;
  BookOptions o;
  o.edit_manifest = [](nlohmann::json& m) {
    m["mazes"][0]["picture"][3] = "#.#.#.#";  // (0,1)-(1,1) closed
  };
  const RunResult r = prove(o, dir);
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(lines_with(r.err, {"page 2: maze m-1: the wall between cell (0,1) and cell (1,1): "
                               "passage in the PDF, wall in book.json",
                               "[mazes.manifest]"}),
            1)
      << r.err;
  EXPECT_EQ(lines_with(r.err, {"page 3: maze m-1: solution (slot 0): the wall between cell (0,1) "
                               "and cell (1,1): passage in the drawing, wall in book.json"}),
            1)
      << r.err;
}

TEST(Manifest, WrongMetricsInManifestFail) {
  TempDir dir;
  BookOptions o;
  o.edit_manifest = [](nlohmann::json& m) { m["mazes"][0]["metrics"]["forks"] = 2; };
  const RunResult r = prove(o, dir);
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(lines_with(r.err, {"page 2: maze m-1: forks 0 in the PDF, 2 in book.json"}), 1)
      << r.err;
}

TEST(Manifest, PagesOfTheManifestMustExist) {
  TempDir dir;
  BookOptions o;
  o.edit_manifest = [](nlohmann::json& m) {
    m["mazes"].push_back(m["mazes"][0]);
    m["mazes"][1]["id"] = "m-2";
    m["mazes"][1]["page"] = 30;
    m["mazes"][1]["solution_page"] = 3;
    m["mazes"][0]["solution_slot"] = 1;
  };
  const RunResult r = prove(o, dir);
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(
      lines_with(r.err,
                 {"interior.pdf: maze m-2: page 30 is past the last page (24) [mazes.pages]"}),
      1)
      << r.err;
  EXPECT_EQ(
      lines_with(
          r.err,
          {"interior.pdf: page 3: maze m-1: no drawing in solution slot 1 [solutions.drawings]"}),
      1)
      << r.err;
}

TEST(Manifest, SolutionPageCannotBeAMazePage) {
  TempDir dir;
  BookOptions o;
  o.edit_manifest = [](nlohmann::json& m) { m["mazes"][0]["solution_page"] = 2; };
  const RunResult r = prove(o, dir);
  EXPECT_EQ(
      lines_with(
          r.err,
          {"interior.pdf: page 2: solution page of maze m-1 and maze page of m-1 [mazes.pages]"}),
      1)
      << r.err;
}

}  // namespace
}  // namespace mazeproof_test
