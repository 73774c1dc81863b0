#include "proof/model/grid_shapes.h"

#include <algorithm>
#include <cmath>

namespace mazeproof {

namespace {

constexpr double kTwoPi = 6.28318530717958647692;
constexpr double kHalfRoot3 = 0.86602540378443864676;  // a triangle's height, half a hexagon's

bool up_triangle(int x, int y) { return (x + y) % 2 == 0; }

// A hexagon's corner k (0 right, then counter-clockwise on the page) round
// centre c.
GridPoint hex_corner(GridPoint c, int k) {
  static constexpr double kDx[6] = {1, 0.5, -0.5, -1, -0.5, 0.5};
  static constexpr double kDy[6] = {0, -kHalfRoot3, -kHalfRoot3, 0, kHalfRoot3, kHalfRoot3};
  return {c.x + kDx[k], c.y + kDy[k]};
}

WallShape segment(GridPoint a, GridPoint b) {
  WallShape w;
  w.a = a;
  w.b = b;
  return w;
}

WallShape arc(double radius, double from, double to) {
  WallShape w;
  w.arc = true;
  w.radius = radius;
  w.from = from;
  w.to = to;
  w.a = at_angle(radius, from);
  w.b = at_angle(radius, to);
  return w;
}

// Whether p lies in the triangle abc (edges included, a little slack).
bool in_triangle(GridPoint p, GridPoint a, GridPoint b, GridPoint c) {
  const auto cross = [](GridPoint o, GridPoint u, GridPoint v) {
    return (u.x - o.x) * (v.y - o.y) - (u.y - o.y) * (v.x - o.x);
  };
  const double d1 = cross(a, b, p), d2 = cross(b, c, p), d3 = cross(c, a, p);
  const bool negative = d1 < -1e-12 || d2 < -1e-12 || d3 < -1e-12;
  const bool positive = d1 > 1e-12 || d2 > 1e-12 || d3 > 1e-12;
  return !(negative && positive);
}

}  // namespace

GridPoint at_angle(double radius, double angle) {
  return {radius * std::cos(angle), -radius * std::sin(angle)};
}

double WallShape::length() const {
  if (arc) return radius * (to - from);
  return std::hypot(b.x - a.x, b.y - a.y);
}

double GridShapes::polar_angle(int ring, double index) const {
  return kTwoPi * index / grid_.ring_count(ring);
}

GridPoint GridShapes::centre(int cell) const {
  const int columns = grid_.columns();
  switch (grid_.kind()) {
    case GridKind::rect:
    case GridKind::masked:
      return {cell % columns + 0.5, cell / columns + 0.5};
    case GridKind::hex: {
      const int x = cell % columns, y = cell / columns;
      return {1 + 1.5 * x, kHalfRoot3 * (1 + 2 * y + (x & 1))};
    }
    case GridKind::triangle: {
      const int x = cell % columns, y = cell / columns;
      return {x / 2.0 + 0.5, kHalfRoot3 * (y + (up_triangle(x, y) ? 2.0 / 3.0 : 1.0 / 3.0))};
    }
    case GridKind::polar: {
      const int r = grid_.ring_of(cell);
      if (r == 0) return {0, 0};
      return at_angle(r + 0.5, polar_angle(r, cell - grid_.ring_start(r) + 0.5));
    }
  }
  return {};
}

WallShape GridShapes::wall(int cell, int side) const {
  const int columns = grid_.columns();
  switch (grid_.kind()) {
    case GridKind::rect:
    case GridKind::masked: {
      const double x = cell % columns, y = cell / columns;
      switch (side) {
        case 0:
          return segment({x, y}, {x + 1, y});
        case 1:
          return segment({x + 1, y}, {x + 1, y + 1});
        case 2:
          return segment({x, y + 1}, {x + 1, y + 1});
        default:
          return segment({x, y}, {x, y + 1});
      }
    }
    case GridKind::hex: {
      // Side s runs from corner kFrom[s] to corner kTo[s]: 0 top, then
      // clockwise on the page.
      static constexpr int kFrom[6] = {2, 1, 0, 5, 4, 3};
      static constexpr int kTo[6] = {1, 0, 5, 4, 3, 2};
      const GridPoint c = centre(cell);
      return segment(hex_corner(c, kFrom[side]), hex_corner(c, kTo[side]));
    }
    case GridKind::triangle: {
      const int x = cell % columns, y = cell / columns;
      const double left = x / 2.0, top = kHalfRoot3 * y, bottom = kHalfRoot3 * (y + 1);
      if (up_triangle(x, y)) {
        const GridPoint apex{left + 0.5, top}, base_left{left, bottom},
            base_right{left + 1, bottom};
        if (side == 0) return segment(base_left, apex);
        if (side == 1) return segment(apex, base_right);
        return segment(base_left, base_right);
      }
      const GridPoint apex{left + 0.5, bottom}, top_left{left, top}, top_right{left + 1, top};
      if (side == 0) return segment(top_left, apex);
      if (side == 1) return segment(top_right, apex);
      return segment(top_left, top_right);
    }
    case GridKind::polar: {
      const int r = grid_.ring_of(cell);
      if (r == 0) return arc(1, polar_angle(1, side), polar_angle(1, side + 1));
      const int i = cell - grid_.ring_start(r);
      if (side <= 1) {
        const double angle = polar_angle(r, i + side);
        return segment(at_angle(r, angle), at_angle(r + 1, angle));
      }
      if (side == 2) return arc(r, polar_angle(r, i), polar_angle(r, i + 1));
      const double k = grid_.fan_out(r);
      return arc(r + 1, polar_angle(r, i + (side - 3) / k), polar_angle(r, i + (side - 2) / k));
    }
  }
  return {};
}

GridPoint GridShapes::outside_point(int cell, int side) const {
  const GridPoint c = centre(cell);
  switch (grid_.kind()) {
    case GridKind::rect:
    case GridKind::masked: {
      static constexpr int kDx[4] = {0, 1, 0, -1};
      static constexpr int kDy[4] = {-1, 0, 1, 0};
      return {c.x + kDx[side], c.y + kDy[side]};
    }
    case GridKind::hex: {
      // Side s faces 90 degrees less 60 for each side after the top.
      const double angle = kTwoPi * (90.0 - 60.0 * side) / 360.0;
      return {c.x + 2 * kHalfRoot3 * std::cos(angle), c.y - 2 * kHalfRoot3 * std::sin(angle)};
    }
    case GridKind::triangle: {
      // The centre mirrored in the middle of the side.
      const WallShape w = wall(cell, side);
      return {w.a.x + w.b.x - c.x, w.a.y + w.b.y - c.y};
    }
    case GridKind::polar: {
      const int r = grid_.ring_of(cell);
      if (r == 0) return at_angle(1.5, 0);
      return at_angle(r + 1.5, polar_angle(r, cell - grid_.ring_start(r) + 0.5));
    }
  }
  return c;
}

GridBounds GridShapes::bounds() const {
  const double columns = grid_.columns(), rows = grid_.rows();
  switch (grid_.kind()) {
    case GridKind::rect:
      return {0, 0, columns, rows};
    case GridKind::masked: {
      GridBounds b{columns, rows, 0, 0};
      for (int y = 0; y < grid_.rows(); ++y) {
        const std::string& row = grid_.mask()[static_cast<size_t>(y)];
        const size_t first = row.find('X');
        if (first == std::string::npos) continue;
        b.x0 = std::min(b.x0, static_cast<double>(first));
        b.x1 = std::max(b.x1, static_cast<double>(row.rfind('X') + 1));
        b.y0 = std::min(b.y0, static_cast<double>(y));
        b.y1 = std::max(b.y1, y + 1.0);
      }
      return b;
    }
    case GridKind::hex:
      return {0, 0, 1.5 * columns + 0.5, kHalfRoot3 * (2 * rows + (columns > 1 ? 1 : 0))};
    case GridKind::triangle:
      return {0, 0, (columns + 1) / 2, kHalfRoot3 * rows};
    case GridKind::polar: {
      const double rings = grid_.rings();
      return {-rings, -rings, rings, rings};
    }
  }
  return {};
}

double GridShapes::corridor() const {
  switch (grid_.kind()) {
    case GridKind::hex:
      return 2 * kHalfRoot3;
    case GridKind::triangle:
      return 2 * kHalfRoot3 / 3;
    case GridKind::polar: {
      double narrowest = 1;
      for (int r = 1; r < grid_.rings(); ++r)
        narrowest = std::min(narrowest, kTwoPi * r / grid_.ring_count(r));
      return narrowest;
    }
    default:
      return 1;
  }
}

int GridShapes::holes() const {
  if (grid_.kind() != GridKind::masked) return 0;
  const int columns = grid_.columns(), rows = grid_.rows();
  // Pieces of missing cells, flooded from each in turn with an explicit
  // stack; a piece that reaches the edge is open to the outside.
  std::vector<uint8_t> seen(static_cast<size_t>(grid_.size()), 0);
  std::vector<int> stack;
  int holes = 0;
  for (int start = 0; start < grid_.size(); ++start) {
    if (grid_.exists(start) || seen[static_cast<size_t>(start)] != 0) continue;
    bool open = false;
    seen[static_cast<size_t>(start)] = 1;
    stack.assign(1, start);
    while (!stack.empty()) {
      const int cell = stack.back();
      stack.pop_back();
      const int x = cell % columns, y = cell / columns;
      if (x == 0 || y == 0 || x == columns - 1 || y == rows - 1) open = true;
      static constexpr int kDx[4] = {0, 1, 0, -1};
      static constexpr int kDy[4] = {-1, 0, 1, 0};
      for (int s = 0; s < 4; ++s) {
        const int nx = x + kDx[s], ny = y + kDy[s];
        if (nx < 0 || ny < 0 || nx >= columns || ny >= rows) continue;
        const int next = ny * columns + nx;
        if (grid_.exists(next) || seen[static_cast<size_t>(next)] != 0) continue;
        seen[static_cast<size_t>(next)] = 1;
        stack.push_back(next);
      }
    }
    holes += open ? 0 : 1;
  }
  return holes;
}

std::vector<PossibleWall> GridShapes::walls() const {
  std::vector<PossibleWall> out;
  for (int cell = 0; cell < grid_.size(); ++cell) {
    if (!grid_.exists(cell)) continue;
    const int sides = grid_.side_count(cell);
    for (int side = 0; side < sides; ++side) {
      const int other = grid_.neighbour(cell, side);
      if (other != kOutside && other < cell) continue;
      out.push_back({cell, side, other});
    }
  }
  return out;
}

int GridShapes::cell_at(GridPoint p) const {
  const int columns = grid_.columns(), rows = grid_.rows();
  switch (grid_.kind()) {
    case GridKind::rect:
    case GridKind::masked: {
      if (p.x < 0 || p.y < 0 || p.x > columns || p.y > rows) return -1;
      const int x = std::min(columns - 1, static_cast<int>(p.x));
      const int y = std::min(rows - 1, static_cast<int>(p.y));
      const int cell = y * columns + x;
      return grid_.exists(cell) ? cell : -1;
    }
    case GridKind::hex: {
      const int near = static_cast<int>(std::floor((p.x - 1) / 1.5 + 0.5));
      for (int x = near - 1; x <= near + 1; ++x) {
        if (x < 0 || x >= columns) continue;
        const int y = static_cast<int>(std::floor((p.y / kHalfRoot3 - 1 - (x & 1)) / 2 + 0.5));
        if (y < 0 || y >= rows) continue;
        const GridPoint c = centre(y * columns + x);
        const double dx = std::abs(p.x - c.x), dy = std::abs(p.y - c.y);
        if (dy <= kHalfRoot3 + 1e-12 && kHalfRoot3 * dx + 0.5 * dy <= kHalfRoot3 + 1e-12)
          return y * columns + x;
      }
      return -1;
    }
    case GridKind::triangle: {
      const int y = static_cast<int>(std::floor(p.y / kHalfRoot3));
      if (p.y < 0 || y > rows) return -1;
      const int row = std::min(y, rows - 1);
      const int near = static_cast<int>(std::floor(2 * p.x));
      for (int x = std::max(0, near - 2); x <= std::min(columns - 1, near + 1); ++x) {
        const WallShape w = wall(row * columns + x, 2);
        const GridPoint apex{x / 2.0 + 0.5, kHalfRoot3 * (up_triangle(x, row) ? row : row + 1.0)};
        if (in_triangle(p, w.a, w.b, apex)) return row * columns + x;
      }
      return -1;
    }
    case GridKind::polar: {
      const double radius = std::sqrt(p.x * p.x + p.y * p.y);
      const int r = static_cast<int>(radius);
      if (radius > grid_.rings()) return -1;
      if (r == 0) return 0;
      const int ring = std::min(r, grid_.rings() - 1);
      double angle = std::atan2(-p.y, p.x);
      if (angle < 0) angle += kTwoPi;
      const int n = grid_.ring_count(ring);
      const int i = std::min(n - 1, static_cast<int>(angle / kTwoPi * n));
      return grid_.ring_start(ring) + i;
    }
  }
  return -1;
}

bool GridShapes::inside(GridPoint p) const {
  if (grid_.kind() != GridKind::polar) return cell_at(p) >= 0;
  const double rings = grid_.rings();
  return p.x * p.x + p.y * p.y <= rings * rings;
}

void GridShapes::fill_inside(double y, double x0, double step, int n, uint8_t* out,
                             uint8_t value) const {
  const auto at = [&](int k) { return x0 + k * step; };
  // The pixels k0 <= k < k1 whose x lies in [lo, hi], found from the
  // division and settled by the same sums the test makes.
  const auto range = [&](double lo, double hi, int& k0, int& k1) {
    k0 = static_cast<int>(std::clamp(std::ceil((lo - x0) / step), 0.0, static_cast<double>(n)));
    while (k0 > 0 && at(k0 - 1) >= lo) --k0;
    while (k0 < n && at(k0) < lo) ++k0;
    k1 =
        static_cast<int>(std::clamp(std::floor((hi - x0) / step) + 1, 0.0, static_cast<double>(n)));
    while (k1 < n && at(k1) <= hi) ++k1;
    while (k1 > k0 && at(k1 - 1) > hi) --k1;
  };
  switch (grid_.kind()) {
    case GridKind::rect:
    case GridKind::masked: {
      const int columns = grid_.columns(), rows = grid_.rows();
      if (y < 0 || y > rows) return;
      int k0 = 0, k1 = 0;
      range(0, columns, k0, k1);
      if (grid_.kind() == GridKind::rect) {
        if (k1 > k0) std::fill(out + k0, out + k1, value);
        return;
      }
      const int row = std::min(rows - 1, static_cast<int>(y)) * columns;
      for (int k = k0; k < k1; ++k) {
        if (grid_.exists(row + std::min(columns - 1, static_cast<int>(at(k))))) out[k] = value;
      }
      return;
    }
    case GridKind::polar: {
      const double rings = grid_.rings(), r2 = rings * rings - y * y;
      if (!(r2 >= 0)) return;
      int k0 = 0, k1 = 0;
      const double half = std::sqrt(r2);
      range(-half - 1e-9, half + 1e-9, k0, k1);
      for (int k = k0; k < k1; ++k) {
        if (at(k) * at(k) + y * y <= rings * rings) out[k] = value;
      }
      return;
    }
    default:
      for (int k = 0; k < n; ++k) {
        if (cell_at({at(k), y}) >= 0) out[k] = value;
      }
  }
}

}  // namespace mazeproof
