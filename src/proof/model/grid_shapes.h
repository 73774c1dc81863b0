#pragma once
// The geometry of the five grid kinds in grid units (DRAWING_RULES.md
// "Shaped mazes"), the verifier's own reading of it: where each cell's
// centre lies, where each of its walls runs (a segment, or an arc round a
// polar grid's centre), the outside point across an outer side, the
// kind's bounds and its narrowest corridor. Grid units have y downward;
// a placement puts grid point (gx, gy) at PDF (x + u * gx, y - u * gy).
// Computed from cell_grid.h's numbering, never stored per cell.

#include <cstdint>
#include <vector>

#include "proof/model/cell_grid.h"

namespace mazeproof {

struct GridPoint {
  double x = 0;
  double y = 0;
};

// One wall's line: a segment from a to b, or (arc) part of the circle of
// `radius` round grid point (0, 0), from angle `from` to `to` (radians,
// counter-clockwise as the page shows it, 0 pointing right; from < to),
// whose ends are then a and b.
struct WallShape {
  bool arc = false;
  GridPoint a, b;
  double radius = 0;
  double from = 0;
  double to = 0;
  // Grid units along the line.
  double length() const;
};

// A wall the kind allows: side `side` of `cell`, shared with `other` (or
// facing the outside: kOutside). Its line is GridShapes::wall(cell, side),
// found when needed: a poster has millions of walls, and three numbers
// take a sixth of the memory the line would.
struct PossibleWall {
  int cell = 0;
  int side = 0;
  int other = kOutside;
};

// Grid units: the box its cells fill.
struct GridBounds {
  double x0 = 0;
  double y0 = 0;
  double x1 = 0;
  double y1 = 0;
};

// The point of a polar angle (radians) at `radius` round the centre.
GridPoint at_angle(double radius, double angle);

class GridShapes {
 public:
  // Keeps a reference: `grid` must outlive this.
  explicit GridShapes(const CellGrid& grid) : grid_(grid) {}

  const CellGrid& grid() const { return grid_; }
  // REQUIRES for each: an existing cell (and a side it has).
  GridPoint centre(int cell) const;
  WallShape wall(int cell, int side) const;
  // Where a neighbour's centre would be across an outer side: a polar
  // grid's is half a ring outside the outer wall.
  GridPoint outside_point(int cell, int side) const;

  // The box of the cells (a masked grid: of the cells it has), grid units.
  GridBounds bounds() const;
  // The narrowest corridor between two opposite walls of a cell, grid units:
  // 1 for squares, sqrt(3) for hexagons (flat side to flat side), sqrt(3)/3
  // for triangles (the inscribed circle), and on a polar grid the shorter
  // of a ring's depth (1) and the narrowest cell's inner arc.
  double corridor() const;
  // Holes in the grid's area: a masked grid's pieces of missing cells
  // (joined side to side) that do not reach the mask's edge; 0 otherwise.
  int holes() const;

  // Every wall the kind allows, each once: inner walls from the cell of
  // the smaller index, outer walls (sides facing the outside) from their
  // cell; in cell order, then side order.
  std::vector<PossibleWall> walls() const;

  // The cell whose area holds `p` (edges belong to either side), or -1
  // outside the grid's area.
  int cell_at(GridPoint p) const;
  // Whether the grid's area holds `p`: cell_at(p) >= 0, quicker on a polar
  // grid (a disc).
  bool inside(GridPoint p) const;
  // Sets out[k] to `value` for each k < n with inside({x0 + k * step, y}):
  // a row of pixels of a render at once (a rectangle's, a mask's and a
  // disc's without a cell lookup a pixel). REQUIRES: step > 0.
  void fill_inside(double y, double x0, double step, int n, uint8_t* out, uint8_t value) const;

 private:
  double polar_angle(int ring, double index) const;

  const CellGrid& grid_;
};

}  // namespace mazeproof
