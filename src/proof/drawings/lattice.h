#pragma once
// The lattice of a rectangle's walls (DRAWING_RULES.md "Walls"): the rect
// kind's way of finding where a drawing is placed (shape_strokes.h
// fit_placement). Walls are horizontal and vertical segments on a square
// lattice whose spacing is the cell size; the spacing and origin are found
// from the walls themselves (a least-squares fit of the lattice their ends
// lie on), never taken from the manifest.

#include <cstdint>
#include <vector>

#include "proof/model/placement.h"
#include "proof/pdf/drawing.h"

namespace mazeproof {

// Coordinates closer than this are the same lattice line, points.
constexpr double kSamePointTolerance = 0.1;

// The square lattice that wall ends lie on, fitted by least squares over
// every lattice line of both axes (one spacing, an origin per axis), with
// each line's index counted from its neighbour in whole cells: no drift
// across the largest grids.
struct Lattice {
  double cell = 0;      // spacing, points (0 when the walls have no two lines)
  double x0 = 0;        // x of the leftmost line, as fitted
  double y0 = 0;        // y of the lowest line, as fitted
  int64_t columns = 0;  // index of the rightmost line
  int64_t rows = 0;     // index of the highest line
};
Lattice fit_lattice(const std::vector<Segment>& walls);

// The placement of a rectangle drawn with `walls` (page space): the lattice
// of its horizontal and vertical strokes (curved and slanted ones are left
// out), grid point (0, 0) at its top-left line, a unit its spacing; a unit
// of 0 when they span no grid. `columns` and `rows`, when given, get the
// cells the lattice spans.
Placement lattice_placement(const std::vector<Segment>& walls, int64_t* columns = nullptr,
                            int64_t* rows = nullptr);

}  // namespace mazeproof
