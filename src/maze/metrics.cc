#include "maze/metrics.h"

#include <cstdlib>

#include "maze/solver.h"

namespace mazebook {

namespace {

constexpr MetricInfo kMetricInfos[] = {
    {"dead_end_share", "cells with exactly one passage, over all cells", false},
    {"route_length", "steps on the route from entrance cell to exit cell", true},
    {"route_ratio", "route length over the grid distance between entrance and exit", false},
    {"forks", "route cells (exit excluded) with three or more passages", true},
    {"turns", "changes of direction along the route", true},
    {"coverage", "cells on the route, over all cells", false},
};

}  // namespace

std::span<const MetricInfo> metric_infos() { return kMetricInfos; }

bool metric_value(const Metrics& m, std::string_view name, double& value) {
  if (name == "dead_end_share")
    value = m.dead_end_share;
  else if (name == "route_length")
    value = static_cast<double>(m.route_length);
  else if (name == "route_ratio")
    value = m.route_ratio;
  else if (name == "forks")
    value = static_cast<double>(m.forks);
  else if (name == "turns")
    value = static_cast<double>(m.turns);
  else if (name == "coverage")
    value = m.coverage;
  else
    return false;
  return true;
}

Metrics measure(const Maze& maze) { return measure(maze, solve(maze)); }

Metrics measure(const Maze& maze, std::span<const int32_t> route) {
  Metrics m;
  const int32_t cells = maze.cells();
  int64_t dead_ends = 0;
  for (int32_t cell = 0; cell < cells; ++cell) {
    if (maze.passages(cell) == 1) ++dead_ends;
  }
  m.dead_end_share = static_cast<double>(dead_ends) / cells;
  if (route.empty()) return m;

  m.route_length = static_cast<int64_t>(route.size()) - 1;
  const int columns = maze.columns();
  const int32_t first = route.front();
  const int32_t last = route.back();
  const int64_t manhattan =
      std::abs(first % columns - last % columns) + std::abs(first / columns - last / columns);
  m.route_ratio = manhattan == 0 ? 1.0 : static_cast<double>(m.route_length) / manhattan;
  for (size_t i = 0; i + 1 < route.size(); ++i) {
    if (maze.passages(route[i]) >= 3) ++m.forks;
  }
  for (size_t i = 1; i + 1 < route.size(); ++i) {
    // Steps along a row differ by 1, along a column by `columns`.
    if (route[i] - route[i - 1] != route[i + 1] - route[i]) ++m.turns;
  }
  m.coverage = static_cast<double>(route.size()) / cells;
  return m;
}

}  // namespace mazebook
