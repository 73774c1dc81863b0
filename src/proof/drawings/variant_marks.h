#pragma once
// Reading a puzzle variant's marks from the page (DRAWING_RULES.md "Puzzle
// variants", "Marks inside the maze", "Outside the maze"): the fills and
// filled text in a rectangle's slots (a cell's: 0.6 cells round its
// centre; a passage's: 0.5 cells round the middle of the side two cells
// share), each fill classified by its shape (a disc is a key, an
// axis-aligned square a door, a triangle in a passage slot an arrow, one in
// a cell slot stairs), the letters on them decoded through their fonts'
// /ToUnicode maps, and the entrance letters beside the outline's openings
// (with, on a solution page, the bars that strike them through).

#include <string>
#include <vector>

#include "proof/drawings/shape_strokes.h"
#include "proof/model/grid_buckets.h"
#include "proof/model/grid_maze.h"
#include "proof/pdf/drawing.h"

namespace mazeproof {

// Slot sizes and mark sizes, in cells.
constexpr double kCellSlot = 0.6;
constexpr double kPassageSlot = 0.5;
// How far a mark's vertex may lie from where the rules put it, cells.
constexpr double kMarkTolerance = 0.03;
// An arrow's tip lies at least this far into the cell it leads to, cells.
constexpr double kArrowReach = 0.15;
// Entrance letters stand within this many cells beyond their opening.
constexpr double kEntranceReach = 4.0;
// Entrance letters are at least this big, points.
constexpr double kEntranceLetterPt = 12.0;

enum class MarkKind { key, door, arrow, stairs_up, stairs_down };

// "key", "door", "arrow", "stairs up", "stairs down".
const char* mark_kind_name(MarkKind kind);

struct Mark {
  MarkKind kind = MarkKind::key;
  int a = 0;        // key, stairs: its cell; door: the smaller cell; arrow: the cell it leaves
  int b = -1;       // door: the larger cell; arrow: the cell it leads to
  char letter = 0;  // key, door: its letter, 0 when none was read
  GridBox slot;     // grid units
};

struct EntranceLetter {
  char letter = 0;
  CellOpening opening;
  Box box;              // its line box, points
  bool struck = false;  // a bar in the mark colour across it
};

struct PageMarks {
  std::vector<Mark> marks;
  std::vector<EntranceLetter> entrances;
  std::vector<GridBox> slots;         // the slots that hold a mark, grid units
  std::vector<std::string> problems;  // one phrase each, naming cells
};

// Whether a colour is the mark colour: grey (0.30 R + 0.59 G + 0.11 B)
// from 0.40 to 0.60, contrasting 3:1 with white.
bool is_mark_colour(const Colour& c);

// Reads the marks of the rectangle `grid` drawn at `placement` from the
// page's items; `openings`: the outline's openings as proved, which
// entrance letters stand beside; `area`: the drawing's keep-clear box
// (page points). REQUIRES: a rect grid.
PageMarks read_marks(const PageDrawing& items, const CellGrid& grid, const Placement& placement,
                     const Box& area, const std::vector<CellOpening>& openings);

}  // namespace mazeproof
