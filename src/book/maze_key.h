#pragma once
// A maze's key in a series record and in `check --against`: the SHA-256 of
// its canonical text (maze/symmetry.h), so that one maze turned or
// mirrored has one key, and a key is short whatever the grid.

#include <string>

#include "maze/maze.h"

namespace mazebook {

// 64 lowercase hex digits; "" for the empty maze.
std::string maze_key(const Maze& maze);

}  // namespace mazebook
