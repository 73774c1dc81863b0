// Triangle grids (kind "triangle"): equilateral triangles with sides of one
// unit. Cell (x, y) points up when x + y is even, down otherwise; index
// y * columns + x. Sides: 0 left (x-1, y), 1 right (x+1, y), 2 the
// horizontal side: below an up cell (x, y+1), above a down cell (x, y-1).
// A cell stores its right wall (bit 0); an up cell also its horizontal wall
// (bit 1), which a down cell's side 2 shares with the up cell above it.

#include "maze/grids/kinds.h"

namespace mazebook {

namespace {

constexpr double kHeight = 0.86602540378443864676;  // sqrt(3) / 2

class TriangleGrid : public Grid {
 public:
  TriangleGrid(int columns, int rows)
      : Grid(columns * rows, columns * rows), columns_(columns), rows_(rows) {}

  GridKind kind() const override { return GridKind::triangle; }
  std::string name() const override {
    return "triangle:" + std::to_string(columns_) + "x" + std::to_string(rows_);
  }
  int columns() const override { return columns_; }
  int rows() const override { return rows_; }
  int side_count(int32_t) const override { return 3; }

  bool up(int32_t cell) const { return ((cell % columns_) + (cell / columns_)) % 2 == 0; }

  int32_t neighbour(int32_t cell, int side) const override {
    const int x = cell % columns_;
    const int y = cell / columns_;
    if (side == 0) return x > 0 ? cell - 1 : kOutside;
    if (side == 1) return x + 1 < columns_ ? cell + 1 : kOutside;
    if (up(cell)) return y + 1 < rows_ ? cell + columns_ : kOutside;
    return y > 0 ? cell - columns_ : kOutside;
  }

  int back_side(int32_t, int side) const override { return side == 2 ? 2 : 1 - side; }

  WallRef wall_ref(int32_t cell, int side) const override {
    if (side == 1) return {cell, 0};
    if (side == 0) return {cell - 1, 0};
    return up(cell) ? WallRef{cell, 1} : WallRef{cell - columns_, 1};
  }
  int wall_bits() const override { return 2; }

  Opening first_opening() const override { return {0, 0}; }
  Opening last_opening() const override { return {size() - 1, 1}; }

  // Left, right, down (leaving an up cell) and up (leaving a down cell).
  int direction(int32_t cell, int side) const override {
    return side < 2 ? side : (up(cell) ? 2 : 3);
  }

  GridPoint centre(int32_t cell) const override {
    const int x = cell % columns_;
    const int y = cell / columns_;
    return {x / 2.0 + 0.5, kHeight * (y + (up(cell) ? 2.0 / 3.0 : 1.0 / 3.0))};
  }

  WallShape wall_shape(int32_t cell, int side) const override {
    const int x = cell % columns_;
    const int y = cell / columns_;
    const double left = x / 2.0;
    const double top = kHeight * y;
    const double bottom = kHeight * (y + 1);
    WallShape w;
    if (up(cell)) {
      const GridPoint apex{left + 0.5, top};
      const GridPoint base_left{left, bottom};
      const GridPoint base_right{left + 1, bottom};
      if (side == 0) w.a = base_left, w.b = apex;
      if (side == 1) w.a = apex, w.b = base_right;
      if (side == 2) w.a = base_left, w.b = base_right;
    } else {
      const GridPoint apex{left + 0.5, bottom};
      const GridPoint top_left{left, top};
      const GridPoint top_right{left + 1, top};
      if (side == 0) w.a = top_left, w.b = apex;
      if (side == 1) w.a = top_right, w.b = apex;
      if (side == 2) w.a = top_left, w.b = top_right;
    }
    return w;
  }

  GridBox bounds() const override { return {0, 0, (columns_ + 1) / 2.0, kHeight * rows_}; }

  // The inscribed circle's diameter: two thirds of a triangle's height.
  double corridor_width() const override { return 2 * kHeight / 3; }

  GridPoint outside_point(int32_t cell, int side) const override {
    // Where a neighbour across the side would have its centre: the centre
    // mirrored in the side's middle.
    const WallShape w = wall_shape(cell, side);
    const GridPoint c = centre(cell);
    return {w.a.x + w.b.x - c.x, w.a.y + w.b.y - c.y};
  }

 private:
  int columns_;
  int rows_;
};

}  // namespace

GridPtr make_triangle_grid(int columns, int rows) {
  return std::make_shared<TriangleGrid>(columns, rows);
}

}  // namespace mazebook
