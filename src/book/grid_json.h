#pragma once
// A grid as JSON: {"kind": "rect", "columns": 16, "rows": 20},
// {"kind": "polar", "rings": 12}, {"kind": "masked", "columns": 30,
// "rows": 28, "mask": ["..XX..", ...]}, hex and triangle like rect. The
// maze JSON, presets and the manifest all use it (src/maze/README.md,
// "The maze JSON").

#include "base/json.h"
#include "base/json_reader.h"
#include "maze/grid.h"
#include "maze/grids.h"

namespace mazebook {

Json grid_json(const Grid& grid);

// Reads a grid object, checking every parameter; a masked grid's "mask" is
// its rows (text), which `resolve_mask` may instead fill from a mask name
// (see preset.h). Throws Error naming the file and the JSON path.
GridSpec read_grid_spec(const JsonNode& node);

}  // namespace mazebook
