#pragma once
// The generators that weave (src/maze/README.md, "Weave mazes"): a Kruskal
// weave and a backtracker that tunnels. Each returns a perfect weave maze
// on a rect or masked grid with the grid's corner openings, for every grid
// from one cell up; `density` (0 < density < 1) is how eagerly crossings
// are made.

#include <span>
#include <string>
#include <string_view>

#include "maze/random.h"
#include "maze/weave/weave.h"

namespace mazebook {

// REQUIRES: weaves(grid->kind()) and 0 < density < 1.
WeaveMaze generate_weave_kruskal(const GridPtr& grid, double density, Random& random);
WeaveMaze generate_weave_backtracker(const GridPtr& grid, double density, Random& random);

struct WeaveGeneratorInfo {
  std::string_view name;  // the plain generator's registry name
  std::string_view description;
  WeaveMaze (*generate)(const GridPtr& grid, double density, Random& random);
};

// The weave generators, in the plain registry's order.
std::span<const WeaveGeneratorInfo> weave_generators();
// The one called `name`, or nullptr.
const WeaveGeneratorInfo* find_weave_generator(std::string_view name);
// "backtracker, kruskal", for messages.
std::string weave_generator_names();

}  // namespace mazebook
