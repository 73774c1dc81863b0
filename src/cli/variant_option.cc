#include "base/error.h"
#include "cli/variant_commands.h"
#include "maze/variants/variant_generators.h"

namespace mazebook {

const char* const kVariantOptionHelp =
    "A puzzle variant, KIND:N: entrances:2..4 (one of several entrances leads to the exit), "
    "keys:1..3 (key and door pairs), oneway:1..12 (one-way arrows), floors:2..4 (floors joined "
    "by stairs)";

Variant parse_variant_option(const std::string& option, const std::string& text, const Grid& grid) {
  Variant variant;
  if (const std::string problem = parse_variant_spec(text, variant); !problem.empty()) {
    throw Error(option + ": " + problem);
  }
  if (const std::string problem = variant_grid_problem(variant, grid); !problem.empty()) {
    throw Error(option + ": " + problem);
  }
  return variant;
}

}  // namespace mazebook
