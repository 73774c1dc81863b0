#pragma once
// The strokes of a shaped maze drawing read in its grid's units
// (DRAWING_RULES.md "Shaped mazes"): where the grid is placed on the page,
// fitted from the strokes themselves, and each stroke piece as a segment
// or, for a cubic Bezier piece drawn by the standard construction of a
// circle round the grid's centre, as that arc.

#include <string>
#include <vector>

#include "proof/model/grid_shapes.h"
#include "proof/model/placement.h"
#include "proof/pdf/drawing.h"

namespace mazeproof {

// One stroke piece in grid units: a segment from a to b, or (arc) part of
// the circle of `radius` round grid point (0, 0) from angle `from` to `to`
// (from < to, at most a quarter turn and a little), whose ends are a and b.
// `curve` marks a Bezier piece that is no such arc.
struct StrokePiece {
  bool arc = false;
  bool curve = false;
  GridPoint a, b;
  double radius = 0;
  double from = 0;
  double to = 0;
  size_t source = 0;  // index of the page segment it was read from
};

// A Bezier piece is read as an arc when its ends and control points lie on
// the standard construction within this share of the radius.
constexpr double kArcTolerance = 0.01;

// Reads one page segment under `placement` (arcs round the grid's centre).
StrokePiece read_piece(const Segment& s, const Placement& placement);

// The centre of the circle a Bezier arc piece lies on: where the normals
// at its two ends meet. False when they are (nearly) parallel.
bool arc_centre(const Segment& s, Point& centre);

// A point of a Bezier piece, parameter t from 0 to 1.
Point bezier_point(const Segment& s, double t);

// Fits the placement of a drawing of `shapes` from its wall strokes (page
// space). A rectangle's is its lattice (lattice.h, lattice_placement).
// Any other kind's: the kind's bounds against the strokes' extent, then
// twice a least-squares fit over every stroke end to the nearest corner of
// a possible wall (and, on a polar grid, every arc's centre to the grid's
// centre). A unit of 0 when the strokes span nothing.
Placement fit_placement(const std::vector<Segment>& walls, const GridShapes& shapes,
                        const std::vector<PossibleWall>& possible);

// "(x, y) pt" of a page point, two decimals.
std::string point_text(Point p);

}  // namespace mazeproof
