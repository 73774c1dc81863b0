#pragma once
// Where the cover's mazes go, worked out in the book layer so that the
// choice of a back-cover sample (which must print legibly) is made before
// anything is drawn. Points from the cover's top-left corner (bleed
// included), as the renderer draws.

#include <vector>

#include "book/kdp.h"
#include "book/page_plan.h"

namespace mazebook {

// A box of the cover given by its edges in inches from the cover's lower
// left (as CoverGeometry gives them), in points from its top left.
Box cover_box(const CoverGeometry& geometry, double left_in, double right_in, double bottom_in,
              double top_in);

// The safe areas (0.25 in inside the trim lines and the folds) and the
// barcode box, points from the cover's top left.
Box front_safe_box(const CoverGeometry& geometry);
Box back_safe_box(const CoverGeometry& geometry);
Box barcode_area(const CoverGeometry& geometry);

// How many of the book's mazes the back cover previews.
constexpr int kBackPreviews = 3;

// The back cover's preview areas, left to right: kBackPreviews equal boxes
// side by side, in the band between the back text (the upper half of the
// back's safe area) and the barcode box, across 90 % of the back's safe
// width. They do not depend on the page count (the back is left of the
// spine).
std::vector<Box> back_preview_areas(const CoverGeometry& geometry);

// The front cover panel with its bleed: from the spine's right fold to the
// outer bleed edge, top to bottom bleed edge (a full-bleed picture's box).
Box front_bleed_box(const CoverGeometry& geometry);

// A maze of columns x rows drawn in a rounded panel inside `area`: the
// panel (a padding of 6 % of the area's shorter side round the grid, or
// `min_pad_cells` cells when that is more) and the grid's drawing, walls
// set to `wall` thinned to stay legible.
struct MazePanel {
  Box panel;
  Drawing drawing;
};
MazePanel maze_panel(const Box& area, int columns, int rows, double wall, double min_pad_cells = 0);

// The back previews' padding, cells: neighbouring grids then stay more
// than two of the larger one's cells apart, so that a verifier tells them
// apart as separate drawings (src/proof/drawings/maze_drawings.h).
constexpr double kPreviewPadCells = 1.25;

}  // namespace mazebook
