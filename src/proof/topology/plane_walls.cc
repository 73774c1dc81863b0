#include "proof/topology/plane_walls.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <unordered_map>
#include <utility>

#include "proof/core/union_find.h"
#include "proof/model/grid_buckets.h"
#include "proof/model/grid_distance.h"

namespace mazeproof {

namespace {

// An arc is drawn here as chords that stray from it by at most this, grid
// units: well inside kMeetTolerance.
constexpr double kSagitta = 0.002;

// One straight piece of the graph's drawing: a stroke's segment, a chord
// of a stroke's arc, or an opening's chord (owner < 0).
struct Piece {
  GridPoint a, b;
  int owner = -1;
};

double dot(GridPoint u, GridPoint v) { return u.x * v.x + u.y * v.y; }
GridPoint minus(GridPoint a, GridPoint b) { return {a.x - b.x, a.y - b.y}; }

// Parameter (0 to 1) of the point of segment ab nearest to p, and the
// distance to it.
double project(GridPoint p, const Piece& s, double& distance) {
  const GridPoint d = minus(s.b, s.a);
  const double length2 = dot(d, d);
  const double t = length2 > 0 ? std::clamp(dot(minus(p, s.a), d) / length2, 0.0, 1.0) : 0;
  const double ex = p.x - s.a.x - t * d.x, ey = p.y - s.a.y - t * d.y;
  distance = std::sqrt(ex * ex + ey * ey);
  return t;
}

// Where two segments cross (parameters on each, both strictly inside);
// false when they do not.
bool crossing(const Piece& p, const Piece& q, double& t, double& u) {
  const GridPoint r = minus(p.b, p.a), s = minus(q.b, q.a);
  const double denominator = r.x * s.y - r.y * s.x;
  if (std::abs(denominator) < 1e-15) return false;
  const GridPoint w = minus(q.a, p.a);
  t = (w.x * s.y - w.y * s.x) / denominator;
  u = (w.x * r.y - w.y * r.x) / denominator;
  return t > 0 && t < 1 && u > 0 && u < 1;
}

WallShape line(const Piece& p) {
  WallShape w;
  w.a = p.a;
  w.b = p.b;
  return w;
}

GridPoint point_at(const Piece& s, double t) {
  return {s.a.x + (s.b.x - s.a.x) * t, s.a.y + (s.b.y - s.a.y) * t};
}

// The points of segments p and q that come closest (where they cross, the
// crossing; else an end of one and its nearest point on the other).
std::pair<GridPoint, GridPoint> closest_points(const Piece& p, const Piece& q) {
  double t = 0, u = 0, d = 0, best = HUGE_VAL;
  if (crossing(p, q, t, u)) return {point_at(p, t), point_at(p, t)};
  std::pair<GridPoint, GridPoint> out{p.a, q.a};
  for (const GridPoint e : {q.a, q.b}) {
    const double s = project(e, p, d);
    if (d < best) best = d, out = {point_at(p, s), e};
  }
  for (const GridPoint e : {p.a, p.b}) {
    const double s = project(e, q, d);
    if (d < best) best = d, out = {e, point_at(q, s)};
  }
  return out;
}

// Two wall strokes near each other: whether they meet, how close they come,
// and the two pieces that come closest.
struct NearPair {
  bool meet = false;
  double apart = HUGE_VAL;
  uint32_t piece_a = 0, piece_b = 0;
};

// Whether strokes that do not meet, whose pieces `i` and `j` come closest
// (at p and q), are joined there by a third stroke: one that meets each of
// them no further from p (or q) than p is from q. Its ink closes the gap
// as the graph's edges do (a wall that meets a long arc just short of
// where Cairo begins the arc's next Bezier piece, which the wall does not
// meet, half a corridor on).
bool bridged(const std::vector<Piece>& pieces, const GridBuckets& index, size_t i, size_t j) {
  const auto [p, q] = closest_points(pieces[i], pieces[j]);
  const double reach = std::hypot(p.x - q.x, p.y - q.y) + kMeetTolerance;
  // The pieces that pass within `reach` of a point.
  const auto near = [&](GridPoint c) {
    std::vector<size_t> out;
    WallShape here;
    here.a = here.b = c;
    index.near(here, reach, [&](int id) {
      const size_t k = static_cast<size_t>(id);
      double d = 0;
      project(c, pieces[k], d);
      if (pieces[k].owner >= 0 && d <= reach) out.push_back(k);
    });
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
  };
  // The strokes that meet stroke `owner` within `reach` of c.
  const auto meeting = [&](GridPoint c, int owner) {
    const std::vector<size_t> here = near(c);
    std::vector<int> out;
    for (const size_t a : here) {
      if (pieces[a].owner != owner) continue;
      for (const size_t b : here) {
        if (pieces[b].owner == owner) continue;
        const auto [x, y] = closest_points(pieces[a], pieces[b]);
        if (std::hypot(x.x - y.x, x.y - y.y) <= kMeetTolerance &&
            std::hypot(x.x - c.x, x.y - c.y) <= reach)
          out.push_back(pieces[b].owner);
      }
    }
    std::sort(out.begin(), out.end());
    return out;
  };
  const std::vector<int> at_p = meeting(p, pieces[i].owner), at_q = meeting(q, pieces[j].owner);
  for (const int owner : at_p) {
    if (owner != pieces[j].owner && std::binary_search(at_q.begin(), at_q.end(), owner))
      return true;
  }
  return false;
}

}  // namespace

PlaneCheck check_plane(const std::vector<StrokePiece>& walls, const std::vector<WallShape>& chords,
                       int holes, double corridor, const GridBounds& area,
                       const Placement& placement) {
  PlaneCheck out;
  std::vector<Piece> pieces;
  for (size_t k = 0; k < walls.size(); ++k) {
    const StrokePiece& w = walls[k];
    const int owner = static_cast<int>(k);
    if (!w.arc) {
      pieces.push_back({w.a, w.b, owner});
      continue;
    }
    const double step = 2 * std::acos(std::max(0.0, 1 - kSagitta / w.radius));
    const int n = std::max(1, static_cast<int>(std::ceil((w.to - w.from) / step)));
    GridPoint last = at_angle(w.radius, w.from);
    for (int i = 1; i <= n; ++i) {
      const GridPoint p = at_angle(w.radius, w.from + (w.to - w.from) * i / n);
      pieces.push_back({last, p, owner});
      last = p;
    }
  }
  for (const WallShape& c : chords) pieces.push_back({c.a, c.b, -1});

  // Split points besides each piece's ends: every crossing, and every end
  // that touches another piece's inside; (piece, t), flat (a poster has
  // millions of pieces, most split at their ends only).
  GridBuckets index(GridBox{area.x0, area.y0, area.x1, area.y1}.grown(2), pieces.size());
  index.add_all(pieces.size(), 0, [&](size_t i) { return line(pieces[i]); });
  struct Split {
    size_t piece;
    double t;
  };
  std::vector<Split> splits;
  splits.reserve(pieces.size());
  const auto split = [&](size_t piece, double t) {
    if (t != 0 && t != 1) splits.push_back({piece, t});
  };
  const double gap = corridor / 2;
  std::vector<size_t> seen(pieces.size(), SIZE_MAX);
  // Per pair of wall strokes near each other: do they meet, how close.
  // Pieces come in stroke order, so the pairs of a stroke with the strokes
  // after it are all known once its last piece has looked round it, and
  // are judged then.
  std::vector<NearPair> near_pairs;  // of the stroke being looked round
  std::vector<int> near_owners;
  std::vector<int> slot(walls.size(), -1);  // of a stroke in near_pairs
  int64_t close = 0;
  double closest = HUGE_VAL;
  std::pair<int, int> first{-1, -1};
  const auto judge = [&](int a) {
    for (size_t k = 0; k < near_pairs.size(); ++k) {
      const NearPair& pair = near_pairs[k];
      const int b = near_owners[k];
      slot[static_cast<size_t>(b)] = -1;
      if (pair.meet || pair.apart >= gap) continue;
      if (bridged(pieces, index, pair.piece_a, pair.piece_b)) continue;
      ++close;
      if (pair.apart < closest || (pair.apart == closest && std::make_pair(a, b) < first)) {
        closest = pair.apart;
        first = {a, b};
      }
    }
    near_pairs.clear();
    near_owners.clear();
  };
  for (size_t i = 0; i < pieces.size(); ++i) {
    const Piece& p = pieces[i];
    if (i > 0 && pieces[i - 1].owner >= 0 && pieces[i - 1].owner != p.owner)
      judge(pieces[i - 1].owner);
    index.near(line(p), std::max(gap, kMeetTolerance), [&](int id) {
      const size_t j = static_cast<size_t>(id);
      if (j <= i || seen[j] == i) return;
      seen[j] = i;
      const Piece& q = pieces[j];
      double t = 0, u = 0, d = 0;
      if (crossing(p, q, t, u)) {
        split(i, t);
        split(j, u);
      }
      for (const GridPoint e : {q.a, q.b}) {
        const double s = project(e, p, d);
        if (d <= kMeetTolerance) split(i, s);
      }
      for (const GridPoint e : {p.a, p.b}) {
        const double s = project(e, q, d);
        if (d <= kMeetTolerance) split(j, s);
      }
      // A later piece of another stroke belongs to a later stroke.
      if (p.owner >= 0 && q.owner >= 0 && p.owner != q.owner) {
        int& at = slot[static_cast<size_t>(q.owner)];
        if (at < 0) {
          at = static_cast<int>(near_pairs.size());
          near_pairs.emplace_back();
          near_owners.push_back(q.owner);
        }
        NearPair& pair = near_pairs[static_cast<size_t>(at)];
        const double apart = segment_distance(p.a, p.b, q.a, q.b);
        pair.meet = pair.meet || apart <= kMeetTolerance;
        if (apart < pair.apart) {
          pair.apart = apart;
          pair.piece_a = static_cast<uint32_t>(i);
          pair.piece_b = static_cast<uint32_t>(j);
        }
      }
    });
  }
  if (!pieces.empty() && pieces.back().owner >= 0) judge(pieces.back().owner);

  // Vertices: each piece's split points in order, its ends included, are
  // points [point_of[i], point_of[i + 1]); points closer than
  // kMeetTolerance are one.
  std::vector<size_t> starts(pieces.size() + 1, 0);
  for (const Split& s : splits) ++starts[s.piece + 1];
  for (size_t i = 0; i < pieces.size(); ++i) starts[i + 1] += starts[i];
  std::vector<double> inner(splits.size());
  {
    std::vector<size_t> at(starts.begin(), starts.end() - 1);
    for (const Split& s : splits) inner[at[s.piece]++] = s.t;
  }
  std::vector<Split>().swap(splits);
  std::vector<GridPoint> points;
  points.reserve(inner.size() + 2 * pieces.size());
  std::vector<size_t> point_of(pieces.size() + 1, 0);
  std::vector<double> s;
  for (size_t i = 0; i < pieces.size(); ++i) {
    s.assign({0, 1});
    s.insert(s.end(), inner.begin() + static_cast<std::ptrdiff_t>(starts[i]),
             inner.begin() + static_cast<std::ptrdiff_t>(starts[i + 1]));
    std::sort(s.begin(), s.end());
    s.erase(std::unique(s.begin(), s.end()), s.end());
    point_of[i] = points.size();
    for (double t : s) {
      points.push_back({pieces[i].a.x + (pieces[i].b.x - pieces[i].a.x) * t,
                        pieces[i].a.y + (pieces[i].b.y - pieces[i].a.y) * t});
    }
  }
  point_of[pieces.size()] = points.size();
  std::vector<double>().swap(inner);
  std::vector<size_t>().swap(starts);
  UnionFind same(points.size());
  {
    std::unordered_map<uint64_t, std::vector<size_t>> cells;
    const auto cell_key = [](int64_t x, int64_t y) {
      return (static_cast<uint64_t>(x) << 32) ^ static_cast<uint64_t>(y & 0xFFFFFFFF);
    };
    const auto bucket = [](double v) {
      return static_cast<int64_t>(std::floor(std::clamp(v, -1e9, 1e9) / kMeetTolerance));
    };
    for (size_t k = 0; k < points.size(); ++k) {
      const int64_t x = bucket(points[k].x), y = bucket(points[k].y);
      for (int64_t dy = -1; dy <= 1; ++dy) {
        for (int64_t dx = -1; dx <= 1; ++dx) {
          const auto it = cells.find(cell_key(x + dx, y + dy));
          if (it == cells.end()) continue;
          for (size_t other : it->second) {
            if (std::hypot(points[k].x - points[other].x, points[k].y - points[other].y) <=
                kMeetTolerance)
              same.join(k, other);
          }
        }
      }
      cells[cell_key(x, y)].push_back(k);
    }
  }
  std::vector<std::pair<size_t, size_t>> edges;
  for (size_t i = 0; i < pieces.size(); ++i) {
    for (size_t k = point_of[i]; k + 1 < point_of[i + 1]; ++k) {
      const size_t a = same.find(k), b = same.find(k + 1);
      if (a != b) edges.push_back({std::min(a, b), std::max(a, b)});
    }
  }
  std::sort(edges.begin(), edges.end());
  edges.erase(std::unique(edges.begin(), edges.end()), edges.end());
  std::vector<size_t> vertices;
  for (size_t k = 0; k < points.size(); ++k) vertices.push_back(same.find(k));
  std::sort(vertices.begin(), vertices.end());
  vertices.erase(std::unique(vertices.begin(), vertices.end()), vertices.end());
  UnionFind joined(points.size());
  for (const auto& [a, b] : edges) joined.join(a, b);
  std::vector<size_t> roots;
  for (size_t v : vertices) roots.push_back(joined.find(v));
  std::vector<size_t> distinct = roots;
  std::sort(distinct.begin(), distinct.end());
  distinct.erase(std::unique(distinct.begin(), distinct.end()), distinct.end());
  out.vertices = static_cast<int64_t>(vertices.size());
  out.edges = static_cast<int64_t>(edges.size());
  out.pieces = static_cast<int64_t>(distinct.size());
  out.cycles = out.edges - out.vertices + out.pieces;

  if (out.pieces > 1) {
    // The piece holding the first vertex is the outline's (the outer wall
    // is drawn first); name where another begins.
    size_t other = vertices.front();
    for (size_t k = 0; k < vertices.size(); ++k) {
      if (roots[k] != roots.front()) {
        other = vertices[k];
        break;
      }
    }
    out.problems.push_back("the walls fall apart into " + std::to_string(out.pieces) +
                           " pieces (a wall stands apart from the rest), one at " +
                           point_text(placement.to_page(points[other])));
  }
  if (out.cycles != 1 + holes) {
    out.problems.push_back("the walls enclose " + std::to_string(out.cycles) +
                           " region(s), expected " + std::to_string(1 + holes) +
                           (holes > 0 ? " (the maze and its holes)" : " (the maze)") +
                           ": a closed wall loop or a wall across the maze");
  }
  if (close > 0) {
    char buffer[96];
    std::snprintf(buffer, sizeof buffer, "%.2f units apart (less than half a corridor, %.2f)",
                  closest, gap);
    out.gaps.push_back(
        std::to_string(close) +
        " pair(s) of walls that do not meet come closer than half a "
        "corridor, the closest from " +
        point_text(placement.to_page(walls[static_cast<size_t>(first.first)].a)) + " and from " +
        point_text(placement.to_page(walls[static_cast<size_t>(first.second)].a)) + ", " + buffer);
  }
  return out;
}

}  // namespace mazeproof
