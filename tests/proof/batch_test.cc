// mazeproof batch: the proof from pictures, for batch files made anywhere.

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "test_run.h"

namespace mazeproof_test {
namespace {

std::string data(const std::string& name) {
  return std::string(MAZEBOOK_TEST_DATA) + "/proof/" + name;
}

TEST(Batch, PerfectMazesPass) {
  const RunResult r = run_in_process({"batch", data("batch-good.json")});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.err, "");
  EXPECT_EQ(r.out,
            "good-3x3: 3x3, perfect, route 4, forks 0\n"
            "forks-3x2: 3x2, perfect, route 3, forks 1\n"
            "mazeproof: 2 mazes, 0 failed\n");
}

TEST(Batch, LoopFails) {
  const std::string file = data("batch-loop.json");
  const RunResult r = run_in_process({"batch", file});
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(
      r.err,
      file +
          ": maze loop: 1 loop, first closed by the passage between cell (1,2) and cell (2,2)\n");
  EXPECT_EQ(r.out.substr(0, r.out.find('\n')),
            "loop: 3x3, not perfect: 1 loop, first closed by the passage between cell (1,2) and "
            "cell (2,2)");
}

TEST(Batch, CutOffCellFails) {
  const std::string file = data("batch-cut-off.json");
  const RunResult r = run_in_process({"batch", file});
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(r.err, file + ": maze cut-off: 2 cells cut off from the entrance, first cell (2,1)\n" +
                       file + ": maze cut-off: no route from the entrance to the exit\n");
}

TEST(Batch, WrongMetricsFail) {
  const std::string file = data("batch-metrics.json");
  const RunResult r = run_in_process({"batch", file});
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(r.err, file + ": maze claims: route_length 4 by proof, the file says 6\n");
}

TEST(Batch, JsonOutput) {
  const RunResult r = run_in_process({"batch", data("batch-loop.json"), "--json"});
  EXPECT_EQ(r.code, 1);
  const nlohmann::json j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["verdict"], "fail");
  ASSERT_EQ(j["mazes"].size(), 1u);
  EXPECT_EQ(j["mazes"][0]["id"], "loop");
  EXPECT_EQ(j["mazes"][0]["perfect"], false);
  EXPECT_EQ(j["mazes"][0]["problems"][0],
            "1 loop, first closed by the passage between cell (1,2) and cell (2,2)");
}

TEST(Batch, MalformedPictureIsUnusable) {
  const std::string file = data("batch-ragged.json");
  const RunResult r = run_in_process({"batch", file});
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.err, "mazeproof: " + file +
                       ": mazes[0].picture: row 3: expected 5 squares like row 1, got 4\n");
}

TEST(Batch, UnusableInputs) {
  TempDir dir;
  write_text(dir / "broken.json", "{\"mazes\": [}");
  RunResult r = run_in_process({"batch", dir / "broken.json"});
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.err, "mazeproof: " + (dir / "broken.json") + ": not valid JSON (byte 12)\n");
  write_text(dir / "no-mazes.json", "{\"maze\": []}");
  r = run_in_process({"batch", dir / "no-mazes.json"});
  EXPECT_EQ(r.err,
            "mazeproof: " + (dir / "no-mazes.json") + ": mazes: expected an array, got nothing\n");
  r = run_in_process({"batch", dir / "missing.json"});
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.err,
            "mazeproof: " + (dir / "missing.json") + ": cannot open (No such file or directory)\n");
  write_text(dir / "side.json",
             "{\"mazes\": [{\"id\": \"s\", \"picture\": [\"#.#\", \"#.#\", \"#.#\"], \"entrance\": "
             "{\"x\": 0, \"y\": 0, "
             "\"side\": \"up\"}}]}");
  r = run_in_process({"batch", dir / "side.json"});
  EXPECT_EQ(r.err,
            "mazeproof: " + (dir / "side.json") +
                ": mazes[0].entrance.side: expected top, right, bottom or left, got \"up\"\n");
}

TEST(Batch, ExitCodesFromTheBinary) {
  TempDir dir;
  const std::string bin = MAZEPROOF_BINARY;
  EXPECT_EQ(run_shell(bin + " batch " + data("batch-good.json"), dir.path()).code, 0);
  EXPECT_EQ(run_shell(bin + " batch " + data("batch-loop.json"), dir.path()).code, 1);
  EXPECT_EQ(run_shell(bin + " batch " + data("batch-cut-off.json"), dir.path()).code, 1);
  EXPECT_EQ(run_shell(bin + " batch " + data("batch-ragged.json"), dir.path()).code, 2);
}

TEST(Cli, HelpExplainsEachCommand) {
  const RunResult r = run_in_process({"--help"});
  EXPECT_EQ(r.code, 0);
  for (const char* command : {"book", "verify-report", "batch"})
    EXPECT_NE(r.out.find(command), std::string::npos);
  const RunResult book = run_in_process({"book", "--help"});
  EXPECT_NE(book.out.find("--sign-key"), std::string::npos);
  const RunResult verify = run_in_process({"verify-report", "--help"});
  EXPECT_NE(verify.out.find("--pubkey"), std::string::npos);
  const RunResult none = run_in_process({});
  EXPECT_EQ(none.code, 2);
  EXPECT_EQ(std::count(none.err.begin(), none.err.end(), '\n'), 1);
  const RunResult unknown = run_in_process({"prove"});
  EXPECT_EQ(unknown.code, 2);
}

}  // namespace
}  // namespace mazeproof_test
