#pragma once
// The picture interchange format (README.md "Pictures"): 2*rows+1 strings of
// 2*columns+1 characters, '#' rock and '.' floor. Cells sit at odd row and
// odd column, the square between two cells is '.' when they are joined,
// posts (even row, even column) are always '#', and the entrance and exit
// are the '.' squares in the border. The verifier reads pictures with this
// code of its own.

#include <string>
#include <vector>

#include "proof/model/maze_graph.h"

namespace mazeproof {

using Picture = std::vector<std::string>;

// Reads a picture into a maze, openings in reading order. Loops, cut-off
// cells and a wrong number of openings are for the proof to find; a picture
// that is not well formed (ragged rows, even sizes, other characters, a '.'
// post or a '#' cell) throws Error "row R, column C: ..." (1-based); the
// caller adds which file and maze.
MazeGraph parse_picture(const Picture& picture);

}  // namespace mazeproof
