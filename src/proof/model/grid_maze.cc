#include "proof/model/grid_maze.h"

#include <bit>

namespace mazeproof {

bool GridMaze::join(int cell, int side) {
  const int other = grid.neighbour(cell, side);
  const int back = grid.back_side(cell, side);
  const bool was_open = (open[cell] >> side) & 1u;
  open[cell] |= static_cast<uint8_t>(1u << side);
  open[other] |= static_cast<uint8_t>(1u << back);
  return !was_open;
}

int GridMaze::passages(int cell) const { return std::popcount(open[cell]); }

int64_t walk_from(const CellGrid& grid, const std::vector<uint8_t>& open, int start,
                  std::vector<uint8_t>& from) {
  from[start] = kWalkStart;
  int64_t reached = 1;
  int cell = start;
  int next = 0;  // the first side of `cell` not tried yet
  for (;;) {
    int ahead = -1;
    int ahead_side = 0;
    for (unsigned sides = open[cell] & (0xFFu << next); sides != 0; sides &= sides - 1) {
      ahead_side = std::countr_zero(sides);
      const int other = grid.neighbour(cell, ahead_side);
      if (from[other] == kWalkUnreached) {
        ahead = other;
        break;
      }
    }
    if (ahead >= 0) {
      from[ahead] = static_cast<uint8_t>(grid.back_side(cell, ahead_side));
      ++reached;
      cell = ahead;
      next = 0;
      continue;
    }
    if (cell == start) return reached;
    // Back one step, then on with the parent's next side.
    const int parent = grid.neighbour(cell, from[cell]);
    next = grid.back_side(cell, from[cell]) + 1;
    cell = parent;
  }
}

}  // namespace mazeproof
