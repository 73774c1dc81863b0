#include "maze/grids/rect_grid.h"

#include <cstdlib>

#include "maze/grids/kinds.h"

namespace mazebook {

RectGrid::RectGrid(int columns, int rows) : RectGrid(columns, rows, columns * rows) {}

RectGrid::RectGrid(int columns, int rows, int32_t cells)
    : Grid(columns * rows, cells), columns_(columns), rows_(rows), topology_(columns, rows) {}

std::string RectGrid::name() const {
  return "rect:" + std::to_string(columns_) + "x" + std::to_string(rows_);
}

int32_t RectGrid::neighbour(int32_t cell, int side) const {
  return topology_.neighbour(cell, side);
}

int RectGrid::links(int32_t cell, Link out[kMaxSides]) const { return topology_.links(cell, out); }

WallRef RectGrid::wall_ref(int32_t cell, int side) const { return topology_.wall_ref(cell, side); }

unsigned RectGrid::open_mask(const uint8_t* bits, int32_t cell) const {
  return topology_.open_mask(bits, cell);
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
