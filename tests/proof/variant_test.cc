// Puzzle variants proved from the page (DRAWING_RULES.md "Puzzle
// variants"): books made by the tests alone (variant_book.h) pass, and each
// copy spoiled as an attacker would (a key moved behind its door, an arrow
// reversed, two entrance trees joined, two doors of one letter, a font that
// cannot be read, a dead entrance not struck through) fails naming the page
// and the rule.

#include <gtest/gtest.h>

#include <fstream>
#include <nlohmann/json.hpp>
#include <string>
#include <tuple>
#include <utility>

#include "proof/pdf/content_walker.h"
#include "proof/pdf/to_unicode.h"
#include "real_book.h"
#include "test_run.h"
#include "variant_kinds.h"

namespace mazeproof_test {
namespace {

RunResult prove(const VariantBook& book, TempDir& dir) {
  write_variant_book(dir.path(), book);
  return run_in_process({"book", dir.path()});
}

nlohmann::json maze_report(TempDir& dir) {
  return nlohmann::json::parse(slurp(dir / "check.json"))["mazes"][0];
}

bool has_line(const std::string& err, const std::string& line) {
  return err.find(line + "\n") != std::string::npos;
}

TEST(ToUnicode, ReadsCharsAndRanges) {
  const mazeproof::UnicodeMap map = mazeproof::parse_to_unicode(
      "begincmap 2 beginbfchar <0003> <0041> <0004> <00660069> endbfchar\n"
      "1 beginbfrange <0010> <0012> <0061> endbfrange\n"
      "1 beginbfrange <0020> <0021> [<0058> <D83DDE00>] endbfrange endcmap");
  EXPECT_EQ(map.at(3), "A");
  EXPECT_EQ(map.at(4), "fi");
  EXPECT_EQ(map.at(0x10), "a");
  EXPECT_EQ(map.at(0x12), "c");
  EXPECT_EQ(map.at(0x20), "X");
  EXPECT_EQ(map.at(0x21), "\xF0\x9F\x98\x80");
  EXPECT_EQ(map.count(0x13), 0u);
  bool complete = true;
  EXPECT_EQ(mazeproof::decode_text(map, true, std::string("\x00\x03\x00\x11", 4), complete), "Ab");
  EXPECT_TRUE(complete);
  EXPECT_EQ(mazeproof::decode_text(map, true, std::string("\x00\x05", 2), complete), "");
  EXPECT_FALSE(complete);
}

TEST(ToUnicode, StopsAtItsBound) {
  // One range of four billion codes is cut at the bound, not walked.
  const mazeproof::UnicodeMap map =
      mazeproof::parse_to_unicode("1 beginbfrange <00000000> <FFFFFFFF> <0041> endbfrange");
  EXPECT_EQ(static_cast<int64_t>(map.size()), mazeproof::kMaxToUnicodeEntries);
  // Nor when it maps to nothing readable, or ends at the last code.
  EXPECT_TRUE(
      mazeproof::parse_to_unicode("1 beginbfrange <00000000> <FFFFFFFF> <> endbfrange").empty());
  EXPECT_EQ(
      mazeproof::parse_to_unicode("1 beginbfrange <FFFFFFFE> <FFFFFFFF> <0041> endbfrange").size(),
      2u);
}

// Cairo's fonts (Type0 subsets with bfchar and bfrange maps) read back as
// the words the book printed.
TEST(ToUnicode, ReadsARealBooksText) {
  TempDir dir;
  ASSERT_TRUE(build_real_book(dir.path(), "b", small_spec(6)));
  mazeproof::PdfFile pdf(dir.path() + "/b/interior.pdf", "interior.pdf");
  mazeproof::ContentWalker walker(pdf);
  const nlohmann::json manifest = nlohmann::json::parse(slurp(dir.path() + "/b/book.json"));
  const int page = manifest["mazes"][0]["page"].get<int>() - 1;
  std::string shown;
  int texts = 0;
  for (const mazeproof::DrawItem& item : walker.walk_page(page)) {
    if (item.kind != mazeproof::ItemKind::text) continue;
    ++texts;
    EXPECT_TRUE(item.text_decoded) << item.font;
    shown += item.text + "|";
  }
  EXPECT_GT(texts, 0);
  EXPECT_NE(shown.find("START|"), std::string::npos) << shown;
  EXPECT_NE(shown.find("FINISH|"), std::string::npos) << shown;
}

// A book mazebook made of the shipped variant presets (presets/books/
// puzzles.json's sections) passes, every variant proved, floors too.
TEST(Variants, RealPuzzleBookPasses) {
  TempDir dir;
  const std::string spec =
      R"({"title":"T","author":"A","trim":"8.5x11","paper":"white","bleed":false,)"
      R"("template":"kids","seed":12,"sections":[{"preset":"entrances","count":8},)"
      R"({"preset":"keys","count":8},{"preset":"oneway","count":8},{"preset":"floors","count":8}],)"
      R"("solutions_per_page":"auto"})";
  ASSERT_TRUE(build_real_book(dir.path(), "p", spec));
  const RunResult r = run_mazeproof(dir.path() + "/p");
  EXPECT_EQ(r.code, 0) << r.err;
  const nlohmann::json report = nlohmann::json::parse(slurp(dir.path() + "/p/check.json"));
  int variants = 0;
  for (const nlohmann::json& check : report["checks"]) {
    if (check["id"] != "variants.proved") continue;
    ++variants;
    EXPECT_EQ(check["figures"]["variant_mazes"], 32);
    EXPECT_EQ(check["figures"]["proved"], 32);
  }
  EXPECT_EQ(variants, 1);
}

TEST(Variants, KeysBookPasses) {
  TempDir dir;
  const VariantBook book = keys_variant();
  const RunResult r = prove(book, dir);
  EXPECT_EQ(r.code, 0) << r.err << r.out;
  const nlohmann::json maze = maze_report(dir);
  EXPECT_EQ(maze["variant"]["kind"], "keys");
  EXPECT_EQ(maze["variant"]["proved"], true);
  EXPECT_EQ(maze["variant"]["metrics"], book.record["variant_metrics"]);
  EXPECT_GT(book.record["variant_metrics"]["backtracking_steps"].get<int>(), 0);
  EXPECT_EQ(maze["solution_ok"], true);
}

TEST(Variants, OnewayBookPasses) {
  TempDir dir;
  const VariantBook book = oneway_variant();
  const RunResult r = prove(book, dir);
  EXPECT_EQ(r.code, 0) << r.err << r.out;
  const nlohmann::json maze = maze_report(dir);
  EXPECT_EQ(maze["variant"]["kind"], "oneway");
  EXPECT_EQ(maze["variant"]["metrics"]["arrows_on_route"], 2);
}

TEST(Variants, EntrancesBookPasses) {
  TempDir dir;
  const VariantBook book = entrances_variant();
  const RunResult r = prove(book, dir);
  EXPECT_EQ(r.code, 0) << r.err << r.out;
  const nlohmann::json maze = maze_report(dir);
  EXPECT_EQ(maze["variant"]["kind"], "entrances");
  EXPECT_EQ(maze["variant"]["metrics"]["dead_entrances"], 1);
  EXPECT_EQ(maze["perfect"], false);
  EXPECT_EQ(maze["route_length"], book.record["route"].size() - 1);
}

// The cut that splits the plain maze's route in entrances_variant().
std::pair<int, int> entrance_cut() {
  const std::vector<int> route = plain_variant().maze.walk;
  const size_t cut = route.size() / 2;
  return {route[cut], route[cut + 1]};
}

TEST(VariantTamper, KeyMovedBehindItsDoor) {
  TempDir dir;
  VariantBook book = keys_variant();
  book.maze.keys[0].first = kVariantSide * kVariantSide - 1;  // the exit's cell
  const RunResult r = prove(book, dir);
  EXPECT_EQ(r.code, 1) << r.err;
  EXPECT_TRUE(has_line(r.err,
                       "interior.pdf: page 2: maze v-1: puzzle variant keys: key A (cell 35 "
                       "(5,5)) cannot be picked up before its door: it lies behind its own door "
                       "or a door whose key comes later [variants.proved]"))
      << r.err;
  EXPECT_EQ(maze_report(dir)["variant"]["proved"], false);
}

TEST(VariantTamper, ArrowReversed) {
  TempDir dir;
  VariantBook book = oneway_variant();
  std::swap(book.maze.arrows[1].first, book.maze.arrows[1].second);
  const RunResult r = prove(book, dir);
  EXPECT_EQ(r.code, 1) << r.err;
  EXPECT_TRUE(has_line(r.err,
                       "interior.pdf: page 2: maze v-1: puzzle variant oneway: the exit cannot "
                       "be reached from the entrance [variants.proved]"))
      << r.err;
}

TEST(VariantTamper, SecondEntranceConnected) {
  TempDir dir;
  VariantBook book = entrances_variant();
  const auto [a, b] = entrance_cut();
  book.maze.grid.set(a, b, true);  // the wall between the two trees taken out
  const RunResult r = prove(book, dir);
  EXPECT_EQ(r.code, 1) << r.err;
  EXPECT_TRUE(has_line(r.err,
                       "interior.pdf: page 2: maze v-1: puzzle variant entrances: 1 tree(s) of "
                       "passages, expected one per entrance (2) [variants.proved]"))
      << r.err;
  EXPECT_TRUE(has_line(r.err,
                       "interior.pdf: page 2: maze v-1: puzzle variant entrances: entrance A "
                       "shares its tree with another entrance (they are joined) "
                       "[variants.proved]"))
      << r.err;
}

TEST(VariantTamper, TwoDoorsShareALetter) {
  TempDir dir;
  VariantBook book = keys_variant();
  std::get<2>(book.maze.doors[1]) = 'A';
  const RunResult r = prove(book, dir);
  EXPECT_EQ(r.code, 1) << r.err;
  EXPECT_TRUE(has_line(r.err,
                       "interior.pdf: page 2: maze v-1: puzzle variant keys: two doors lettered "
                       "A [variants.proved]"))
      << r.err;
  EXPECT_TRUE(has_line(r.err,
                       "interior.pdf: page 2: maze v-1: puzzle variant keys: key B has no door "
                       "[variants.proved]"))
      << r.err;
}

TEST(VariantTamper, FontWithoutToUnicode) {
  TempDir dir;
  VariantBook book = keys_variant();
  book.pdf.to_unicode = false;
  const RunResult r = prove(book, dir);
  EXPECT_EQ(r.code, 1) << r.err;
  EXPECT_NE(r.err.find("interior.pdf: page 2: maze v-1: 6 text(s) whose characters cannot be "
                       "read (the font has no /ToUnicode map, or it misses a code), first font "
                       "DejaVuSans [variants.proved]"),
            std::string::npos)
      << r.err;
}

TEST(VariantTamper, DeadEntranceNotStruckThrough) {
  TempDir dir;
  VariantBook book = entrances_variant();
  book.solution.struck.clear();
  const RunResult r = prove(book, dir);
  EXPECT_EQ(r.code, 1) << r.err;
  EXPECT_TRUE(has_line(r.err,
                       "interior.pdf: page 3: maze v-1: solution (slot 0): entrance A does not "
                       "reach the exit but is not struck through [solutions.drawings]"))
      << r.err;
}

TEST(VariantTamper, WinnerStruckThrough) {
  TempDir dir;
  VariantBook book = entrances_variant();
  book.solution.struck = {'A', 'B'};
  const RunResult r = prove(book, dir);
  EXPECT_EQ(r.code, 1) << r.err;
  EXPECT_TRUE(has_line(r.err,
                       "interior.pdf: page 3: maze v-1: solution (slot 0): entrance B reaches "
                       "the exit but is struck through [solutions.drawings]"))
      << r.err;
}

TEST(VariantTamper, SolutionWithoutTheDetour) {
  TempDir dir;
  VariantBook book = keys_variant();
  book.solution.walk = plain_variant().maze.walk;  // the plain route: key B never fetched
  const RunResult r = prove(book, dir);
  EXPECT_EQ(r.code, 1) << r.err;
  EXPECT_NE(r.err.find("[solutions.routes]"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("route misses the step between"), std::string::npos) << r.err;
}

TEST(VariantTamper, SolutionPageMissesAMark) {
  TempDir dir;
  VariantBook book = oneway_variant();
  book.solution.arrows.pop_back();
  const RunResult r = prove(book, dir);
  EXPECT_EQ(r.code, 1) << r.err;
  EXPECT_NE(r.err.find("(the solution page's marks) [solutions.drawings]"), std::string::npos)
      << r.err;
}

TEST(VariantTamper, MarkOutsideItsSlot) {
  TempDir dir;
  VariantBook book = keys_variant();
  book.maze.key_shift = 0.3;  // the discs reach across their cells' walls
  const RunResult r = prove(book, dir);
  EXPECT_EQ(r.code, 1) << r.err;
  EXPECT_NE(r.err.find("interior.pdf: page 2: 4 fill(s), stroke(s), text(s), image(s) or "
                       "shading(s) over a maze drawing, first fill at"),
            std::string::npos)
      << r.err;
  EXPECT_NE(r.err.find("[mazes.closed_world]"), std::string::npos) << r.err;
}

TEST(VariantManifest, MetricsAndMarksCrossChecked) {
  TempDir dir;
  VariantBook book = keys_variant();
  book.record["variant_metrics"]["walk_length"] = 1;
  book.record["keys"][0]["cell"] = 35;
  const RunResult r = prove(book, dir);
  EXPECT_EQ(r.code, 1) << r.err;
  const int walk = static_cast<int>(book.record["route"].size()) - 1;
  EXPECT_TRUE(has_line(r.err, "interior.pdf: page 2: maze v-1: variant_metrics.walk_length " +
                                  std::to_string(walk) +
                                  " in the PDF, 1 in book.json [mazes.manifest]"))
      << r.err;
  EXPECT_NE(r.err.find("keys [A 35, B "), std::string::npos) << r.err;
}

// A maze of floors drawn as one drawing: a floor has no drawing.
TEST(VariantManifest, FloorsWithOneDrawingFail) {
  TempDir dir;
  VariantBook book = keys_variant();
  book.record["variant"] = {{"kind", "floors"}, {"floors", 2}};
  const RunResult r = prove(book, dir);
  EXPECT_EQ(r.code, 1) << r.err;
  EXPECT_TRUE(has_line(r.err,
                       "interior.pdf: page 2: maze v-1: 1 maze drawings on the page, expected 2 "
                       "(one per floor) [mazes.drawings]"))
      << r.err;
}

TEST(VariantManifest, CountOutOfRangeIsUnusable) {
  TempDir dir;
  VariantBook book = keys_variant();
  write_variant_book(dir.path(), book);
  nlohmann::json m = nlohmann::json::parse(slurp(dir / "book.json"));
  m["mazes"][0]["variant"] = {{"kind", "keys"}, {"pairs", 9}};
  std::ofstream(dir / "book.json") << m.dump();
  const RunResult r = run_in_process({"book", dir.path()});
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.err,
            "mazeproof: book.json: mazes[0].variant.pairs: expected an integer from 1 to 3, got "
            "9\n");
}

}  // namespace
}  // namespace mazeproof_test
