#pragma once
// The distribution of every metric over many mazes of one generator: what
// `mazebook stats` prints and what preset bounds are chosen from.

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "maze/generators.h"
#include "maze/grid.h"
#include "maze/metrics.h"
#include "maze/summary.h"

namespace mazebook {

struct AlgorithmStats {
  const GeneratorInfo* generator = nullptr;
  int count = 0;
  int perfect = 0;  // mazes that check_perfect, not the generator, found perfect
  // values[m][i]: metric m (in metric_infos() order) of maze i.
  std::array<std::vector<double>, kMetricCount> values;
  std::array<Summary, kMetricCount> summaries;
};

// Generates `count` mazes on `grid` with the grid's first and last openings
// (a rectangle: entrance on top of (0, 0), exit below the last cell); maze i
// uses derive_seed(seed, 0, i, 0), the same seeds for every generator, so
// generators are compared on equal terms. A metric that is not defined for
// a maze (see metric_defined) is left out of its values. REQUIRES: the
// generator supports the grid's kind.
AlgorithmStats measure_algorithm(const GeneratorInfo& generator, const GridPtr& grid, int count,
                                 uint64_t seed);

// measure_algorithm for each of `generators`, in order, their mazes shared
// out together among at most `jobs` threads (0: one a core): one start and
// one join for all, not one per generator. The result does not depend on
// the number of threads.
std::vector<AlgorithmStats> measure_algorithms(std::span<const GeneratorInfo* const> generators,
                                               const GridPtr& grid, int count, uint64_t seed,
                                               int jobs = 0);

}  // namespace mazebook
