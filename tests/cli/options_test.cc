// The command line as a user meets it: every bad option value gets one line
// on the error stream, to the letter, and exit code 2; good runs print what
// the documentation promises (pictures, the stats JSON shape).

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "cli/command.h"
#include "maze/algorithm_stats.h"
#include "maze/generators.h"
#include "maze/grids.h"
#include "maze/metrics.h"
#include "maze/picture.h"
#include "maze/random.h"
#include "support/book_files.h"

namespace {

using CliResult = mbtest::CliRun;

CliResult run(std::vector<std::string> args) { return mbtest::run_mazebook(std::move(args)); }

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

const std::string kValid =
    "valid: backtracker, prim, kruskal, wilson, aldous_broder, hunt_and_kill, growing_tree, "
    "eller, division, binary_tree, sidewinder";

struct BadCase {
  std::vector<std::string> args;
  std::string message;  // without "mazebook: " and the newline
};

std::string size_error(const std::string& text) {
  return "--size: expected COLUMNSxROWS, each from 1 to 10000 (e.g. 16x20), got '" + text + "'";
}

TEST(Options, BadValuesGiveOneExactLine) {
  const std::vector<std::string> sample = {"sample", "--algorithm", "prim", "--size", "4x3"};
  const auto with = [](std::vector<std::string> base, std::vector<std::string> more) {
    base.insert(base.end(), more.begin(), more.end());
    return base;
  };
  const BadCase cases[] = {
      {{"sample", "--algorithm", "foo", "--size", "4x3"},
       "--algorithm: unknown algorithm 'foo'; " + kValid},
      {{"stats", "--algorithms", "prim,foo", "--size", "4x3", "--count", "2"},
       "--algorithms: unknown algorithm 'foo'; " + kValid},
      {{"stats", "--algorithms", "prim,wilson,prim", "--size", "4x3", "--count", "2"},
       "--algorithms: algorithm 'prim' is named twice"},
      {{"sample", "--algorithm", "prim", "--size", "0x20"}, size_error("0x20")},
      {{"sample", "--algorithm", "prim", "--size", "-3x4"}, size_error("-3x4")},
      {{"sample", "--algorithm", "prim", "--size", "16by20"}, size_error("16by20")},
      {{"sample", "--algorithm", "prim", "--size", "10001x5"}, size_error("10001x5")},
      {{"sample", "--algorithm", "prim", "--size", "16x"}, size_error("16x")},
      {{"sample", "--algorithm", "prim", "--size", "x20"}, size_error("x20")},
      {{"sample", "--algorithm", "prim", "--size", "4x3x2"}, size_error("4x3x2")},
      {{"stats", "--algorithms", "prim", "--size", "5x0", "--count", "2"}, size_error("5x0")},
      {with(sample, {"--count", "0"}), "--count: expected a whole number from 1 to 10000, got '0'"},
      {with(sample, {"--count", "x"}), "--count: expected a whole number from 1 to 10000, got 'x'"},
      {with(sample, {"--count", "-1"}),
       "--count: expected a whole number from 1 to 10000, got '-1'"},
      {with(sample, {"--count", "10001"}),
       "--count: expected a whole number from 1 to 10000, got '10001'"},
      {{"stats", "--algorithms", "prim", "--size", "5x4", "--count", "0"},
       "--count: expected a whole number from 1 to 1000000, got '0'"},
      {with(sample, {"--seed", "abc"}),
       "--seed: expected a whole number from 0 to 18446744073709551615, got 'abc'"},
      {with(sample, {"--seed", "18446744073709551616"}),
       "--seed: expected a whole number from 0 to 18446744073709551615, got "
       "'18446744073709551616'"},
      {with(sample, {"--format", "svg"}), "--format: expected picture, json or png, got 'svg'"},
      {with(sample, {"--format", "png"}),
       "--out: a file name is needed with --format png (e.g. --out maze.png)"},
      {{"sample", "--algorithm", "prim", "--size", "4001x2", "--format", "png", "--out",
        "never-written.png"},
       "--size: png is drawn for at most 4000 cells a side, got '4001x2'"},
  };
  for (const BadCase& c : cases) {
    std::string shown;
    for (const std::string& a : c.args) shown += a + " ";
    SCOPED_TRACE(shown);
    const CliResult r = run(c.args);
    EXPECT_EQ(r.code, 2);
    EXPECT_EQ(r.err, "mazebook: " + c.message + "\n");
    EXPECT_EQ(r.out, "");
  }
}

TEST(Options, ParserErrorsAreOneLineToo) {
  // These messages come from CLI11; only our frame around them is pinned.
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"sample", "--algorithm", "prim", "--size"},
        std::vector<std::string>{"sample", "--size", "4x3", "--colour", "red"},
        std::vector<std::string>{}}) {
    const CliResult r = run(args);
    EXPECT_EQ(r.code, 2);
    EXPECT_EQ(r.err.rfind("mazebook: ", 0), 0u) << r.err;
    EXPECT_TRUE(r.err.ends_with(" (see mazebook --help)\n")) << r.err;
    EXPECT_EQ(r.err.find('\n'), r.err.size() - 1) << r.err;
  }
  EXPECT_EQ(run({"sample", "--algorithm", "prim", "--format", "json"}).err,
            "mazebook: --grid: a grid is needed, e.g. --grid rect:16x20 or --size 16x20\n");
}

TEST(Options, HelpGoesToStandardOutput) {
  const CliResult r = run({"--help"});
  EXPECT_EQ(r.code, 0);
  EXPECT_EQ(r.err, "");
  EXPECT_NE(r.out.find("sample"), std::string::npos);
  EXPECT_NE(r.out.find("stats"), std::string::npos);
}

