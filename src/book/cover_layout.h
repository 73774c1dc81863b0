#pragma once
// Where the cover's mazes go, worked out in the book layer so that the
// choice of a back-cover sample (which must print legibly) is made before
// anything is drawn. Points from the cover's top-left corner (bleed
// included), as the renderer draws.

#include "book/kdp.h"
#include "book/page_plan.h"

namespace mazebook {

// The back cover's sample area: the lower 40 % of the back's safe area,
// left of the barcode box's column, at most half the back's width. It does
// not depend on the page count (the back cover is left of the spine).
Box back_sample_area(const CoverGeometry& geometry);

// A maze of columns x rows drawn in a rounded panel inside `area`: the
// panel (a padding of 6 % of the area's shorter side round the grid) and
// the grid's drawing, walls set to `wall` thinned to stay legible.
struct MazePanel {
  Box panel;
  Drawing drawing;
};
MazePanel maze_panel(const Box& area, int columns, int rows, double wall);

}  // namespace mazebook
