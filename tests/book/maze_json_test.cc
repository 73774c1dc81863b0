// The maze JSON of every kind (src/maze/README.md, "The maze JSON"):
// written and read back to the same maze, passages once each and sorted,
// a bit field above 250,000 cells, and every malformed record refused with
// the file and JSON path.

#include "book/maze_json.h"

#include <gtest/gtest.h>

#include "base/error.h"
#include "maze/generators.h"
#include "maze/grids.h"
#include "maze/metrics.h"
#include "maze/solver.h"

namespace {

using mazebook::GridKind;
using mazebook::GridSpec;
using mazebook::Json;
using mazebook::JsonNode;
using mazebook::Maze;

GridSpec spec(GridKind kind, int a, int b = 0) {
  GridSpec s;
  s.kind = kind;
  if (kind == GridKind::polar) {
    s.rings = a;
  } else {
    s.columns = a;
    s.rows = b;
  }
  return s;
}

Maze make(const GridSpec& s, uint64_t seed) {
  mazebook::Random random(seed);
  return mazebook::generate_wilson(mazebook::make_grid(s), random);
}

Json record_of(const Maze& maze) {
  return mazebook::maze_json("m", "wilson", 1, maze, mazebook::measure(maze));
}

Maze read_back(const Json& record) { return mazebook::read_maze_json(JsonNode(record, "b.json")); }

std::string refusal(const Json& record) {
  try {
    read_back(record);
  } catch (const mazebook::Error& e) {
    return e.what();
  }
  return "accepted";
}

TEST(MazeJson, EveryKindReadsBackAsTheSameMaze) {
  GridSpec mask;
  mask.kind = GridKind::masked;
  mask.mask = {"XXX.", "X.XX", "XXXX"};
  for (const GridSpec& s : {spec(GridKind::rect, 5, 4), spec(GridKind::hex, 4, 3),
                            spec(GridKind::triangle, 6, 3), spec(GridKind::polar, 4), mask}) {
    Maze maze = make(s, 3);
    if (s.kind == GridKind::polar) mazebook::place_centre(maze);
    SCOPED_TRACE(maze.grid().name());
    const Json record = record_of(maze);
    EXPECT_EQ(record["cells"], maze.cells());
    EXPECT_EQ(record["passages"].size(), static_cast<size_t>(maze.cells() - 1));
    EXPECT_EQ(read_back(record), maze);
    EXPECT_EQ(record.contains("picture"), s.kind == GridKind::rect);
  }
}

TEST(MazeJson, PassagesAreListedOnceSmallerCellFirstAndSorted) {
  const Json record = record_of(make(spec(GridKind::hex, 5, 5), 8));
  const Json& passages = record["passages"];
  for (size_t i = 0; i < passages.size(); ++i) {
    EXPECT_LT(passages[i][0].get<int>(), passages[i][1].get<int>());
    if (i > 0) {
      EXPECT_LT(passages[i - 1], passages[i]);
    }
  }
}

TEST(MazeJson, APolarCentreGoalHasNoSideAndNoOpeningDistance) {
  Maze maze = make(spec(GridKind::polar, 3), 2);
  mazebook::place_centre(maze);
  const Json record = record_of(maze);
  EXPECT_EQ(record["exit"], Json::parse(R"({"cell": 0})"));
  EXPECT_TRUE(record["metrics"]["opening_distance"].is_null());
  EXPECT_EQ(record["grid"], Json::parse(R"({"kind": "polar", "rings": 3})"));
}

TEST(MazeJson, LargeMazesUseABitField) {
  const Maze maze = make(spec(GridKind::rect, 600, 500), 1);
  const Json record = record_of(maze);
  EXPECT_FALSE(record.contains("passages"));
  // Two bits a cell (right and bottom walls), base64: 4 characters for 3 bytes.
  const size_t bytes = (600 * 500 * 2 + 7) / 8;
  EXPECT_EQ(record["passage_bits"].get<std::string>().size(), (bytes + 2) / 3 * 4);
  EXPECT_EQ(read_back(record), maze);
}

TEST(MazeJson, MalformedRecordsAreRefusedWithTheirPath) {
  const Json good = record_of(make(spec(GridKind::hex, 3, 3), 4));
  Json j = good;
  j["passages"][0] = {0, 8};
  EXPECT_EQ(refusal(j), "b.json: passages[0]: cells 0 and 8 are not neighbours in the grid");
  j = good;
  j["passages"].push_back(good["passages"][2]);
  EXPECT_EQ(refusal(j), "b.json: passages[8]: the passage is listed twice");
  j = good;
  j["entrance"] = Json::parse(R"({"cell": 4, "side": 0})");
  EXPECT_EQ(refusal(j), "b.json: entrance.side: side 0 of cell 4 does not face the outside");
  j = good;
  j["entrance"] = Json::parse(R"({"cell": 0})");
  EXPECT_EQ(refusal(j), "b.json: entrance: missing side: an entrance faces the outside");
  j = good;
  j["grid"] = Json::parse(R"({"kind": "spiral", "columns": 3, "rows": 3})");
  EXPECT_EQ(
      refusal(j),
      "b.json: grid.kind: expected one of rect, masked, polar, hex, triangle, got \"spiral\"");
  j = good;
  j["grid"] = Json::parse(R"({"kind": "polar", "rings": 0})");
  EXPECT_EQ(refusal(j), "b.json: grid.rings: expected an integer from 2 to 2000, got 0");
  j = good;
  j["cells"] = 10;
  EXPECT_EQ(refusal(j), "b.json: cells: the grid has 9 cells");
  j = good;
  j.erase("cells");
  j["grid"] = Json::parse(R"({"kind": "masked", "mask": ["X.X", "XXX"]})");
  j["passages"] = Json::array();
  j["entrance"] = Json::parse(R"({"cell": 0, "side": 0})");
  j["exit"] = Json::parse(R"({"cell": 5, "side": 2})");
  EXPECT_EQ(read_back(j).cells(), 5);
  j["grid"]["mask"] = {"X.X", "..."};
  EXPECT_EQ(refusal(j), "b.json: grid.mask: its cells make more than one piece; a maze needs one");
  j["grid"]["mask"] = {"...", "..."};
  EXPECT_EQ(refusal(j), "b.json: grid.mask: has no cells");
  // A rectangle's picture must say what its passages say.
  const Maze rect = make(spec(GridKind::rect, 3, 3), 5);
  j = record_of(rect);
  std::string row = j["picture"][1];
  row[1] = '#';
  j["picture"][1] = row;
  EXPECT_EQ(refusal(j), "b.json: picture: does not match the passages and openings");
}

}  // namespace
