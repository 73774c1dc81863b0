#pragma once
// The distribution of every metric over many variant mazes of one
// generator: what `mazebook stats --variant` prints.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "maze/generators.h"
#include "maze/summary.h"
#include "maze/variants/variant.h"

namespace mazebook {

struct VariantStats {
  std::string name;  // the generator's name ("entrances" for that kind's own trees)
  int count = 0;
  int held = 0;  // mazes whose variant property variant_fault found to hold
  // The plain metrics in metric_infos() order, then the variant's own of its
  // kind in variant_metric_infos() order: name, count or not, every value.
  std::vector<std::string_view> names;
  std::vector<bool> integer;
  std::vector<std::vector<double>> values;
  std::vector<Summary> summaries;
};

// `count` mazes of `variant` on `grid`, maze i from derive_seed(seed, 0, i,
// 0), corners placement. `generator` is not used for entrances (it may be
// nullptr then). REQUIRES: variant_grid_problem is empty.
VariantStats measure_variant_algorithm(const Variant& variant, const GeneratorInfo* generator,
                                       const GridPtr& grid, int count, uint64_t seed);

}  // namespace mazebook
