#pragma once
// Draws one maze as a PNG image (walls, entrance and exit marks, and the
// solution route when asked). The maze never draws itself; this does.

#include <cstdint>
#include <span>
#include <string>

#include "maze/maze.h"
#include "maze/weave/weave.h"

namespace mazebook {

struct PngOptions {
  // Pixels per grid unit (a rectangle's cell); 0 picks one so the image is
  // about 800 pixels across.
  int cell_pixels = 0;
  // The route to draw (cell indices, entrance first); empty draws none.
  std::span<const int32_t> route;
};

// Largest grid span a PNG is drawn for, in grid units (cells of a
// rectangle, twice the rings of a circle); at least 2 pixels a unit.
constexpr int kMaxPngSide = 4000;

// The PNG file's bytes. Throws Error when the maze is too large to draw.
std::string maze_png(const Maze& maze, const PngOptions& options);
// A weave maze's, its crossings drawn as src/proof/DRAWING_RULES.md says
// ("Weave mazes"), the route under them dashed.
std::string maze_png(const WeaveMaze& wm, const PngOptions& options);

}  // namespace mazebook
