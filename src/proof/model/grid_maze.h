#pragma once
// A maze on any grid kind as the maze JSON describes it (README.md "The
// maze JSON"): the grid, which sides of each cell are passages, and the
// two openings; and a walk through its passages, which both the reading
// of a record and the proof take.

#include <cstdint>
#include <string>
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

// Marks of a walk: a cell not reached, and the cell a walk started at.
constexpr uint8_t kWalkUnreached = 0xFF;
constexpr uint8_t kWalkStart = 0xFE;

// Walks depth first from `start` through the open sides of graph `g` (its
// open(p): bit s set when side s of place p leads on; neighbour(p, s) and
// back_side(p, s) as CellGrid's) to every place not yet reached, setting
// from[p] to the side of p that leads back towards `start`; returns how
// many places it reached. Memory: none beyond `from` (it steps back along
// it, so neither recursion nor a stack). REQUIRES: from[start] is
// kWalkUnreached, open sides have neighbours, sides below 8.
template <typename G>
int64_t walk_graph(const G& g, int start, std::vector<uint8_t>& from) {
  from[static_cast<size_t>(start)] = kWalkStart;
  int64_t reached = 1;
  int place = start;
  int next = 0;  // the first side of `place` not tried yet
  for (;;) {
    int ahead = -1;
    int ahead_side = 0;
    for (unsigned sides = g.open(place) & (0xFFu << next); sides != 0; sides &= sides - 1) {
      ahead_side = __builtin_ctz(sides);  // the fuzz build compiles some files as C++17
      const int other = g.neighbour(place, ahead_side);
      if (from[static_cast<size_t>(other)] == kWalkUnreached) {
        ahead = other;
        break;
      }
    }
    if (ahead >= 0) {
      from[static_cast<size_t>(ahead)] = static_cast<uint8_t>(g.back_side(place, ahead_side));
      ++reached;
      place = ahead;
      next = 0;
      continue;
    }
    if (place == start) return reached;
    // Back one step, then on with the parent's next side.
    const int back = from[static_cast<size_t>(place)];
    next = g.back_side(place, back) + 1;
    place = g.neighbour(place, back);
  }
}

// walk_graph over the cells of `grid` whose open sides `open` holds (bit s
// of a cell's byte: side s leads on).
int64_t walk_from(const CellGrid& grid, const std::vector<uint8_t>& open, int start,
                  std::vector<uint8_t>& from);

// What is wrong with a maze's entrance and exit as named, one phrase each:
// the entrance must face the outside, the exit face the outside or be a
// goal inside the maze (no side), and the two be different openings.
std::vector<std::string> opening_problems(const GridMaze& maze);

}  // namespace mazeproof
