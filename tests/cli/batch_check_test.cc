// `mazebook batch` and `mazebook check` end to end through run_cli: files
// written whole or not at all, jobs-independent output, and check's
// findings and exit codes on real damaged files.

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

#include "base/json_reader.h"
#include "support/book_files.h"

namespace {

namespace fs = std::filesystem;

using mbtest::CliRun;

CliRun run(std::vector<std::string> args) { return mbtest::run_mazebook(std::move(args)); }

std::string slurp(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

class BatchCheck : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() /
           ("mazebook-test-" + std::to_string(::getpid()) + "-" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }
  std::string path(const std::string& name) const { return (dir_ / name).string(); }
  fs::path dir_;
};

TEST_F(BatchCheck, SameFileForOneAndTwoJobs) {
  const CliRun one = run({"batch", "--preset", "medium", "--count", "30", "--seed", "4", "--jobs",
                          "1", "--quiet", "--out", path("one.json")});
  const CliRun two = run({"batch", "--preset", "medium", "--count", "30", "--seed", "4", "--jobs",
                          "2", "--quiet", "--out", path("two.json")});
  ASSERT_EQ(one.code, 0) << one.err;
  ASSERT_EQ(two.code, 0) << two.err;
  EXPECT_EQ(slurp(path("one.json")), slurp(path("two.json")));
}

TEST_F(BatchCheck, BatchFileHasTheDocumentedShape) {
  ASSERT_EQ(run({"batch", "-p", "kids-easy", "-n", "4", "-q", "-o", path("k.json")}).code, 0);
  const mazebook::Json j = mazebook::Json::parse(slurp(path("k.json")));
  EXPECT_EQ(j["format"], "mazebook-batch");
  EXPECT_EQ(j["version"], 1);
  EXPECT_EQ(j["preset"]["name"], "kids-easy");
  EXPECT_EQ(j["count"], 4);
  EXPECT_GE(j["selection"]["candidates"].get<int>(), 4);
  EXPECT_TRUE(j["selection"]["rejections"].contains("forks >= 3"));
  ASSERT_EQ(j["mazes"].size(), 4u);
  for (const char* key :
       {"id", "algorithm", "seed", "columns", "rows", "entrance", "exit", "picture", "metrics"}) {
    EXPECT_TRUE(j["mazes"][0].contains(key)) << key;
  }
  EXPECT_EQ(j["mazes"][3]["id"], "kids-easy-004");
}

TEST_F(BatchCheck, ImpossibleBoundIsRefusedAtOnceAndWritesNothing) {
  std::ofstream(path("x.json")) << R"({"name": "x", "grid": {"columns": 8, "rows": 8},
    "generators": {"prim": 1}, "bounds": {"route_ratio": {"min": 9.0}}, "tries_per_maze": 300})";
  const CliRun r =
      run({"batch", "--preset", path("x.json"), "--count", "10", "--out", path("out.json")});
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.err.rfind("mazebook: " + path("x.json") +
                            ": bounds.route_ratio: no maze of a first 64 met route_ratio >= 9.0 "
                            "(best ",
                        0),
            0u)
      << r.err;
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
  EXPECT_FALSE(fs::exists(path("out.json")));
  EXPECT_EQ(std::distance(fs::directory_iterator(dir_), fs::directory_iterator()), 1);
}

TEST_F(BatchCheck, RareBoundRunsOutOfTriesWritesNothingAndExitsOne) {
  std::ofstream(path("x.json")) << R"({"name": "x", "grid": {"columns": 10, "rows": 10},
    "generators": {"wilson": 1}, "bounds": {"route_ratio": {"min": 1.7}}, "tries_per_maze": 20})";
  const CliRun r =
      run({"batch", "--preset", path("x.json"), "--count", "300", "--out", path("out.json")});
  EXPECT_EQ(r.code, 1);
  EXPECT_NE(r.err.find(": no candidate of 20 (tries_per_maze) was kept: route_ratio >= 1.7 failed "
                       "20 of 20 candidates; best "),
            std::string::npos)
      << r.err;
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
  EXPECT_FALSE(fs::exists(path("out.json")));
}

