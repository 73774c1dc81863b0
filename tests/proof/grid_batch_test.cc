// mazeproof batch on maze records of every grid kind (src/proof/README.md
// "The maze JSON"): hand-written records in tests/data/proof/grid-*.json,
// whose figures were worked out by hand from the kinds' rules, and bad
// records refused to the letter.

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "test_run.h"

namespace mazeproof_test {
namespace {

std::string data(const std::string& name) {
  return std::string(MAZEBOOK_TEST_DATA) + "/proof/" + name;
}

TEST(GridBatch, PerfectMazesOfEachKind) {
  const RunResult r = run_in_process({"batch", data("grid-good.json")});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.err, "");
  EXPECT_EQ(r.out,
            "rect-3x2: 3x2, perfect, route 3, forks 2\n"
            "hex-3x2: hex:3x2, perfect, route 3, forks 1\n"
            "triangle-4x2: triangle:4x2, perfect, route 5, forks 1\n"
            "mazeproof: 3 mazes, 0 failed\n");
}

TEST(GridBatch, PolarCentreGoal) {
  const RunResult r = run_in_process({"batch", data("grid-polar-centre.json")});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out,
            "polar-3: polar:3, perfect, route 6, forks 4\n"
            "mazeproof: 1 mazes, 0 failed\n");
}

TEST(GridBatch, MaskWithAHole) {
  // The exit is on the side of cell 3 that faces the missing cell 4: that
  // side faces the outside.
  const RunResult r = run_in_process({"batch", data("grid-masked-hole.json")});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out,
            "ring: masked:3x3, perfect, route 7, forks 0\n"
            "mazeproof: 1 mazes, 0 failed\n");
}

TEST(GridBatch, BitFields) {
  // The same hex and polar mazes as grid-good.json and
  // grid-polar-centre.json, their passages as bits.
  const RunResult r = run_in_process({"batch", data("grid-bits.json")});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out,
            "hex-bits: hex:3x2, perfect, route 3, forks 1\n"
            "polar-bits: polar:3, perfect, route 6, forks 4\n"
            "mazeproof: 2 mazes, 0 failed\n");
}

TEST(GridBatch, LoopFails) {
  const std::string file = data("grid-loop.json");
  const RunResult r = run_in_process({"batch", file});
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(r.err, file +
                       ": maze hex-loop: 1 loop, first closed by the passage between cell 3 (0,1) "
                       "and cell 4 (1,1)\n");
  EXPECT_EQ(r.out,
            "hex-loop: hex:3x2, not perfect: 1 loop, first closed by the passage between cell 3 "
            "(0,1) and cell 4 (1,1)\n"
            "mazeproof: 1 mazes, 1 failed\n");
}

TEST(GridBatch, CellCutOffFails) {
  const std::string file = data("grid-cut-off.json");
  const RunResult r = run_in_process({"batch", file});
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(r.err,
            file + ": maze triangle-cut: 1 cell cut off from the entrance, first cell 3 (3,0)\n");
  EXPECT_EQ(r.out,
            "triangle-cut: triangle:4x2, not perfect: 1 cell cut off from the entrance, first "
            "cell 3 (3,0)\n"
            "mazeproof: 1 mazes, 1 failed\n");
}

TEST(GridBatch, EntranceOnAnInnerSideFails) {
  const std::string file = data("grid-inner-entrance.json");
  const RunResult r = run_in_process({"batch", file});
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(r.err, file +
                       ": maze inner: the entrance, side 1 of cell 0 (0,0), faces cell 1 (1,0), "
                       "not the outside\n");
  EXPECT_EQ(r.out,
            "inner: 2x2, not perfect: the entrance, side 1 of cell 0 (0,0), faces cell 1 (1,0), "
            "not the outside\n"
            "mazeproof: 1 mazes, 1 failed\n");
}

TEST(GridBatch, PassageBetweenNonNeighboursIsUnusable) {
  const std::string file = data("grid-not-neighbours.json");
  const RunResult r = run_in_process({"batch", file});
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err, "mazeproof: " + file +
                       ": mazes[0].passages[2]: expected two neighbouring cells of the polar:2 "
                       "grid, got [1,3]\n");
  TempDir dir;
  EXPECT_EQ(run_shell(std::string(MAZEPROOF_BINARY) + " batch " + file, dir.path()).code, 2);
}

