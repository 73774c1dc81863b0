#include "maze/variants/variant_generators.h"

#include "maze/variants/variant_check.h"

namespace mazebook {

VariantMaze generate_variant(const Variant& variant, const GeneratorInfo& generator,
                             const GridPtr& grid, Random& random, const PlaceFn& place) {
  VariantMaze vm;
  for (int attempt = 0; attempt < kVariantAttempts; ++attempt) {
    if (variant.kind == VariantKind::entrances) {
      vm = generate_entrances(grid, variant.count, random);
    } else if (variant.kind == VariantKind::floors) {
      vm = generate_floors(generator, grid, variant.count, random);
    } else {
      vm = VariantMaze{};
      vm.variant = variant;
      vm.maze = generator.generate(grid, random);
      if (place) place(vm.maze);
      if (variant.kind == VariantKind::keys && !add_keys(vm, variant.count, random)) continue;
      if (variant.kind == VariantKind::oneway && !add_arrows(vm, variant.count, random)) continue;
    }
    if (variant_fault(vm).empty()) return vm;
  }
  return vm;
}

std::string variant_grid_problem(const Variant& variant, const Grid& grid) {
  const std::string spec = variant_spec(variant);
  if (variant.kind == VariantKind::entrances) {
    int32_t boundary = 0;
    for (int32_t cell = 0; cell < grid.size(); ++cell) {
      if (grid.exists(cell) && grid.on_boundary(cell)) ++boundary;
    }
    if (boundary < variant.count + 1) {
      return spec + " needs at least " + std::to_string(variant.count + 1) +
             " cells on the grid's edge, the grid has " + std::to_string(boundary);
    }
  }
  // Keys need a route of pairs + 1 steps, arrows that many passages, floors
  // a cell to put stairs on besides the entrance.
  int32_t need = 1;
  if (variant.kind == VariantKind::keys) need = variant.count + 2;
  if (variant.kind == VariantKind::oneway) need = variant.count + 1;
  if (variant.kind == VariantKind::floors) need = 2;
  if (grid.cells() < need) {
    return spec + " needs at least " + std::to_string(need) + " cells, the grid has " +
           std::to_string(grid.cells());
  }
  return "";
}

}  // namespace mazebook
