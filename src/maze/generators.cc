#include "maze/generators.h"

namespace mazebook {

namespace {

constexpr GeneratorInfo kGenerators[] = {
    {"backtracker", "depth first with an explicit stack; long winding corridors, few dead ends",
     generate_backtracker},
    {"prim", "randomized Prim over frontier walls; many short dead ends", generate_prim},
    {"kruskal", "shuffled walls joined with union-find", generate_kruskal},
    {"wilson", "loop-erased random walks; every perfect maze equally likely", generate_wilson},
    {"aldous_broder", "random walk opening into new cells; every perfect maze equally likely",
     generate_aldous_broder},
    {"hunt_and_kill", "random walk, then hunt for the first unvisited cell",
     generate_hunt_and_kill},
    {"growing_tree", "active list, newest or random cell half and half", generate_growing_tree},
    {"eller", "row by row with sets; memory grows with the width only", generate_eller},
    {"division", "recursive division with an explicit stack; long straight walls",
     generate_division},
    {"binary_tree", "each cell opens up or right; biased, for teaching", generate_binary_tree},
    {"sidewinder", "runs along a row closed upwards; biased, for teaching", generate_sidewinder},
};

}  // namespace

std::span<const GeneratorInfo> generators() { return kGenerators; }

const GeneratorInfo* find_generator(std::string_view name) {
  for (const GeneratorInfo& g : kGenerators) {
    if (g.name == name) return &g;
  }
  return nullptr;
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
