#pragma once
// Where a grid is drawn on a page (DRAWING_RULES.md "Shaped mazes", "The
// manifest"): its origin and its unit in points, as book.json's
// `placement` gives it and as the verifier fits it from the strokes.

#include "proof/core/geometry.h"
#include "proof/model/grid_shapes.h"

namespace mazeproof {

// Grid point (gx, gy) is drawn at PDF (x + unit * gx, y - unit * gy).
struct Placement {
  double x = 0;     // points
  double y = 0;     // points
  double unit = 0;  // points per grid unit
  Point to_page(GridPoint g) const { return {x + unit * g.x, y - unit * g.y}; }
  GridPoint to_grid(Point p) const { return {(p.x - x) / unit, (y - p.y) / unit}; }
};

// How far apart two placements put the grid's bounds, at most, in units of
// the first: the largest distance between where each maps a corner of
// `bounds`.
double placement_gap(const Placement& a, const Placement& b, const GridBounds& bounds);

}  // namespace mazeproof
