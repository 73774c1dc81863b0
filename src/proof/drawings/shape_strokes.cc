#include "proof/drawings/shape_strokes.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <unordered_map>

#include "proof/drawings/lattice.h"

namespace mazeproof {

namespace {

constexpr double kPi = 3.14159265358979323846;
constexpr double kTwoPi = 2 * kPi;
// A stroke end is taken for the corner nearest to it within this, grid
// units, when the placement is refined.
constexpr double kCornerReach = 0.3;

// Corners of the possible walls, bucketed by whole grid units.
class CornerIndex {
 public:
  CornerIndex(const std::vector<PossibleWall>& walls, const GridShapes& shapes) {
    for (const PossibleWall& w : walls) {
      const WallShape line = shapes.wall(w.cell, w.side);
      add(line.a);
      add(line.b);
    }
  }
  // The corner nearest to p within kCornerReach; false when there is none.
  bool nearest(GridPoint p, GridPoint& out) const {
    double best = kCornerReach;
    bool found = false;
    const int64_t bx = cell_of(p.x), by = cell_of(p.y);
    for (int64_t dy = -1; dy <= 1; ++dy) {
      for (int64_t dx = -1; dx <= 1; ++dx) {
        const auto it = buckets_.find(key(bx + dx, by + dy));
        if (it == buckets_.end()) continue;
        for (const GridPoint& c : it->second) {
          const double d = std::hypot(c.x - p.x, c.y - p.y);
          if (d < best) {
            best = d;
            out = c;
            found = true;
          }
        }
      }
    }
    return found;
  }