TEST(GridBatch, JsonSaysTheGrid) {
  RunResult r = run_in_process({"batch", data("grid-good.json"), "--json"});
  EXPECT_EQ(r.code, 0);
  nlohmann::json j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["verdict"], "pass");
  ASSERT_EQ(j["mazes"].size(), 3u);
  EXPECT_EQ(j["mazes"][1], nlohmann::json::parse(R"({"id": "hex-3x2", "grid": "hex:3x2", "cells": 6,
              "perfect": true, "route_length": 3, "forks": 1, "problems": []})"));
  EXPECT_EQ(j["mazes"][0]["grid"], "3x2");
  r = run_in_process({"batch", data("grid-cut-off.json"), "--json"});
  j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["verdict"], "fail");
  EXPECT_EQ(j["mazes"][0]["grid"], "triangle:4x2");
  EXPECT_TRUE(j["mazes"][0]["route_length"].is_null());
  EXPECT_EQ(j["mazes"][0]["problems"][0], "1 cell cut off from the entrance, first cell 3 (3,0)");
}

// What `mazebook sample --format json` prints: one record, or an array.
TEST(GridBatch, OneRecordOrAnArray) {
  TempDir dir;
  const std::string record =
      R"({"id": "one", "grid": {"kind": "rect", "columns": 2, "rows": 1}, "passages": [[0, 1]],
          "entrance": {"cell": 0, "side": 3}, "exit": {"cell": 1, "side": 1}})";
  write_text(dir / "one.json", record);
  RunResult r = run_in_process({"batch", dir / "one.json"});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out, "one: 2x1, perfect, route 1, forks 0\nmazeproof: 1 mazes, 0 failed\n");
  write_text(dir / "two.json", "[" + record + ", {\"grid\": {\"kind\": \"polar\"}}]");
  r = run_in_process({"batch", dir / "two.json"});
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.err, "mazeproof: " + (dir / "two.json") +
                       ": [1].grid.rings: expected an integer from 2 to 2000, got nothing\n");
  write_text(dir / "number.json", "7");
  r = run_in_process({"batch", dir / "number.json"});
  EXPECT_EQ(r.err, "mazeproof: " + (dir / "number.json") +
                       ": top level: expected an object with \"mazes\", an array of mazes, or one "
                       "maze, got 7\n");
}

TEST(GridBatch, HelpDescribesTheMazeJson) {
  const RunResult r = run_in_process({"batch", "--help"});
  EXPECT_EQ(r.code, 0);
  for (const char* word : {"mazebook sample --format json", "passage_bits", "polar", "triangle",
                           "\"picture\"", "not neighbours"})
    EXPECT_NE(r.out.find(word), std::string::npos) << word;
}

// A record around `fields`: a 2x2 rectangle unless `fields` names a grid.
std::string record(const std::string& fields) {
  std::string grid = fields.find("\"grid\"") == std::string::npos
                         ? R"("grid": {"kind": "rect", "columns": 2, "rows": 2}, )"
                         : "";
  return R"({"mazes": [{"id": "m", )" + grid + fields + "}]}";
}

const char* kOpenings = R"("entrance": {"cell": 0, "side": 0}, "exit": {"cell": 3, "side": 2})";

