#pragma once
// Searching a variant maze: breadth first over states (floor, cell, keys
// held), honouring doors (passable both ways once their key is held),
// arrows (one way) and stairs (both ways). Keys are picked up by stepping
// into their cell and never used up. No recursion.

#include <cstdint>
#include <optional>
#include <vector>

#include "maze/variants/variant.h"

namespace mazebook {

struct VariantWalk {
  // The shortest walk from the start to the finish, both included; empty
  // when the finish cannot be reached.
  std::vector<Place> places;
  // How many shortest walks there are, counted up to 2: 1 means unique.
  int walks = 0;
  // Keys held at the finish, bit `letter` each.
  unsigned keys = 0;
};

// The shortest walk from vm.start() to vm.finish(). REQUIRES: non-empty.
VariantWalk solve_variant(const VariantMaze& vm);

// A place the player can reach from the start and from which the finish
// cannot be reached whatever they do (with the keys they hold there): a
// trap. The first one in breadth-first order; nullopt when there is none
// (then the finish is reachable too). REQUIRES: non-empty.
std::optional<Place> find_trap(const VariantMaze& vm);

// The keys the player can pick up at all, bit `letter` each. REQUIRES:
// non-empty.
unsigned reachable_keys(const VariantMaze& vm);

// Places reachable from `from` over passages and stairs alone (doors open,
// arrows both ways): -1 where not reached, else the steps. Index: floor *
// maze.size() + cell. REQUIRES: non-empty.
std::vector<int32_t> place_distances(const VariantMaze& vm, Place from);

}  // namespace mazebook
