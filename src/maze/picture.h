#pragma once
// The picture interchange format: 2*rows+1 strings of 2*columns+1
// characters, '#' rock and '.' floor. Cells sit at odd row and odd column,
// the square between two cells is '.' when they are joined, squares at even
// row and even column are posts (always '#'), and the entrance and exit are
// the '.' squares in the border.

#include <string>
#include <vector>

#include "maze/maze.h"

namespace mazebook {

using Picture = std::vector<std::string>;

// Draws the maze as a picture, entrance and exit included; no rows for the
// empty maze (which parse_picture refuses, as it has no cell to read).
Picture to_picture(const Maze& maze);

// Reads a picture. The maze need not be perfect (loops and cut-off cells are
// for the checker to find), but the picture must be well formed: rows of one
// odd length, only '#' and '.', posts '#', cells '.', and exactly two
// openings in the border. The first opening in reading order becomes the
// entrance. Throws Error naming the row and column (1-based) of the problem;
// the caller adds which picture it is.
Maze parse_picture(const Picture& picture);

}  // namespace mazebook
