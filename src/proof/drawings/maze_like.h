#pragma once
// Whether a drawing is a maze a reader may try (DRAWING_RULES.md
// "Ornaments and cover art"), whatever its grid kind: art that book.json
// does not list fails when it is one. Its walls need not follow the rules
// to count: a drawing counts when it is a lattice of at least 2 x 2 cells
// (a rectangle), or at least kMinMazePieces pieces most of whose ink is
// straight pieces a whole number of one unit long along at most three
// directions (a grid of hexagons or triangles, or a rectangle at a slant),
// or, most of its ink, arcs round one centre on at least two circles and
// lines through that centre (a polar grid). A picture's curved lines, lines
// of lengths of their own, or a wheel among other lines are none of these.

#include <string>

#include "proof/drawings/maze_drawings.h"

namespace mazeproof {

// Pieces a drawing of a grid other than a lattice of squares has at least
// (the smallest polar and hexagon grids have more).
constexpr size_t kMinMazePieces = 8;

struct MazeLike {
  bool maze = false;
  int columns = 0;  // a lattice of squares: its cells; else 0
  int rows = 0;
};

MazeLike maze_like(const MazeDrawing& drawing);

// "a 12 x 9 maze drawing", or "a maze drawing at (x0, y0)-(x1, y1) pt".
std::string maze_like_name(const MazeLike& like, const MazeDrawing& drawing);

}  // namespace mazeproof
