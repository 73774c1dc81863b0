#pragma once
// The maze model: a grid (src/maze/grid.h) plus the set of open passages
// between neighbouring cells, an entrance and an exit. Each wall is stored
// once, as one bit of the cell the grid says owns it, so the two sides of a
// wall can never disagree: a byte a cell, whatever the kind.

#include <cstdint>
#include <string_view>
#include <vector>

#include "maze/grid.h"

namespace mazebook {

// The sides of a rectangle's (and a masked grid's) cells, by name.
enum class Side : uint8_t { top = 0, right = 1, bottom = 2, left = 3 };

constexpr Side kSides[4] = {Side::top, Side::right, Side::bottom, Side::left};

Side opposite(Side side);
std::string_view side_name(Side side);
// Parses "top", "right", "bottom" or "left"; false when it is none of them.
bool parse_side(std::string_view text, Side& side);

// Functions over a maze that take a cell index require it to name a cell
// of the maze (so the maze is not empty); every other function of the maze
// layer behaves on an empty maze or says REQUIRES: non-empty.
class Maze {
 public:
  // The empty maze: no grid, no cells, no passages; its openings name no
  // cell. A placeholder until a real maze is assigned.
  Maze() = default;

  // Every wall of `grid` closed, the entrance and exit at the grid's first
  // and last openings ("corners"). REQUIRES: a grid.
  explicit Maze(GridPtr grid);
  // The same on a columns x rows rectangle: entrance on top of (0, 0), exit
  // below (columns-1, rows-1). REQUIRES: columns, rows >= 1.
  Maze(int columns, int rows);

  // REQUIRES: non-empty.
  const Grid& grid() const { return *grid_; }
  const GridPtr& grid_ptr() const { return grid_; }
  bool empty() const { return !grid_; }
  // Cell indices run from 0 to size() - 1 (a masked grid's missing cells
  // included); cells() of them exist.
  int32_t size() const { return static_cast<int32_t>(bits_.size()); }
  int32_t cells() const { return grid_ ? grid_->cells() : 0; }
  bool exists(int32_t cell) const { return grid_->exists(cell); }

  // Rectangles (and masked, hex and triangle grids): columns, rows, and the
  // index of (x, y). 0 for an empty maze or a polar grid.
  int columns() const { return columns_; }
  int rows() const { return rows_; }
  int32_t index(int x, int y) const { return y * columns_ + x; }

  // The cell across `side`, or kOutside.
  int32_t neighbour(int32_t cell, int side) const { return grid_->neighbour(cell, side); }
  int32_t neighbour(int32_t cell, Side side) const {
    return grid_->neighbour(cell, static_cast<int>(side));
  }

  // True when the passage across `side` of `cell` is open. A side facing
  // the outside reads as closed: entrance and exit are kept apart.
  bool is_open(int32_t cell, int side) const {
    if (grid_->neighbour(cell, side) == kOutside) return false;
    const WallRef ref = grid_->wall_ref(cell, side);
    return (bits_[ref.owner] >> ref.bit) & 1u;
  }
  bool is_open(int32_t cell, Side side) const { return is_open(cell, static_cast<int>(side)); }
  // Rectangles: the same for cell (x, y); false outside the grid.
  bool is_open(int x, int y, Side side) const {
    if (x < 0 || y < 0 || x >= columns_ || y >= rows_) return false;
    return is_open(index(x, y), side);
  }

  // Rectangles: the opening on `side` of cell (x, y).
  Opening opening_at(int x, int y, Side side) const {
    return {index(x, y), static_cast<int>(side)};
  }

  // Opens or closes the wall across `side`. REQUIRES: a neighbour across.
  void open(int32_t cell, int side) { set(cell, side, true); }
  void close(int32_t cell, int side) { set(cell, side, false); }
  void open(int32_t cell, Side side) { set(cell, static_cast<int>(side), true); }
  void close(int32_t cell, Side side) { set(cell, static_cast<int>(side), false); }
  // Opens the wall stored at `ref` (the grid's wall_ref of a side): for
  // loops that look walls up themselves (maze/topology.h).
  void open_wall(WallRef ref) { bits_[ref.owner] |= static_cast<uint8_t>(1u << ref.bit); }
  // Opens every inner wall (for wall-adding generators).
  void open_all();

  // The open sides of `cell` as a bit mask, bit (1 << side) for each.
  unsigned open_sides(int32_t cell) const { return grid_->open_mask(bits_.data(), cell); }
  // Passages of a cell, openings to the outside not counted.
  int passages(int32_t cell) const { return mask_bits(open_sides(cell)); }
  // All open inner passages.
  int64_t passage_count() const;
  // The stored wall bytes, one a cell index (see the grid's wall_ref).
  const std::vector<uint8_t>& wall_bytes() const { return bits_; }
  const uint8_t* wall_data() const { return bits_.data(); }

  const Opening& entrance() const { return entrance_; }
  const Opening& exit() const { return exit_; }
  // REQUIRES: the opening is on an outer side, or (exit only) a goal inside.
  void set_entrance(Opening opening) { entrance_ = opening; }
  void set_exit(Opening opening) { exit_ = opening; }
  // True when `opening` names an existing cell and a side facing out.
  bool is_outer_side(const Opening& opening) const;

  // Same grid (kind and parameters), passages and openings.
  bool operator==(const Maze& other) const;

 private:
  void set(int32_t cell, int side, bool open) {
    const WallRef ref = grid_->wall_ref(cell, side);
    if (open) {
      bits_[ref.owner] |= static_cast<uint8_t>(1u << ref.bit);
    } else {
      bits_[ref.owner] &= static_cast<uint8_t>(~(1u << ref.bit));
    }
  }

  GridPtr grid_;
  int columns_ = 0;
  int rows_ = 0;
  std::vector<uint8_t> bits_;
  Opening entrance_;
  Opening exit_;
};

// True when `a` and `b` are the same kind with the same parameters.
bool same_grid(const Grid& a, const Grid& b);

}  // namespace mazebook
