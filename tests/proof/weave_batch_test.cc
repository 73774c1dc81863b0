// mazeproof batch on weave mazes (src/proof/README.md "Weave mazes"):
// hand-written records in tests/data/proof/grid-weave.json whose figures
// were worked out by hand, crossings moved or broken found with their rule,
// and bad crossing lists refused to the letter.

#include <gtest/gtest.h>

#include <fstream>
#include <nlohmann/json.hpp>

#include "test_run.h"

namespace mazeproof_test {
namespace {

using nlohmann::json;

std::string data(const std::string& name) {
  return std::string(MAZEBOOK_TEST_DATA) + "/proof/" + name;
}

json good() {
  std::ifstream in(data("grid-weave.json"));
  return json::parse(in);
}

// mazeproof batch on `file` written to a temporary folder.
RunResult prove(const json& file, const TempDir& dir) {
  const std::string path = dir.path() + "/weave.json";
  std::ofstream(path) << file.dump();
  return run_in_process({"batch", path});
}

TEST(WeaveBatch, CrossingsAreTwoPlacesEach) {
  const RunResult r = run_in_process({"batch", data("grid-weave.json")});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.err, "");
  EXPECT_EQ(r.out,
            "under: 3x3, perfect, route 6, forks 2, crossings 1 (1 on the route)\n"
            "both-ways: 5x3, perfect, route 12, forks 2, crossings 1 (2 on the route)\n"
            "mazeproof: 2 mazes, 0 failed\n");
}

TEST(WeaveBatch, WithoutItsCrossingsTheMazeHasLoops) {
  const TempDir dir;
  json file = good();
  for (json& m : file["mazes"]) {
    m.erase("crossings");
    m["metrics"].erase("crossings");
    m["metrics"].erase("crossings_on_route");
  }
  const RunResult r = prove(file, dir);
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(r.out,
            "under: 3x3, not perfect: 1 loop, first closed by the passage between cell 4 (1,1) "
            "and cell 5 (2,1)\n"
            "both-ways: 5x3, not perfect: 1 loop, first closed by the passage between cell 11 "
            "(1,2) and cell 12 (2,2)\n"
            "mazeproof: 2 mazes, 2 failed\n");
}

TEST(WeaveBatch, EachBrokenRuleIsNamed) {
  const TempDir dir;
  json file = good();
  // Moved onto the outer wall; moved onto a cell open on two sides only.
  file["mazes"][0]["crossings"][0]["cell"] = 3;
  file["mazes"][1]["crossings"][0]["cell"] = 6;
  RunResult r = prove(file, dir);
  EXPECT_EQ(r.code, 1);
  const std::string name = dir.path() + "/weave.json";
  EXPECT_EQ(r.err,
            name + ": maze under: crossing at cell 3 (0,1) is on the outer wall\n" + name +
                ": maze both-ways: crossing at cell 6 (1,1) is not open on all four sides\n");

  // Two crossings side by side along their under passages.
  json pair = {{"id", "pair"},
               {"grid", {{"kind", "rect"}, {"columns", 4}, {"rows", 3}}},
               {"passages", json::array()},
               {"crossings", {{{"cell", 5}, {"over", "ns"}}, {{"cell", 6}, {"over", "ns"}}}},
               {"entrance", {{"cell", 0}, {"side", 0}}},
               {"exit", {{"cell", 11}, {"side", 2}}}};
  for (int a = 0; a < 12; ++a) {
    if (a % 4 < 3) pair["passages"].push_back({a, a + 1});
    if (a < 8) pair["passages"].push_back({a, a + 4});
  }
  r = prove(json{{"mazes", {pair}}}, dir);
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(r.err, name +
                       ": maze pair: crossing at cell 5 (1,1) has the crossing at cell 6 (2,1) "
                       "next to it along its under passage\n");
}

TEST(WeaveBatch, FiguresMustMatchTheProof) {
  const TempDir dir;
  json file = good();
  file["mazes"][1]["metrics"]["crossings_on_route"] = 1;
  file["mazes"][1]["metrics"]["crossings"] = 2;
  const RunResult r = prove(file, dir);
  EXPECT_EQ(r.code, 1);
  const std::string name = dir.path() + "/weave.json";
  EXPECT_EQ(r.err, name + ": maze both-ways: crossings 1 by proof, the file says 2\n" + name +
                       ": maze both-ways: crossings_on_route 2 by proof, the file says 1\n");
}

TEST(WeaveBatch, BadCrossingListsAreUnusable) {
  const TempDir dir;
  const std::string name = dir.path() + "/weave.json";
  const auto refused = [&](const std::function<void(json&)>& edit) {
    json file = good();
    edit(file["mazes"][0]);
    const RunResult r = prove(file, dir);
    EXPECT_EQ(r.code, 2);
    EXPECT_EQ(r.out, "");
    return r.err;
  };
  EXPECT_EQ(refused([](json& m) { m["crossings"][0]["over"] = "up"; }),
            "mazeproof: " + name +
                ": mazes[0].crossings[0].over: expected \"ns\" or \"ew\", got \"up\"\n");
  EXPECT_EQ(
      refused([](json& m) { m["crossings"][0]["cell"] = 9; }),
      "mazeproof: " + name + ": mazes[0].crossings[0].cell: expected a cell of the grid, got 9\n");
  EXPECT_EQ(refused([](json& m) { m["crossings"].push_back(m["crossings"][0]); }),
            "mazeproof: " + name +
                ": mazes[0].crossings[1].cell: cell 4 (1,1) holds another crossing already\n");
  EXPECT_EQ(refused([](json& m) { m["crossings"][0]["under"] = true; }),
            "mazeproof: " + name + ": mazes[0].crossings[0].under: unknown key\n");
  EXPECT_EQ(
      refused([](json& m) {
        m["grid"] = {{"kind", "hex"}, {"columns", 3}, {"rows", 3}};
        m["passages"] = json::array();
      }),
      "mazeproof: " + name +
          ": mazes[0].crossings: crossings on a hex grid: only rect and masked grids weave\n");
}

}  // namespace
}  // namespace mazeproof_test
