#pragma once
// A maze with all the book knows of it: how it was made (algorithm and
// seed), its walls and openings, its one route and its metrics. The book's
// puzzles, the title page's ornament and the cover's art are all kept so,
// decided before anything is drawn: the renderer draws the route it is
// handed and never solves a maze itself.

#include <cstdint>
#include <string>
#include <vector>

#include "base/json.h"
#include "maze/maze.h"
#include "maze/metrics.h"
#include "maze/weave/weave.h"

namespace mazebook {

struct GeneratorInfo;

struct SolvedMaze {
  uint64_t seed = 0;      // the seed its generator was given
  std::string algorithm;  // the generator's name, e.g. "backtracker"
  Maze maze;
  std::vector<int32_t> route;         // cell indices from the entrance cell to the exit cell
  Metrics metrics;                    // measured along `route`
  std::vector<Crossing> crossings{};  // a weave maze's (maze/weave/weave.h), in cell order
};

// Generates a columns x rows maze with `generator` from `seed` (entrance on
// top of the first cell, exit below the last), solves and measures it.
SolvedMaze generate_solved(const GeneratorInfo& generator, int columns, int rows, uint64_t seed);

// The record of the manifest. Version 1 (rectangles only): {"id",
// "algorithm", "seed", "columns", "rows", "entrance", "exit", "picture",
// "route", "metrics"}, in that order. Version 2: the maze JSON of
// book/maze_json.h with "route" before "metrics". "route" lists cell
// indices, entrance cell first.
Json solved_maze_json(const std::string& id, const SolvedMaze& solved, int manifest_version);

}  // namespace mazebook
