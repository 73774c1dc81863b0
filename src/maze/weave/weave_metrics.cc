#include "maze/weave/weave_metrics.h"

#include <iterator>

#include "maze/weave/weave_graph.h"

namespace mazebook {

namespace {

constexpr WeaveMetricInfo kWeaveMetricInfos[] = {
    {"crossings", "crossings in the maze",
     [](const WeaveMetrics& m) { return static_cast<double>(m.crossings); }},
    {"crossings_on_route", "passes of the route through a crossing, over or under",
     [](const WeaveMetrics& m) { return static_cast<double>(m.crossings_on_route); }},
};

static_assert(sizeof(WeaveMetrics) == std::size(kWeaveMetricInfos) * 8,
              "every field of WeaveMetrics needs a table row");

}  // namespace

std::span<const WeaveMetricInfo> weave_metric_infos() { return kWeaveMetricInfos; }

bool weave_metric_value(const WeaveMetrics& metrics, std::string_view name, double& value) {
  for (const WeaveMetricInfo& info : kWeaveMetricInfos) {
    if (info.name == name) {
      value = info.read(metrics);
      return true;
    }
  }
  return false;
}

WeaveMeasure measure_weave(const WeaveMaze& wm) { return measure_weave(wm, solve_weave(wm)); }

WeaveMeasure measure_weave(const WeaveMaze& wm, std::vector<int32_t> route) {
  WeaveMeasure out;
  out.route = std::move(route);
  // Turns, route length, route ratio and opening distance mean the same on
  // the graph: a pass through a crossing goes straight on.
  out.metrics = measure(wm.maze, out.route);
  out.extra.crossings = static_cast<int64_t>(wm.crossings.size());
  if (wm.maze.empty()) return out;
  const std::vector<int32_t> slots = crossing_slots(wm.maze.size(), wm.crossings);
  const double nodes = wm.maze.cells() + static_cast<double>(wm.crossings.size());
  // A crossing's two nodes have two passages each: never a dead end.
  int64_t dead_ends = 0;
  for (int32_t cell = 0; cell < wm.maze.size(); ++cell) {
    if (wm.maze.exists(cell) && wm.maze.passages(cell) == 1) ++dead_ends;
  }
  out.metrics.dead_end_share = static_cast<double>(dead_ends) / nodes;
  if (out.route.empty()) return out;
  // measure() counted a crossing's four open sides as a fork at each pass;
  // on the graph each pass is a node of two passages.
  for (size_t i = 0; i < out.route.size(); ++i) {
    if (slots[static_cast<size_t>(out.route[i])] < 0) continue;
    ++out.extra.crossings_on_route;
    if (i + 1 < out.route.size()) --out.metrics.forks;
  }
  out.metrics.coverage = static_cast<double>(out.route.size()) / nodes;
  return out;
}

}  // namespace mazebook
