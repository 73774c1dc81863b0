#include "maze/variants/variant_metrics.h"

#include <algorithm>
#include <set>
#include <utility>
#include <vector>

#include "maze/open_grid.h"
#include "maze/solver.h"

namespace mazebook {

namespace {

constexpr VariantMetricInfo kVariantMetricInfos[] = {
    {"walk_length", "steps of the walk that collects every key, detours included",
     VariantKind::keys, [](const VariantMetrics& m) { return static_cast<double>(m.walk_length); }},
    {"keys_collected", "keys picked up on the walk", VariantKind::keys,
     [](const VariantMetrics& m) { return static_cast<double>(m.keys_collected); }},
    {"backtracking_steps", "steps of the walk across a passage it crossed before",
     VariantKind::keys,
     [](const VariantMetrics& m) { return static_cast<double>(m.backtracking_steps); }},
    {"arrows_on_route", "one-way passages the route passes", VariantKind::oneway,
     [](const VariantMetrics& m) { return static_cast<double>(m.arrows_on_route); }},
    {"floors_changed", "stairs taken on the route", VariantKind::floors,
     [](const VariantMetrics& m) { return static_cast<double>(m.floors_changed); }},
    {"dead_entrances", "entrances from which the exit cannot be reached", VariantKind::entrances,
     [](const VariantMetrics& m) { return static_cast<double>(m.dead_entrances); }},
};

// Passages of a place: its open sides and its stairs.
int place_passages(const VariantMaze& vm, Place p) {
  int n = vm.floor(p.floor).passages(p.cell);
  for (const Stair& s : vm.stairs) {
    if (s.cell == p.cell && (s.floor == p.floor || s.floor + 1 == p.floor)) ++n;
  }
  return n;
}

// The plain metrics over every floor, along `route` (README "Variants").
Metrics measure_floors(const VariantMaze& vm, const std::vector<Place>& route) {
  Metrics m = measure(vm.maze, {});  // the openings' distance, on the grid alone
  const Grid& grid = vm.maze.grid();
  const int floors = vm.floor_count();
  const int64_t cells = int64_t{vm.maze.cells()} * floors;
  int64_t dead_ends = 0;
  for (int f = 0; f < floors; ++f) {
    for (int32_t cell = 0; cell < vm.maze.size(); ++cell) {
      if (vm.maze.exists(cell) && place_passages(vm, {f, cell}) == 1) ++dead_ends;
    }
  }
  m.dead_end_share = static_cast<double>(dead_ends) / static_cast<double>(cells);
  if (route.empty()) return m;
  m.route_length = static_cast<int64_t>(route.size()) - 1;
  const int64_t shortest =
      open_distance(grid, route.front().cell, route.back().cell) + (floors - 1);
  m.route_ratio = shortest == 0 ? 1.0 : static_cast<double>(m.route_length) / shortest;
  // A stair step has its own direction, up or down, beyond the grid's.
  constexpr int kUp = 1000;
  constexpr int kDown = 1001;
  int previous = -1;
  for (size_t i = 0; i + 1 < route.size(); ++i) {
    if (place_passages(vm, route[i]) >= 3) ++m.forks;
    int direction;
    if (route[i + 1].floor != route[i].floor) {
      direction = route[i + 1].floor > route[i].floor ? kUp : kDown;
    } else {
      int side = 0;
      while (grid.neighbour(route[i].cell, side) != route[i + 1].cell) ++side;
      direction = grid.direction(route[i].cell, side);
    }
    if (i > 0 && direction != previous) ++m.turns;
    previous = direction;
  }
  m.coverage = static_cast<double>(route.size()) / static_cast<double>(cells);
  return m;
}

}  // namespace

std::span<const VariantMetricInfo> variant_metric_infos() { return kVariantMetricInfos; }

bool variant_metric_value(const VariantMetrics& metrics, std::string_view name, double& value) {
  for (const VariantMetricInfo& info : kVariantMetricInfos) {
    if (info.name == name) {
      value = info.read(metrics);
      return true;
    }
  }
  return false;
}

VariantMeasure measure_variant(const VariantMaze& vm) {
  VariantMeasure result;
  result.walk = solve_variant(vm);
  const std::vector<Place>& walk = result.walk.places;
  VariantMetrics& x = result.extra;
  if (vm.variant.kind == VariantKind::floors) {
    result.metrics = measure_floors(vm, walk);
  } else {
    result.metrics = measure(vm.maze);
  }
  if (!walk.empty()) x.walk_length = static_cast<int64_t>(walk.size()) - 1;
  x.keys_collected = std::popcount(result.walk.keys);
  std::set<std::pair<int64_t, int64_t>> crossed;
  const auto index = [&](Place p) { return int64_t{p.floor} * vm.maze.size() + p.cell; };
  for (size_t i = 0; i + 1 < walk.size(); ++i) {
    const int64_t a = index(walk[i]);
    const int64_t b = index(walk[i + 1]);
    if (!crossed.insert({std::min(a, b), std::max(a, b)}).second) ++x.backtracking_steps;
    if (walk[i].floor != walk[i + 1].floor) ++x.floors_changed;
    for (const Arrow& arrow : vm.arrows) {
      if (walk[i].floor == 0 && arrow.from == walk[i].cell && arrow.to == walk[i + 1].cell) {
        ++x.arrows_on_route;
      }
    }
  }
  if (!vm.entrances.empty()) {
    const std::vector<int32_t> reach = distances_from(vm.maze, vm.maze.exit().cell);
    for (const Opening& e : vm.entrances) x.dead_entrances += reach[e.cell] < 0 ? 1 : 0;
  }
  return result;
}

}  // namespace mazebook
