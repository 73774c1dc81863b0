#include "maze/weave/weave_stats.h"

#include <algorithm>
#include <exception>
#include <thread>

#include "maze/weave/weave_graph.h"
#include "maze/weave/weave_metrics.h"

namespace mazebook {

namespace {

// Below this many cells of work a thread, one thread does it all.
constexpr int64_t kCellsPerThread = 40000;

// Every metric of one maze, in the table's order, NaN where not defined.
struct Row {
  bool perfect = false;
  std::vector<double> values;
};

Row measure_one(const WeaveGeneratorInfo& generator, const GridPtr& grid, double density,
                uint64_t seed) {
  Random random(seed);
  const WeaveMaze wm = generator.generate(grid, density, random);
  Row row;
  std::vector<int32_t> route;
  row.perfect = crossing_fault(wm).empty() && check_weave_perfect(wm, route).perfect();
  const WeaveMeasure measured = measure_weave(wm, std::move(route));
  for (const MetricInfo& info : metric_infos()) row.values.push_back(info.read(measured.metrics));
  for (const WeaveMetricInfo& info : weave_metric_infos()) {
    row.values.push_back(info.read(measured.extra));
  }
  return row;
}

}  // namespace

std::vector<WeaveStats> measure_weave_algorithms(
    std::span<const WeaveGeneratorInfo* const> generators, const GridPtr& grid, double density,
    int count, uint64_t seed, int jobs) {
  const auto items = static_cast<int64_t>(generators.size()) * count;
  // Each row depends on its generator and index alone and lands in its own
  // slot, so any number of threads gives the same rows.
  std::vector<Row> rows(static_cast<size_t>(items));
  const int64_t cores = jobs > 0 ? jobs : std::max(1u, std::thread::hardware_concurrency());
  const int threads = static_cast<int>(
      std::clamp<int64_t>(std::min<int64_t>(items * grid->cells() / kCellsPerThread, cores), 1,
                          std::max<int64_t>(items, 1)));
  std::vector<std::exception_ptr> failures(static_cast<size_t>(threads));
  const auto work = [&](int t) {
    try {
      for (int64_t k = items * t / threads; k < items * (t + 1) / threads; ++k) {
        const auto i = static_cast<uint64_t>(k % count);
        rows[static_cast<size_t>(k)] = measure_one(*generators[static_cast<size_t>(k / count)],
                                                   grid, density, derive_seed(seed, 0, i, 0));
      }
    } catch (...) {
      failures[static_cast<size_t>(t)] = std::current_exception();
    }
  };
  {
    std::vector<std::jthread> workers;
    for (int t = 1; t < threads; ++t) workers.emplace_back(work, t);
    work(0);
  }
  for (const std::exception_ptr& failure : failures) {
    if (failure) std::rethrow_exception(failure);
  }
  std::vector<WeaveStats> all;
  for (size_t g = 0; g < generators.size(); ++g) {
    WeaveStats stats;
    stats.generator = generators[g];
    stats.count = count;
    for (const MetricInfo& info : metric_infos()) {
      stats.names.push_back(info.name);
      stats.integer.push_back(info.integer);
    }
    for (const WeaveMetricInfo& info : weave_metric_infos()) {
      stats.names.push_back(info.name);
      stats.integer.push_back(true);
    }
    stats.values.resize(stats.names.size());
    for (int i = 0; i < count; ++i) {
      const Row& row = rows[g * static_cast<size_t>(count) + static_cast<size_t>(i)];
      if (row.perfect) ++stats.perfect;
      for (size_t m = 0; m < row.values.size(); ++m) {
        if (metric_defined(row.values[m])) stats.values[m].push_back(row.values[m]);
      }
    }
    for (const std::vector<double>& v : stats.values) stats.summaries.push_back(summarize(v));
    all.push_back(std::move(stats));
  }
  return all;
}

}  // namespace mazebook
