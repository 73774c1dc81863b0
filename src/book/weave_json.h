#pragma once
// A weave maze as JSON: the maze record of book/maze_json.h with its
// crossings beside the passages (src/maze/README.md, "The maze JSON
// record"):
//   "crossings": [{"cell": i, "over": "ns" | "ew"}, ...]   in cell order
// and the weave metrics (crossings, crossings_on_route) after the others in
// "metrics". A weave record carries no picture: it cannot show crossings.

#include <cstdint>
#include <string>
#include <vector>

#include "base/json.h"
#include "base/json_reader.h"
#include "maze/weave/weave.h"
#include "maze/weave/weave_metrics.h"

namespace mazebook {

// [{"cell": i, "over": "ns"}, ...].
Json crossings_json(const std::vector<Crossing>& crossings);
// Every metric of the table, then the weave's own.
Json weave_metrics_json(const Metrics& metrics, const WeaveMetrics& extra);

// The record of `wm`, measured as `measured` says.
Json weave_maze_json(const std::string& id, const std::string& algorithm, uint64_t seed,
                     const WeaveMaze& wm, const WeaveMeasure& measured);

// Reads `node`, a "crossings" list, for `maze`: objects {"cell", "over"},
// each cell one of the maze's. Whether they keep the grid rules is for
// crossing_fault to say. Throws Error naming the file and JSON path.
std::vector<Crossing> read_crossings(const JsonNode& node, const Maze& maze);

}  // namespace mazebook
