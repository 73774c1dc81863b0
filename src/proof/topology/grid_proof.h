#pragma once
// The proof that a maze on any grid kind is perfect (README.md "Perfect
// mazes"): its passages form a spanning tree of the grid's cells, so every
// cell is reached from the entrance cell and passages = cells - 1. The
// entrance must face the outside; the exit faces the outside or is a goal
// inside the maze. Then the one route is found and measured. An imperfect
// maze is a normal result with reasons, not an error.

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "proof/model/cell_grid.h"
#include "proof/model/grid_maze.h"

namespace mazeproof {

struct GridProof {
  bool perfect = false;
  std::vector<std::string> problems;  // why not perfect, one phrase each, naming cells
  int64_t passages = 0;
  int64_t reached = 0;  // cells reached from the entrance cell
  int64_t loops = 0;    // passages beyond a spanning forest: passages - cells + pieces
  // Measured only when the maze is perfect (0 otherwise).
  std::vector<int> route;    // cell indices, entrance cell first, exit cell last
  int64_t route_length = 0;  // passages on the route
  int64_t forks = 0;         // route cells, exit excluded, with three or more passages
};

// Proves `maze`. Memory: two bytes a cell, and four more only when there
// are loops to name; no recursion and no queue.
GridProof prove_grid_maze(const GridMaze& maze);

}  // namespace mazeproof
