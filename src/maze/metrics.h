#pragma once
// The metrics of one maze, exactly as DESIGN.md defines them. Openings to
// the outside (entrance, exit) never count as passages here.

#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

#include "maze/maze.h"

namespace mazebook {

struct Metrics {
  double dead_end_share = 0;  // cells with exactly one passage / all cells
  int64_t route_length = 0;   // steps from the entrance cell to the exit cell
  double route_ratio = 0;     // route_length / manhattan distance; 1 if 0
  int64_t forks = 0;          // route cells, exit excluded, with >= 3 passages
  int64_t turns = 0;          // changes of direction along the route
  double coverage = 0;        // route cells / all cells
};

// Measures a maze. For a maze with loops the route is a shortest one; for a
// maze whose exit cannot be reached, the route fields are all zero.
Metrics measure(const Maze& maze);
// The same, from a route already found (entrance cell first).
Metrics measure(const Maze& maze, std::span<const int32_t> route);

// The metric names in their documented order, for tables, bounds and JSON.
struct MetricInfo {
  std::string_view name;
  std::string_view description;
  bool integer;  // a count (printed without decimals)
};
std::span<const MetricInfo> metric_infos();

// The metric called `name`; false when there is no such metric.
bool metric_value(const Metrics& metrics, std::string_view name, double& value);

}  // namespace mazebook
