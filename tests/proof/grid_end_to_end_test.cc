// End to end for the maze JSON: the real generator (MAZEBOOK_BINARY) makes
// batches of the shipped shaped presets and samples of every grid kind,
// mazeproof batch proves them, and tampered copies fail: one passage
// removed cuts off the cells beyond it, one passage added closes a loop.

#include <gtest/gtest.h>

#include <algorithm>
#include <nlohmann/json.hpp>

#include "test_run.h"

namespace mazeproof_test {
namespace {

using nlohmann::json;

RunResult mazebook(const std::string& args, const TempDir& dir) {
  return run_shell(std::string(MAZEBOOK_BINARY) + " " + args, dir.path());
}

RunResult prove(const std::string& file, const TempDir& dir) {
  return run_shell(std::string(MAZEPROOF_BINARY) + " batch " + file, dir.path());
}

// The first maze record of a batch file or of sample's output.
json& first_record(json& file) {
  if (file.is_array()) return file[0];
  return file.contains("mazes") ? file["mazes"][0] : file;
}

// The cells the test's own walk reaches from `start` over `passages`.
std::vector<bool> reached(const json& passages, int64_t size, int64_t start) {
  std::vector<std::vector<int64_t>> next(static_cast<size_t>(size));
  for (const json& p : passages) {
    next[p[0].get<size_t>()].push_back(p[1].get<int64_t>());
    next[p[1].get<size_t>()].push_back(p[0].get<int64_t>());
  }
  std::vector<bool> seen(static_cast<size_t>(size), false);
  std::vector<int64_t> queue{start};
  seen[start] = true;
  for (size_t head = 0; head < queue.size(); ++head) {
    for (int64_t n : next[queue[head]]) {
      if (seen[n]) continue;
      seen[n] = true;
      queue.push_back(n);
    }
  }
  return seen;
}

// A pair of side-by-side cells (the same row, or the same polar ring) that
// the maze does not join: neighbours in every kind.
std::pair<int64_t, int64_t> unjoined_pair(const json& record) {
  const json& grid = record["grid"];
  std::vector<std::pair<int64_t, int64_t>> candidates;
  if (grid["kind"] == "polar") {
    for (int64_t i = 1; i <= 5; ++i) candidates.emplace_back(i, i + 1);  // ring 1
    candidates.emplace_back(1, 6);                                       // its wrap
  } else {
    const int64_t columns = grid["columns"];
    const int64_t rows = grid["rows"];
    for (int64_t y = 0; y < rows; ++y) {
      for (int64_t x = 0; x + 1 < columns; ++x) {
        if (grid["kind"] == "masked" && (grid["mask"][y].get<std::string>()[x] != 'X' ||
                                         grid["mask"][y].get<std::string>()[x + 1] != 'X'))
          continue;
        candidates.emplace_back(y * columns + x, y * columns + x + 1);
      }
    }
  }
  for (const auto& [a, b] : candidates) {
    bool joined = false;
    for (const json& p : record["passages"]) joined = joined || (p[0] == a && p[1] == b);
    if (!joined) return {a, b};
  }
  return {-1, -1};
}

// Proves `file`, then a copy without one passage and a copy with one more.
void prove_and_tamper(const std::string& file, const TempDir& dir) {
  SCOPED_TRACE(file);
  const RunResult good = prove(file, dir);
  EXPECT_EQ(good.code, 0) << good.err;
  EXPECT_EQ(good.err, "");
  json text = json::parse(slurp(file));
  json& record = first_record(text);
  const std::string id = record["id"];
  const int64_t entrance = record["entrance"]["cell"];
  int64_t size = record["cells"];
  if (record["grid"].contains("columns"))
    size = record["grid"]["columns"].get<int64_t>() * record["grid"]["rows"].get<int64_t>();

  // Every cell of the maze is on a passage (a mask's missing cells are on none).
  std::vector<bool> in_maze(static_cast<size_t>(size), false);
  for (const json& p : record["passages"]) {
    in_maze[p[0].get<size_t>()] = true;
    in_maze[p[1].get<size_t>()] = true;
  }
  // Without the middle passage, the cells on its far side are cut off. A
  // rectangle's picture would disagree with its passages: it goes too.
  json cut = text;
  first_record(cut).erase("picture");
  json& passages = first_record(cut)["passages"];
  passages.erase(passages.begin() + static_cast<std::ptrdiff_t>(passages.size() / 2));
  const std::vector<bool> seen = reached(passages, size, entrance);
  int64_t first = -1, count = 0;
  for (int64_t cell = size - 1; cell >= 0; --cell) {
    if (!in_maze[cell] || seen[cell]) continue;
    first = cell;
    ++count;
  }
  write_text(dir / "cut.json", cut.dump());
  const RunResult r = prove(dir / "cut.json", dir);
  EXPECT_EQ(r.code, 1);
  const std::string phrase = (dir / "cut.json") + ": maze " + id + ": " + std::to_string(count) +
                             (count == 1 ? " cell" : " cells") +
                             " cut off from the entrance, first cell " + std::to_string(first) +
                             " (";
  EXPECT_EQ(r.err.substr(0, phrase.size()), phrase) << r.err;

  // One passage more: exactly one loop.
  json looped = text;
  first_record(looped).erase("picture");
  const auto [a, b] = unjoined_pair(first_record(text));
  ASSERT_GE(a, 0);
  first_record(looped)["passages"].push_back({a, b});
  write_text(dir / "loop.json", looped.dump());
  const RunResult l = prove(dir / "loop.json", dir);
  EXPECT_EQ(l.code, 1);
  EXPECT_NE(l.err.find(": maze " + id + ": 1 loop, first closed by the passage between cell "),
            std::string::npos)
      << l.err;
}

TEST(GridEndToEnd, ShippedShapedPresets) {
  TempDir dir;
  for (const char* preset : {"circle-medium", "hex-hard", "triangle-medium", "kids-heart"}) {
    const std::string file = dir / (std::string(preset) + ".json");
    const RunResult made = mazebook(
        std::string("batch --preset ") + preset + " --count 4 --seed 3 --out " + file, dir);
    ASSERT_EQ(made.code, 0) << made.err;
    prove_and_tamper(file, dir);
  }
}

TEST(GridEndToEnd, SamplesOfEveryKind) {
  TempDir dir;
  for (const char* grid :
       {"rect:12x9", "mask:heart:20x18", "polar:8", "hex:11x9", "triangle:16x8"}) {
    for (const char* count : {"1", "3"}) {
      const std::string file = dir / "sample.json";
      const RunResult made = mazebook(std::string("sample --algorithm wilson --grid ") + grid +
                                          " --count " + count + " --format json --out " + file,
                                      dir);
      ASSERT_EQ(made.code, 0) << made.err;
      prove_and_tamper(file, dir);
    }
  }
}

// Above 250,000 cells the passages travel as a bit field.
TEST(GridEndToEnd, BitFieldsOfEveryKind) {
  TempDir dir;
  for (const char* grid :
       {"rect:520x500", "mask:heart:700x700", "polar:300", "hex:520x500", "triangle:520x500"}) {
    const std::string file = dir / "big.json";
    const RunResult made = mazebook(std::string("sample --algorithm backtracker --grid ") + grid +
                                        " --format json --out " + file,
                                    dir);
    ASSERT_EQ(made.code, 0) << made.err;
    const json record = json::parse(slurp(file));
    ASSERT_TRUE(record.contains("passage_bits")) << grid;
    const RunResult r = prove(file, dir);
    EXPECT_EQ(r.code, 0) << grid << ": " << r.err;
    EXPECT_NE(r.out.find(", perfect, route "), std::string::npos) << r.out;
  }
}

}  // namespace
}  // namespace mazeproof_test
