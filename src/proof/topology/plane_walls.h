#pragma once
// The second proof of a shaped maze drawing (DRAWING_RULES.md "Shaped
// mazes", "The proof", check 2), which knows nothing of cells: the wall
// strokes as printed, split where they meet or touch, make a plane graph,
// and each opening is closed with a chord. The passages form a tree joining
// every cell exactly when that graph is connected and has as many
// independent cycles as the grid's outline: edges - vertices + 1 = 1 +
// holes. And the legibility rule on gaps: no two walls that do not meet
// come closer than half the kind's corridor.

#include <cstdint>
#include <string>
#include <vector>

#include "proof/drawings/shape_strokes.h"
#include "proof/model/grid_shapes.h"

namespace mazeproof {

// Strokes closer than this meet, grid units.
constexpr double kMeetTolerance = 0.02;

struct PlaneCheck {
  int64_t vertices = 0;
  int64_t edges = 0;
  int64_t pieces = 0;                 // connected pieces of the graph
  int64_t cycles = 0;                 // independent cycles: edges - vertices + pieces
  std::vector<std::string> problems;  // not one tree of passages, one phrase each
  std::vector<std::string> gaps;      // walls closer than half a corridor (legibility)
};

// `walls`: the stroke pieces of one drawing (grid units; curves that are
// no arc are left out by the caller); `chords`: the openings' walls, each
// closed by the straight line between its ends; `holes`: the outline's
// holes; `corridor`: the kind's corridor, grid units; `placement` names
// places in messages. `area` bounds the grid, grid units.
PlaneCheck check_plane(const std::vector<StrokePiece>& walls, const std::vector<WallShape>& chords,
                       int holes, double corridor, const GridBounds& area,
                       const Placement& placement);

}  // namespace mazeproof
