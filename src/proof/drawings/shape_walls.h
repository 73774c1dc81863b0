#pragma once
// Which walls a shaped maze drawing draws (DRAWING_RULES.md "Shaped mazes",
// "Walls"): every wall stroke, read in grid units under the fitted
// placement, must lie on walls the kind allows (within 5 % of a unit; arcs
// within 10 % of a unit at their ends); each possible wall is drawn when
// strokes cover at least 95 % of it, open when they cover at most 5 %, and
// anything between is ambiguous.

#include <cstdint>
#include <string>
#include <vector>

#include "proof/drawings/shape_strokes.h"
#include "proof/model/grid_shapes.h"
#include "proof/pdf/drawing.h"

namespace mazeproof {

// A stroke lies on a wall within this, grid units.
constexpr double kOnWallTolerance = 0.05;
// An arc stroke's ends may run past its walls by this much, grid units.
constexpr double kArcEndTolerance = 0.1;
// Drawn at least / open at most this share of a wall.
constexpr double kDrawnShare = 0.95;
constexpr double kOpenShare = 0.05;

enum class WallState : uint8_t { open, drawn, partial };

struct WallMatch {
  std::vector<PossibleWall> walls;    // every wall the kind allows (GridShapes::walls)
  std::vector<WallState> state;       // of each
  std::vector<double> share;          // how much of each the strokes cover, 0 to 1
  std::vector<StrokePiece> pieces;    // every stroke piece read, grid units
  std::vector<std::string> problems;  // rule breaks, one phrase each
};

// The line of a stroke piece as a wall shape (a curve: its chord).
WallShape shape_of(const StrokePiece& piece);

// "the wall between cell 7 (1,2) and cell 8 (2,2)", "the outer wall of
// cell 7 (1,2) (side 3)".
std::string wall_name(const CellGrid& grid, const PossibleWall& wall);

// Matches `strokes` (page space) to the walls of `shapes` under
// `placement`; `walls` is shapes.walls(), taken over (a poster's are
// millions: made once per drawing).
WallMatch match_walls(const std::vector<Segment>& strokes, const Placement& placement,
                      const GridShapes& shapes, std::vector<PossibleWall> walls);

}  // namespace mazeproof
