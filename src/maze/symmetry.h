#pragma once
// Telling mazes apart up to mirror images and rotations, so that a batch
// never holds the same puzzle twice turned or flipped.

#include <string>

#include "maze/maze.h"

namespace mazebook {

// A key equal for two mazes exactly when one is the other mirrored or
// rotated (walls and openings both): on a rectangle, the smallest picture
// text over the symmetries that keep the grid's size (4, or 8 for a square
// grid); on other kinds, the walls and openings themselves (a repeat is
// caught only when it is the same maze unturned). Empty
// for the empty maze.
std::string canonical_key(const Maze& maze);

}  // namespace mazebook
