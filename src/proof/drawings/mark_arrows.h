#pragma once
// The way START and FINISH arrows point (DRAWING_RULES.md "Maze pages"):
// an arrow is a filled triangle outside any picture, its tip the corner
// opposite its shortest side; an opening's arrow is the one nearest the
// opening whose centre lies on the line from the opening's cell centre
// out through its outside point, beyond the outer wall. It points along
// the way: out of the maze at the exit, into it at every other opening.

#include <optional>
#include <vector>

#include "proof/core/geometry.h"
#include "proof/model/grid_maze.h"
#include "proof/model/grid_shapes.h"
#include "proof/model/placement.h"
#include "proof/pdf/drawing.h"

namespace mazeproof {

// An arrow's centre lies within this many points of its opening's line.
constexpr double kArrowOffLine = 0.5;
// And its way within this many degrees of the way it must point.
constexpr double kArrowAngle = 30;
// On a way more than a degree from both page axes, an arrow's base is at
// most this share of its length: a triangle as wide as long points one of
// its other corners along an axis there, and a reader takes it for the tip.
constexpr double kSlantedArrowWidth = 0.75;

// A filled triangle: its tip and the middle of the side opposite.
struct ArrowFill {
  Point tip;
  Point base;
  double base_length = 0;  // the side opposite the tip
  Point centre;            // the mean of its corners
};

// `item` as an arrow: a fill of three corners joined by straight sides
// (closed or not) outside any picture; none for anything else.
std::optional<ArrowFill> arrow_fill(const DrawItem& item);

// An opening's arrow that points the wrong way, or is too wide to read on
// a slanted way.
struct WrongArrow {
  CellOpening opening;
  bool exit = false;   // it must point out of the maze, not in
  double degrees = 0;  // between its way and the way it must point
  double width = 0;    // its base, a share of its length
  bool too_wide = false;
};

// The arrows at `openings` of a drawing placed by `placement` on
// `shapes`' grid, among `items`, that point the wrong way (or read as
// pointing another way: too wide on a slanted way); `exit` is the
// opening whose arrow points out. An opening without an arrow is none.
std::vector<WrongArrow> wrong_arrows(const PageDrawing& items, const GridShapes& shapes,
                                     const Placement& placement,
                                     const std::vector<CellOpening>& openings,
                                     const CellOpening& exit);

}  // namespace mazeproof
