#include "maze/generators.h"

#include "maze/generators/neighbours.h"
#include "maze/grids.h"

namespace mazebook {

namespace {

constexpr GeneratorInfo kGenerators[] = {
    {"backtracker", "depth first with an explicit stack; long winding corridors, few dead ends",
     generate_backtracker, true},
    {"prim", "randomized Prim over frontier walls; many short dead ends", generate_prim, true},
    {"kruskal", "shuffled walls joined with union-find", generate_kruskal, true},
    {"wilson", "loop-erased random walks; every perfect maze equally likely", generate_wilson,
     true},
    {"aldous_broder", "random walk opening into new cells; every perfect maze equally likely",
     generate_aldous_broder, true},
    {"hunt_and_kill", "random walk, then hunt for the first unvisited cell", generate_hunt_and_kill,
     true},
    {"growing_tree", "active list, newest or random cell half and half", generate_growing_tree,
     true},
    {"eller", "row by row with sets; memory grows with the width only", generate_eller, false},
    {"division", "recursive division with an explicit stack; long straight walls",
     generate_division, false},
    {"binary_tree", "each cell opens up or right; biased, for teaching", generate_binary_tree,
     false},
    {"sidewinder", "runs along a row closed upwards; biased, for teaching", generate_sidewinder,
     false},
};

}  // namespace

int32_t random_cell(const Grid& grid, Random& random) {
  const auto k = static_cast<int32_t>(random.uniform(static_cast<uint32_t>(grid.cells())));
  if (grid.cells() == grid.size()) return k;
  int32_t seen = -1;
  for (int32_t cell = 0;; ++cell) {
    if (grid.exists(cell) && ++seen == k) return cell;
  }
}

bool supports(const GeneratorInfo& generator, GridKind kind) {
  return generator.any_grid || kind == GridKind::rect;
}

std::string_view supported_kinds(const GeneratorInfo& generator) {
  return generator.any_grid ? "every kind" : "rect";
}

Maze generate_rect(const GeneratorInfo& generator, int columns, int rows, Random& random) {
  return generator.generate(rect_grid(columns, rows), random);
}

std::span<const GeneratorInfo> generators() { return kGenerators; }

const GeneratorInfo* find_generator(std::string_view name) {
  for (const GeneratorInfo& g : kGenerators) {
    if (g.name == name) return &g;
  }
  return nullptr;
}

std::vector<std::string_view> generator_name_list() {
  std::vector<std::string_view> names;
  for (const GeneratorInfo& g : kGenerators) names.push_back(g.name);
  return names;
}

std::string generator_names() {
  std::string names;
  for (const GeneratorInfo& g : kGenerators) {
    if (!names.empty()) names += ", ";
    names += g.name;
  }
  return names;
}

}  // namespace mazebook
