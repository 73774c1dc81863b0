#pragma once
// Finds the maze drawings on a page (DRAWING_RULES.md): the wall-coloured
// strokes, split into drawings by where they lie, in reading order (top row
// first, left to right; drawings whose tops differ by less than one cell
// share a row), each with the route-coloured strokes that lie on it.

#include <string>
#include <vector>

#include "proof/core/limits.h"
#include "proof/pdf/drawing.h"

namespace mazeproof {

struct MazeDrawing {
  Box outline;            // bounding box of its walls: the grid outline, points
  double cell = 0;        // a bound on its lattice spacing, points (the placement fit measures it)
  double wall_width = 0;  // the widest of its wall strokes, points as printed
  double thinnest_wall = 0;  // the thinnest, points
  std::vector<Segment> walls;
  std::vector<Segment> route;  // route-coloured pieces on it
  double route_width = 0;      // the widest of them, points
};

struct PageMazes {
  std::vector<MazeDrawing> drawings;   // reading order
  std::vector<std::string> problems;   // rule breaks on the page, one phrase each
  const PageDrawing* items = nullptr;  // the page the drawings were found on
};

// Wall pieces closer than this many cells belong to one drawing: a straight
// corridor between two openings splits a maze's walls into two pieces one
// cell apart, while separate drawings keep at least two cells apart.
constexpr double kSameDrawingCells = 1.5;

// Route pieces belong to the drawing whose outline, grown by `route_reach`
// cells, holds them. More than `max_pieces` separate wall pieces are
// refused (Error).
PageMazes find_maze_drawings(const PageDrawing& items, double route_reach = 1.0,
                             int max_pieces = kMaxWallPieces);
// The reach of routes of shaped drawings: a hexagon's outside point lies
// almost a cell beyond its outline.
constexpr double kShapedRouteReachCells = 1.5;

// The area around a drawing where only its walls (and on solution pages its
// route) may be drawn (DRAWING_RULES.md "Closed world"): the grid outline
// grown by the wall width and kClearancePt, so half a wall width plus the
// clearance beyond the outer wall's ink.
Box keep_clear(const MazeDrawing& drawing);
constexpr double kClearancePt = 0.5;

}  // namespace mazeproof