TEST(GridBatch, BadRecordsAreUnusable) {
  const std::string good = std::string(R"("passages": [[0, 1], [1, 3], [2, 3]], )") + kOpenings;
  const struct {
    std::string text;
    const char* message;
  } cases[] = {
      {record(R"("grid": {"kind": "square", "columns": 2, "rows": 2}, )" + good),
       "mazes[0].grid.kind: expected rect, masked, polar, hex or triangle, got \"square\""},
      {record(R"("grid": {"kind": "polar", "rings": 1}, )" + good),
       "mazes[0].grid.rings: expected an integer from 2 to 2000, got 1"},
      {record(R"("grid": {"kind": "hex", "columns": 10001, "rows": 2}, )" + good),
       "mazes[0].grid.columns: expected an integer from 1 to 10000, got 10001"},
      {record(R"("grid": {"kind": "polar", "rings": 3, "columns": 5}, )" + good),
       "mazes[0].grid.columns: expected nothing in a polar grid (kind, rings), got 5"},
      {record(R"("grid": {"kind": "masked", "mask": ["X.", ".X"]}, )" + good),
       "mazes[0].grid.mask: expected its cells in one piece (cells that touch only at a corner "
       "are apart), got 2 pieces"},
      {record(R"("grid": {"kind": "masked", "mask": ["XX", "X"]}, )" + good),
       "mazes[0].grid.mask[1]: expected 2 characters like row 1, got \"X\""},
      {record(R"("grid": {"kind": "masked", "mask": ["XO"]}, )" + good),
       "mazes[0].grid.mask[0]: expected only 'X' (a cell) and '.' (none), got \"XO\""},
      {record(R"("grid": {"kind": "masked", "mask": ["..", ".."]}, )" + good),
       "mazes[0].grid.mask: expected at least one 'X', got [\"..\",\"..\"]"},
      {record(R"("grid": {"kind": "masked", "columns": 3, "mask": ["XX", ".X"]}, )" + good),
       "mazes[0].grid.columns: expected 2 (the mask's columns), got 3"},
      {record(R"("grid": {"kind": "masked", "mask": ["XX", ".X"]}, "passages": [[0, 2]], )" +
              std::string(kOpenings)),
       "mazes[0].passages[0][1]: expected a cell the mask has (an 'X'), got 2"},
      {record(R"("passages": [[0, 1], [1, 0]], )" + std::string(kOpenings)),
       "mazes[0].passages[1]: expected a passage not listed before, got [1,0]"},
      {record(R"("passages": [[0, 7]], )" + std::string(kOpenings)),
       "mazes[0].passages[0][1]: expected an integer from 0 to 3, got 7"},
      {record(R"("passages": [[0, 3]], )" + std::string(kOpenings)),
       "mazes[0].passages[0]: expected two neighbouring cells of the 2x2 grid, got [0,3]"},
      {record(R"("passages": [[0, 1, 3]], )" + std::string(kOpenings)),
       "mazes[0].passages[0]: expected two cell indices, got [0,1,3]"},
      {record(R"("passages": [], "passage_bits": "AA==", )" + std::string(kOpenings)),
       "mazes[0]: expected \"passages\" or \"passage_bits\", not both"},
      {record(R"("cells": 5, )" + good), "mazes[0].cells: expected 4 (the grid's cells), got 5"},
      {record(R"("rows": 3, )" + good), "mazes[0].rows: expected 2 (the grid's rows), got 3"},
      {record(std::string(R"("passages": [], "exit": {"cell": 3}, "entrance": {"cell": 0, )") +
              R"("side": 4})"),
       "mazes[0].entrance.side: expected an integer from 0 to 3, got 4"},
      {record(R"("passages": [], "exit": {"cell": 3})"),
       "mazes[0].entrance: expected an object {\"cell\", \"side\"}, got nothing"},
      {record(R"("grid": {"kind": "hex", "columns": 1, "rows": 1}, "passages": [], )"
              R"("entrance": {"cell": 0, "side": 0}, "exit": {"cell": 0}, "picture": ["#.#"])"),
       "mazes[0].picture: expected no picture on a hex grid (pictures are for rect grids), got "
       "[\"#.#\"]"},
  };
  TempDir dir;
  for (const auto& c : cases) {
    write_text(dir / "bad.json", c.text);
    const RunResult r = run_in_process({"batch", dir / "bad.json"});
    EXPECT_EQ(r.code, 2) << c.text;
    EXPECT_EQ(r.err, "mazeproof: " + (dir / "bad.json") + ": " + c.message + "\n") << c.text;
    EXPECT_EQ(r.out, "");
  }
}

TEST(GridBatch, PictureMustMatchThePassages) {
  // grid-good.json's rectangle with the passage between cells 1 and 4
  // walled in the picture.
  TempDir dir;
  write_text(dir / "p.json",
             R"({"mazes": [{"grid": {"kind": "rect", "columns": 3, "rows": 2},
                 "passages": [[0, 1], [1, 2], [1, 4], [3, 4], [4, 5]],
                 "entrance": {"cell": 0, "side": 0}, "exit": {"cell": 5, "side": 2},
                 "picture": ["#.#####", "#.....#", "#######", "#.....#", "#####.#"]}]})");
  const RunResult r = run_in_process({"batch", dir / "p.json"});
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.err, "mazeproof: " + (dir / "p.json") +
                       ": mazes[0].picture: does not match the grid's passages and openings: the "
                       "wall between cell (1,0) and cell (1,1): wall in the picture, passage in "
                       "the passages\n");
}

