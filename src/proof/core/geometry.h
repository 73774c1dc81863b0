#pragma once
// Plane geometry in PDF user space: points (1/72 in), boxes and the affine
// matrices of `cm`, `Tm` and form XObjects, with PDF's row-vector convention
// (a point is transformed as [x y 1] x M).

#include <algorithm>
#include <cmath>
#include <limits>

namespace mazeproof {

// A number as an int, clamped to +-1e9 (0 when not a number): converting
// a double out of int's range is undefined.
inline int clamped_int(double v) {
  if (std::isnan(v)) return 0;
  return static_cast<int>(std::clamp(v, -1e9, 1e9));
}

// Points per inch.
constexpr double kPointsPerInch = 72.0;

struct Point {
  double x = 0;
  double y = 0;
};

// An axis-aligned box; empty until a point is added.
struct Box {
  double x0 = std::numeric_limits<double>::infinity();
  double y0 = std::numeric_limits<double>::infinity();
  double x1 = -std::numeric_limits<double>::infinity();
  double y1 = -std::numeric_limits<double>::infinity();

  static Box of(double ax, double ay, double bx, double by) {
    Box b;
    b.add(Point{ax, ay});
    b.add(Point{bx, by});
    return b;
  }
  // A box that contains everything: the clip before any clipping.
  static Box everything() {
    const double inf = std::numeric_limits<double>::infinity();
    return Box{-inf, -inf, inf, inf};
  }
  bool empty() const { return x0 > x1 || y0 > y1; }
  double width() const { return x1 - x0; }
  double height() const { return y1 - y0; }
  void add(Point p) {
    x0 = std::min(x0, p.x);
    y0 = std::min(y0, p.y);
    x1 = std::max(x1, p.x);
    y1 = std::max(y1, p.y);
  }
  void add(const Box& b) {
    if (b.empty()) return;
    add(Point{b.x0, b.y0});
    add(Point{b.x1, b.y1});
  }
  Box grown(double d) const { return empty() ? *this : Box{x0 - d, y0 - d, x1 + d, y1 + d}; }
  Box intersected(const Box& b) const {
    return Box{std::max(x0, b.x0), std::max(y0, b.y0), std::min(x1, b.x1), std::min(y1, b.y1)};
  }
  // True when the two boxes share more than an edge (interiors meet).
  bool overlaps(const Box& b) const {
    return !empty() && !b.empty() && x0 < b.x1 && b.x0 < x1 && y0 < b.y1 && b.y0 < y1;
  }
  // True when the boxes meet, edges included.
  bool touches(const Box& b) const {
    return !empty() && !b.empty() && x0 <= b.x1 && b.x0 <= x1 && y0 <= b.y1 && b.y0 <= y1;
  }
  bool contains(const Box& b, double tolerance) const {
    return b.x0 >= x0 - tolerance && b.y0 >= y0 - tolerance && b.x1 <= x1 + tolerance &&
           b.y1 <= y1 + tolerance;
  }
};

struct Matrix {
  double a = 1, b = 0, c = 0, d = 1, e = 0, f = 0;

  Point apply(Point p) const { return {a * p.x + c * p.y + e, b * p.x + d * p.y + f}; }
  // This transform followed by `then` (PDF: this x then).
  Matrix times(const Matrix& m) const {
    return {a * m.a + b * m.c, a * m.b + b * m.d,       c * m.a + d * m.c,
            c * m.b + d * m.d, e * m.a + f * m.c + m.e, e * m.b + f * m.d + m.f};
  }
  static Matrix translation(double tx, double ty) { return {1, 0, 0, 1, tx, ty}; }
  // The smallest and largest factor by which the matrix stretches a length.
  double min_scale() const;
  double max_scale() const;
  // The length of the image of the unit vector (0, 1): how tall text of
  // size 1 comes out.
  double y_scale() const;
  // The bounding box of the image of a box.
  Box apply(const Box& box) const;
};

}  // namespace mazeproof
