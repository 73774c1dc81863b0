// The maze JSON's variant fields (src/maze/README.md, "The maze JSON
// record"): every variant written and read back to the same maze, a plain
// maze written exactly as before, and malformed marks refused naming the
// file and JSON path.

#include "book/variant_json.h"

#include <gtest/gtest.h>

#include "base/error.h"
#include "book/maze_json.h"
#include "maze/grids.h"
#include "maze/variants/variant_generators.h"

namespace {

using namespace mazebook;

GridPtr grid_of(GridKind kind, int a, int b) {
  GridSpec spec;
  spec.kind = kind;
  spec.columns = a;
  spec.rows = b;
  return make_grid(spec);
}

VariantMaze make(const Variant& v, const GridPtr& grid, uint64_t seed) {
  Random random(seed);
  return generate_variant(v, *find_generator("backtracker"), grid, random);
}

Json record_of(const VariantMaze& vm) {
  return variant_maze_json("m", "backtracker", 1, vm, measure_variant(vm));
}

VariantMaze read_back(const Json& record) {
  return read_variant_maze_json(JsonNode(record, "v.json"));
}

std::string refusal(const Json& record) {
  try {
    read_back(record);
  } catch (const Error& e) {
    return e.what();
  }
  return "accepted";
}

const Variant kAll[] = {{VariantKind::entrances, 3},
                        {VariantKind::keys, 3},
                        {VariantKind::oneway, 5},
                        {VariantKind::floors, 3}};

TEST(VariantJson, EveryVariantReadsBackAsTheSameMaze) {
  for (const GridPtr& grid : {grid_of(GridKind::rect, 9, 7), grid_of(GridKind::hex, 7, 6)}) {
    for (const Variant& v : kAll) {
      for (uint64_t seed = 1; seed <= 5; ++seed) {
        SCOPED_TRACE(grid->name() + " " + variant_spec(v) + " seed " + std::to_string(seed));
        const VariantMaze vm = make(v, grid, seed);
        const Json record = record_of(vm);
        EXPECT_EQ(read_back(record), vm);
        // And the text again, byte for byte.
        EXPECT_EQ(record_of(read_back(Json::parse(record.dump()))).dump(), record.dump());
      }
    }
  }
}

TEST(VariantJson, FieldsComeInTheDocumentedOrder) {
  const auto keys_of = [](const Json& j) {
    std::vector<std::string> keys;
    for (const auto& [key, value] : j.items()) keys.push_back(key);
    return keys;
  };
  const GridPtr grid = grid_of(GridKind::rect, 8, 6);
  EXPECT_EQ(keys_of(record_of(make(kAll[1], grid, 2))),
            (std::vector<std::string>{"id", "algorithm", "seed", "grid", "cells", "passages",
                                      "entrance", "exit", "columns", "rows", "picture", "variant",
                                      "doors", "keys", "metrics", "variant_metrics"}));
  const Json floors = record_of(make(kAll[3], grid, 2));
  EXPECT_EQ(floors["variant"], Json::parse(R"({"kind": "floors", "floors": 3})"));
  EXPECT_EQ(floors["floors"].size(), 2u);
  EXPECT_EQ(floors["stairs"].size(), 2u);
  EXPECT_EQ(floors["variant_metrics"], Json::parse(R"({"floors_changed": 2})"));
  const Json keys = record_of(make(kAll[1], grid, 2));
  EXPECT_EQ(keys["doors"][1]["letter"], "B");
  EXPECT_EQ(keys["variant_metrics"]["keys_collected"], 3);
}

TEST(VariantJson, APlainMazeIsWrittenExactlyAsBefore) {
  const VariantMaze vm = make({}, grid_of(GridKind::rect, 6, 5), 4);
  const Json plain = maze_json("m", "backtracker", 1, vm.maze, measure(vm.maze));
  EXPECT_EQ(record_of(vm).dump(), plain.dump());
  EXPECT_EQ(read_back(plain), vm);
}

TEST(VariantJson, MalformedMarksAreRefusedWithTheirPath) {
  const GridPtr grid = grid_of(GridKind::rect, 8, 6);
  const Json keys = record_of(make(kAll[1], grid, 2));
  Json j = keys;
  j["variant"] = Json::parse(R"({"kind": "doors", "pairs": 2})");
  EXPECT_EQ(refusal(j),
            "v.json: variant.kind: expected one of entrances, keys, oneway, floors, got \"doors\"");
  j = keys;
  j["variant"] = Json::parse(R"({"kind": "keys", "pairs": 4})");
  EXPECT_EQ(refusal(j), "v.json: variant.pairs: expected an integer from 1 to 3, got 4");
  j = keys;
  j["variant"] = Json::parse(R"({"kind": "keys", "floors": 2})");
  EXPECT_EQ(refusal(j), "v.json: variant.floors: unknown key; valid: kind, pairs");
  j = keys;
  j["arrows"] = Json::array();
  EXPECT_EQ(refusal(j), "v.json: arrows: does not go with variant keys");
  j = keys;
  j.erase("variant");
  EXPECT_EQ(refusal(j), "v.json: doors: goes with a \"variant\" only");
  j = keys;
  j["doors"][0]["cells"] = {0, 47};
  EXPECT_EQ(refusal(j), "v.json: doors[0].cells: cells 0 and 47 have no open passage between them");
  j = keys;
  j["keys"][1]["letter"] = "A";
  EXPECT_EQ(refusal(j), "v.json: keys[1].letter: key A is given twice");
  j = keys;
  j["keys"][1]["cell"] = j["keys"][0]["cell"];
  EXPECT_EQ(refusal(j), "v.json: keys[1].cell: two keys in one cell");
  j = keys;
  j["keys"][0]["cell"] = 48;
  EXPECT_EQ(refusal(j), "v.json: keys[0].cell: expected an integer from 0 to 47, got 48");

  const Json floors = record_of(make(kAll[3], grid, 2));
  j = floors;
  j["stairs"][1]["floor"] = 2;
  EXPECT_EQ(refusal(j), "v.json: stairs[1].floor: no floor 3 above floor 2 to join");
  j = floors;
  j["floors"][0]["passages"][0] = {0, 9};
  EXPECT_EQ(refusal(j),
            "v.json: floors[0].passages[0]: cells 0 and 9 are not neighbours in the grid");

  const Json entrances = record_of(make(kAll[0], grid, 2));
  j = entrances;
  j["entrances"][0]["side"] = 1;
  j["entrances"][0]["cell"] = 0;
  EXPECT_EQ(refusal(j), "v.json: entrances[0].side: side 1 of cell 0 does not face the outside");
}

}  // namespace
