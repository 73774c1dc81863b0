#pragma once
// The maze model: a grid of square cells and the passages between them.
// Cell (x, y): x grows to the right, y grows downward, (0, 0) is the top
// left; index = y * columns + x. Each wall is stored once (open-east and
// open-south bits of the cell on its left or top), so the two sides of a
// wall can never disagree.

#include <bit>
#include <cstdint>
#include <string_view>
#include <vector>

namespace mazebook {

// A side of a cell. Opening a side joins the cell to its neighbour across it.
enum class Side : uint8_t { top = 0, right = 1, bottom = 2, left = 3 };

constexpr Side kSides[4] = {Side::top, Side::right, Side::bottom, Side::left};

Side opposite(Side side);
std::string_view side_name(Side side);
// Parses "top", "right", "bottom" or "left"; false when it is none of them.
bool parse_side(std::string_view text, Side& side);

// An opening in the outer wall: the side `side` of boundary cell (x, y).
struct Opening {
  int x = 0;
  int y = 0;
  Side side = Side::top;
  bool operator==(const Opening&) const = default;
};

// Functions over a maze that take a cell index or (x, y) require it to name
// a cell of the maze (so the maze is not empty); every other function of the
// maze layer behaves on an empty maze or says REQUIRES: non-empty.
class Maze {
 public:
  // The empty maze: 0 x 0, no cells, no passages. Its openings are Opening{}
  // and name no cell (is_outer_side is false for them). A placeholder until a
  // real maze is assigned.
  Maze() = default;

  // A grid with every wall closed, the entrance on the top of (0, 0) and the
  // exit on the bottom of (columns-1, rows-1). REQUIRES: columns, rows >= 1.
  Maze(int columns, int rows);

  int columns() const { return columns_; }
  int rows() const { return rows_; }
  int32_t cells() const { return static_cast<int32_t>(bits_.size()); }
  // True for the 0 x 0 maze, which has no cells.
  bool empty() const { return bits_.empty(); }
  int32_t index(int x, int y) const { return y * columns_ + x; }

  // True when (x, y) has a neighbour across `side` (not the outer wall).
  bool has_neighbour(int x, int y, Side side) const {
    switch (side) {
      case Side::top:
        return y > 0;
      case Side::right:
        return x + 1 < columns_;
      case Side::bottom:
        return y + 1 < rows_;
      case Side::left:
        return x > 0;
    }
    return false;
  }

  // The index of the neighbour across `side`. REQUIRES: has_neighbour.
  int32_t neighbour(int32_t cell, Side side) const {
    switch (side) {
      case Side::top:
        return cell - columns_;
      case Side::right:
        return cell + 1;
      case Side::bottom:
        return cell + columns_;
      case Side::left:
        return cell - 1;
    }
    return cell;
  }

  // True when the passage across `side` of cell (x, y) is open. The outer
  // wall reads as closed here: entrance and exit are kept apart.
  bool is_open(int x, int y, Side side) const {
    return has_neighbour(x, y, side) && is_open(index(x, y), side);
  }
  // The same by index. REQUIRES: has_neighbour (unchecked, for speed).
  bool is_open(int32_t cell, Side side) const {
    switch (side) {
      case Side::right:
        return bits_[cell] & kOpenEast;
      case Side::bottom:
        return bits_[cell] & kOpenSouth;
      case Side::left:
        return bits_[cell - 1] & kOpenEast;
      case Side::top:
        return bits_[cell - columns_] & kOpenSouth;
    }
    return false;
  }

  // Opens or closes the wall across `side`. REQUIRES: has_neighbour.
  void open(int32_t cell, Side side) { set(cell, side, true); }
  void close(int32_t cell, Side side) { set(cell, side, false); }
  // Opens every inner wall (for wall-adding generators).
  void open_all();

  // The open sides of `cell` as a bit mask, bit (1 << side) for each. No
  // division: the last column never has its east bit set, so a cell in the
  // first column never reads as open to the left.
  unsigned open_sides(int32_t cell) const {
    unsigned mask = 0;
    if (cell >= columns_ && (bits_[cell - columns_] & kOpenSouth))
      mask |= 1u << static_cast<int>(Side::top);
    if (bits_[cell] & kOpenEast) mask |= 1u << static_cast<int>(Side::right);
    if (bits_[cell] & kOpenSouth) mask |= 1u << static_cast<int>(Side::bottom);
    if (cell > 0 && (bits_[cell - 1] & kOpenEast)) mask |= 1u << static_cast<int>(Side::left);
    return mask;
  }

  // Passages of a cell: 0 to 4, openings to the outside not counted.
  int passages(int32_t cell) const { return std::popcount(open_sides(cell)); }
  // All open inner passages.
  int64_t passage_count() const;

  const Opening& entrance() const { return entrance_; }
  const Opening& exit() const { return exit_; }
  // REQUIRES: the opening's side faces the outside of the grid.
  void set_entrance(Opening opening) { entrance_ = opening; }
  void set_exit(Opening opening) { exit_ = opening; }
  // True when `opening` names a boundary cell and a side facing outwards.
  bool is_outer_side(const Opening& opening) const;

  bool operator==(const Maze&) const = default;

 private:
  static constexpr uint8_t kOpenEast = 1;
  static constexpr uint8_t kOpenSouth = 2;

  void set(int32_t cell, Side side, bool open) {
    int32_t owner = cell;
    uint8_t bit = kOpenEast;
    switch (side) {
      case Side::right:
        break;
      case Side::bottom:
        bit = kOpenSouth;
        break;
      case Side::left:
        owner = cell - 1;
        break;
      case Side::top:
        owner = cell - columns_;
        bit = kOpenSouth;
        break;
    }
    if (open) {
      bits_[owner] |= bit;
    } else {
      bits_[owner] &= static_cast<uint8_t>(~bit);
    }
  }

  int columns_ = 0;
  int rows_ = 0;
  std::vector<uint8_t> bits_;
  Opening entrance_;
  Opening exit_;
};

}  // namespace mazebook
