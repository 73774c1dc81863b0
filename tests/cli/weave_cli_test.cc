// Weave mazes on the command line: sample (JSON and PNG) and stats --weave, their
// refusals to the letter, the same bytes for any --jobs, and check proving
// a weave batch file from its passages and crossings and failing one with a
// crossing moved.

#include <gtest/gtest.h>

#include <fstream>

#include "base/json.h"
#include "support/book_files.h"

namespace {

using mazebook::Json;
using mbtest::CliRun;

CliRun run(std::vector<std::string> args) { return mbtest::run_mazebook(std::move(args)); }

class WeaveCli : public ::testing::Test {
 protected:
  std::string path(const std::string& name) const { return dir_.file(name); }

  // `count` sample weave mazes as a batch-like document {"mazes": [...]}.
  Json sample(const std::string& algorithm, int count) {
    const CliRun r = run({"sample", "--weave", "0.3", "--algorithm", algorithm, "--size", "12x9",
                          "--seed", "4", "--count", std::to_string(count)});
    EXPECT_EQ(r.code, 0) << r.err;
    Json mazes = Json::parse(r.out);
    if (!mazes.is_array()) mazes = Json::array({mazes});
    return Json{{"mazes", mazes}};
  }

  CliRun check(const Json& document) {
    std::ofstream(path("c.json")) << document.dump();
    return run({"check", path("c.json")});
  }

