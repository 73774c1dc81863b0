#include "proof/core/geometry.h"

#include <cmath>

namespace mazeproof {

namespace {

// Singular values of the 2 x 2 part: sqrt of the eigenvalues of M^T M.
void singular_values(const Matrix& m, double& low, double& high) {
  const double s = m.a * m.a + m.b * m.b + m.c * m.c + m.d * m.d;
  const double det = m.a * m.d - m.b * m.c;
  const double root = std::sqrt(std::max(0.0, s * s - 4 * det * det));
  low = std::sqrt(std::max(0.0, (s - root) / 2));
  high = std::sqrt(std::max(0.0, (s + root) / 2));
}

}  // namespace

double Matrix::min_scale() const {
  double low = 0, high = 0;
  singular_values(*this, low, high);
  return low;
}

double Matrix::max_scale() const {
  double low = 0, high = 0;
  singular_values(*this, low, high);
  return high;
}

double Matrix::y_scale() const { return std::hypot(c, d); }

Box Matrix::apply(const Box& box) const {
  Box out;
  if (box.empty()) return out;
  out.add(apply(Point{box.x0, box.y0}));
  out.add(apply(Point{box.x1, box.y0}));
  out.add(apply(Point{box.x0, box.y1}));
  out.add(apply(Point{box.x1, box.y1}));
  return out;
}

}  // namespace mazeproof
