#include "maze/algorithm_stats.h"

#include "maze/metrics.h"
#include "maze/solver.h"

namespace mazebook {

AlgorithmStats measure_algorithm(const GeneratorInfo& generator, const GridPtr& grid, int count,
                                 uint64_t seed) {
  AlgorithmStats stats;
  stats.generator = &generator;
  stats.count = count;
  for (auto& v : stats.values) v.reserve(static_cast<size_t>(count));
  for (int i = 0; i < count; ++i) {
    Random random(derive_seed(seed, 0, static_cast<uint64_t>(i), 0));
    const Maze maze = generator.generate(grid, random);
    if (check_perfect(maze).perfect()) ++stats.perfect;
    const Metrics metrics = measure(maze);
    size_t m = 0;
    for (const MetricInfo& info : metric_infos()) {
      const double value = info.read(metrics);
      if (metric_defined(value)) stats.values[m].push_back(value);
      ++m;
    }
  }
  for (size_t m = 0; m < kMetricCount; ++m) stats.summaries[m] = summarize(stats.values[m]);
  return stats;
}

}  // namespace mazebook
