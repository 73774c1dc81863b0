#include "maze/algorithm_stats.h"

#include <algorithm>
#include <exception>
#include <thread>

#include "maze/metrics.h"
#include "maze/solver.h"

namespace mazebook {

namespace {

// Below this many cells of work a thread, one thread does it all: starting
// one costs more than it saves.
constexpr int64_t kCellsPerThread = 40000;

// What one thread finds for mazes [begin, end), in index order.
struct Part {
  int perfect = 0;
  std::array<std::vector<double>, kMetricCount> values;
  std::exception_ptr failure;
};

void measure_range(const GeneratorInfo& generator, const GridPtr& grid, uint64_t seed, int begin,
                   int end, Part& part) {
  try {
    for (auto& v : part.values) v.reserve(static_cast<size_t>(end - begin));
    std::vector<int32_t> route;
    for (int i = begin; i < end; ++i) {
      Random random(derive_seed(seed, 0, static_cast<uint64_t>(i), 0));
      const Maze maze = generator.generate(grid, random);
      // One search checks the maze and finds its route.
      if (check_perfect(maze, route).perfect()) ++part.perfect;
      const Metrics metrics = measure(maze, route);
      size_t m = 0;
      for (const MetricInfo& info : metric_infos()) {
        const double value = info.read(metrics);
        if (metric_defined(value)) part.values[m].push_back(value);
        ++m;
      }
    }
  } catch (...) {
    part.failure = std::current_exception();
  }
}

}  // namespace

AlgorithmStats measure_algorithm(const GeneratorInfo& generator, const GridPtr& grid, int count,
                                 uint64_t seed) {
  AlgorithmStats stats;
  stats.generator = &generator;
  stats.count = count;
  // Each maze depends on its index alone and the parts are joined in index
  // order, so the result is the same for any number of threads.
  const int64_t work = static_cast<int64_t>(count) * grid->cells();
  const int threads = static_cast<int>(std::clamp<int64_t>(
      std::min<int64_t>(work / kCellsPerThread, std::max(1u, std::thread::hardware_concurrency())),
      1, count));
  std::vector<Part> parts(static_cast<size_t>(threads));
  std::vector<std::thread> workers;
  const auto bound = [&](int t) {
    return static_cast<int>(static_cast<int64_t>(count) * t / threads);
  };
  for (int t = 1; t < threads; ++t) {
    workers.emplace_back(measure_range, std::cref(generator), std::cref(grid), seed, bound(t),
                         bound(t + 1), std::ref(parts[static_cast<size_t>(t)]));
  }
  measure_range(generator, grid, seed, 0, bound(1), parts[0]);
  for (std::thread& worker : workers) worker.join();
  for (auto& v : stats.values) v.reserve(static_cast<size_t>(count));
  for (Part& part : parts) {
    if (part.failure) std::rethrow_exception(part.failure);
    stats.perfect += part.perfect;
    for (size_t m = 0; m < kMetricCount; ++m) {
      stats.values[m].insert(stats.values[m].end(), part.values[m].begin(), part.values[m].end());
    }
  }
  for (size_t m = 0; m < kMetricCount; ++m) stats.summaries[m] = summarize(stats.values[m]);
  return stats;
}

}  // namespace mazebook
