#include "proof/shape_route.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <set>
#include <utility>

#include "proof/grid_buckets.h"
#include "proof/grid_distance.h"
#include "proof/shape_walls.h"

namespace mazeproof {

namespace {

constexpr double kTwoPi = 6.28318530717958647692;

using Step = std::pair<int, int>;  // node ids, smaller first

Step make_step(int a, int b) { return a < b ? Step{a, b} : Step{b, a}; }

// Route nodes: every cell (its index), then the outside points of the
// sides facing the outside (one node where several coincide: a hexagon's
// outside point across a corner serves two cells).
class Nodes {
 public:
  explicit Nodes(const GridShapes& shapes)
      : shapes_(shapes), index_([&] {
          const GridBounds b = shapes.bounds();
          return GridBox{b.x0, b.y0, b.x1, b.y1}.grown(2);
        }()) {
    const CellGrid& grid = shapes.grid();
    for (int cell = 0; cell < grid.size(); ++cell) {
      at_.push_back(grid.exists(cell) ? shapes.centre(cell) : GridPoint{1e18, 1e18});
      cell_of_.push_back(cell);
    }
    for (int cell = 0; cell < grid.size(); ++cell) {
      if (!grid.exists(cell)) continue;
      for (int side = 0; side < grid.side_count(cell); ++side) {
        if (grid.neighbour(cell, side) != kOutside) continue;
        const GridPoint p = shapes.outside_point(cell, side);
        int id = near(p, 1e-6);
        if (id < cells()) {
          id = static_cast<int>(at_.size());
          at_.push_back(p);
          cell_of_.push_back(cell);
          side_of_.push_back(side);
          cells_of_.emplace_back();
          WallShape dot;
          dot.a = dot.b = p;
          index_.add(dot, 0, id);
        }
        cells_of_[static_cast<size_t>(id - cells())].push_back(cell);
        outside_[{cell, side}] = id;
      }
    }
    for (int cell = 0; cell < grid.size(); ++cell) {
      if (!grid.exists(cell)) continue;
      WallShape dot;
      dot.a = dot.b = at_[static_cast<size_t>(cell)];
      index_.add(dot, 0, cell);
    }
  }
  int cells() const { return shapes_.grid().size(); }
  bool is_cell(int n) const { return n < cells(); }
  GridPoint at(int n) const { return at_[static_cast<size_t>(n)]; }
  int cell(int n) const { return cell_of_[static_cast<size_t>(n)]; }
  int outside(int cell, int side) const {
    const auto it = outside_.find({cell, side});
    return it == outside_.end() ? -1 : it->second;
  }
  // The node nearest to p within `tolerance`, or -1.
  int near(GridPoint p, double tolerance = kRouteVertexTolerance) const {
    int found = -1;
    double best = tolerance;
    index_.near(GridBox{p.x, p.y, p.x, p.y}.grown(tolerance), [&](int id) {
      const GridPoint q = at(id);
      const double dx = q.x - p.x, dy = q.y - p.y;
      const double d = std::sqrt(dx * dx + dy * dy);
      if (d <= best) {
        best = d;
        found = id;
      }
    });
    return found;
  }
  // The nodes one step from n.
  std::vector<int> next(int n) const {
    const CellGrid& grid = shapes_.grid();
    if (!is_cell(n)) return cells_of_[static_cast<size_t>(n - cells())];
    std::vector<int> out;
    for (int side = 0; side < grid.side_count(n); ++side) {
      const int other = grid.neighbour(n, side);
      out.push_back(other == kOutside ? outside(n, side) : other);
    }
    return out;
  }
  std::string name(int n) const {
    const CellGrid& grid = shapes_.grid();
    if (is_cell(n)) return grid.cell_name(n);
    return "the outside of " + grid.cell_name(cell(n)) + " (side " +
           std::to_string(side_of_[static_cast<size_t>(n - cells())]) + ")";
  }