TEST_F(BatchCheck, UnwritableFolderFailsBeforeWork) {
  const CliRun r =
      run({"batch", "--preset", "easy", "--count", "3", "--out", path("missing/b.json")});
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.err,
            "mazebook: " + path("missing/b.json") + ": cannot write: No such file or directory\n");
}

TEST_F(BatchCheck, CheckPassesAGoodBatch) {
  ASSERT_EQ(run({"batch", "-p", "easy", "-n", "5", "-q", "-o", path("e.json")}).code, 0);
  const CliRun r = run({"check", path("e.json")});
  EXPECT_EQ(r.code, 0) << r.out;
  EXPECT_NE(r.out.find("5 mazes: 5 passed, 0 failed"), std::string::npos) << r.out;
}

// `check` reports how far apart START and FINISH are: corner openings of
// a 10 x 12 easy maze are as far apart as the grid allows.
TEST_F(BatchCheck, CheckReportsHowFarApartTheOpeningsAre) {
  ASSERT_EQ(run({"batch", "-p", "easy", "-n", "2", "-q", "-o", path("e.json")}).code, 0);
  const CliRun r = run({"check", path("e.json")});
  EXPECT_EQ(r.code, 0) << r.out;
  EXPECT_NE(r.out.find(" coverage  apart  result\n"), std::string::npos) << r.out;
  const std::regex row(R"(easy-001 +10x12 .* 1\.00  pass\n)");
  EXPECT_TRUE(std::regex_search(r.out, row)) << r.out;
  const CliRun json = run({"check", path("e.json"), "--json"});
  EXPECT_EQ(mazebook::Json::parse(json.out)["mazes"][0]["metrics"]["opening_distance"], 1.0)
      << json.out;
}

// Opens one wall between two cells of maze 0 (a loop) and walls cell (1, 1)
// of maze 1 in on every side (cut off); the other mazes stay good.
TEST_F(BatchCheck, CheckFindsALoopAndACutOffCellAndNamesEach) {
  ASSERT_EQ(run({"batch", "-p", "easy", "-n", "3", "-q", "-o", path("e.json")}).code, 0);
  mazebook::Json j = mazebook::Json::parse(slurp(path("e.json")));
  auto& loop = j["mazes"][0]["picture"];
  bool opened = false;
  for (size_t r = 1; r + 1 < loop.size() && !opened; r += 2) {
    std::string row = loop[r];
    for (size_t c = 2; c + 1 < row.size(); c += 2) {
      if (row[c] == '#') {
        row[c] = '.';
        loop[r] = row;
        opened = true;
        break;
      }
    }
  }
  ASSERT_TRUE(opened);
  auto& cut = j["mazes"][1]["picture"];
  for (auto [r, c] : {std::pair{2, 3}, {4, 3}, {3, 2}, {3, 4}}) {
    std::string row = cut[r];
    row[c] = '#';
    cut[r] = row;
  }
  // Checked from the pictures alone: a record without "grid" is read from
  // its picture, as batch files made elsewhere are.
  for (auto& maze : j["mazes"]) {
    maze.erase("grid");
    maze.erase("cells");
    maze.erase("passages");
  }
  std::ofstream(path("bad.json")) << j.dump();

  const CliRun r = run({"check", path("bad.json"), "--json"});
  EXPECT_EQ(r.code, 1);
  const mazebook::Json findings = mazebook::Json::parse(r.out);
  EXPECT_EQ(findings["mazes"][0]["id"], "easy-001");
  EXPECT_FALSE(findings["mazes"][0]["perfect"]);
  EXPECT_EQ(findings["mazes"][0]["loops"], 1);
  EXPECT_EQ(findings["mazes"][0]["problem"], "loops: 1 extra opening");
  EXPECT_EQ(findings["mazes"][1]["id"], "easy-002");
  EXPECT_FALSE(findings["mazes"][1]["perfect"]);
  EXPECT_NE(findings["mazes"][1]["problem"].get<std::string>().find("cut off: "),
            std::string::npos);
  EXPECT_TRUE(findings["mazes"][2]["perfect"]);
  EXPECT_EQ(findings["summary"]["failed"], 2);

  const CliRun table = run({"check", path("bad.json")});
  EXPECT_NE(table.out.find("easy-001"), std::string::npos);
  EXPECT_NE(table.out.find("FAIL: loops: 1 extra opening"), std::string::npos) << table.out;
  EXPECT_NE(table.out.find("FAIL: cut off: "), std::string::npos) << table.out;
}