TEST(GridBatch, BadBitFieldsAreUnusable) {
  const std::string hex =
      R"("grid": {"kind": "hex", "columns": 3, "rows": 2}, "entrance": {"cell": 0, "side": 0}, )"
      R"("exit": {"cell": 5, "side": 3}, )";
  const std::string polar =
      R"("grid": {"kind": "polar", "rings": 2}, "entrance": {"cell": 1, "side": 3}, )"
      R"("exit": {"cell": 0}, )";
  const std::string rect =
      R"("grid": {"kind": "rect", "columns": 3, "rows": 1}, "entrance": {"cell": 0, "side": 0}, )"
      R"("exit": {"cell": 2, "side": 2}, )";
  const struct {
    std::string text;
    const char* message;
  } cases[] = {
      {record(hex + R"("passage_bits": "KgUAAA==")"),
       "mazes[0].passage_bits: expected padded base64 of 3 bytes (3 bits a cell), got "
       "\"KgUAAA==\""},
      {record(hex + R"("passage_bits": "KgU")"),
       "mazes[0].passage_bits: expected padded base64 of 3 bytes (3 bits a cell), got \"KgU\""},
      {record(hex + R"("passage_bits": "Kg U")"),
       "mazes[0].passage_bits: expected padded base64 of 3 bytes (3 bits a cell), got \"Kg U\""},
      // Bit 6 is cell 2's bit 0, its top right side: outside the grid.
      {record(hex + R"("passage_bits": "agUA")"),
       "mazes[0].passage_bits: bit 6 (cell 2 (2,0), bit 0) is set, but side 1 faces the outside"},
      // Bit 0 is the polar centre's, which stores no wall.
      {record(polar + R"("passage_bits": "AQA=")"),
       "mazes[0].passage_bits: bit 0 (cell 0 (ring 0, 0), bit 0) is set, but that bit is no "
       "wall of the cell"},
      // 3 cells of 2 bits fill 6 bits of the byte; bit 7 is past them.
      {record(rect + R"("passage_bits": "gA==")"),
       "mazes[0].passage_bits: bit 7 is set, past the last cell's"},
  };
  TempDir dir;
  for (const auto& c : cases) {
    write_text(dir / "bad.json", c.text);
    const RunResult r = run_in_process({"batch", dir / "bad.json"});
    EXPECT_EQ(r.code, 2) << c.text;
    EXPECT_EQ(r.err, "mazeproof: " + (dir / "bad.json") + ": " + c.message + "\n") << c.text;
  }
}

TEST(GridBatch, WrongMetricsFail) {
  TempDir dir;
  write_text(dir / "m.json", record(std::string(R"("passages": [[0, 1], [1, 3], [2, 3]], )") +
                                    kOpenings + R"(, "metrics": {"route_length": 4, "forks": 1})"));
  const RunResult r = run_in_process({"batch", dir / "m.json"});
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(r.err, (dir / "m.json") + ": maze m: route_length 2 by proof, the file says 4\n" +
                       (dir / "m.json") + ": maze m: forks 0 by proof, the file says 1\n");
}

// Five grids of 100 million cells: refused before any is proved.
TEST(GridBatch, TooManyCellsInOneFile) {
  std::string mazes;
  for (int i = 0; i < 5; ++i) {
    mazes += std::string(i ? ", " : "") +
             R"({"grid": {"kind": "hex", "columns": 10000, "rows": 10000}, "passages": [],
                 "entrance": {"cell": 0, "side": 0}, "exit": {"cell": 1, "side": 0}})";
  }
  TempDir dir;
  write_text(dir / "big.json", "{\"mazes\": [" + mazes + "]}");
  const RunResult r = run_in_process({"batch", dir / "big.json"});
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.err, "mazeproof: " + (dir / "big.json") +
                       ": mazes[4].grid: its 100000000 cells take the file past 400000000 cells, "
                       "the most mazeproof proves from one file\n");
}

}  // namespace
}  // namespace mazeproof_test
