#include "maze/weave/weave_generators.h"

#include <iterator>

namespace mazebook {

namespace {

constexpr WeaveGeneratorInfo kWeaveGenerators[] = {
    {"backtracker",
     "depth first; at each step it may tunnel under a straight corridor of visited cells",
     generate_weave_backtracker},
    {"kruskal", "crossings placed first at the density, then walls opened as Kruskal does",
     generate_weave_kruskal},
};

}  // namespace

std::span<const WeaveGeneratorInfo> weave_generators() { return kWeaveGenerators; }

const WeaveGeneratorInfo* find_weave_generator(std::string_view name) {
  for (const WeaveGeneratorInfo& info : kWeaveGenerators) {
    if (info.name == name) return &info;
  }
  return nullptr;
}

std::string weave_generator_names() {
  std::string names;
  for (const WeaveGeneratorInfo& info : kWeaveGenerators) {
    if (!names.empty()) names += ", ";
    names += info.name;
  }
  return names;
}

}  // namespace mazebook
