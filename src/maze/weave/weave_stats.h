#pragma once
// The distribution of every metric over many weave mazes of one generator:
// what `mazebook stats --weave` prints.

#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

#include "maze/summary.h"
#include "maze/weave/weave_generators.h"

namespace mazebook {

struct WeaveStats {
  const WeaveGeneratorInfo* generator = nullptr;
  int count = 0;
  int perfect = 0;  // mazes check_weave_perfect, not the generator, found perfect
  // The plain metrics in metric_infos() order, then the weave's own in
  // weave_metric_infos() order: name, count or not, every value.
  std::vector<std::string_view> names;
  std::vector<bool> integer;
  std::vector<std::vector<double>> values;
  std::vector<Summary> summaries;
};

// `count` weave mazes per generator on `grid` at `density`, maze i from
// derive_seed(seed, 0, i, 0) for every generator, corners placement,
// shared out among at most `jobs` threads (0: one a core). The result does
// not depend on the number of threads. REQUIRES: weaves(grid->kind()).
std::vector<WeaveStats> measure_weave_algorithms(
    std::span<const WeaveGeneratorInfo* const> generators, const GridPtr& grid, double density,
    int count, uint64_t seed, int jobs = 0);

}  // namespace mazebook
