#pragma once
// The crossings of a weave maze as its record lists them (README.md "Weave
// mazes"): "crossings": [{"cell": i, "over": "ns" | "ew"}, ...] beside the
// passages. Read strictly with the verifier's own grid arithmetic; whether
// they keep the grid rules is for the proof (topology/weave_proof.h).

#include <vector>

#include "proof/core/json_field.h"
#include "proof/model/cell_grid.h"

namespace mazeproof {

// A crossing: its cell, and whether its over passage runs north-south
// (sides 0 and 2) or east-west (sides 1 and 3).
struct WeaveCrossing {
  int cell = 0;
  bool over_ns = true;
};

// Reads `crossings` for a maze on `grid`: a rect or masked grid, each entry
// {"cell", "over"} with a cell of the grid, each cell once. Throws Error
// naming the file and the JSON path of the first problem.
std::vector<WeaveCrossing> read_crossings(const JsonField& crossings, const CellGrid& grid);

}  // namespace mazeproof
