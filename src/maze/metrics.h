#pragma once
// The metrics of one maze, exactly as src/maze/README.md ("Metrics") defines
// them. Openings to the outside (entrance, exit) never count as passages here.

#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

#include "maze/maze.h"

namespace mazebook {

struct Metrics {
  double dead_end_share = 0;  // cells with exactly one passage / all cells
  int64_t route_length = 0;   // steps from the entrance cell to the exit cell
  double route_ratio = 0;     // route_length / steps with every wall open; 1 if 0
  int64_t forks = 0;          // route cells, exit excluded, with >= 3 passages
  int64_t turns = 0;          // changes of direction along the route
  double coverage = 0;        // route cells / all cells
  // Steps between entrance and exit cells with every wall open, over the
  // grid's boundary diameter: 0 side by side, 1 as far apart as the grid
  // allows. Not a number (NaN) for a goal inside the maze.
  double opening_distance = 0;
};

// True when `value` is a metric that is defined (opening_distance is not,
// for a goal inside the maze).
inline bool metric_defined(double value) { return value == value; }

// Measures a maze. For a maze with loops the route is a shortest one; for a
// maze whose exit cannot be reached, the route fields are all zero; for the
// empty maze every field is zero.
Metrics measure(const Maze& maze);
// The same, from a route already found (entrance cell first; empty for none).
Metrics measure(const Maze& maze, std::span<const int32_t> route);

// One row of the metric table: the one place a metric is named.
struct MetricInfo {
  std::string_view name;           // as in JSON, bounds and tables
  std::string_view description;    // one line, for help texts and tables
  bool integer;                    // a count (printed without decimals)
  double (*read)(const Metrics&);  // the metric's value in `metrics`
};

// How many metrics there are: the length of metric_infos() (checked by the
// compiler) and of every per-metric array.
constexpr size_t kMetricCount = 7;

// The metric table in its documented order, for tables, bounds and JSON.
std::span<const MetricInfo> metric_infos();

// The metric called `name`; false when there is no such metric.
bool metric_value(const Metrics& metrics, std::string_view name, double& value);

}  // namespace mazebook