  mbtest::TempDir dir_{"weave-cli"};
};

TEST_F(WeaveCli, SampleWritesCrossingsBesideThePassages) {
  for (const char* algorithm : {"kruskal", "backtracker"}) {
    const Json file = sample(algorithm, 6);
    int64_t crossings = 0;
    for (const Json& m : file["mazes"]) {
      ASSERT_TRUE(m.contains("crossings")) << m.dump();
      EXPECT_FALSE(m.contains("picture"));
      const int64_t k = static_cast<int64_t>(m["crossings"].size());
      crossings += k;
      EXPECT_EQ(static_cast<int64_t>(m["passages"].size()), m["cells"].get<int64_t>() + k - 1);
      EXPECT_EQ(m["metrics"]["crossings"], k);
      for (const Json& c : m["crossings"]) {
        EXPECT_TRUE(c["over"] == "ns" || c["over"] == "ew") << c.dump();
      }
      std::vector<std::string> keys;
      for (const auto& [key, value] : m.items()) keys.push_back(key);
      EXPECT_EQ(keys,
                (std::vector<std::string>{"id", "algorithm", "seed", "grid", "cells", "passages",
                                          "crossings", "entrance", "exit", "metrics"}));
    }
    EXPECT_GT(crossings, 0) << algorithm;
  }
  // A plain sample keeps its record as before: no crossings.
  const CliRun plain =
      run({"sample", "--algorithm", "kruskal", "--size", "4x3", "--format", "json"});
  ASSERT_EQ(plain.code, 0);
  EXPECT_FALSE(Json::parse(plain.out).contains("crossings"));
}

TEST_F(WeaveCli, RefusalsInOneLine) {
  const auto refused = [](std::vector<std::string> args) {
    const CliRun r = run(std::move(args));
    EXPECT_EQ(r.code, 2);
    EXPECT_EQ(r.out, "");
    return r.err;
  };
  EXPECT_EQ(refused({"sample", "--weave", "0.2", "--algorithm", "kruskal", "--size", "8x8",
                     "--format", "picture"}),
            "mazebook: --format: a picture cannot show crossings; use json with --weave\n");
  EXPECT_EQ(refused({"sample", "--weave", "0.2", "--algorithm", "wilson", "--size", "8x8"}),
            "mazebook: --algorithm: wilson does not weave; with --weave, one of backtracker, "
            "kruskal\n");
  EXPECT_EQ(refused({"sample", "--weave", "0.2", "--algorithm", "kruskall", "--size", "8x8"}),
            "mazebook: --algorithm: unknown algorithm 'kruskall'; with --weave, one of "
            "backtracker, kruskal\n");
  for (const char* bad : {"0", "1", "-0.2", "1.5", "x", "0.2x", "nan"}) {
    EXPECT_EQ(refused({"sample", "--weave", bad, "--algorithm", "kruskal", "--size", "8x8"}),
              std::string("mazebook: --weave: expected a density above 0 and below 1 (e.g. 0.2), "
                          "got '") +
                  bad + "'\n");
  }
  EXPECT_EQ(refused({"sample", "--weave", "0.2", "--algorithm", "kruskal", "--grid", "hex:8x8"}),
            "mazebook: --weave: weave mazes are for rect and masked grids, not hex\n");
  EXPECT_EQ(refused({"sample", "--weave", "0.2", "--variant", "keys:1", "--algorithm", "kruskal",
                     "--size", "8x8"}),
            "mazebook: --weave: a variant maze does not weave; leave out --variant or --weave\n");
  EXPECT_EQ(refused({"stats", "--weave", "0.2", "--algorithms", "kruskal,prim", "--size", "8x8",
                     "--count", "3"}),
            "mazebook: --algorithms: prim does not weave; with --weave, one of backtracker, "
            "kruskal\n");
}

TEST_F(WeaveCli, SampleDrawsPngsAndRefusesWhatItCannotDraw) {
  for (const char* algorithm : {"kruskal", "backtracker"}) {
    const std::string png = path(std::string(algorithm) + ".png");
    const CliRun r = run({"sample", "--weave", "0.2", "--algorithm", algorithm, "--size", "20x20",
                          "--format", "png", "--solution", "--count", "2", "--out", png});
    ASSERT_EQ(r.code, 0) << r.err;
    for (const char* n : {"-1", "-2"}) {
      const std::string file = path(std::string(algorithm) + n + ".png");
      EXPECT_EQ(mbtest::read_bytes(file).substr(1, 3), "PNG") << file;
    }
  }
  const auto refused = [](std::vector<std::string> args) {
    const CliRun r = run(std::move(args));
    EXPECT_EQ(r.code, 2);
    return r.err;
  };
  EXPECT_EQ(refused({"sample", "--weave", "0.2", "--algorithm", "kruskal", "--size", "8x8",
                     "--format", "png"}),
            "mazebook: --out: a file name is needed with --format png (e.g. --out weave.png)\n");
  EXPECT_EQ(refused({"sample", "--weave", "0.2", "--algorithm", "kruskal", "--size", "8x8",
                     "--format", "svg"}),
            "mazebook: --format: with --weave, expected json or png, got 'svg'\n");
  EXPECT_EQ(refused({"sample", "--weave", "0.2", "--algorithm", "kruskal", "--size", "4001x3",
                     "--format", "png", "--out", path("big.png")}),
            "mazebook: --size: png is drawn for at most 4000 cells a side, got '4001x3'\n");
}

TEST_F(WeaveCli, StatsPrintTheWeaveMetricsTheSameForAnyJobs) {
  std::vector<std::string> args = {
      "stats",  "--weave", "0.2",     "--algorithms", "kruskal,backtracker",
      "--size", "16x20",   "--count", "40",           "--jobs"};
  args.push_back("1");
  const CliRun one = run(args);
  args.back() = "3";
  const CliRun three = run(args);
  ASSERT_EQ(one.code, 0) << one.err;
  EXPECT_EQ(one.out, three.out);
  EXPECT_NE(one.out.find("kruskal        40/40     dead_end_share"), std::string::npos) << one.out;
  EXPECT_NE(one.out.find("backtracker    40/40     dead_end_share"), std::string::npos) << one.out;
  EXPECT_NE(one.out.find("                         crossings_on_route"), std::string::npos);
  args.push_back("--json");
  const CliRun json = run(args);
  ASSERT_EQ(json.code, 0) << json.err;
  const Json j = Json::parse(json.out);
  EXPECT_EQ(j["weave"], 0.2);
  EXPECT_EQ(j["algorithms"]["kruskal"]["perfect"], 40);
  EXPECT_GT(j["algorithms"]["kruskal"]["metrics"]["crossings"]["min"].get<double>(), 0);
}

TEST_F(WeaveCli, CheckProvesAWeaveBatchAndFailsAMovedCrossing) {
  const Json file = sample("kruskal", 3);
  const CliRun good = check(file);
  EXPECT_EQ(good.code, 0) << good.out << good.err;
  EXPECT_NE(good.out.find("3 mazes: 3 passed, 0 failed"), std::string::npos) << good.out;

  // One crossing moved one cell to the right: that cell is not open on all
  // four sides (the ring around a Kruskal crossing holds none).
  Json moved = file;
  Json& crossing = moved["mazes"][0]["crossings"][0];
  const int64_t cell = crossing["cell"].get<int64_t>() + 1;
  crossing["cell"] = cell;
  const CliRun r = check(moved);
  EXPECT_EQ(r.code, 1);
  EXPECT_NE(r.out.find("FAIL: crossing at cell " + std::to_string(cell) +
                       ": its four sides are not all open\n"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("3 mazes: 2 passed, 1 failed"), std::string::npos) << r.out;

  // Without its crossings the same maze has a loop at each.
  Json plain = file;
  plain["mazes"][0].erase("crossings");
  const size_t loops = file["mazes"][0]["crossings"].size();
  const CliRun p = check(plain);
  EXPECT_EQ(p.code, 1);
  EXPECT_NE(p.out.find("FAIL: loops: " + std::to_string(loops) + " extra opening"),
            std::string::npos)
      << p.out;
}

TEST_F(WeaveCli, CheckRefusesBadCrossingListsToTheLetter) {
  const auto refused = [&](const std::function<void(Json&)>& edit) {
    Json file = sample("backtracker", 1);
    edit(file["mazes"][0]);
    const CliRun r = check(file);
    EXPECT_EQ(r.code, 2);
    return r.err;
  };
  const std::string name = path("c.json");
  EXPECT_EQ(refused([](Json& m) {
              m["crossings"] = {{{"cell", 13}, {"over", "up"}}};
            }),
            "mazebook: " + name +
                ": mazes[0].crossings[0].over: expected \"ns\" or \"ew\", got "
                "\"up\"\n");
  EXPECT_EQ(refused([](Json& m) {
              m["crossings"] = {{{"cell", 108}, {"over", "ns"}}};
            }),
            "mazebook: " + name +
                ": mazes[0].crossings[0].cell: expected an integer from 0 to 107, got 108\n");
  EXPECT_EQ(refused([](Json& m) {
              m["variant"] = {{"kind", "oneway"}, {"arrows", 1}};
            }),
            "mazebook: " + name + ": mazes[0].crossings: a variant maze does not weave\n");
}

// A preset file of `body` (its name "weaving"), written beside the test.
std::string write_preset(const mbtest::TempDir& dir, const std::string& body) {
  const std::string file = dir.file("weaving.json");
  std::ofstream(file) << body;
  return file;
}

TEST_F(WeaveCli, APresetBoundsTheCrossingsAndItsBatchChecks) {
  const std::string preset = write_preset(dir_, R"({"name": "weaving", "grid": {"columns": 12,
      "rows": 10}, "generators": {"kruskal": 1, "backtracker": 1}, "weave": 0.25,
      "bounds": {"crossings": {"min": 6}, "crossings_on_route": {"min": 2}}})");
  const CliRun one = run({"batch", "--preset", preset, "--count", "8", "--seed", "2", "--jobs", "1",
                          "--quiet", "--out", path("one.json")});
  const CliRun two = run({"batch", "--preset", preset, "--count", "8", "--seed", "2", "--jobs", "2",
                          "--quiet", "--out", path("two.json")});
  ASSERT_EQ(one.code, 0) << one.err;
  ASSERT_EQ(two.code, 0) << two.err;
  EXPECT_EQ(mbtest::read_bytes(path("one.json")), mbtest::read_bytes(path("two.json")));
  const Json batch = Json::parse(mbtest::read_bytes(path("one.json")));
  EXPECT_EQ(batch["preset"]["weave"], 0.25);
  for (const Json& m : batch["mazes"]) {
    EXPECT_GE(m["crossings"].size(), 6u);
    EXPECT_GE(m["metrics"]["crossings_on_route"].get<int64_t>(), 2);
  }
  const CliRun checked = run({"check", path("one.json")});
  EXPECT_EQ(checked.code, 0) << checked.out << checked.err;
  EXPECT_NE(checked.out.find("8 mazes: 8 passed, 0 failed"), std::string::npos) << checked.out;
  EXPECT_NE(checked.out.find("bounds of preset weaving (stored in the file)"), std::string::npos);
}

