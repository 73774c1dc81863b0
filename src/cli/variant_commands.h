#pragma once
// The --variant option of `stats` and `sample` (src/maze/README.md,
// "Variants"), and what those commands do with it.

#include <cstdint>
#include <iosfwd>
#include <string>

#include "cli/command.h"
#include "cli/grid_option.h"
#include "maze/variants/variant.h"

namespace mazebook {

// For help texts: the forms --variant takes.
extern const char* const kVariantOptionHelp;

// "keys:2" read for `option`; on a grid too small for it, or a bad spec,
// throws Error naming the option in one line.
Variant parse_variant_option(const std::string& option, const std::string& text, const Grid& grid);

// `stats --variant`: mazes of the variant for each generator of
// `algorithms` ("" for entrances, which grow their own trees; "all" or a
// list otherwise), printed as a table or JSON, or drawn to `plot`.
struct VariantStatsRequest {
  Variant variant;
  GridPtr grid;
  std::string algorithms;
  int count = 0;
  uint64_t seed = 1;
  bool json = false;
  std::string plot;
};
void run_variant_stats(const VariantStatsRequest& request, Console& console);

// `sample --variant`: `count` mazes from seeds seed, seed + 1, ..., as
// variant pictures (rect grids) with their rule and metrics, or as the
// maze JSON; written to `out` when it is not empty.
struct VariantSampleRequest {
  Variant variant;
  GridPtr grid;
  std::string algorithm;  // "" for entrances
  int count = 1;
  uint64_t seed = 1;
  std::string format;  // picture or json
  std::string out;
};
void run_variant_sample(const VariantSampleRequest& request, Console& console);

}  // namespace mazebook
