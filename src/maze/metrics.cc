#include "maze/metrics.h"

#include <cstdlib>
#include <iterator>
#include <limits>

#include "maze/open_grid.h"
#include "maze/solver.h"
#include "maze/topology.h"

namespace mazebook {

namespace {

constexpr MetricInfo kMetricInfos[] = {
    {"dead_end_share", "cells with exactly one passage, over all cells", false,
     [](const Metrics& m) { return m.dead_end_share; }},
    {"route_length", "steps on the route from entrance cell to exit cell", true,
     [](const Metrics& m) { return static_cast<double>(m.route_length); }},
    {"route_ratio", "route length over the grid distance between entrance and exit", false,
     [](const Metrics& m) { return m.route_ratio; }},
    {"forks", "route cells (exit excluded) with three or more passages", true,
     [](const Metrics& m) { return static_cast<double>(m.forks); }},
    {"turns", "changes of direction along the route", true,
     [](const Metrics& m) { return static_cast<double>(m.turns); }},
    {"coverage", "cells on the route, over all cells", false,
     [](const Metrics& m) { return m.coverage; }},
    {"opening_distance", "entrance to exit with every wall open, over the most the grid allows",
     false, [](const Metrics& m) { return m.opening_distance; }},
};

static_assert(std::size(kMetricInfos) == kMetricCount, "kMetricCount must count the table's rows");
// Every field of Metrics is 8 bytes (double or int64_t), so a field added to
// Metrics without a row here (and kMetricCount grown) fails this check.
static_assert(sizeof(Metrics) == kMetricCount * 8, "every field of Metrics needs a table row");

}  // namespace

std::span<const MetricInfo> metric_infos() { return kMetricInfos; }

bool metric_value(const Metrics& m, std::string_view name, double& value) {
  for (const MetricInfo& info : kMetricInfos) {
    if (info.name == name) {
      value = info.read(m);
      return true;
    }
  }
  return false;
}

Metrics measure(const Maze& maze) { return measure(maze, solve(maze)); }

namespace {

// The counts of `measure` that walk cells, over a topology.
template <typename Cells>
void count_cells(const Cells& cells, const Maze& maze, std::span<const int32_t> route, Metrics& m) {
  const uint8_t* bits = maze.wall_data();
  int64_t dead_ends = 0;
  const int32_t size = maze.size();
  for (int32_t cell = 0; cell < size; ++cell) {
    // A missing cell has no passage.
    dead_ends += mask_bits(cells.open_mask(bits, cell)) == 1 ? 1 : 0;
  }
  m.dead_end_share = static_cast<double>(dead_ends) / maze.cells();
  if (route.empty()) return;
  for (size_t i = 0; i + 1 < route.size(); ++i) {
    if (mask_bits(cells.open_mask(bits, route[i])) >= 3) ++m.forks;
  }
  // The direction of each step, from the side it leaves by.
  int previous = -1;
  for (size_t i = 0; i + 1 < route.size(); ++i) {
    int side = 0;
    while (cells.neighbour(route[i], side) != route[i + 1]) ++side;
    const int direction = cells.direction(route[i], side);
    if (i > 0 && direction != previous) ++m.turns;
    previous = direction;
  }
}

}  // namespace

Metrics measure(const Maze& maze, std::span<const int32_t> route) {
  Metrics m;
  const int32_t cells = maze.cells();
  if (cells == 0) return m;
  const Grid& grid = maze.grid();
  with_topology(grid, [&](const auto& topology) { count_cells(topology, maze, route, m); });
  const Opening& in = maze.entrance();
  const Opening& out = maze.exit();
  if (out.side == kNoSide) {
    m.opening_distance = std::numeric_limits<double>::quiet_NaN();
  } else if (const int64_t diameter = grid.boundary_diameter(); diameter > 0) {
    m.opening_distance =
        static_cast<double>(open_distance(grid, in.cell, out.cell)) / static_cast<double>(diameter);
  }
  if (route.empty()) return m;

  m.route_length = static_cast<int64_t>(route.size()) - 1;
  const int64_t shortest = open_distance(grid, route.front(), route.back());
  m.route_ratio = shortest == 0 ? 1.0 : static_cast<double>(m.route_length) / shortest;
  m.coverage = static_cast<double>(route.size()) / cells;
  return m;
}

}  // namespace mazebook
