#include "maze/variants/variant_stats.h"

#include "maze/metrics.h"
#include "maze/variants/variant_check.h"
#include "maze/variants/variant_generators.h"
#include "maze/variants/variant_metrics.h"

namespace mazebook {

VariantStats measure_variant_algorithm(const Variant& variant, const GeneratorInfo* generator,
                                       const GridPtr& grid, int count, uint64_t seed) {
  VariantStats stats;
  const bool own_trees = variant.kind == VariantKind::entrances;
  stats.name = own_trees ? "entrances" : std::string(generator->name);
  stats.count = count;
  for (const MetricInfo& info : metric_infos()) {
    stats.names.push_back(info.name);
    stats.integer.push_back(info.integer);
  }
  for (const VariantMetricInfo& info : variant_metric_infos()) {
    if (info.kind != variant.kind) continue;
    stats.names.push_back(info.name);
    stats.integer.push_back(true);
  }
  stats.values.resize(stats.names.size());
  // Entrances ignore the generator; any one will do for the call.
  const GeneratorInfo& used = own_trees ? generators().front() : *generator;
  for (int i = 0; i < count; ++i) {
    Random random(derive_seed(seed, 0, static_cast<uint64_t>(i), 0));
    const VariantMaze vm = generate_variant(variant, used, grid, random);
    if (variant_fault(vm).empty()) ++stats.held;
    const VariantMeasure measured = measure_variant(vm);
    size_t m = 0;
    for (const MetricInfo& info : metric_infos()) {
      const double value = info.read(measured.metrics);
      if (metric_defined(value)) stats.values[m].push_back(value);
      ++m;
    }
    for (const VariantMetricInfo& info : variant_metric_infos()) {
      if (info.kind == variant.kind) stats.values[m++].push_back(info.read(measured.extra));
    }
  }
  for (const std::vector<double>& v : stats.values) stats.summaries.push_back(summarize(v));
  return stats;
}

}  // namespace mazebook
