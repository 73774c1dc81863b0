#pragma once
// A maze and its measurements as JSON: the record that the sample command,
// batch files and the book manifest all share.

#include <cstdint>
#include <string>

#include "base/json.h"
#include "maze/maze.h"
#include "maze/metrics.h"

namespace mazebook {

Json opening_json(const Opening& opening);
Json metrics_json(const Metrics& metrics);

// {"id", "algorithm", "seed", "columns", "rows", "entrance", "exit",
//  "picture", "metrics"}, in that order.
Json maze_json(const std::string& id, const std::string& algorithm, uint64_t seed, const Maze& maze,
               const Metrics& metrics);

}  // namespace mazebook
