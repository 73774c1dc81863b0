#pragma once
// Reading maze drawings back from a page as src/proof/DRAWING_RULES.md
// describes them: wall segments in the wall colour, grouped into drawings,
// each rebuilt into the picture format (maze/picture.h) from the strokes
// alone. The renderer-side twin of what mazeproof does, kept small; every
// rule broken on the way is a test failure.

#include <string>
#include <vector>

#include "support/book_files.h"

namespace mbtest {

// Positions closer than this are the same, points (Cairo writes 3 decimals).
constexpr double kTol = 0.01;

using Picture = std::vector<std::string>;

// One straight piece of a stroked path, page space.
struct Segment {
  Point a, b;
  size_t stroke;  // index into PageDrawing::strokes
};

// A drawing's grid outline, PDF orientation (points), and its cell size.
struct Grid {
  double left = 1e9, bottom = 1e9, right = -1e9, top = -1e9;
  double cell = 0;
  void add(const Point& p);
  // How far apart two outlines are (0 when they touch or overlap).
  double gap(const Grid& o) const;
};

// The straight pieces of every stroke in colour (r, g, b); curves and dash
// patterns fail the test (walls are solid straight lines).
std::vector<Segment> segments(const PageDrawing& d, double r, double g, double b);

// Groups wall segments into drawings ("Solution pages": pieces closer than
// 1.5 cells are one drawing), in reading order ("solution_slot": top row
// first, left to right; tops less than a cell apart are one row).
std::vector<std::vector<Segment>> drawings_of(const std::vector<Segment>& walls);

// Rebuilds the picture of a columns x rows maze from its wall segments,
// checking the "Walls" rules on the way (horizontal or vertical, ends on a
// square lattice, no overlaps); `grid` gets the outline and cell size.
Picture rebuild(const std::vector<Segment>& walls, int columns, int rows, Grid& grid);

}  // namespace mbtest
