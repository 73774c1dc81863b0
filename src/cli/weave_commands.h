#pragma once
// The --weave option of `sample` and `stats` (src/maze/README.md, "Weave
// mazes"), and what those commands do with it.

#include <cstdint>
#include <string>

#include "cli/command.h"
#include "cli/grid_option.h"
#include "maze/weave/weave_generators.h"

namespace mazebook {

// For help texts: what --weave takes.
extern const char* const kWeaveOptionHelp;

// The density `text` gives `option` (0 < D < 1) for mazes on `grid`; throws
// Error in one line naming the option for a bad number or a grid that does
// not weave.
double parse_weave_option(const std::string& option, const std::string& text, const Grid& grid);

// The weave generator `name` for `option`; throws Error in one line for a
// generator that does not weave, naming those that do.
const WeaveGeneratorInfo& parse_weave_algorithm(const std::string& option, const std::string& name);

// `sample --weave`: `count` weave mazes from seeds seed, seed + 1, ..., as
// the maze JSON (one record, or an array when count > 1), written to `out`
// when it is not empty, or drawn as PNG images to `out` (numbered when
// count > 1), with the route when `solution`.
struct WeaveSampleRequest {
  double density = 0;
  GridPtr grid;
  std::string algorithm;
  int count = 1;
  uint64_t seed = 1;
  std::string format;  // json or png; picture is refused
  std::string out;
  bool solution = false;
};
void run_weave_sample(const WeaveSampleRequest& request, Console& console);

// `stats --weave`: weave mazes for each generator of `algorithms` ("all"
// or a list), printed as a table or JSON.
struct WeaveStatsRequest {
  double density = 0;
  GridPtr grid;
  std::string algorithms;
  int count = 0;
  uint64_t seed = 1;
  int jobs = 0;
  bool json = false;
};
void run_weave_stats(const WeaveStatsRequest& request, Console& console);

}  // namespace mazebook
