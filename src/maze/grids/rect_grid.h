#pragma once
// Rectangles of square cells (kind "rect"), and the base of masked grids.
// Cell (x, y), x to the right, y down, (0, 0) top left, index y * columns +
// x. Sides: 0 top, 1 right, 2 bottom, 3 left. Each cell stores its right
// wall (bit 0) and its bottom wall (bit 1); its top and left walls belong to
// the cells above and to the left.

#include "maze/grid.h"

namespace mazebook {

enum RectSide : int { kTop = 0, kRight = 1, kBottom = 2, kLeft = 3 };

// A rectangle's arithmetic, inline: what the hot loops of the generators,
// the solver and the metrics call for a rect grid (maze/topology.h), and
// what RectGrid's virtual functions answer with, so both are one rule.
class RectTopology {
 public:
  // REQUIRES: columns, rows >= 1.
  RectTopology(int columns, int rows)
      : columns_(columns),
        size_(columns * rows),
        step_{-columns, 1, columns, -1},
        inverse_(~uint64_t{0} / static_cast<uint32_t>(columns) + 1) {}

  int32_t size() const { return size_; }
  bool exists(int32_t) const { return true; }

  int32_t neighbour(int32_t cell, int side) const {
    switch (side) {
      case kTop:
        return cell >= columns_ ? cell - columns_ : kOutside;
      case kRight:
        return column(cell) + 1 < columns_ ? cell + 1 : kOutside;
      case kBottom:
        return cell + columns_ < size_ ? cell + columns_ : kOutside;
      case kLeft:
        return column(cell) > 0 ? cell - 1 : kOutside;
    }
    return kOutside;
  }

  // The cell across `side`. REQUIRES: there is one (an open side is).
  int32_t across(int32_t cell, int side) const { return cell + step_[side]; }

  int links(int32_t cell, Link out[kMaxSides]) const {
    const int x = column(cell);
    int n = 0;
    if (cell >= columns_) out[n++] = {cell - columns_, kTop};
    if (x + 1 < columns_) out[n++] = {cell + 1, kRight};
    if (cell + columns_ < size_) out[n++] = {cell + columns_, kBottom};
    if (x > 0) out[n++] = {cell - 1, kLeft};
    return n;
  }

  WallRef wall_ref(int32_t cell, int side) const {
    switch (side) {
      case kTop:
        return {cell - columns_, 1};
      case kRight:
        return {cell, 0};
      case kBottom:
        return {cell, 1};
      default:
        return {cell - 1, 0};
    }
  }

  // No division: the last column never has its right bit set, so a cell in
  // the first column never reads as open to the left.
  unsigned open_mask(const uint8_t* bits, int32_t cell) const {
    const unsigned own = bits[cell];
    unsigned mask = ((own & 1u) << kRight) | ((own & 2u) << (kBottom - 1));
    if (cell >= columns_) mask |= (bits[cell - columns_] & 2u) >> (1 - kTop);
    if (cell > 0) mask |= (bits[cell - 1] & 1u) << kLeft;
    return mask;
  }

  int direction(int32_t, int side) const { return side; }

  // cell % columns without a division (Lemire, Kaser and Kurz, "Faster
  // remainder by direct computation", 2019): exact for every 32-bit cell.
  int column(int32_t cell) const {
    const uint64_t low = inverse_ * static_cast<uint32_t>(cell);
    const uint64_t d = static_cast<uint32_t>(columns_);
    // The high 64 bits of low * d, d < 2^32, in two 64-bit products.
    const uint64_t high = ((low >> 32) * d + (((low & 0xffffffffu) * d) >> 32)) >> 32;
    return static_cast<int>(high);
  }

 private:
  int columns_;
  int32_t size_;
  int32_t step_[4];
  uint64_t inverse_;  // 2^64 / columns, rounded up
};

class RectGrid : public Grid {
 public:
  // REQUIRES: columns, rows >= 1.
  RectGrid(int columns, int rows);

  GridKind kind() const override { return GridKind::rect; }
  std::string name() const override;
  int columns() const override { return columns_; }
  int rows() const override { return rows_; }

  int side_count(int32_t) const override { return 4; }
  int32_t neighbour(int32_t cell, int side) const override;
  int links(int32_t cell, Link out[kMaxSides]) const override;
  int back_side(int32_t, int side) const override { return (side + 2) & 3; }
  WallRef wall_ref(int32_t cell, int side) const override;
  unsigned open_mask(const uint8_t* bits, int32_t cell) const override;
  int wall_bits() const override { return 2; }
  int preferred_outer_side(int32_t cell) const override;
  Opening first_opening() const override;
  Opening last_opening() const override;
  int64_t open_distance_formula(int32_t a, int32_t b) const override;
  int64_t boundary_diameter_formula() const override { return columns_ - 1 + rows_ - 1; }

  GridPoint centre(int32_t cell) const override;
  WallShape wall_shape(int32_t cell, int side) const override;
  GridBox bounds() const override;
  GridPoint outside_point(int32_t cell, int side) const override;
  double corridor_width() const override { return 1; }

 protected:
  // For masked grids: the full rectangle, of which `cells` exist.
  RectGrid(int columns, int rows, int32_t cells);

  int columns_;
  int rows_;
  RectTopology topology_;
};

}  // namespace mazebook
