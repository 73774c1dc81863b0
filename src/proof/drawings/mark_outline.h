#pragma once
// A mark's whole outline (DRAWING_RULES.md "Puzzle variants", "Marks
// inside the maze"): a fill is the shape it shows only when its path, in
// order, goes once round that shape. Its vertices alone would let a door
// drawn as a bow-tie, or a key's disc drawn as a rounded square, pass.
// Each test is linear in the path's pieces.

#include <vector>

#include "proof/core/geometry.h"
#include "proof/pdf/drawing.h"

namespace mazeproof {

// One closed path of straight pieces along the sides of `box`, once round
// it: every piece axis-aligned on one side, the pieces end to end, their
// length the perimeter (to `tol` a side). A bow-tie crosses the inside.
bool is_box_outline(const std::vector<Segment>& path, const Box& box, double tol);

// One closed path of Bezier pieces once round the circle of `centre` and
// `radius`: each piece's ends and its points at a quarter, half and three
// quarters on the circle (to `tol`), the pieces end to end, a whole turn.
bool is_disc_outline(const std::vector<Segment>& path, Point centre, double radius, double tol);

// One closed path of straight pieces along the sides of the triangle
// `corners`, once round it.
bool is_triangle_outline(const std::vector<Segment>& path, const Point (&corners)[3], double tol);

}  // namespace mazeproof
