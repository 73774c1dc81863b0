#pragma once
// The verifier's own arithmetic of the five grid kinds of the maze JSON
// (README.md "The maze JSON"): which cells exist, how many sides each has,
// and which cell lies across each side. Written from the interchange rules,
// not from the generator: a kind's numbering is a contract between the two
// programs, and a second reading of it is what lets the proof catch the
// first one's mistakes. Everything is computed from the few parameters (a
// masked grid keeps its mask), never stored per cell.

#include <cstdint>
#include <string>
#include <vector>

namespace mazeproof {

enum class GridKind { rect, masked, polar, hex, triangle };

// "rect", "masked", "polar", "hex", "triangle": as the maze JSON spells them.
const char* grid_kind_name(GridKind kind);

// neighbour() across a side that faces the outside (or a missing cell).
constexpr int kOutside = -1;
// Most sides a cell of any kind has (a polar centre: ring 1's six cells).
constexpr int kMaxCellSides = 8;

class CellGrid {
 public:
  CellGrid() = default;
  // REQUIRES for every maker: parameters within the limits maze_record.h
  // checks (sides 1 to 10000, rings 2 to 2000, a mask of 'X' and '.' rows of
  // one length with at least one 'X').
  static CellGrid rect(int columns, int rows);
  static CellGrid hex(int columns, int rows);
  static CellGrid triangle(int columns, int rows);
  static CellGrid masked(std::vector<std::string> mask);
  static CellGrid polar(int rings);

  GridKind kind() const { return kind_; }
  // Rect, masked, hex, triangle: columns and rows; polar: 0.
  int columns() const { return columns_; }
  int rows() const { return rows_; }
  // Polar: rings, the centre counted; the others: 0.
  int rings() const { return static_cast<int>(ring_counts_.size()); }
  const std::vector<std::string>& mask() const { return mask_; }

  // Cell indices run from 0 to size() - 1; cells() of them exist (all but a
  // masked grid's missing ones).
  int size() const { return size_; }
  int cells() const { return cells_; }
  bool exists(int cell) const;

  // Sides of an existing cell, numbered 0 to side_count - 1 as its kind says.
  int side_count(int cell) const;
  // The cell across `side` of `cell`, or kOutside. REQUIRES: an existing
  // cell and 0 <= side < side_count(cell).
  int neighbour(int cell, int side) const;
  // The side of `cell` across which `other` lies, or -1 when they are not
  // neighbours. REQUIRES: an existing cell.
  int side_towards(int cell, int other) const;

  // The side of neighbour(cell, side) that faces back to `cell`, by the
  // kind's formula. REQUIRES: a neighbour across the side.
  int back_side(int cell, int side) const;

  // Bits a cell takes in a "passage_bits" field, and the side that bit
  // `bit` of `cell` opens; -1 when that bit names no wall of the cell (a
  // polar centre's, a down triangle's bit 1).
  int wall_bits() const;
  int bit_side(int cell, int bit) const;

  // "16x20" for a rectangle (as pictures are named), else "polar:5",
  // "hex:18x16", "triangle:24x12", "masked:16x15".
  std::string name() const;
  // "cell 7 (1,2)", with (x,y) from the top-left cell; polar "cell 7 (ring
  // 1, 0)", the second number counted counter-clockwise from angle 0; a
  // grid read from a picture "cell (1,2)" (README.md "Pictures").
  std::string cell_name(int cell) const;
  // The same grid, its cells named as a picture's are. REQUIRES: rect.
  CellGrid with_picture_names() const;
  bool picture_names() const { return picture_names_; }

  // Polar: the ring of a cell (0 the centre), the cells of a ring, and the
  // index of a ring's first cell. REQUIRES: a polar grid, an existing cell
  // or ring.
  int ring_of(int cell) const;
  int ring_count(int ring) const { return ring_counts_[static_cast<size_t>(ring)]; }
  int ring_start(int ring) const { return ring_starts_[static_cast<size_t>(ring)]; }
  // Cells of ring r + 1 on each cell of ring r (1 past the outer ring).
  int fan_out(int ring) const;

 private:
  GridKind kind_ = GridKind::rect;
  int columns_ = 0;
  int rows_ = 0;
  int size_ = 0;
  int cells_ = 0;
  bool picture_names_ = false;
  std::vector<std::string> mask_;
  std::vector<int> ring_counts_;  // polar: cells of each ring, the centre first
  std::vector<int> ring_starts_;  // polar: index of each ring's first cell, then size()
};

}  // namespace mazeproof
