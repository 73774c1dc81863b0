#pragma once
// Rebuilds a maze grid from the wall strokes of one maze drawing
// (DRAWING_RULES.md "Walls"): horizontal and vertical segments on a square
// lattice whose spacing is the cell size and whose outline is the walls'
// bounding box. The cell size is found from the walls themselves (a
// least-squares fit of the lattice their ends lie on), never taken from the
// manifest.

#include <cstdint>
#include <string>
#include <vector>

#include "proof/model/maze_graph.h"
#include "proof/model/placement.h"
#include "proof/pdf/drawing.h"

namespace mazeproof {

// Where a rebuilt grid lies on the page, points.
struct GridGeometry {
  double left = 0;  // x of the left outer wall
  double top = 0;   // y of the top outer wall (PDF y grows upward)
  double cell = 0;  // lattice spacing
  int columns = 0;
  int rows = 0;
};

struct WallGrid {
  bool ok = false;  // the walls follow the rules well enough to rebuild a grid
  std::vector<std::string>
      problems;  // rule breaks, one phrase each (off the lattice, diagonal, overlap)
  GridGeometry geometry;
  MazeGraph maze;  // valid when ok
};

// Coordinates closer than this are the same lattice line, points.
constexpr double kSamePointTolerance = 0.1;
// A wall end may sit this share of a cell off its lattice line.
constexpr double kLatticeTolerance = 0.05;

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
// fit_lattice(walls).cell.
double lattice_spacing(const std::vector<Segment>& walls);

// The placement of a rectangle drawn with `walls` (page space): the lattice
// of its horizontal and vertical strokes (curved and slanted ones are left
// out), grid point (0, 0) at its top-left line, a unit its spacing; a unit
// of 0 when they span no grid.
Placement lattice_placement(const std::vector<Segment>& walls);

// Throws Error when the walls span more than kMaxGridSide cells a side.
WallGrid rebuild_grid(const std::vector<Segment>& walls);

}  // namespace mazeproof
