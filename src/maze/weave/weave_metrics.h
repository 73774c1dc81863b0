#pragma once
// Metrics of a weave maze (src/maze/README.md, "Weave mazes"): the plain
// metrics of metrics.h taken on the graph where a crossing is two nodes,
// and the weave's own.

#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

#include "maze/metrics.h"
#include "maze/weave/weave.h"

namespace mazebook {

struct WeaveMetrics {
  int64_t crossings = 0;           // crossings in the maze
  int64_t crossings_on_route = 0;  // passes of the route through a crossing, over or under
};

// One row of the weave metric table (every one a count).
struct WeaveMetricInfo {
  std::string_view name;
  std::string_view description;
  double (*read)(const WeaveMetrics&);
};

// Every weave metric in its documented order.
std::span<const WeaveMetricInfo> weave_metric_infos();

// The weave metric called `name`; false when there is no such metric.
bool weave_metric_value(const WeaveMetrics& metrics, std::string_view name, double& value);

// A weave maze measured: its route (cells, a crossing once a pass), the
// plain metrics on its graph and the weave's own.
struct WeaveMeasure {
  std::vector<int32_t> route;
  Metrics metrics;
  WeaveMetrics extra;
};

// REQUIRES: non-empty.
WeaveMeasure measure_weave(const WeaveMaze& wm);
// The same along a route already found (solve_weave's).
WeaveMeasure measure_weave(const WeaveMaze& wm, std::vector<int32_t> route);

}  // namespace mazebook
