#pragma once
// Making variant mazes (src/maze/README.md, "Variants"), deterministic from
// our random source: several entrances grow their own trees; keys, arrows
// and floors are added to perfect mazes of any registered generator.

#include <functional>
#include <string>

#include "maze/generators.h"
#include "maze/random.h"
#include "maze/variants/variant.h"

namespace mazebook {

// How often generate_variant tries before it hands back a maze whose
// property does not hold (stats count those; selection rejects them).
constexpr int kVariantAttempts = 20;

// A growing tree started from `count` boundary cells at once, one list
// each, taken in turn; within a list, the cell at position i of n (oldest
// first) is picked with weight i + 1. The result is a forest of `count`
// trees; the exit goes to the boundary cell farthest from one chosen
// entrance inside its tree, the entrance whose tree gives the longest such
// route. REQUIRES: count >= 1 and at least count + 1 boundary cells.
VariantMaze generate_entrances(const GridPtr& grid, int count, Random& random);

// Puts `pairs` doors across passages of the route of vm.maze (a perfect
// maze), one in each of `pairs` equal stretches of it, and their keys where
// they can be reached first, off the route when possible. False (vm
// unchanged) when the route is too short.
bool add_keys(VariantMaze& vm, int pairs, Random& random);

// Makes `arrows` passages of vm.maze (a perfect maze) one-way: about half
// on the route, pointing along it, the rest off it, pointing towards it.
// False (vm unchanged) when the maze has too few passages.
bool add_arrows(VariantMaze& vm, int arrows, Random& random);

// `floors` perfect mazes of `generator` on `grid`, joined by one stair
// from each floor to the next, at a cell at least half as far from where
// the floor is entered as its farthest cell. Entrance on floor 0 and exit
// on the last, at the grid's corners. REQUIRES: floors >= 1.
VariantMaze generate_floors(const GeneratorInfo& generator, const GridPtr& grid, int floors,
                            Random& random);

// Applies a preset's placement to a freshly generated maze.
using PlaceFn = std::function<void(Maze&)>;

// A maze of `variant` on `grid`: entrances grow their own trees; the other
// kinds generate with `generator` (and `place` the openings, keys and
// oneway only) and add their marks. Up to kVariantAttempts tries until
// variant_fault finds nothing; then the last try. REQUIRES: the generator
// supports the grid and variant_grid_problem is empty.
VariantMaze generate_variant(const Variant& variant, const GeneratorInfo& generator,
                             const GridPtr& grid, Random& random, const PlaceFn& place = {});

// "" when `grid` is big enough for `variant`, else the problem, e.g.
// "entrances:4 needs at least 5 cells on the grid's edge, the grid has 4".
std::string variant_grid_problem(const Variant& variant, const Grid& grid);

}  // namespace mazebook
