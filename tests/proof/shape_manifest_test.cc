// A version-2 book.json that cannot be read is unusable input (exit 2, one
// line naming the file, the field and the problem, no report written): a
// maze without its placement, a placement of the wrong type, a grid too
// large for any page (DRAWING_RULES.md "Shaped mazes", "The manifest").

#include <gtest/gtest.h>

#include <filesystem>

#include "shape_book.h"

namespace mazeproof_test {
namespace {

class ShapeManifest : public ShapeBookTest {
 protected:
  // Proves the copy with book.json changed; exit 2 and exactly `line`.
  void expect_unusable(const std::string& line) {
    write_manifest();
    const RunResult r = prove();
    EXPECT_EQ(r.code, 2);
    EXPECT_EQ(r.err, "mazeproof: book.json: " + line + "\n");
    EXPECT_FALSE(std::filesystem::exists(copy_ / "check.json"));
  }
};

TEST_F(ShapeManifest, MissingPlacementIsUnusable) {
  const size_t i = maze_of("hex");
  json_["mazes"][i].erase("placement");
  expect_unusable("mazes[" + std::to_string(i) +
                  "].placement: expected an object {\"origin_pt\": [x, y], \"unit_pt\", "
                  "\"wall_pt\"}, got nothing");
}

TEST_F(ShapeManifest, PlacementOfTheWrongTypeIsUnusable) {
  const size_t i = maze_of("triangle");
  json_["mazes"][i]["solution_placement"]["unit_pt"] = "x";
  expect_unusable("mazes[" + std::to_string(i) +
                  "].solution_placement.unit_pt: expected a number, got \"x\"");
}

TEST_F(ShapeManifest, GridTooLargeForAnyPageIsUnusable) {
  const size_t i = maze_of("polar");
  json_["mazes"][i]["grid"]["rings"] = 1001;
  expect_unusable("mazes[" + std::to_string(i) +
                  "].grid: a polar:1001 grid is more than 2000 units across, more than a page "
                  "holds legibly");
}

TEST_F(ShapeManifest, VersionOneReadingOfAShapedBookFails) {
  // A version-2 book relabelled version 1 is read by the version-1 rules,
  // whose openings name a side, not a number.
  json_["version"] = 1;
  expect_unusable("mazes[0].entrance.side: expected a string, got 0");
}

}  // namespace
}  // namespace mazeproof_test