TEST_F(BatchCheck, CheckAgainstAnotherPresetFailsItsBounds) {
  ASSERT_EQ(run({"batch", "-p", "kids-easy", "-n", "2", "-q", "-o", path("k.json")}).code, 0);
  const CliRun r = run({"check", path("k.json"), "--preset", "expert"});
  EXPECT_EQ(r.code, 1);
  EXPECT_NE(r.out.find("grid 6x7, preset expert asks 32x40"), std::string::npos) << r.out;
}

// Each tests/data/batches/NAME.json is unusable: exit 2 with the exact line
// of NAME.expected ({file} stands for the path).
TEST(CheckErrors, EveryBadBatchFileHasItsExactMessage) {
  const fs::path folder = fs::path(MAZEBOOK_TEST_DATA) / "batches";
  int cases = 0;
  for (const auto& entry : fs::directory_iterator(folder)) {
    if (entry.path().extension() != ".json") continue;
    ++cases;
    const std::string file = entry.path().string();
    std::string expected = slurp(fs::path(entry.path()).replace_extension(".expected"));
    expected.replace(expected.find("{file}"), 6, file);
    const CliRun r = run({"check", file});
    EXPECT_EQ(r.code, 2) << file;
    EXPECT_EQ(r.err, "mazebook: " + expected) << file;
  }
  EXPECT_GE(cases, 8);
}

}  // namespace

namespace {

// Every shaped preset: batch, then check proves the file from its passages
// and grid rules; a passage taken away cuts cells off, one added makes a
// loop, and check says so (exit 1).
TEST_F(BatchCheck, ShapedBatchesAreCheckedFromTheirPassages) {
  for (const char* preset : {"circle-medium", "hex-hard", "triangle-medium", "kids-heart"}) {
    SCOPED_TRACE(preset);
    const std::string file = path(std::string(preset) + ".json");
    ASSERT_EQ(run({"batch", "--preset", preset, "--count", "3", "--quiet", "--out", file}).code, 0);
    const CliRun good = run({"check", file, "--preset", preset, "--json"});
    EXPECT_EQ(good.code, 0) << good.out << good.err;
    EXPECT_EQ(mazebook::Json::parse(good.out)["summary"]["passed"], 3);

    mazebook::Json j = mazebook::Json::parse(slurp(file));
    mazebook::Json& passages = j["mazes"][0]["passages"];
    passages.erase(passages.size() / 2);  // a tree less one edge: two pieces
    // The second maze gets a passage it did not have: two cells that are
    // neighbours and not yet joined, found from the first maze's passages
    // (which join neighbours) that the second lacks.
    mazebook::Json& second = j["mazes"][1]["passages"];
    for (const auto& pair : j["mazes"][2]["passages"]) {
      if (std::find(second.begin(), second.end(), pair) == second.end()) {
        second.push_back(pair);
        break;
      }
    }
    std::sort(second.begin(), second.end());
    std::ofstream(path("bad.json")) << j.dump();
    const CliRun bad = run({"check", path("bad.json"), "--json"});
    EXPECT_EQ(bad.code, 1);
    const mazebook::Json findings = mazebook::Json::parse(bad.out);
    EXPECT_NE(findings["mazes"][0]["problem"].get<std::string>().find("cut off: "),
              std::string::npos);
    EXPECT_EQ(findings["mazes"][1]["problem"], "loops: 1 extra opening");
    EXPECT_TRUE(findings["mazes"][2]["passed"]);
  }
}

}  // namespace
