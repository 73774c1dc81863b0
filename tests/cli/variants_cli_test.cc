// Puzzle variants on the command line: stats and sample --variant, batch
// with a variant preset (the same bytes for any --jobs), and check finding
// each damaged variant maze and naming the fault, exit 1.

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "base/json.h"
#include "base/json_reader.h"
#include "book/variant_json.h"
#include "maze/solver.h"
#include "support/book_files.h"

namespace {

using mazebook::Json;
using mbtest::CliRun;

CliRun run(std::vector<std::string> args) { return mbtest::run_mazebook(std::move(args)); }

class VariantsCli : public ::testing::Test {
 protected:
  std::string path(const std::string& name) const { return dir_.file(name); }

  // One sample maze of `variant` as a batch-like document {"mazes": [...]}.
  Json sample(const std::string& variant, const std::string& algorithm) {
    std::vector<std::string> args = {"sample", "--variant", variant,    "--size", "9x8",
                                     "--seed", "3",         "--format", "json"};
    if (!algorithm.empty()) args.insert(args.end(), {"--algorithm", algorithm});
    const CliRun r = run(args);
    EXPECT_EQ(r.code, 0) << r.err;
    return Json{{"mazes", Json::array({Json::parse(r.out)})}};
  }

  // `check` of `document`: its exit code and output.
  CliRun check(const Json& document) {
    std::ofstream(path("c.json")) << document.dump();
    return run({"check", path("c.json")});
  }

