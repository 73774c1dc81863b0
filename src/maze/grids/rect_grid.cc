#include "maze/grids/rect_grid.h"

#include <cstdlib>

#include "maze/grids/kinds.h"

namespace mazebook {

RectGrid::RectGrid(int columns, int rows) : RectGrid(columns, rows, columns * rows) {}

RectGrid::RectGrid(int columns, int rows, int32_t cells)
    : Grid(columns * rows, cells), columns_(columns), rows_(rows) {}

std::string RectGrid::name() const {
  return "rect:" + std::to_string(columns_) + "x" + std::to_string(rows_);
}

int32_t RectGrid::neighbour(int32_t cell, int side) const {
  const int x = cell % columns_;
  switch (side) {
    case kTop:
      return cell >= columns_ ? cell - columns_ : kOutside;
    case kRight:
      return x + 1 < columns_ ? cell + 1 : kOutside;
    case kBottom:
      return cell + columns_ < size() ? cell + columns_ : kOutside;
    case kLeft:
      return x > 0 ? cell - 1 : kOutside;
  }
  return kOutside;
}

int RectGrid::links(int32_t cell, Link out[kMaxSides]) const {
  const int x = cell % columns_;
  int n = 0;
  if (cell >= columns_) out[n++] = {cell - columns_, kTop};
  if (x + 1 < columns_) out[n++] = {cell + 1, kRight};
  if (cell + columns_ < size()) out[n++] = {cell + columns_, kBottom};
  if (x > 0) out[n++] = {cell - 1, kLeft};
  return n;
}

WallRef RectGrid::wall_ref(int32_t cell, int side) const {
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

unsigned RectGrid::open_mask(const uint8_t* bits, int32_t cell) const {
  // No division: the last column never has its right bit set, so a cell in
  // the first column never reads as open to the left.
  unsigned mask = 0;
  if (cell >= columns_ && (bits[cell - columns_] & 2u)) mask |= 1u << kTop;
  if (bits[cell] & 1u) mask |= 1u << kRight;
  if (bits[cell] & 2u) mask |= 1u << kBottom;
  if (cell > 0 && (bits[cell - 1] & 1u)) mask |= 1u << kLeft;
  return mask;
}

int RectGrid::preferred_outer_side(int32_t cell) const {
  const int x = cell % columns_;
  const int y = cell / columns_;
  if (y == 0) return kTop;
  if (y == rows_ - 1) return kBottom;
  if (x == 0) return kLeft;
  return kRight;
}

Opening RectGrid::first_opening() const { return {0, kTop}; }

Opening RectGrid::last_opening() const { return {size() - 1, kBottom}; }

int64_t RectGrid::open_distance_formula(int32_t a, int32_t b) const {
  return std::abs(a % columns_ - b % columns_) + std::abs(a / columns_ - b / columns_);
}

GridPoint RectGrid::centre(int32_t cell) const {
  return {cell % columns_ + 0.5, cell / columns_ + 0.5};
}

WallShape RectGrid::wall_shape(int32_t cell, int side) const {
  const double x = cell % columns_;
  const double y = cell / columns_;
  WallShape w;
  switch (side) {
    case kTop:
      w.a = {x, y}, w.b = {x + 1, y};
      break;
    case kRight:
      w.a = {x + 1, y}, w.b = {x + 1, y + 1};
      break;
    case kBottom:
      w.a = {x, y + 1}, w.b = {x + 1, y + 1};
      break;
    default:
      w.a = {x, y}, w.b = {x, y + 1};
      break;
  }
  return w;
}

GridBox RectGrid::bounds() const {
  return {0, 0, static_cast<double>(columns_), static_cast<double>(rows_)};
}

GridPoint RectGrid::outside_point(int32_t cell, int side) const {
  GridPoint p = centre(cell);
  if (side == kTop) p.y -= 1;
  if (side == kBottom) p.y += 1;
  if (side == kLeft) p.x -= 1;
  if (side == kRight) p.x += 1;
  return p;
}

GridPtr make_rect_grid(int columns, int rows) { return std::make_shared<RectGrid>(columns, rows); }

}  // namespace mazebook
