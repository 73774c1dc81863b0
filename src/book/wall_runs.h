#pragma once
// A maze's walls merged into straight runs: one segment per unbroken
// stretch of wall along a grid line, so that a drawing strokes each run
// once instead of one stroke per cell side. Pure geometry, in cell units
// (corner (0, 0) is the top left of the grid, (columns, rows) the bottom
// right); no drawing library here.

#include <span>
#include <vector>

#include "maze/maze.h"

namespace mazebook {

struct WallRun {
  int x0, y0, x1, y1;  // corners; a run is horizontal (y0 == y1) or vertical
  bool operator==(const WallRun&) const = default;
};

// Horizontal runs first (top to bottom, left to right), then vertical runs
// (left to right, top to bottom). The outer wall is included, broken at the
// entrance and the exit.
std::vector<WallRun> wall_runs(const Maze& maze);

// The same with the outer wall broken at `openings` instead (a puzzle
// variant's: several entrances, or a floor with one opening or none).
std::vector<WallRun> wall_runs(const Maze& maze, std::span<const Opening> openings);

}  // namespace mazebook
