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

#include "proof/cell_grid.h"

namespace mazeproof {

// A cell and a side of it; side -1 names no side (an exit that is a goal
// inside the maze, or an entrance that left its side out).
struct CellOpening {
  int cell = 0;
  int side = -1;
  bool operator==(const CellOpening&) const = default;
};

// A maze as the maze JSON describes it: a grid, its passages, two openings.
struct GridMaze {
  CellGrid grid;
  // One byte a cell index: bit s set when side s of the cell is a passage.
  // Both ends of a passage carry it, so the two cannot disagree.
  std::vector<uint8_t> open;
  CellOpening entrance;
  CellOpening exit;

  explicit GridMaze(CellGrid g) : grid(std::move(g)), open(static_cast<size_t>(grid.size()), 0) {}
  // Opens the passage across `side` of `cell` at both ends; false when it
  // was open already. REQUIRES: a neighbour across the side.
  bool join(int cell, int side);
  // Passages of a cell (openings to the outside are never passages).
  int passages(int cell) const;
};

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

// Marks of walk_from: a cell not reached, and the cell a walk started at.
constexpr uint8_t kWalkUnreached = 0xFF;
constexpr uint8_t kWalkStart = 0xFE;

// Walks depth first from `start` through the sides set in `open` (bit s of
// a cell's byte: side s leads on) to every cell not yet reached, setting
// from[c] to the side of c that leads back towards `start`; returns how
// many cells it reached. Memory: none beyond `from` (it steps back along
// it, so neither recursion nor a stack). REQUIRES: from[start] is
// kWalkUnreached, open sides have neighbours.
int64_t walk_from(const CellGrid& grid, const std::vector<uint8_t>& open, int start,
                  std::vector<uint8_t>& from);

// Proves `maze`. Memory: two bytes a cell, and four more only when there
// are loops to name; no recursion and no queue.
GridProof prove_grid_maze(const GridMaze& maze);

}  // namespace mazeproof
