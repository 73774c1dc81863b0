#pragma once
// The one proof of a maze's topology (README.md "Perfect mazes"): its
// passages, and across a maze of floors its stairs, make a forest of
// exactly the trees it should have. One tree for a perfect maze (and for
// floors joined by their stairs); one per entrance for a puzzle of
// lettered entrances, exactly one of them holding the exit. A forest of k
// trees over n cells has n - k passages: fewer is a cell cut off, more a
// loop. Then the one route from the entrance whose tree holds the exit is
// measured. A maze that is not so is a normal result with reasons, not an
// error. Memory: a byte a place, and a word more only to name a loop; no
// recursion and no queue.

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "proof/model/cell_grid.h"
#include "proof/model/grid_maze.h"

namespace mazeproof {

// What a forest's places are: the cells of one or more floors of one grid
// (floor f's cell c is place f * grid.size() + c), joined by each floor's
// passages and by stairs, each from a cell of floor f up to the same cell
// of floor f + 1.
class Places {
 public:
  // One floor, `open` as GridMaze::open. Keeps references.
  Places(const CellGrid& grid, const std::vector<uint8_t>& open);
  // Floors of one grid, `open[f]` floor f's; `stairs` as (floor, cell), up
  // from that floor. Keeps references. REQUIRES: cells of at most six
  // sides (stairs take the last two bits), stairs below the top floor.
  Places(const CellGrid& grid, std::vector<const std::vector<uint8_t>*> open,
         const std::vector<std::pair<int, int>>& stairs);

  const CellGrid& grid() const { return grid_; }
  int floors() const { return static_cast<int>(open_.size()); }
  int size() const { return grid_.size() * floors(); }
  int64_t cells() const { return int64_t{grid_.cells()} * floors(); }
  bool exists(int place) const { return grid_.exists(place % grid_.size()); }
  // Bit s set: side s of the place leads on (kStairsUp, kStairsDown: stairs).
  unsigned open(int place) const;
  int neighbour(int place, int side) const;
  int back_side(int place, int side) const;
  // "cell 7 (1,2)", and with floors "floor 1 cell 7 (1,2)".
  std::string name(int place) const;

  static constexpr int kStairsUp = 6;
  static constexpr int kStairsDown = 7;

 private:
  const CellGrid& grid_;
  std::vector<const std::vector<uint8_t>*> open_;
  std::vector<uint8_t> stairs_;  // a place's stairs bits, with floors only
};

struct ForestProof {
  bool proved = false;                // the trees expected, no loop, the exit in an entrance's tree
  std::vector<std::string> problems;  // why not, one phrase each, naming places
  int64_t cells = 0;
  int64_t passages = 0;  // stairs counted
  int64_t trees = 0;     // pieces the passages make
  int64_t loops = 0;     // passages beyond a spanning forest: passages - cells + trees
  int64_t reached = 0;   // places in the entrances' trees
  // The entrance whose tree holds the exit (-1 when none), and those whose
  // trees do not.
  int winner = -1;
  std::vector<int> dead;
  // Measured only when proved: the places from the winner's entrance to
  // the exit, its passages, and its places (exit excluded) with three or
  // more passages.
  std::vector<int> route;
  int64_t route_length = 0;
  int64_t forks = 0;
};

// Proves that the places' passages make one tree per entrance (`entrances`
// as places: one for a perfect maze, none to count loops alone) with `exit`
// (a place, or -1 for none) in one of them. With several entrances, lines
// name entrance i by letters[i], and `trees` of them are expected (-1: one
// per entrance given; a puzzle short of a lettered entrance expects more).
ForestProof prove_forest(const Places& places, const std::vector<int>& entrances, int exit,
                         const std::string& letters = "", int trees = -1);

// A maze whose record names its entrance and exit (a batch file's, a
// drawing's as read): its openings face as they must (grid_maze.h), and its
// passages are one tree with a route from the entrance to the exit.
ForestProof prove_perfect(const GridMaze& maze);

}  // namespace mazeproof
