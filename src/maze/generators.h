#pragma once
// The registry of maze generators: one table that the command line, preset
// validation and the tests all read. Each generator is a free function over
// a grid size and a random source that returns a perfect maze with the
// entrance on top of (0, 0) and the exit below the last cell (the
// backtracker and Prim grow from that entrance cell, as their classic
// definitions do). None recurses. The rules, as implemented, are in
// src/maze/README.md ("Generators").

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "maze/maze.h"
#include "maze/random.h"

namespace mazebook {

using GenerateFn = Maze (*)(const GridPtr& grid, Random& random);

struct GeneratorInfo {
  std::string_view name;
  std::string_view description;
  GenerateFn generate;
  bool any_grid;  // false: rectangles only
};

// Every generator, in a fixed documented order.
std::span<const GeneratorInfo> generators();

// The generator called `name`, or nullptr.
const GeneratorInfo* find_generator(std::string_view name);

// "backtracker, prim, ...": the valid names, for error messages.
std::string generator_names();
// The same names one by one, for the nearest to a slip.
std::vector<std::string_view> generator_name_list();

// True when `generator` can make mazes on grids of `kind`.
bool supports(const GeneratorInfo& generator, GridKind kind);
// The kinds `generator` supports, "rect" or "every kind", for messages.
std::string_view supported_kinds(const GeneratorInfo& generator);

// A maze on a columns x rows rectangle.
Maze generate_rect(const GeneratorInfo& generator, int columns, int rows, Random& random);

// REQUIRES for every generator: a grid it supports.
Maze generate_backtracker(const GridPtr& grid, Random& random);
Maze generate_prim(const GridPtr& grid, Random& random);
Maze generate_kruskal(const GridPtr& grid, Random& random);
Maze generate_wilson(const GridPtr& grid, Random& random);
Maze generate_aldous_broder(const GridPtr& grid, Random& random);
Maze generate_hunt_and_kill(const GridPtr& grid, Random& random);
Maze generate_growing_tree(const GridPtr& grid, Random& random);
Maze generate_eller(const GridPtr& grid, Random& random);
Maze generate_division(const GridPtr& grid, Random& random);
Maze generate_binary_tree(const GridPtr& grid, Random& random);
Maze generate_sidewinder(const GridPtr& grid, Random& random);

}  // namespace mazebook
