#pragma once
// Metrics of a variant maze (src/maze/README.md, "Variants"): the plain
// metrics of metrics.h, over every floor for floors, and the variant's own,
// which mean something only for some kinds.

#include <cstdint>
#include <span>
#include <string_view>

#include "maze/metrics.h"
#include "maze/variants/variant.h"
#include "maze/variants/variant_solver.h"

namespace mazebook {

struct VariantMetrics {
  int64_t walk_length = 0;         // keys: steps of the solution walk, detours included
  int64_t keys_collected = 0;      // keys: keys picked up on the walk
  int64_t backtracking_steps = 0;  // keys: steps of the walk across a passage crossed before
  int64_t arrows_on_route = 0;     // oneway: arrows the route passes
  int64_t floors_changed = 0;      // floors: stairs taken on the route
  int64_t dead_entrances = 0;      // entrances: entrances from which the exit cannot be reached
};

// One row of the variant metric table.
struct VariantMetricInfo {
  std::string_view name;
  std::string_view description;
  VariantKind kind;  // the kind it means something for
  double (*read)(const VariantMetrics&);
};

// Every variant metric in its documented order.
std::span<const VariantMetricInfo> variant_metric_infos();

// The variant metric called `name`; false when there is no such metric.
bool variant_metric_value(const VariantMetrics& metrics, std::string_view name, double& value);

// A variant maze measured: the solution walk, the plain metrics along it
// (keys: along the plain route, detours left out) and the variant's own.
struct VariantMeasure {
  VariantWalk walk;
  Metrics metrics;
  VariantMetrics extra;
};

// REQUIRES: non-empty.
VariantMeasure measure_variant(const VariantMaze& vm);

}  // namespace mazebook
