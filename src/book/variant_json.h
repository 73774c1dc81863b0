#pragma once
// A variant maze as JSON: the maze record of book/maze_json.h with the
// variant's optional fields (src/maze/README.md, "The maze JSON record"):
//   "variant": {"kind": "keys", "pairs": 2}
//   "entrances": [{"cell", "side"}, ...]              letters A, B, ... in order
//   "doors": [{"cells": [a, b], "letter": "A"}, ...]
//   "keys": [{"cell": c, "letter": "A"}, ...]
//   "arrows": [{"from": a, "to": b}, ...]
//   "floors": [{"passages": [...]}, ...]              floors 1 and up
//   "stairs": [{"floor": f, "cell": c}, ...]          joining floor f and f + 1
//   "variant_metrics": {...}                          after "metrics"
// A maze without a variant is written exactly as maze_json writes it.

#include <cstdint>
#include <string>

#include "base/json.h"
#include "base/json_reader.h"
#include "maze/variants/variant.h"
#include "maze/variants/variant_metrics.h"

namespace mazebook {

// {"kind": "keys", "pairs": 2}. REQUIRES: a variant.
Json variant_json(const Variant& variant);
// Reads a variant object; throws Error naming the file and JSON path.
Variant read_variant(const JsonNode& node);

// The record of `vm`, measured as `measured` says.
Json variant_maze_json(const std::string& id, const std::string& algorithm, uint64_t seed,
                       const VariantMaze& vm, const VariantMeasure& measured);

// Reads a record: the plain maze (read_maze_json) and, when it has
// "variant", the fields of its kind. Every mark must be well formed (cells
// of the grid, doors and arrows across open passages, each letter once,
// stairs between floors that exist); whether the variant's property holds
// is for variant_fault to say. Fields of a variant without "variant", or of
// another kind, are refused. Throws Error naming the file and JSON path.
VariantMaze read_variant_maze_json(const JsonNode& record);

}  // namespace mazebook