TEST_F(WeaveCli, PresetsRefuseWhatDoesNotWeave) {
  const auto refused = [&](const std::string& body) {
    const std::string preset = write_preset(dir_, body);
    const CliRun r = run({"batch", "--preset", preset, "--count", "1", "--out", path("b.json")});
    EXPECT_EQ(r.code, 2);
    return r.err;
  };
  const std::string file = path("weaving.json");
  EXPECT_EQ(refused(R"({"name": "weaving", "grid": {"columns": 8, "rows": 8},
      "generators": {"kruskal": 1, "wilson": 1}, "weave": 0.2})"),
            "mazebook: " + file +
                ": generators.wilson: wilson does not weave; with weave, one of backtracker, "
                "kruskal\n");
  EXPECT_EQ(refused(R"({"name": "weaving", "grid": {"columns": 8, "rows": 8},
      "generators": {"kruskal": 1}, "weave": 1.2})"),
            "mazebook: " + file + ": weave: expected a density above 0 and below 1, e.g. 0.2\n");
  EXPECT_EQ(refused(R"({"name": "weaving", "grid": {"columns": 8, "rows": 8},
      "generators": {"kruskal": 1}, "bounds": {"crossings": {"min": 1}}})"),
            "mazebook: " + file +
                ": bounds.crossings: unknown metric; valid: dead_end_share, route_length, "
                "route_ratio, forks, turns, coverage, opening_distance\n");
}

TEST_F(WeaveCli, BooksRefuseAWeavePreset) {
  write_preset(dir_, R"({"name": "weaving", "grid": {"columns": 8, "rows": 8},
      "generators": {"kruskal": 1}, "weave": 0.2})");
  const std::string spec = path("book.json");
  std::ofstream(spec) << R"({"title": "T", "author": "A", "trim": "6x9",
      "sections": [{"preset": "weaving.json", "count": 2}]})";
  const CliRun r = run({"build", spec, "--out", path("book")});
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.err, "mazebook: " + spec +
                       ": sections[0].preset: preset weaving weaves; books do not print weave "
                       "mazes\n");
}

}  // namespace
