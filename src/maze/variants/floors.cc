// Several floors: perfect mazes of one generator on the same grid, joined
// by one stair from each floor to the next. n trees and n - 1 joins make
// one tree across the floors: one route from the entrance on floor 0 to
// the exit on the last floor.

#include <algorithm>
#include <vector>

#include "maze/solver.h"
#include "maze/variants/variant_generators.h"

namespace mazebook {

VariantMaze generate_floors(const GeneratorInfo& generator, const GridPtr& grid, int floors,
                            Random& random) {
  VariantMaze vm;
  vm.variant = {VariantKind::floors, floors};
  vm.maze = generator.generate(grid, random);
  for (int f = 1; f < floors; ++f) vm.upper_floors.push_back(generator.generate(grid, random));
  vm.maze.set_entrance(grid->first_opening());
  vm.maze.set_exit(grid->last_opening());
  // Each stair stands at least half as far from where its floor is entered
  // as the farthest cell, so every floor is walked a good way.
  int32_t arrival = vm.maze.entrance().cell;
  std::vector<int32_t> candidates;
  for (int f = 0; f + 1 < floors; ++f) {
    const std::vector<int32_t> distance = distances_from(vm.floor(f), arrival);
    const int32_t farthest = *std::max_element(distance.begin(), distance.end());
    candidates.clear();
    for (int32_t cell = 0; cell < static_cast<int32_t>(distance.size()); ++cell) {
      if (distance[cell] > 0 && 2 * distance[cell] >= farthest) candidates.push_back(cell);
    }
    if (candidates.empty()) candidates.push_back(arrival);  // a grid of one cell
    arrival = candidates[random.uniform(static_cast<uint32_t>(candidates.size()))];
    vm.stairs.push_back({f, arrival});
  }
  return vm;
}

}  // namespace mazebook
