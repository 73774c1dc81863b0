#pragma once
// Rebuilds a maze grid from the wall strokes of one maze drawing
// (DRAWING_RULES.md "Walls"): horizontal and vertical segments on a square
// lattice whose spacing is the cell size and whose outline is the walls'
// bounding box. The cell size is found from the walls themselves (the
// smallest distance between two lattice lines that carry a wall end), never
// taken from the manifest.

#include <string>
#include <vector>

#include "proof/drawing.h"
#include "proof/maze_graph.h"

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

// The smallest positive gap between the lattice lines the segments' ends
// lie on, in x and y together; 0 when there is none.
double lattice_spacing(const std::vector<Segment>& walls);

WallGrid rebuild_grid(const std::vector<Segment>& walls);

}  // namespace mazeproof