 private:
  const GridShapes& shapes_;
  GridBuckets index_;
  std::vector<GridPoint> at_;
  std::vector<int> cell_of_;
  std::vector<int> side_of_;
  std::vector<std::vector<int>> cells_of_;  // outside nodes: the cells they lie beside
  std::map<std::pair<int, int>, int> outside_;
};

bool same_ring(const CellGrid& grid, int a, int b) {
  return grid.kind() == GridKind::polar && a < grid.size() && b < grid.size() && a != 0 && b != 0 &&
         grid.ring_of(a) == grid.ring_of(b);
}

// The unit steps a straight piece from node a to node b covers, walking
// from neighbour to neighbour along it; false when it leaves the line.
bool straight_steps(const Nodes& nodes, int a, int b, std::vector<Step>& steps) {
  const GridPoint p = nodes.at(a), q = nodes.at(b);
  const double length = std::hypot(q.x - p.x, q.y - p.y);
  const GridPoint d{(q.x - p.x) / length, (q.y - p.y) / length};
  double along = 0;
  for (int at = a, guard = 0; at != b; ++guard) {
    if (guard > nodes.cells() + 2) return false;
    int best = -1;
    double best_t = HUGE_VAL;
    for (int n : nodes.next(at)) {
      if (n < 0) continue;
      const GridPoint r = nodes.at(n);
      const double t = (r.x - p.x) * d.x + (r.y - p.y) * d.y;
      const double off = std::abs((r.x - p.x) * d.y - (r.y - p.y) * d.x);
      if (off <= kRouteVertexTolerance && t > along + 1e-6 && t <= length + 1e-6 && t < best_t) {
        best = n;
        best_t = t;
      }
    }
    if (best < 0) return false;
    steps.push_back(make_step(at, best));
    at = best;
    along = best_t;
  }
  return true;
}

struct Tally {
  int64_t count = 0;
  std::string first;
  void add(const std::string& what) {
    if (count++ == 0) first = what;
  }
};

}  // namespace

std::vector<std::string> check_shape_route(const std::vector<Segment>& route,
                                           const GridShapes& shapes, const Placement& placement,
                                           const GridMaze& maze, const GridProof& proof,
                                           const std::vector<StrokePiece>& walls, double wall_pt) {
  if (route.empty()) return {"no solution route drawn"};
  const CellGrid& grid = shapes.grid();
  const Nodes nodes(shapes);
  std::set<Step> drawn;
  Tally off, touching;
  GridBuckets wall_index([&] {
    const GridBounds b = shapes.bounds();
    return GridBox{b.x0, b.y0, b.x1, b.y1}.grown(2);
  }());
  for (size_t i = 0; i < walls.size(); ++i)
    wall_index.add(shape_of(walls[i]), 0, static_cast<int>(i));
  const double half_wall = wall_pt / 2 / placement.unit;
  for (const Segment& s : route) {
    const StrokePiece piece = read_piece(s, placement);
    const std::string words = point_text(s.a) + " to " + point_text(s.b);
    const int a = nodes.near(piece.a), b = nodes.near(piece.b);
    std::vector<Step> steps;
    bool ok = !piece.curve && a >= 0 && b >= 0;
    if (ok && piece.arc) {
      // Round a polar ring, half a ring out from its inner wall.
      const int ring = grid.kind() == GridKind::polar ? grid.ring_of(nodes.cell(a)) : -1;
      ok = nodes.is_cell(a) && nodes.is_cell(b) && ring >= 1 && same_ring(grid, a, b) &&
           std::abs(piece.radius - (ring + 0.5)) <= kRouteVertexTolerance;
      if (ok) {
        const int n = grid.ring_count(ring);
        const int count = static_cast<int>(std::lround((piece.to - piece.from) / (kTwoPi / n)));
        int at = nodes.near(at_angle(piece.radius, piece.from));
        ok = at >= 0 && count >= 1;
        for (int k = 0; ok && k < count; ++k) {
          const int next = grid.neighbour(at, 1);  // counter-clockwise
          steps.push_back(make_step(at, next));
          at = next;
        }
        ok = ok && at == nodes.near(at_angle(piece.radius, piece.to));
      }
    } else if (ok && a != b) {
      ok = straight_steps(nodes, a, b, steps);
      for (const Step& step : steps) {
        if (same_ring(grid, step.first, step.second)) ok = false;  // such a step is an arc
      }
    }
    if (!ok) {
      off.add(words);
      continue;
    }
    drawn.insert(steps.begin(), steps.end());
    // The route's centre line keeps out of the walls' ink.
    const WallShape line = shape_of(piece);
    bool touches = false;
    // A straight piece is looked at whole; an arc as chords of 0.05 units.
    along(line, line.arc ? 0.05 : std::max(0.05, line.length()), [&](GridPoint p, GridPoint q) {
      wall_index.near(GridBox::of(p, q).grown(half_wall), [&](int id) {
        if (!touches &&
            segment_shape_distance(p, q, shape_of(walls[static_cast<size_t>(id)])) <= half_wall)
          touches = true;
      });
    });
    if (touches) touching.add(words);
  }
  std::vector<std::string> problems;
  if (off.count > 0) {
    problems.push_back(std::to_string(off.count) +
                       " route piece(s) not between cell centres (a step round a polar ring an "
                       "arc, any other straight), first " +
                       off.first);
  }
  if (touching.count > 0) {
    problems.push_back(std::to_string(touching.count) +
                       " route piece(s) cross or touch a wall, first from " + touching.first);
  }
  std::set<Step> expected;
  const std::vector<int>& cells = proof.route;
  expected.insert(make_step(nodes.outside(maze.entrance.cell, maze.entrance.side), cells.front()));
  for (size_t i = 0; i + 1 < cells.size(); ++i) expected.insert(make_step(cells[i], cells[i + 1]));
  if (maze.exit.side >= 0)
    expected.insert(make_step(cells.back(), nodes.outside(maze.exit.cell, maze.exit.side)));
  std::vector<std::string> wrong;
  for (const Step& s : drawn) {
    if (expected.count(s) != 0) continue;
    const std::string between = nodes.name(s.first) + " and " + nodes.name(s.second);
    bool open = false;
    if (nodes.is_cell(s.first) && nodes.is_cell(s.second)) {
      const int side = grid.side_towards(s.first, s.second);
      open = side >= 0 && ((maze.open[static_cast<size_t>(s.first)] >> side) & 1u) != 0;
    }
    wrong.push_back(open ? "route takes the step between " + between + ", off the unique route"
                         : "route crosses the wall between " + between);
  }
  for (const Step& s : expected) {
    if (drawn.count(s) == 0) {
      wrong.push_back("route misses the step between " + nodes.name(s.first) + " and " +
                      nodes.name(s.second));
    }
  }
  constexpr size_t kShown = 3;
  for (size_t i = 0; i < wrong.size() && i < kShown; ++i) problems.push_back(wrong[i]);
  if (wrong.size() > kShown) {
    const size_t more = wrong.size() - kShown;
    problems.push_back("and " + std::to_string(more) + " more route step" + (more == 1 ? "" : "s") +
                       " wrong");
  }
  return problems;
}

std::vector<Point> route_line(const GridShapes& shapes, const Placement& placement,
                              const GridMaze& maze, const GridProof& proof) {
  const CellGrid& grid = shapes.grid();
  std::vector<GridPoint> line{shapes.outside_point(maze.entrance.cell, maze.entrance.side)};
  for (size_t i = 0; i < proof.route.size(); ++i) {
    const int cell = proof.route[i];
    const GridPoint c = shapes.centre(cell);
    if (i > 0 && same_ring(grid, proof.route[i - 1], cell)) {
      const GridPoint p = shapes.centre(proof.route[i - 1]);
      const double radius = std::hypot(c.x, c.y);
      const double from = std::atan2(-p.y, p.x);
      double to = std::atan2(-c.y, c.x);
      while (to - from > kTwoPi / 2) to -= kTwoPi;
      while (to - from < -kTwoPi / 2) to += kTwoPi;
      for (int k = 1; k <= 16; ++k) line.push_back(at_angle(radius, from + (to - from) * k / 16));
      continue;
    }
    line.push_back(c);
  }
  if (maze.exit.side >= 0) line.push_back(shapes.outside_point(maze.exit.cell, maze.exit.side));
  std::vector<Point> out;
  for (const GridPoint& g : line) out.push_back(placement.to_page(g));
  return out;
}

}  // namespace mazeproof
