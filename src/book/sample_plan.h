#pragma once
// The sample PNG of one maze (`mazebook sample --format png`), planned
// before it is drawn: its pixels a grid unit, the white margin round the
// grid, the image's size, and START and FINISH placed by the marks'
// placement (book/maze_marks.h): each an arrow centred on its opening's
// outside point, or a dot on a goal inside the maze, in grid units. The
// renderer (render/maze_png.h) draws exactly this.

#include "book/maze_marks.h"
#include "maze/maze.h"

namespace mazebook {

// Largest grid span a PNG is drawn for, in grid units (cells of a
// rectangle, twice the rings of a circle); at least 2 pixels a unit.
constexpr int kMaxPngSide = 4000;

// White round the grid, room for the arrows; an arrow's size; the dot on
// a goal inside the maze: grid units.
constexpr double kSampleMargin = 1.5;
constexpr double kSampleArrow = 0.64;
constexpr double kSampleGoalRadius = 0.3;

struct SamplePlan {
  int unit = 0;   // pixels a grid unit
  int width = 0;  // the image, pixels
  int height = 0;
  double margin = kSampleMargin;
  GridBox bounds;     // the grid's, grid units: drawn `margin` in from the top left
  PlacedMark start;   // an arrow, pointing in
  PlacedMark finish;  // an arrow pointing out, or a dot on a goal inside
};

// The sample of `maze` at `cell_pixels` a grid unit (0: the image about
// 800 pixels across, 2 to 40 a unit). Throws Error("png: at most 4000
// cells a side, got N") for a maze too large to draw.
SamplePlan plan_sample(const Maze& maze, int cell_pixels);

}  // namespace mazebook
