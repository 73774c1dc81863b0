#pragma once
// The proof of a weave maze (README.md "Weave mazes"): its crossings keep
// the grid rules, and its passages make one tree of the graph where a
// crossing is two places, its over passage and its under passage.

#include <vector>

#include "proof/model/grid_maze.h"
#include "proof/model/weave_record.h"
#include "proof/topology/forest_proof.h"

namespace mazeproof {

// Each grid rule a crossing breaks, one phrase each, naming its cell: on the
// outer wall, not open on all four sides, next to another crossing along
// its under passage.
std::vector<std::string> crossing_problems(const GridMaze& maze,
                                           const std::vector<WeaveCrossing>& crossings);

// prove_perfect for a weave maze: the openings, the grid rules, then one
// tree over the places with the route from the entrance to the exit (its
// places, a crossing's cell once for each pass; forks never at a crossing,
// whose two places have two passages each). REQUIRES: crossings on cells
// of the maze's grid, each once (read_crossings).
ForestProof prove_weave(const GridMaze& maze, const std::vector<WeaveCrossing>& crossings);

}  // namespace mazeproof
