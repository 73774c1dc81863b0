#pragma once
// The distribution of every metric over many mazes of one generator: what
// `mazebook stats` prints and what preset bounds are chosen from.

#include <array>
#include <cstdint>
#include <vector>

#include "maze/generators.h"
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

// Generates `count` mazes of `columns` x `rows` with entrance on top of
// (0, 0) and exit below the last cell; maze i uses derive_seed(seed, 0, i, 0),
// the same seeds for every generator, so generators are compared on equal
// terms. REQUIRES: columns, rows >= 1.
AlgorithmStats measure_algorithm(const GeneratorInfo& generator, int columns, int rows, int count,
                                 uint64_t seed);

}  // namespace mazebook
