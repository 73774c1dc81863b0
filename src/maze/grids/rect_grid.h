#pragma once
// Rectangles of square cells (kind "rect"), and the base of masked grids.
// Cell (x, y), x to the right, y down, (0, 0) top left, index y * columns +
// x. Sides: 0 top, 1 right, 2 bottom, 3 left. Each cell stores its right
// wall (bit 0) and its bottom wall (bit 1); its top and left walls belong to
// the cells above and to the left.

#include "maze/grid.h"

namespace mazebook {

enum RectSide : int { kTop = 0, kRight = 1, kBottom = 2, kLeft = 3 };

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
};

}  // namespace mazebook