TEST(Sample, PrintsThePictureOfTheSeed) {
  const CliResult r = run({"sample", "--algorithm", "prim", "--size", "4x3", "--seed", "5"});
  EXPECT_EQ(r.code, 0);
  EXPECT_EQ(r.err, "");
  const std::vector<std::string> lines = lines_of(r.out);
  ASSERT_EQ(lines.size(), 7u);                                               // 2 * 3 + 1
  for (const std::string& line : lines) EXPECT_EQ(line.size(), 9u) << line;  // 2 * 4 + 1
  EXPECT_EQ(lines.front()[1], '.');                                          // entrance above (0,0)
  EXPECT_EQ(lines.back()[7], '.');                                           // exit below (3,2)
  mazebook::Random random(5);
  EXPECT_EQ(lines,
            mazebook::to_picture(mazebook::generate_prim(mazebook::rect_grid(4, 3), random)));
}

TEST(Sample, MazeIUsesSeedPlusI) {
  const CliResult r = run({"sample", "-a", "wilson", "-s", "3x2", "--seed", "8", "--count", "2"});
  ASSERT_EQ(r.code, 0);
  std::vector<std::string> expected;
  for (uint64_t seed : {8, 9}) {
    if (!expected.empty()) expected.push_back("");
    mazebook::Random random(seed);
    for (const std::string& line :
         mazebook::to_picture(mazebook::generate_wilson(mazebook::rect_grid(3, 2), random))) {
      expected.push_back(line);
    }
  }
  EXPECT_EQ(lines_of(r.out), expected);
}

TEST(Stats, JsonHasTheDocumentedShape) {
  const CliResult r = run(
      {"stats", "--algorithms", "backtracker,prim", "--size", "5x4", "--count", "20", "--json"});
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.err, "");
  const nlohmann::ordered_json j = nlohmann::ordered_json::parse(r.out);
  std::vector<std::string> keys;
  for (const auto& [key, value] : j.items()) keys.push_back(key);
  EXPECT_EQ(keys, (std::vector<std::string>{"columns", "rows", "count", "seed", "algorithms"}));
  EXPECT_EQ(j["columns"], 5);
  EXPECT_EQ(j["rows"], 4);
  EXPECT_EQ(j["count"], 20);
  EXPECT_EQ(j["seed"], 1);  // the default
  ASSERT_EQ(j["algorithms"].size(), 2u);
  const mazebook::AlgorithmStats direct = mazebook::measure_algorithm(
      *mazebook::find_generator("prim"), mazebook::rect_grid(5, 4), 20, 1);
  for (const char* name : {"backtracker", "prim"}) {
    SCOPED_TRACE(name);
    const auto& a = j["algorithms"][name];
    ASSERT_TRUE(a.is_object());
    EXPECT_EQ(a.size(), 2u);
    EXPECT_EQ(a["perfect"], 20);
    const auto& metrics = a["metrics"];
    ASSERT_EQ(metrics.size(), mazebook::kMetricCount);
    size_t m = 0;
    for (const auto& [metric, s] : metrics.items()) {
      EXPECT_EQ(metric, mazebook::metric_infos()[m].name);
      ASSERT_EQ(s.size(), 4u) << metric;
      std::vector<std::string> fields;
      for (const auto& [field, value] : s.items()) fields.push_back(field);
      EXPECT_EQ(fields, (std::vector<std::string>{"min", "median", "mean", "max"}));
      const double min = s["min"], median = s["median"], mean = s["mean"], max = s["max"];
      EXPECT_LE(min, median) << metric;
      EXPECT_LE(median, max) << metric;
      EXPECT_LE(min, mean) << metric;
      EXPECT_LE(mean, max) << metric;
      if (std::string(name) == "prim") {
        EXPECT_DOUBLE_EQ(mean, direct.summaries[m].mean) << metric;
        EXPECT_DOUBLE_EQ(median, direct.summaries[m].median) << metric;
      }
      ++m;
    }
  }
}

}  // namespace

namespace {

TEST(Stats, OutputIsTheSameForAnyNumberOfJobs) {
  const std::vector<std::string> args = {"stats",  "--algorithms", "backtracker,prim,wilson",
                                         "--size", "9x7",          "--count",
                                         "41",     "--json"};
  const CliResult reference = run(args);
  ASSERT_EQ(reference.code, 0) << reference.err;
  for (const char* jobs : {"1", "2", "3", "7"}) {
    std::vector<std::string> with = args;
    with.insert(with.end(), {"--jobs", jobs});
    const CliResult r = run(with);
    EXPECT_EQ(r.code, 0) << jobs;
    EXPECT_EQ(r.out, reference.out) << jobs;
  }
  // The same figures as one generator at a time.
  const nlohmann::ordered_json j = nlohmann::ordered_json::parse(reference.out);
  const mazebook::AlgorithmStats wilson = mazebook::measure_algorithm(
      *mazebook::find_generator("wilson"), mazebook::rect_grid(9, 7), 41, 1);
  EXPECT_EQ(j["algorithms"]["wilson"]["perfect"], 41);
  EXPECT_DOUBLE_EQ(j["algorithms"]["wilson"]["metrics"]["route_length"]["mean"],
                   wilson.summaries[1].mean);
}

TEST(Stats, JobsOutOfRangeAreRefused) {
  const CliResult r =
      run({"stats", "--algorithms", "prim", "--size", "4x4", "--count", "3", "--jobs", "0"});
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.err, "mazebook: --jobs: expected a whole number from 1 to 256, got '0'\n");
  EXPECT_EQ(r.out, "");
}

}  // namespace
