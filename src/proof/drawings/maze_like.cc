#include "proof/drawings/maze_like.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <utility>
#include <vector>

#include "proof/drawings/lattice.h"
#include "proof/drawings/shape_strokes.h"

namespace mazeproof {

namespace {

constexpr double kPi = 3.14159265358979323846;
// Directions this close are one, radians (a degree).
constexpr double kSameDirection = kPi / 180;
// Lengths this close (a share of the longer) are one.
constexpr double kSameLength = 0.03;
// Ink of whole units along the three main directions, at least this share
// of the whole.
constexpr double kLatticeShare = 0.8;

double length(const Segment& s) { return std::hypot(s.b.x - s.a.x, s.b.y - s.a.y); }

// Whether the ink is a lattice's: most of it straight pieces along at most
// three directions, each a whole number of one unit long (the most common
// length: a wall of a hexagon or triangle grid is one unit, a rectangle's
// run a few). A picture's lines have lengths of their own.
bool lattice_ink(const std::vector<Segment>& walls) {
  struct Piece {
    double direction = 0;  // [0, pi)
    double length = 0;
  };
  std::vector<Piece> pieces;
  double ink = 0;
  for (const Segment& s : walls) {
    const double l = length(s);
    ink += l;
    if (s.curve || !(l > kSamePointTolerance)) continue;
    double a = std::atan2(s.b.y - s.a.y, s.b.x - s.a.x);
    if (a < 0) a += kPi;
    if (a >= kPi - kSameDirection / 2) a -= kPi;  // nearly level: with the level ones
    pieces.push_back({a, l});
  }
  if (pieces.size() < kMinMazePieces || !(ink > 0)) return false;
  // The unit: the length most pieces share, to within kSameLength.
  std::vector<double> lengths;
  for (const Piece& p : pieces) lengths.push_back(p.length);
  std::sort(lengths.begin(), lengths.end());
  double unit = 0;
  size_t most = 0;
  for (size_t i = 0, j = 0; i < lengths.size(); ++i) {
    while (lengths[j] < lengths[i] * (1 - kSameLength)) ++j;
    if (i - j + 1 > most) {
      most = i - j + 1;
      unit = lengths[i];
    }
  }
  // The three directions that hold the most whole-unit ink.
  std::sort(pieces.begin(), pieces.end(),
            [](const Piece& x, const Piece& y) { return x.direction < y.direction; });
  std::vector<double> runs;
  for (size_t i = 0; i < pieces.size(); ++i) {
    if (i == 0 || pieces[i].direction - pieces[i - 1].direction > kSameDirection) runs.push_back(0);
    const double units = pieces[i].length / unit;
    if (std::abs(units - std::round(units)) <= kSameLength * std::round(units) && units > 0.5)
      runs.back() += pieces[i].length;
  }
  std::sort(runs.rbegin(), runs.rend());
  double main = 0;
  for (size_t i = 0; i < runs.size() && i < 3; ++i) main += runs[i];
  return main >= kLatticeShare * ink;
}

// Whether most of the ink is arcs round one centre, on two circles or
// more, and at least two straight pieces on lines through it (a wheel in a
// picture is a small part of its ink).
bool rings_round_a_centre(const std::vector<Segment>& walls, const Box& outline) {
  const double near = 0.01 * std::max(outline.width(), outline.height());
  struct Arc {
    Point centre;
    double radius = 0;
    double length = 0;
  };
  std::vector<Arc> arcs;
  double ink = 0;
  for (const Segment& s : walls) {
    ink += length(s);
    Point c;
    if (s.curve && arc_centre(s, c))
      arcs.push_back({c, std::hypot(s.a.x - c.x, s.a.y - c.y), length(s)});
  }
  for (const Arc& arc : arcs) {
    const Point centre = arc.centre;
    double lo = HUGE_VAL, hi = -HUGE_VAL, round = 0;
    int count = 0;
    for (const Arc& other : arcs) {
      if (std::hypot(other.centre.x - centre.x, other.centre.y - centre.y) > near) continue;
      lo = std::min(lo, other.radius);
      hi = std::max(hi, other.radius);
      round += other.length;
      ++count;
    }
    if (count < 4 || hi - lo <= near) continue;
    int radial = 0;
    for (const Segment& s : walls) {
      const double l = length(s);
      if (s.curve || !(l > near)) continue;
      // Distance from the centre to the piece's line.
      const double cross =
          (s.b.x - s.a.x) * (centre.y - s.a.y) - (s.b.y - s.a.y) * (centre.x - s.a.x);
      if (std::abs(cross) / l > near) continue;
      ++radial;
      round += l;
    }
    if (radial >= 2 && round >= kLatticeShare * ink) return true;
  }
  return false;
}

}  // namespace

MazeLike maze_like(const MazeDrawing& drawing) {
  MazeLike out;
  const std::vector<Segment>& walls = drawing.walls;
  if (!(drawing.outline.width() > kSamePointTolerance) ||
      !(drawing.outline.height() > kSamePointTolerance))
    return out;
  const bool square = std::all_of(walls.begin(), walls.end(), [](const Segment& s) {
    const double dx = std::abs(s.a.x - s.b.x), dy = std::abs(s.a.y - s.b.y);
    return !s.curve && (dx <= kSamePointTolerance || dy <= kSamePointTolerance);
  });
  if (square) {
    const Placement p = lattice_placement(walls);
    if (p.unit > 0) {
      out.columns = static_cast<int>(std::lround(drawing.outline.width() / p.unit));
      out.rows = static_cast<int>(std::lround(drawing.outline.height() / p.unit));
      out.maze = out.columns >= 2 && out.rows >= 2;
      if (out.maze) return out;
      out.columns = out.rows = 0;
    }
  }
  out.maze = walls.size() >= kMinMazePieces &&
             (lattice_ink(walls) || rings_round_a_centre(walls, drawing.outline));
  return out;
}

std::string maze_like_name(const MazeLike& like, const MazeDrawing& drawing) {
  if (like.columns > 0) {
    return "a " + std::to_string(like.columns) + " x " + std::to_string(like.rows) +
           " maze drawing";
  }
  char buffer[96];
  const Box& b = drawing.outline;
  std::snprintf(buffer, sizeof buffer, "a maze drawing at (%.1f, %.1f)-(%.1f, %.1f) pt", b.x0, b.y0,
                b.x1, b.y1);
  return buffer;
}

}  // namespace mazeproof
