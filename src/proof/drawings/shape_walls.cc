#include "proof/drawings/shape_walls.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <new>
#include <utility>

#include "proof/core/tally.h"
#include "proof/model/grid_buckets.h"

namespace mazeproof {

namespace {

constexpr double kTwoPi = 6.28318530717958647692;

struct Interval {
  double lo, hi;
};

double union_length(std::vector<Interval>& v) {
  std::sort(v.begin(), v.end(), [](const Interval& a, const Interval& b) { return a.lo < b.lo; });
  double total = 0, lo = 0, hi = -1;
  bool open = false;
  for (const Interval& i : v) {
    if (open && i.lo <= hi) {
      hi = std::max(hi, i.hi);
      continue;
    }
    if (open) total += hi - lo;
    lo = i.lo;
    hi = i.hi;
    open = true;
  }
  if (open) total += hi - lo;
  return total;
}

double cross(GridPoint d, GridPoint v) { return d.x * v.y - d.y * v.x; }
double dot(GridPoint d, GridPoint v) { return d.x * v.x + d.y * v.y; }
GridPoint minus(GridPoint a, GridPoint b) { return {a.x - b.x, a.y - b.y}; }

// Where stroke `p` (line `ps`) lies on wall `w`: the stroke's covered
// stretch into `on_stroke`, the wall's into `on_wall` (grid units along
// each).
void overlap(const StrokePiece& p, const WallShape& ps, const WallShape& w,
             std::vector<Interval>& on_stroke, std::vector<Interval>& on_wall) {
  constexpr double tol = kOnWallTolerance;
  if (p.arc != w.arc) return;
  if (p.arc) {
    if (std::abs(p.radius - w.radius) > tol) return;
    for (const double shift : {-kTwoPi, 0.0, kTwoPi}) {
      const double lo = std::max(p.from, w.from + shift), hi = std::min(p.to, w.to + shift);
      if (hi <= lo) continue;
      on_stroke.push_back({(lo - p.from) * p.radius, (hi - p.from) * p.radius});
      on_wall.push_back({(lo - shift - w.from) * w.radius, (hi - shift - w.from) * w.radius});
    }
    return;
  }
  const double length = ps.length(), wall_length = w.length();
  const GridPoint d{(ps.b.x - ps.a.x) / length, (ps.b.y - ps.a.y) / length};
  const GridPoint e{(w.b.x - w.a.x) / wall_length, (w.b.y - w.a.y) / wall_length};
  if (std::abs(cross(d, minus(w.a, ps.a))) > tol || std::abs(cross(d, minus(w.b, ps.a))) > tol ||
      std::abs(cross(e, minus(ps.a, w.a))) > tol || std::abs(cross(e, minus(ps.b, w.a))) > tol)
    return;
  const double t0 = dot(minus(w.a, ps.a), d), t1 = dot(minus(w.b, ps.a), d);
  const double s0 = std::max(0.0, std::min(t0, t1)), s1 = std::min(length, std::max(t0, t1));
  if (s1 <= s0) return;
  on_stroke.push_back({s0, s1});
  const double u0 = dot(minus(ps.a, w.a), e), u1 = dot(minus(ps.b, w.a), e);
  on_wall.push_back({std::max(0.0, std::min(u0, u1)), std::min(wall_length, std::max(u0, u1))});
}

std::string from_to(const Segment& s) { return point_text(s.a) + " to " + point_text(s.b); }

}  // namespace

WallShape shape_of(const StrokePiece& piece) {
  WallShape w;
  w.arc = piece.arc;
  w.a = piece.a;
  w.b = piece.b;
  w.radius = piece.radius;
  w.from = piece.from;
  w.to = piece.to;
  return w;
}

std::string wall_name(const CellGrid& grid, const PossibleWall& wall) {
  if (wall.other == kOutside) {
    return "the outer wall of " + grid.cell_name(wall.cell) + " (side " +
           std::to_string(wall.side) + ")";
  }
  return "the wall between " + grid.cell_name(wall.cell) + " and " + grid.cell_name(wall.other);
}

WallMatch match_walls(const std::vector<Segment>& strokes, const Placement& placement,
                      const GridShapes& shapes, std::vector<PossibleWall> walls) {
  WallMatch m;
  m.walls = std::move(walls);
  const size_t n = m.walls.size();
  m.state.assign(n, WallState::open);
  m.share.assign(n, 0);
  const GridBounds b = shapes.bounds();
  const GridBox area{b.x0, b.y0, b.x1, b.y1};
  const GridBox inside = area.grown(1);
  GridBuckets index(area);
  double wall_total = 0;
  const auto line = [&](size_t i) { return shapes.wall(m.walls[i].cell, m.walls[i].side); };
  index.add_all(n, kOnWallTolerance, line);
  for (size_t i = 0; i < n; ++i) wall_total += line(i).length();
  double stroke_total = 0;
  for (size_t k = 0; k < strokes.size(); ++k) {
    m.pieces.push_back(read_piece(strokes[k], placement));
    m.pieces.back().source = k;
    stroke_total += shape_of(m.pieces.back()).length();
  }
  // More ink than every wall together is no maze of this grid, and would
  // only make the matching slow.
  if (!(stroke_total <= 1.1 * wall_total + 10)) {
    char buffer[160];
    std::snprintf(buffer, sizeof buffer,
                  "wall strokes %.0f units long in all, more than every wall the %s grid "
                  "allows together (%.0f units)",
                  std::min(stroke_total, 1e15), shapes.grid().name().c_str(), wall_total);
    m.problems.push_back(buffer);
    return m;
  }
  // What the strokes cover of each wall, in the order found: a chain per
  // wall through one array (a poster has millions of walls, most covered
  // once or not at all).
  struct Cover {
    Interval on;
    uint32_t next;
  };
  constexpr uint32_t kNone = UINT32_MAX;
  std::vector<Cover> covers;
  std::vector<uint32_t> first(n, kNone), last(n, kNone);
  std::vector<Interval> on_wall;
  std::vector<uint32_t> seen(n, kNone);
  Tally off, curved;
  for (size_t k = 0; k < m.pieces.size(); ++k) {
    const StrokePiece& p = m.pieces[k];
    if (p.curve) {
      curved.add(from_to(strokes[k]));
      continue;
    }
    const WallShape ps = shape_of(p);
    const double length = ps.length();
    if (!(length > 1e-9)) continue;  // a dot: the plane graph judges it
    const GridBox box = GridBox::of(p.a, p.b);
    if (!(box.x0 >= inside.x0 && box.y0 >= inside.y0 && box.x1 <= inside.x1 &&
          box.y1 <= inside.y1)) {
      off.add(from_to(strokes[k]));
      continue;
    }
    std::vector<Interval> on;
    index.near(ps, kOnWallTolerance, [&](int id) {
      const size_t i = static_cast<size_t>(id);
      if (seen[i] == k) return;
      seen[i] = static_cast<uint32_t>(k);
      on_wall.clear();
      overlap(p, ps, line(i), on, on_wall);
      for (const Interval& c : on_wall) {
        if (covers.size() >= kNone) throw std::bad_alloc();
        const uint32_t entry = static_cast<uint32_t>(covers.size());
        covers.push_back({c, kNone});
        (last[i] == kNone ? first[i] : covers[last[i]].next) = entry;
        last[i] = entry;
      }
    });
    const double uncovered = length - union_length(on);
    if (uncovered > (p.arc ? kArcEndTolerance : kOnWallTolerance)) off.add(from_to(strokes[k]));
  }
  const CellGrid& grid = shapes.grid();
  Tally partial, doubled;
  std::vector<uint32_t>().swap(last);
  std::vector<uint32_t>().swap(seen);
  for (size_t i = 0; i < n; ++i) {
    double sum = 0;
    on_wall.clear();
    for (uint32_t e = first[i]; e != kNone; e = covers[e].next) {
      on_wall.push_back(covers[e].on);
      sum += covers[e].on.hi - covers[e].on.lo;
    }
    const double covered = union_length(on_wall);
    const double length = line(i).length();
    m.share[i] = std::min(1.0, covered / length);
    if (sum - covered > kOnWallTolerance) doubled.add(wall_name(grid, m.walls[i]));
    if (m.share[i] >= kDrawnShare) {
      m.state[i] = WallState::drawn;
    } else if (m.share[i] > kOpenShare) {
      m.state[i] = WallState::partial;
      partial.add(wall_name(grid, m.walls[i]) + ", " +
                  std::to_string(static_cast<int>(std::lround(m.share[i] * 100))) + " % drawn");
    }
  }
  if (curved.count > 0) {
    m.problems.push_back(std::to_string(curved.count) +
                         (grid.kind() == GridKind::polar
                              ? " curved wall stroke(s) that are no arc round the grid's centre"
                              : " curved wall stroke(s)") +
                         ", first from " + curved.first);
  }
  if (off.count > 0) {
    m.problems.push_back(std::to_string(off.count) + " wall stroke(s) on no wall the " +
                         grid.name() + " grid allows, first from " + off.first);
  }
  if (partial.count > 0) {
    m.problems.push_back(std::to_string(partial.count) +
                         " wall(s) partly drawn (neither drawn nor open), first " + partial.first);
  }
  if (doubled.count > 0) {
    m.problems.push_back("wall strokes overlap on " + std::to_string(doubled.count) +
                         " wall(s), first " + doubled.first);
  }
  return m;
}

}  // namespace mazeproof
