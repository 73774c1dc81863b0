#pragma once
// A maze of floors (DRAWING_RULES.md "Puzzle variants", "The proof",
// floors): each floor is read as a rectangle of its own, its passages as
// drawn; its stairs are read from the marks, an up mark on floor f paired
// with a down mark at the same cell of floor f + 1; then the floors and
// their stairs must make one tree over every cell of every floor, which
// the one proof of a tree (forest_proof.h) proves, so one route leads from
// the entrance on floor 0 to the exit on the last floor.

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "proof/drawings/variant_marks.h"
#include "proof/model/grid_maze.h"
#include "proof/model/variant_record.h"

namespace mazeproof {

struct FloorsProof {
  bool proved = false;                // one tree over all floors, every stair paired
  std::vector<std::string> problems;  // why not, one phrase each, naming floor and cell
  std::vector<Stair> stairs;          // paired stairs, by floor then cell
  // Places floor * cells + cell, the entrance's cell on floor 0 first, the
  // exit's on the last floor last (empty unless proved).
  std::vector<int> route;
  std::map<std::string, int64_t> metrics;  // floors_changed: stairs taken on the route
};

// Proves floors `floors` (floor f's passages as drawn; all of one grid,
// the entrance as book.json names it on floor 0, the exit on the last)
// with `marks[f]` read on floor f's drawing. REQUIRES: at least one floor,
// marks.size() == floors.size().
FloorsProof prove_floors(const std::vector<GridMaze>& floors,
                         const std::vector<std::vector<Mark>>& marks);

// The cells of floor `floor` on `route` as runs of consecutive places on
// that floor (a floor's route pieces, each from a stair or the entrance to
// a stair or the exit), cell indices of the floor's grid.
std::vector<std::vector<int>> floor_pieces(const std::vector<int>& route, int cells, int floor);

}  // namespace mazeproof
