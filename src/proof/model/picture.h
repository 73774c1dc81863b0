#pragma once
// The picture interchange format (README.md "Pictures"): 2*rows+1 strings of
// 2*columns+1 characters, '#' rock and '.' floor. Cells sit at odd row and
// odd column, the square between two cells is '.' when they are joined,
// posts (even row, even column) are always '#', and the entrance and exit
// are the '.' squares in the border. The verifier reads pictures with this
// code of its own, into the one maze model (grid_maze.h): a rect grid whose
// cells are named as pictures name them, "cell (x,y)".

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "proof/model/grid_maze.h"

namespace mazeproof {

using Picture = std::vector<std::string>;

// A rectangle as a picture draws it: its passages, and the openings in its
// border in reading order (the order of their squares, row by row). The
// maze's entrance and exit are left unnamed (side -1).
struct PictureMaze {
  GridMaze maze;
  std::vector<CellOpening> openings;
};

// Reads a picture. Loops, cut-off cells and a wrong number of openings are
// for the proof to find; a picture that is not well formed (ragged rows,
// even sizes, other characters, a '.' post or a '#' cell, more than
// kMaxRecordGridSide cells a side) throws Error "row R, column C: ..."
// (1-based); the caller adds which file and maze.
PictureMaze parse_picture(const Picture& picture);

// Openings of a rect grid's border put in a picture's reading order.
std::vector<CellOpening> in_reading_order(const CellGrid& grid, std::vector<CellOpening> openings);

// "cell (2,0) top": an opening of a picture's border, as pictures name it.
std::string picture_opening_name(const CellGrid& grid, const CellOpening& o);

// The rect kind's side a picture's word names: "top" 0, "right" 1,
// "bottom" 2, "left" 3; nullopt for any other word.
std::optional<int> picture_side(std::string_view word);

// The passages and openings in which two mazes on rect grids of one size
// differ, as phrases ("the wall between cell (1,0) and cell (2,0):
// passage in a, wall in b"): at most `limit`, then a count; a size that
// differs is one phrase. Empty when they are the same.
std::vector<std::string> picture_differences(const PictureMaze& a, std::string_view a_name,
                                             const PictureMaze& b, std::string_view b_name,
                                             size_t limit = 3);

}  // namespace mazeproof
