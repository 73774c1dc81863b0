#include "maze/algorithm_stats.h"

#include <algorithm>
#include <exception>
#include <thread>
#include <utility>

#include "maze/metrics.h"
#include "maze/solver.h"

namespace mazebook {

namespace {

// Below this many cells of work a thread, one thread does it all: starting
// one costs more than it saves.
constexpr int64_t kCellsPerThread = 40000;

// What one thread finds for one generator's mazes, in index order.
struct Part {
  int perfect = 0;
  std::array<std::vector<double>, kMetricCount> values;
};

// The generators' mazes in one row: item k is maze k % count of generator
// k / count. Thread t measures items [begin, end) into parts[g] for each
// generator g it meets.
void measure_items(std::span<const GeneratorInfo* const> generators, const GridPtr& grid, int count,
                   uint64_t seed, int64_t begin, int64_t end, std::vector<Part>& parts,
                   std::exception_ptr& failure) {
  try {
    std::vector<int32_t> route;
    for (int64_t k = begin; k < end; ++k) {
      const auto g = static_cast<size_t>(k / count);
      const auto i = static_cast<uint64_t>(k % count);
      Part& part = parts[g];
      Random random(derive_seed(seed, 0, i, 0));
      const Maze maze = generators[g]->generate(grid, random);
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
    failure = std::current_exception();
  }
}

}  // namespace

std::vector<AlgorithmStats> measure_algorithms(std::span<const GeneratorInfo* const> generators,
                                               const GridPtr& grid, int count, uint64_t seed,
                                               int jobs) {
  const auto n = static_cast<int64_t>(generators.size());
  const int64_t items = n * count;
  // Each maze depends on its generator and index alone and the parts are
  // joined in thread order, each thread's items following the one
  // before's, so the result is the same for any number of threads.
  const int64_t cores = jobs > 0 ? jobs : std::max(1u, std::thread::hardware_concurrency());
  const int threads = static_cast<int>(
      std::clamp<int64_t>(std::min<int64_t>(items * grid->cells() / kCellsPerThread, cores), 1,
                          std::max<int64_t>(items, 1)));
  std::vector<std::vector<Part>> parts(static_cast<size_t>(threads),
                                       std::vector<Part>(generators.size()));
  std::vector<std::exception_ptr> failures(static_cast<size_t>(threads));
  const auto bound = [&](int t) { return items * t / threads; };
  {
    std::vector<std::jthread> workers;
    for (int t = 1; t < threads; ++t) {
      workers.emplace_back([&, t] {
        measure_items(generators, grid, count, seed, bound(t), bound(t + 1),
                      parts[static_cast<size_t>(t)], failures[static_cast<size_t>(t)]);
      });
    }
    measure_items(generators, grid, count, seed, 0, bound(1), parts[0], failures[0]);
  }
  for (const std::exception_ptr& failure : failures) {
    if (failure) std::rethrow_exception(failure);
  }
  std::vector<AlgorithmStats> all(generators.size());
  for (size_t g = 0; g < generators.size(); ++g) {
    AlgorithmStats& stats = all[g];
    stats.generator = generators[g];
    stats.count = count;
    for (auto& v : stats.values) v.reserve(static_cast<size_t>(count));
    for (std::vector<Part>& thread_parts : parts) {
      const Part& part = thread_parts[g];
      stats.perfect += part.perfect;
      for (size_t m = 0; m < kMetricCount; ++m) {
        stats.values[m].insert(stats.values[m].end(), part.values[m].begin(), part.values[m].end());
      }
    }
    for (size_t m = 0; m < kMetricCount; ++m) stats.summaries[m] = summarize(stats.values[m]);
  }
  return all;
}

AlgorithmStats measure_algorithm(const GeneratorInfo& generator, const GridPtr& grid, int count,
                                 uint64_t seed) {
  const GeneratorInfo* const one[] = {&generator};
  return std::move(measure_algorithms(one, grid, count, seed).front());
}

}  // namespace mazebook