  mbtest::TempDir dir_{"variants-cli"};
};

TEST_F(VariantsCli, StatsPrintTheVariantsOwnMetrics) {
  const CliRun r = run({"stats", "--variant", "keys:2", "--algorithms", "backtracker", "--size",
                        "10x10", "--count", "20", "--json"});
  ASSERT_EQ(r.code, 0) << r.err;
  const Json j = Json::parse(r.out);
  EXPECT_EQ(j["variant"], Json::parse(R"({"kind": "keys", "pairs": 2})"));
  EXPECT_EQ(j["algorithms"]["backtracker"]["held"], 20);
  EXPECT_EQ(j["algorithms"]["backtracker"]["metrics"]["keys_collected"]["min"], 2.0);
  EXPECT_TRUE(j["algorithms"]["backtracker"]["metrics"].contains("backtracking_steps"));

  const CliRun table =
      run({"stats", "--variant", "entrances:3", "--size", "10x10", "--count", "5"});
  ASSERT_EQ(table.code, 0) << table.err;
  EXPECT_NE(table.out.find("entrances      5/5       dead_end_share"), std::string::npos)
      << table.out;
  EXPECT_NE(table.out.find("dead_entrances           2.0       2.0     2.000       2.0"),
            std::string::npos)
      << table.out;
}

TEST_F(VariantsCli, SamplePrintsTheRuleThePictureAndTheMetrics) {
  const CliRun r = run({"sample", "--variant", "floors:2", "--algorithm", "backtracker", "--size",
                        "4x3", "--seed", "5"});
  ASSERT_EQ(r.code, 0) << r.err;
  std::istringstream lines(r.out);
  std::string line;
  std::getline(lines, line);
  EXPECT_EQ(line,
            "backtracker-floors:2-4x3-5: Take the stairs: U goes up a floor, D goes down; finish "
            "on the top floor.");
  std::getline(lines, line);
  EXPECT_EQ(line, "floor 0");
  const std::string pictures = r.out.substr(r.out.find('\n'));  // the rule names U and D too
  EXPECT_EQ(std::count(pictures.begin(), pictures.end(), 'U'), 1);
  EXPECT_EQ(std::count(pictures.begin(), pictures.end(), 'D'), 1);
  EXPECT_NE(r.out.find(", floors_changed 1\n"), std::string::npos) << r.out;
  // The same seed, the same bytes.
  EXPECT_EQ(run({"sample", "--variant", "floors:2", "--algorithm", "backtracker", "--size", "4x3",
                 "--seed", "5"})
                .out,
            r.out);
}

TEST_F(VariantsCli, BatchOfAVariantPresetIsTheSameForAnyJobsAndChecks) {
  for (const char* preset : {"keys", "entrances", "oneway", "floors"}) {
    SCOPED_TRACE(preset);
    const CliRun one = run({"batch", "--preset", preset, "--count", "12", "--seed", "4", "--jobs",
                            "1", "--quiet", "--out", path("one.json")});
    const CliRun two = run({"batch", "--preset", preset, "--count", "12", "--seed", "4", "--jobs",
                            "2", "--quiet", "--out", path("two.json")});
    ASSERT_EQ(one.code, 0) << one.err;
    ASSERT_EQ(two.code, 0) << two.err;
    EXPECT_EQ(mbtest::read_bytes(path("one.json")), mbtest::read_bytes(path("two.json")));
    const Json batch = Json::parse(mbtest::read_bytes(path("one.json")));
    EXPECT_EQ(batch["mazes"][0]["variant"]["kind"], preset);
    EXPECT_EQ(batch["selection"]["variant_failures"], 0);
    const CliRun checked = run({"check", path("one.json")});
    EXPECT_EQ(checked.code, 0) << checked.out << checked.err;
    EXPECT_NE(checked.out.find("12 mazes: 12 passed, 0 failed"), std::string::npos);
  }
}

TEST_F(VariantsCli, CheckNamesEachDamagedVariant) {
  // A key moved behind its own door: onto the door's cell away from the
  // entrance.
  Json keys = sample("keys:1", "backtracker");
  ASSERT_EQ(check(keys).code, 0) << check(keys).out;
  Json& k = keys["mazes"][0];
  const mazebook::VariantMaze vm =
      mazebook::read_variant_maze_json(mazebook::JsonNode(k, "k.json"));
  const std::vector<int32_t> d = mazebook::distances_from(vm.maze, vm.maze.entrance().cell);
  const int32_t behind = d[vm.doors[0].a] > d[vm.doors[0].b] ? vm.doors[0].a : vm.doors[0].b;
  k["keys"][0]["cell"] = behind;
  CliRun r = check(keys);
  EXPECT_EQ(r.code, 1);
  EXPECT_NE(r.out.find("FAIL: keys:1: key A (cell " + std::to_string(behind) +
                       ") cannot be picked up: it lies behind its own door or a door whose key "
                       "comes later"),
            std::string::npos)
      << r.out;

  // One arrow on the route turned round.
  Json oneway = sample("oneway:4", "backtracker");
  ASSERT_EQ(check(oneway).code, 0);
  const mazebook::VariantMaze ow =
      mazebook::read_variant_maze_json(mazebook::JsonNode(oneway["mazes"][0], "o.json"));
  const std::vector<int32_t> route = mazebook::solve(ow.maze);
  int turned = 0;
  for (Json& arrow : oneway["mazes"][0]["arrows"]) {
    const auto from = std::find(route.begin(), route.end(), arrow["from"].get<int32_t>());
    if (turned == 0 && from + 1 < route.end() && *(from + 1) == arrow["to"].get<int32_t>()) {
      std::swap(arrow["from"], arrow["to"]);
      ++turned;
    }
  }
  ASSERT_EQ(turned, 1);
  r = check(oneway);
  EXPECT_EQ(r.code, 1);
  EXPECT_NE(r.out.find("FAIL: oneway:4: the exit cannot be reached from the entrance"),
            std::string::npos)
      << r.out;

  // A stair taken away.
  Json floors = sample("floors:3", "wilson");
  ASSERT_EQ(check(floors).code, 0);
  floors["mazes"][0]["stairs"].erase(0);
  r = check(floors);
  EXPECT_EQ(r.code, 1);
  EXPECT_NE(r.out.find("FAIL: floors:3: floors 0 and 1 are joined by no stairs; expected one"),
            std::string::npos)
      << r.out;

  // A second entrance's tree joined to the first: a wall opened between
  // them (the picture goes, as it would no longer match).
  Json entrances = sample("entrances:2", "");
  ASSERT_EQ(check(entrances).code, 0);
  Json& e = entrances["mazes"][0];
  const mazebook::VariantMaze two =
      mazebook::read_variant_maze_json(mazebook::JsonNode(e, "e.json"));
  const std::vector<int32_t> a = mazebook::distances_from(two.maze, two.entrances[0].cell);
  bool joined = false;
  for (int32_t cell = 0; cell < two.maze.size() && !joined; ++cell) {
    const int32_t right = cell % 9 < 8 ? cell + 1 : -1;
    if (right >= 0 && (a[cell] >= 0) != (a[right] >= 0)) {
      e["passages"].push_back({cell, right});
      joined = true;
    }
  }
  ASSERT_TRUE(joined);
  e.erase("picture");
  r = check(entrances);
  EXPECT_EQ(r.code, 1);
  EXPECT_NE(r.out.find("FAIL: entrances:2: entrances A and B are joined"), std::string::npos)
      << r.out;
  // A plain maze checked against a variant preset.
  const CliRun plain =
      run({"sample", "--algorithm", "wilson", "--size", "10x10", "--format", "json"});
  check(Json{{"mazes", Json::array({Json::parse(plain.out)})}});
  const CliRun against = run({"check", path("c.json"), "--preset", "keys"});
  EXPECT_EQ(against.code, 1);
  EXPECT_NE(against.out.find("variant none, preset keys asks keys:2"), std::string::npos)
      << against.out;

  check(entrances);
  const CliRun json = run({"check", path("c.json"), "--json"});
  const Json finding = Json::parse(json.out)["mazes"][0];
  EXPECT_EQ(finding["variant"], "entrances:2");
  EXPECT_EQ(finding["variant_holds"], false);
  EXPECT_EQ(finding["problem"], "entrances A and B are joined");
}

}  // namespace