 private:
  static int64_t cell_of(double v) {
    return static_cast<int64_t>(std::floor(std::clamp(v, -1e9, 1e9)));
  }
  static int64_t key(int64_t x, int64_t y) { return x * 4'000'000'007 + y; }
  void add(GridPoint p) {
    std::vector<GridPoint>& bucket = buckets_[key(cell_of(p.x), cell_of(p.y))];
    for (const GridPoint& q : bucket) {
      if (std::abs(q.x - p.x) < 1e-9 && std::abs(q.y - p.y) < 1e-9) return;
    }
    bucket.push_back(p);
  }
  std::unordered_map<int64_t, std::vector<GridPoint>> buckets_;
};

struct Observation {
  GridPoint grid;
  Point page;
};

// The least-squares placement for observed pairs (grid point drawn at page
// point); `fallback` when they do not fix one.
Placement solve(const std::vector<Observation>& obs, const Placement& fallback) {
  if (obs.size() < 2) return fallback;
  double gx = 0, gy = 0, px = 0, py = 0;
  for (const Observation& o : obs) {
    gx += o.grid.x;
    gy += o.grid.y;
    px += o.page.x;
    py += o.page.y;
  }
  const double n = static_cast<double>(obs.size());
  gx /= n, gy /= n, px /= n, py /= n;
  double num = 0, den = 0;
  for (const Observation& o : obs) {
    num += (o.grid.x - gx) * (o.page.x - px) - (o.grid.y - gy) * (o.page.y - py);
    den += (o.grid.x - gx) * (o.grid.x - gx) + (o.grid.y - gy) * (o.grid.y - gy);
  }
  if (!(den > 0) || !(num / den > 0)) return fallback;
  Placement p;
  p.unit = num / den;
  p.x = px - p.unit * gx;
  p.y = py + p.unit * gy;
  return p;
}

}  // namespace

bool arc_centre(const Segment& s, Point& centre) {
  const Point n0{-(s.c1.y - s.a.y), s.c1.x - s.a.x};
  const Point n3{-(s.b.y - s.c2.y), s.b.x - s.c2.x};
  const double det = -n0.x * n3.y + n0.y * n3.x;
  const double scale = std::hypot(n0.x, n0.y) * std::hypot(n3.x, n3.y);
  if (!(std::abs(det) > 1e-6 * scale)) return false;
  const double dx = s.b.x - s.a.x, dy = s.b.y - s.a.y;
  const double t = (dx * -n3.y - dy * -n3.x) / det;
  centre = {s.a.x + t * n0.x, s.a.y + t * n0.y};
  return true;
}

Point bezier_point(const Segment& s, double t) {
  const double u = 1 - t;
  const double a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t;
  return {a * s.a.x + b * s.c1.x + c * s.c2.x + d * s.b.x,
          a * s.a.y + b * s.c1.y + c * s.c2.y + d * s.b.y};
}

StrokePiece read_piece(const Segment& s, const Placement& placement) {
  StrokePiece piece;
  piece.a = placement.to_grid(s.a);
  piece.b = placement.to_grid(s.b);
  if (!s.curve) return piece;
  piece.curve = true;
  // Math orientation (y up) round the grid's centre: the page's own.
  const auto local = [&](Point p) {
    const GridPoint g = placement.to_grid(p);
    return Point{g.x, -g.y};
  };
  const Point p0 = local(s.a), p3 = local(s.b), c1 = local(s.c1), c2 = local(s.c2);
  const double r0 = std::hypot(p0.x, p0.y), r3 = std::hypot(p3.x, p3.y);
  const double r = (r0 + r3) / 2;
  if (!(r > 1e-9) || std::abs(r0 - r) > kArcTolerance * r || std::abs(r3 - r) > kArcTolerance * r)
    return piece;
  const double a0 = std::atan2(p0.y, p0.x), a3 = std::atan2(p3.y, p3.x);
  double span = a3 - a0;
  while (span > kPi) span -= kTwoPi;
  while (span <= -kPi) span += kTwoPi;
  if (std::abs(span) > kPi / 2 + 0.02 || std::abs(span) < 1e-9) return piece;
  const double k = 4.0 / 3.0 * std::tan(span / 4) * r;
  const Point e1{p0.x - k * std::sin(a0), p0.y + k * std::cos(a0)};
  const Point e2{p3.x + k * std::sin(a3), p3.y - k * std::cos(a3)};
  if (std::hypot(c1.x - e1.x, c1.y - e1.y) > kArcTolerance * r ||
      std::hypot(c2.x - e2.x, c2.y - e2.y) > kArcTolerance * r)
    return piece;
  piece.curve = false;
  piece.arc = true;
  piece.radius = r;
  double from = span > 0 ? a0 : a3;
  if (from < 0) from += kTwoPi;
  piece.from = from;
  piece.to = from + std::abs(span);
  return piece;
}

Placement fit_placement(const std::vector<Segment>& walls, const GridShapes& shapes,
                        const std::vector<PossibleWall>& possible) {
  if (shapes.grid().kind() == GridKind::rect) {
    // A wall end off the lattice (a wall stopped short) makes a lattice of
    // other cells than the grid's: the drawing is then fitted as any
    // kind's, and that wall is the wall match's and the gap rule's to judge.
    int64_t columns = 0, rows = 0;
    const Placement lattice = lattice_placement(walls, &columns, &rows);
    if (columns == shapes.grid().columns() && rows == shapes.grid().rows()) return lattice;
  }
  Box extent;
  for (const Segment& s : walls) {
    if (!s.curve) {
      extent.add(s.a);
      extent.add(s.b);
      continue;
    }
    for (int i = 0; i <= 8; ++i) extent.add(bezier_point(s, i / 8.0));
  }
  Placement placement;
  const GridBounds b = shapes.bounds();
  if (extent.empty() || !(extent.width() > 0) || !(extent.height() > 0)) return placement;
  placement.unit = (extent.width() / (b.x1 - b.x0) + extent.height() / (b.y1 - b.y0)) / 2;
  placement.x = extent.x0 - placement.unit * b.x0;
  placement.y = extent.y1 + placement.unit * b.y0;

  const CornerIndex corners(possible, shapes);
  const bool polar = shapes.grid().kind() == GridKind::polar;
  // Where one Bezier piece of an arc goes on into the next (Cairo cuts a
  // long arc where its tolerance says, not at corners) is no stroke end:
  // taken for the corner nearest to it, it would pull the fit off.
  const auto goes_on = [&](size_t k) {
    if (k + 1 >= walls.size() || !walls[k].curve || !walls[k + 1].curve) return false;
    const Segment& s = walls[k];
    const Segment& t = walls[k + 1];
    if (!(s.b.x == t.a.x && s.b.y == t.a.y)) return false;
    const double ux = s.b.x - s.c2.x, uy = s.b.y - s.c2.y, vx = t.c1.x - t.a.x, vy = t.c1.y - t.a.y;
    const double cross = ux * vy - uy * vx, dot = ux * vx + uy * vy;
    return dot > 0 && std::abs(cross) <= 1e-3 * dot;
  };
  for (int round = 0; round < 2; ++round) {
    std::vector<Observation> obs;
    for (size_t k = 0; k < walls.size(); ++k) {
      const Segment& s = walls[k];
      const bool ends[2] = {!(k > 0 && goes_on(k - 1)), !goes_on(k)};
      for (int e = 0; e < 2; ++e) {
        const Point p = e == 0 ? s.a : s.b;
        GridPoint corner;
        if (ends[e] && corners.nearest(placement.to_grid(p), corner)) obs.push_back({corner, p});
      }
      Point centre;
      if (polar && s.curve && arc_centre(s, centre)) {
        const GridPoint g = placement.to_grid(centre);
        if (std::hypot(g.x, g.y) < kCornerReach) obs.push_back({{0, 0}, centre});
      }
    }
    placement = solve(obs, placement);
  }
  return placement;
}

std::string point_text(Point p) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "(%.2f, %.2f) pt", p.x, p.y);
  return buffer;
}

}  // namespace mazeproof
