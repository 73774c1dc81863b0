#pragma once
// A maze on any grid kind as the maze JSON describes it (README.md "The
// maze JSON"): the grid, which sides of each cell are passages, and the
// two openings; and a walk through its passages, which both the reading
// of a record and the proof take.

#include <cstdint>
#include <utility>
#include <vector>

#include "proof/model/cell_grid.h"

namespace mazeproof {

// A cell and a side of it; side -1 names no side (an exit that is a goal
// inside the maze, or an entrance that left its side out).
struct CellOpening {
  int cell = 0;
  int side = -1;
  // Written out: the fuzz build compiles some files as C++17.
  bool operator==(const CellOpening& o) const { return cell == o.cell && side == o.side; }
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

}  // namespace mazeproof
