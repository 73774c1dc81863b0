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

#include "maze/maze.h"
#include "maze/random.h"

namespace mazebook {

using GenerateFn = Maze (*)(int columns, int rows, Random& random);

struct GeneratorInfo {
  std::string_view name;
  std::string_view description;
  GenerateFn generate;
};

// Every generator, in a fixed documented order.
std::span<const GeneratorInfo> generators();

// The generator called `name`, or nullptr.
const GeneratorInfo* find_generator(std::string_view name);

// "backtracker, prim, ...": the valid names, for error messages.
std::string generator_names();

// REQUIRES for every generator: columns >= 1, rows >= 1.
Maze generate_backtracker(int columns, int rows, Random& random);
Maze generate_prim(int columns, int rows, Random& random);
Maze generate_kruskal(int columns, int rows, Random& random);
Maze generate_wilson(int columns, int rows, Random& random);
Maze generate_aldous_broder(int columns, int rows, Random& random);
Maze generate_hunt_and_kill(int columns, int rows, Random& random);
Maze generate_growing_tree(int columns, int rows, Random& random);
Maze generate_eller(int columns, int rows, Random& random);
Maze generate_division(int columns, int rows, Random& random);
Maze generate_binary_tree(int columns, int rows, Random& random);
Maze generate_sidewinder(int columns, int rows, Random& random);

}  // namespace mazebook
