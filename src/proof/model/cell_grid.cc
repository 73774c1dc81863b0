#include "proof/model/cell_grid.h"

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace mazeproof {

namespace {

constexpr double kTwoPi = 6.28318530717958647692;

}  // namespace

const char* grid_kind_name(GridKind kind) {
  switch (kind) {
    case GridKind::rect:
      return "rect";
    case GridKind::masked:
      return "masked";
    case GridKind::polar:
      return "polar";
    case GridKind::hex:
      return "hex";
    case GridKind::triangle:
      return "triangle";
  }
  return "rect";
}

CellGrid CellGrid::rect(int columns, int rows) {
  CellGrid g;
  g.kind_ = GridKind::rect;
  g.columns_ = columns;
  g.rows_ = rows;
  g.size_ = g.cells_ = columns * rows;
  return g;
}

CellGrid CellGrid::hex(int columns, int rows) {
  CellGrid g = rect(columns, rows);
  g.kind_ = GridKind::hex;
  return g;
}

CellGrid CellGrid::triangle(int columns, int rows) {
  CellGrid g = rect(columns, rows);
  g.kind_ = GridKind::triangle;
  return g;
}

CellGrid CellGrid::masked(std::vector<std::string> mask) {
  CellGrid g = rect(static_cast<int>(mask[0].size()), static_cast<int>(mask.size()));
  g.kind_ = GridKind::masked;
  g.cells_ = 0;
  for (const std::string& row : mask)
    g.cells_ += static_cast<int>(std::count(row.begin(), row.end(), 'X'));
  g.mask_ = std::move(mask);
  return g;
}

CellGrid CellGrid::polar(int rings) {
  CellGrid g;
  g.kind_ = GridKind::polar;
  // Ring r splits each cell of ring r - 1 into round(2 pi r / count(r-1))
  // cells, so that cells stay about as wide as a ring is deep.
  g.ring_counts_.push_back(1);
  for (int r = 1; r < rings; ++r) {
    const int previous = g.ring_counts_.back();
    const double split = std::round(kTwoPi * r / previous);
    g.ring_counts_.push_back(previous * static_cast<int>(std::max(1.0, split)));
  }
  g.ring_starts_.push_back(0);
  for (int count : g.ring_counts_) g.ring_starts_.push_back(g.ring_starts_.back() + count);
  g.size_ = g.cells_ = g.ring_starts_.back();
  return g;
}

bool CellGrid::exists(int cell) const {
  if (kind_ != GridKind::masked) return true;
  return mask_[static_cast<size_t>(cell / columns_)][static_cast<size_t>(cell % columns_)] == 'X';
}

int CellGrid::ring_of(int cell) const {
  return static_cast<int>(std::upper_bound(ring_starts_.begin(), ring_starts_.end(), cell) -
                          ring_starts_.begin()) -
         1;
}

int CellGrid::fan_out(int ring) const {
  return ring + 1 < rings() ? ring_counts_[ring + 1] / ring_counts_[ring] : 1;
}

int CellGrid::side_count(int cell) const {
  switch (kind_) {
    case GridKind::rect:
    case GridKind::masked:
      return 4;
    case GridKind::hex:
      return 6;
    case GridKind::triangle:
      return 3;
    case GridKind::polar: {
      const int r = ring_of(cell);
      return r == 0 ? ring_counts_[1] : 3 + fan_out(r);
    }
  }
  return 0;
}

int CellGrid::neighbour(int cell, int side) const {
  if (kind_ == GridKind::polar) {
    const int r = ring_of(cell);
    if (r == 0) return ring_starts_[1] + side;
    const int i = cell - ring_starts_[r];
    const int n = ring_counts_[r];
    switch (side) {
      case 0:  // clockwise
        return ring_starts_[r] + (i + n - 1) % n;
      case 1:  // counter-clockwise
        return ring_starts_[r] + (i + 1) % n;
      case 2:  // inward
        if (r == 1) return 0;
        return ring_starts_[r - 1] + static_cast<int>(int64_t{i} * ring_counts_[r - 1] / n);
      default:  // outward, counter-clockwise order
        if (r + 1 >= rings()) return kOutside;
        return ring_starts_[r + 1] + i * fan_out(r) + (side - 3);
    }
  }
  const int x = cell % columns_;
  const int y = cell / columns_;
  int nx = x;
  int ny = y;
  if (kind_ == GridKind::hex) {
    const int odd = x & 1;  // odd columns sit half a cell lower
    static constexpr int kDx[6] = {0, 1, 1, 0, -1, -1};
    static constexpr int kDyEven[6] = {-1, -1, 0, 1, 0, -1};
    static constexpr int kDyOdd[6] = {-1, 0, 1, 1, 1, 0};
    nx = x + kDx[side];
    ny = y + (odd ? kDyOdd[side] : kDyEven[side]);
  } else if (kind_ == GridKind::triangle) {
    if (side == 0) nx = x - 1;
    if (side == 1) nx = x + 1;
    if (side == 2) ny = (x + y) % 2 == 0 ? y + 1 : y - 1;  // up cells: below; down cells: above
  } else {
    static constexpr int kDx[4] = {0, 1, 0, -1};
    static constexpr int kDy[4] = {-1, 0, 1, 0};
    nx = x + kDx[side];
    ny = y + kDy[side];
  }
  if (nx < 0 || ny < 0 || nx >= columns_ || ny >= rows_) return kOutside;
  const int next = ny * columns_ + nx;
  return exists(next) ? next : kOutside;
}

int CellGrid::side_towards(int cell, int other) const {
  const int sides = side_count(cell);
  for (int s = 0; s < sides; ++s) {
    if (neighbour(cell, s) == other) return s;
  }
  return -1;
}

int CellGrid::back_side(int cell, int side) const {
  switch (kind_) {
    case GridKind::rect:
    case GridKind::masked:
      return (side + 2) % 4;
    case GridKind::hex:
      return (side + 3) % 6;
    case GridKind::triangle:
      return side == 2 ? 2 : 1 - side;
    case GridKind::polar: {
      const int r = ring_of(cell);
      if (r == 0 || side >= 3) return 2;  // outward steps arrive through the inward side
      if (side < 2) return 1 - side;
      // Inward: which outward side of the cell inside leads back here.
      const int i = cell - ring_starts_[r];
      return r == 1 ? i : 3 + i % fan_out(r - 1);
    }
  }
  return -1;
}

int CellGrid::wall_bits() const { return kind_ == GridKind::hex ? 3 : 2; }

int CellGrid::bit_side(int cell, int bit) const {
  switch (kind_) {
    case GridKind::rect:
    case GridKind::masked:
      return bit == 0 ? 1 : 2;  // right, bottom
    case GridKind::hex:
      return bit + 1;  // top right, bottom right, bottom
    case GridKind::triangle:
      if (bit == 0) return 1;  // right
      return ((cell % columns_) + (cell / columns_)) % 2 == 0 ? 2 : -1;
    case GridKind::polar:
      if (cell == 0) return -1;
      return bit == 0 ? 1 : 2;  // counter-clockwise, inward
  }
  return -1;
}

std::string CellGrid::name() const {
  const std::string size = std::to_string(columns_) + "x" + std::to_string(rows_);
  switch (kind_) {
    case GridKind::rect:
      return size;
    case GridKind::polar:
      return "polar:" + std::to_string(rings());
    default:
      return std::string(grid_kind_name(kind_)) + ":" + size;
  }
}

CellGrid CellGrid::with_picture_names() const {
  CellGrid g = *this;
  g.picture_names_ = true;
  return g;
}

std::string CellGrid::cell_name(int cell) const {
  if (picture_names_) {
    return "cell (" + std::to_string(cell % columns_) + "," + std::to_string(cell / columns_) + ")";
  }
  const std::string index = "cell " + std::to_string(cell);
  if (kind_ == GridKind::polar) {
    const int r = ring_of(cell);
    return index + " (ring " + std::to_string(r) + ", " + std::to_string(cell - ring_starts_[r]) +
           ")";
  }
  return index + " (" + std::to_string(cell % columns_) + "," + std::to_string(cell / columns_) +
         ")";
}

}  // namespace mazeproof
