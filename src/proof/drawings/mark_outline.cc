#include "proof/drawings/mark_outline.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace mazeproof {

namespace {

double distance(Point a, Point b) { return std::hypot(a.x - b.x, a.y - b.y); }

// The path's pieces, with the straight piece a fill adds to close it; empty
// when its pieces do not join end to end (several subpaths, or none).
std::vector<Segment> closed(const std::vector<Segment>& path, double tol) {
  std::vector<Segment> out;
  for (const Segment& s : path) {
    if (!s.curve && distance(s.a, s.b) <= tol / 4) continue;  // a closing piece of no length
    if (!out.empty() && distance(out.back().b, s.a) > tol / 4) return {};
    out.push_back(s);
  }
  if (out.empty()) return {};
  if (distance(out.back().b, out.front().a) > tol / 4) out.push_back({out.back().b, out.front().a});
  return out;
}

// Distance from `p` to the segment from a to b.
double to_segment(Point p, Point a, Point b) {
  const double dx = b.x - a.x, dy = b.y - a.y, len2 = dx * dx + dy * dy;
  const double t =
      len2 <= 0 ? 0 : std::clamp(((p.x - a.x) * dx + (p.y - a.y) * dy) / len2, 0.0, 1.0);
  return distance(p, {a.x + t * dx, a.y + t * dy});
}

Point bezier(const Segment& s, double t) {
  const double u = 1 - t, a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t;
  return {a * s.a.x + b * s.c1.x + c * s.c2.x + d * s.b.x,
          a * s.a.y + b * s.c1.y + c * s.c2.y + d * s.b.y};
}

// Whether the straight pieces of `path` each lie on one of `sides` (a, b
// pairs) and together run `perimeter` long.
bool along_sides(const std::vector<Segment>& path,
                 const std::vector<std::pair<Point, Point>>& sides, double perimeter, double tol) {
  const std::vector<Segment> pieces = closed(path, tol);
  if (pieces.empty()) return false;
  double length = 0;
  for (const Segment& s : pieces) {
    if (s.curve) return false;
    bool on = false;
    for (const auto& [a, b] : sides)
      on = on || (to_segment(s.a, a, b) <= tol && to_segment(s.b, a, b) <= tol);
    if (!on) return false;
    length += distance(s.a, s.b);
  }
  return std::abs(length - perimeter) <= tol * static_cast<double>(sides.size());
}

}  // namespace

bool is_box_outline(const std::vector<Segment>& path, const Box& b, double tol) {
  const Point c[4] = {{b.x0, b.y0}, {b.x1, b.y0}, {b.x1, b.y1}, {b.x0, b.y1}};
  return along_sides(path, {{c[0], c[1]}, {c[1], c[2]}, {c[2], c[3]}, {c[3], c[0]}},
                     2 * (b.width() + b.height()), tol);
}

bool is_triangle_outline(const std::vector<Segment>& path, const Point (&t)[3], double tol) {
  return along_sides(path, {{t[0], t[1]}, {t[1], t[2]}, {t[2], t[0]}},
                     distance(t[0], t[1]) + distance(t[1], t[2]) + distance(t[2], t[0]), tol);
}

bool is_disc_outline(const std::vector<Segment>& path, Point centre, double radius, double tol) {
  const std::vector<Segment> pieces = closed(path, tol);
  if (pieces.empty()) return false;
  const auto on_circle = [&](Point p) { return std::abs(distance(p, centre) - radius) <= tol; };
  double turned = 0;
  for (const Segment& s : pieces) {
    if (!s.curve) return false;
    for (const double t : {0.0, 0.25, 0.5, 0.75, 1.0}) {
      if (!on_circle(bezier(s, t))) return false;
    }
    // A piece turns at most a quarter turn and a bit (Cairo cuts a whole
    // circle in four or more): the angle between its ends is its turn.
    const double from = std::atan2(s.a.y - centre.y, s.a.x - centre.x);
    double step = std::atan2(s.b.y - centre.y, s.b.x - centre.x) - from;
    while (step > std::numbers::pi) step -= 2 * std::numbers::pi;
    while (step < -std::numbers::pi) step += 2 * std::numbers::pi;
    turned += step;
  }
  return std::abs(std::abs(turned) - 2 * std::numbers::pi) <= 0.05;
}

}  // namespace mazeproof
