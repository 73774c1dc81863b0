// Hexagon grids (kind "hex"): flat-topped hexagons with sides of one unit,
// in columns; odd columns sit half a cell lower. Cell (x, y), index
// y * columns + x. Sides: 0 top (x, y-1), 1 top right, 2 bottom right,
// 3 bottom (x, y+1), 4 bottom left, 5 top left; the right and left
// neighbours are (x+1, y-1) and (x+1, y) (and x-1) in an even column,
// (x+1, y) and (x+1, y+1) in an odd one. A cell stores its sides 1, 2 and
// 3 (bits 0, 1, 2); the others belong to the neighbour across.

#include <cmath>
#include <cstdlib>

#include "maze/grids/kinds.h"

namespace mazebook {

namespace {

constexpr double kHalfHeight = 0.86602540378443864676;  // sqrt(3) / 2

class HexGrid : public Grid {
 public:
  HexGrid(int columns, int rows)
      : Grid(columns * rows, columns * rows), columns_(columns), rows_(rows) {}

  GridKind kind() const override { return GridKind::hex; }
  std::string name() const override {
    return "hex:" + std::to_string(columns_) + "x" + std::to_string(rows_);
  }
  int columns() const override { return columns_; }
  int rows() const override { return rows_; }
  int side_count(int32_t) const override { return 6; }

  int32_t neighbour(int32_t cell, int side) const override {
    const int x = cell % columns_;
    const int y = cell / columns_;
    const int odd = x & 1;
    int nx = x;
    int ny = y;
    switch (side) {
      case 0:
        ny = y - 1;
        break;
      case 1:
        nx = x + 1, ny = y - 1 + odd;
        break;
      case 2:
        nx = x + 1, ny = y + odd;
        break;
      case 3:
        ny = y + 1;
        break;
      case 4:
        nx = x - 1, ny = y + odd;
        break;
      default:
        nx = x - 1, ny = y - 1 + odd;
        break;
    }
    if (nx < 0 || ny < 0 || nx >= columns_ || ny >= rows_) return kOutside;
    return ny * columns_ + nx;
  }

  int back_side(int32_t, int side) const override { return (side + 3) % 6; }

  WallRef wall_ref(int32_t cell, int side) const override {
    if (side >= 1 && side <= 3) return {cell, static_cast<uint8_t>(side - 1)};
    return {neighbour(cell, side), static_cast<uint8_t>((side + 3) % 6 - 1)};
  }
  int wall_bits() const override { return 3; }

  Opening first_opening() const override { return {0, 0}; }
  Opening last_opening() const override { return {size() - 1, 3}; }

  int64_t open_distance_formula(int32_t a, int32_t b) const override {
    // Odd columns shifted down: axial q = x, r = y - (x - (x & 1)) / 2.
    const auto axial = [&](int32_t cell, int64_t& q, int64_t& r) {
      const int x = cell % columns_;
      q = x;
      r = cell / columns_ - (x - (x & 1)) / 2;
    };
    int64_t qa, ra, qb, rb;
    axial(a, qa, ra);
    axial(b, qb, rb);
    const int64_t dq = qa - qb;
    const int64_t dr = ra - rb;
    return (std::llabs(dq) + std::llabs(dr) + std::llabs(dq + dr)) / 2;
  }

  GridPoint centre(int32_t cell) const override {
    const int x = cell % columns_;
    const int y = cell / columns_;
    return {1 + 1.5 * x, kHalfHeight * (1 + 2 * y + (x & 1))};
  }

  WallShape wall_shape(int32_t cell, int side) const override {
    const GridPoint c = centre(cell);
    // Corners from the right one, counter-clockwise on the page.
    const GridPoint corner[6] = {
        {c.x + 1, c.y}, {c.x + 0.5, c.y - kHalfHeight}, {c.x - 0.5, c.y - kHalfHeight},
        {c.x - 1, c.y}, {c.x - 0.5, c.y + kHalfHeight}, {c.x + 0.5, c.y + kHalfHeight}};
    // Side s runs between these corners.
    static constexpr int kFrom[6] = {1, 0, 5, 4, 3, 2};
    static constexpr int kTo[6] = {2, 1, 0, 5, 4, 3};
    WallShape w;
    w.a = corner[kFrom[side]];
    w.b = corner[kTo[side]];
    return w;
  }

  // Flat side to flat side.
  double corridor_width() const override { return 2 * kHalfHeight; }

  GridBox bounds() const override {
    const double height = kHalfHeight * (2 * rows_ + (columns_ > 1 ? 1 : 0));
    return {0, 0, 1.5 * columns_ + 0.5, height};
  }

  GridPoint outside_point(int32_t cell, int side) const override {
    const GridPoint c = centre(cell);
    // The direction of side s from the centre: 90 degrees for the top, then
    // 60 degrees less for each side after it.
    const double angle = (90.0 - 60.0 * side) * M_PI / 180.0;
    const double d = 2 * kHalfHeight;
    return {c.x + d * std::cos(angle), c.y - d * std::sin(angle)};
  }

 private:
  int columns_;
  int rows_;
};

}  // namespace

GridPtr make_hex_grid(int columns, int rows) { return std::make_shared<HexGrid>(columns, rows); }

}  // namespace mazebook
