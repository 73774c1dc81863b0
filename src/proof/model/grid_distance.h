#pragma once
// Distances between points, segments and wall lines (segments and arcs
// round the grid's centre), in grid units: how near a mark comes to a
// maze's area, a route to a wall, one wall to another.

#include <algorithm>
#include <cmath>
#include <utility>

#include "proof/model/grid_shapes.h"

namespace mazeproof {

// The distance from p to the segment ab.
inline double point_segment_distance(GridPoint p, GridPoint a, GridPoint b) {
  const double dx = b.x - a.x, dy = b.y - a.y;
  const double length2 = dx * dx + dy * dy;
  const double t =
      length2 > 0 ? std::clamp(((p.x - a.x) * dx + (p.y - a.y) * dy) / length2, 0.0, 1.0) : 0;
  const double ex = p.x - a.x - t * dx, ey = p.y - a.y - t * dy;
  return std::sqrt(ex * ex + ey * ey);  // not hypot: these loops run per pixel
}

// The points of the line at height y within r of the segment ab (a
// capsule, so they are one stretch): false when there are none, else their
// x from lo to hi. Any coordinates with one scale both ways (grid units,
// pixels): a row of pixels takes its stretch at once.
inline bool capsule_span(GridPoint a, GridPoint b, double r, double y, double& lo, double& hi) {
  if (a.x == b.x && std::isfinite(a.x) && r >= 0 && r < 1e150) {
    // A vertical segment (most walls' rows): beside it, the band is the
    // whole stretch and holds the end discs' (the sums below give the same).
    const double dy = b.y - a.y, length = std::sqrt(dy * dy), along = (y - a.y) * (dy / length);
    if (length > 0 && along >= 0 && along <= length) {
      lo = a.x - r;
      hi = a.x + r;
      return true;
    }
  }
  lo = HUGE_VAL;
  hi = -HUGE_VAL;
  for (const GridPoint& end : {a, b}) {  // the discs round the ends
    const double h = r * r - (y - end.y) * (y - end.y);
    if (!(h >= 0)) continue;
    const double w = std::sqrt(h);
    lo = std::min(lo, end.x - w);
    hi = std::max(hi, end.x + w);
  }
  const double dx = b.x - a.x, dy = b.y - a.y, length = std::sqrt(dx * dx + dy * dy);
  if (length > 0) {
    // The band beside the segment: along it from 0 to its length, across
    // it at most r; each linear in x on the row.
    const double ux = dx / length, uy = dy / length;
    double from = -HUGE_VAL, to = HUGE_VAL;
    const auto within = [&](double slope, double offset, double low, double high) {
      if (slope == 0) {
        if (!(offset >= low && offset <= high)) from = HUGE_VAL;
        return;
      }
      double x1 = (low - offset) / slope, x2 = (high - offset) / slope;
      if (x1 > x2) std::swap(x1, x2);
      from = std::max(from, x1);
      to = std::min(to, x2);
    };
    // Along: (x - a.x) ux + (y - a.y) uy; across: (x - a.x) uy - (y - a.y) ux.
    within(ux, -a.x * ux + (y - a.y) * uy, 0, length);
    within(uy, -a.x * uy - (y - a.y) * ux, -r, r);
    if (from <= to) {
      lo = std::min(lo, from);
      hi = std::max(hi, to);
    }
  }
  return lo <= hi;
}

// True when segments ab and cd cross or touch.
inline bool segments_meet(GridPoint a, GridPoint b, GridPoint c, GridPoint d) {
  const auto side = [](GridPoint o, GridPoint u, GridPoint v) {
    const double z = (u.x - o.x) * (v.y - o.y) - (u.y - o.y) * (v.x - o.x);
    return (z > 0) - (z < 0);
  };
  const int d1 = side(a, b, c), d2 = side(a, b, d), d3 = side(c, d, a), d4 = side(c, d, b);
  return d1 * d2 < 0 && d3 * d4 < 0;
}

// The distance between segments ab and cd.
inline double segment_distance(GridPoint a, GridPoint b, GridPoint c, GridPoint d) {
  if (segments_meet(a, b, c, d)) return 0;
  return std::min(std::min(point_segment_distance(a, c, d), point_segment_distance(b, c, d)),
                  std::min(point_segment_distance(c, a, b), point_segment_distance(d, a, b)));
}

// Whether `angle` lies on the arc of w (angles compared round the circle).
inline bool on_arc_angle(double angle, const WallShape& w) {
  constexpr double kTwoPi = 6.28318530717958647692;
  double a = angle;
  while (a < w.from) a += kTwoPi;
  while (a > w.from + kTwoPi) a -= kTwoPi;
  return a <= w.to;
}

// The distance from p to the line of a wall.
inline double point_shape_distance(GridPoint p, const WallShape& w) {
  if (!w.arc) return point_segment_distance(p, w.a, w.b);
  const double radius = std::sqrt(p.x * p.x + p.y * p.y);
  // An arc of less than half a turn holds the directions between its ends'
  // (grid y runs down, so counter-clockwise on the page is clockwise here):
  // two cross products instead of an angle.
  const bool on_arc = w.to - w.from < 3.1
                          ? w.a.x * p.y - w.a.y * p.x <= 0 && p.x * w.b.y - p.y * w.b.x <= 0
                          : on_arc_angle(std::atan2(-p.y, p.x), w);
  if (on_arc) return std::abs(radius - w.radius);
  const double ax = p.x - w.a.x, ay = p.y - w.a.y, bx = p.x - w.b.x, by = p.y - w.b.y;
  return std::sqrt(std::min(ax * ax + ay * ay, bx * bx + by * by));
}

// The distance from segment ab to the line of a wall (an arc as chords
// within a thousandth of a unit of it).
inline double segment_shape_distance(GridPoint a, GridPoint b, const WallShape& w) {
  if (!w.arc) return segment_distance(a, b, w.a, w.b);
  const double step = 2 * std::acos(std::max(0.0, 1 - 0.001 / std::max(w.radius, 1e-9)));
  const int n = std::clamp(static_cast<int>(std::ceil((w.to - w.from) / step)), 1, 100000);
  double best = HUGE_VAL;
  GridPoint last = at_angle(w.radius, w.from);
  for (int i = 1; i <= n; ++i) {
    const GridPoint p = at_angle(w.radius, w.from + (w.to - w.from) * i / n);
    best = std::min(best, segment_distance(a, b, last, p));
    last = p;
  }
  return best;
}

}  // namespace mazeproof
