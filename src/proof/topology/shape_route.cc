#include "proof/topology/shape_route.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <set>
#include <utility>

#include "proof/core/tally.h"
#include "proof/drawings/route_nodes.h"
#include "proof/drawings/shape_walls.h"
#include "proof/model/grid_buckets.h"
#include "proof/model/grid_distance.h"

namespace mazeproof {

namespace {

constexpr double kTwoPi = 6.28318530717958647692;

// The edges a straight piece from node a to node b covers, walking from
// node to node along it; false when it leaves the line or takes an edge
// that runs round a ring.
bool straight_edges(const RouteNodes& nodes, int a, int b, std::vector<RouteEdge>& edges) {
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
    if (best < 0 || nodes.round(at, best)) return false;
    edges.push_back(make_edge(at, best));
    at = best;
    along = best_t;
  }
  return true;
}

// The edges an arc piece round ring `ring`'s middle circle covers, from
// node `from` counter-clockwise through `span` radians to node `to`: it
// stops at every cell centre it passes and passes over bend points; false
// unless every stop is one edge from the last and the walk spans the arc.
bool arc_edges(const RouteNodes& nodes, int ring, int from, int to, double span,
               std::vector<RouteEdge>& edges) {
  const std::vector<std::pair<double, int>>& circle = nodes.circle(ring);
  const auto start =
      std::find_if(circle.begin(), circle.end(),
                   [&](const std::pair<double, int>& c) { return c.second == from; });
  if (start == circle.end() || from == to) return false;
  const size_t n = circle.size();
  size_t k = static_cast<size_t>(start - circle.begin());
  double walked = 0;
  int last = from;
  for (size_t guard = 0; guard < n; ++guard) {
    const size_t k1 = (k + 1) % n;
    double turn = circle[k1].first - circle[k].first;
    if (turn <= 0) turn += kTwoPi;
    walked += turn;
    k = k1;
    const int node = circle[k].second;
    if (node != to && !nodes.is_cell(node)) continue;  // a bend point passed over
    if (!nodes.round(last, node)) return false;
    edges.push_back(make_edge(last, node));
    last = node;
    if (node == to) break;
  }
  return last == to && std::abs(walked - span) * (ring + 0.5) <= 2 * kRouteVertexTolerance;
}

}  // namespace

void report_wrong_steps(const std::vector<std::string>& wrong, std::vector<std::string>& problems) {
  constexpr size_t kShown = 3;
  for (size_t i = 0; i < wrong.size() && i < kShown; ++i) problems.push_back(wrong[i]);
  if (wrong.size() > kShown) {
    const size_t more = wrong.size() - kShown;
    problems.push_back("and " + std::to_string(more) + " more route step" + (more == 1 ? "" : "s") +
                       " wrong");
  }
}

std::vector<std::string> check_shape_route(const std::vector<Segment>& route,
                                           const GridShapes& shapes, const Placement& placement,
                                           const GridMaze& maze,
                                           const std::vector<int>& route_cells,
                                           const std::vector<StrokePiece>& walls, double wall_pt,
                                           double route_pt) {
  if (route.empty()) return {"no solution route drawn"};
  const CellGrid& grid = shapes.grid();
  const RouteNodes nodes(shapes);
  std::set<RouteEdge> drawn;
  Tally off, touching;
  GridBuckets wall_index([&] {
    const GridBounds b = shapes.bounds();
    return GridBox{b.x0, b.y0, b.x1, b.y1}.grown(2);
  }());
  wall_index.add_all(walls.size(), 0, [&](size_t i) { return shape_of(walls[i]); });
  // The two inks touch when the route's centre line comes this near a
  // wall's line.
  const double clear = (wall_pt + route_pt) / 2 / placement.unit;
  for (const Segment& s : route) {
    const StrokePiece piece = read_piece(s, placement);
    const std::string words = point_text(s.a) + " to " + point_text(s.b);
    const int a = nodes.near(piece.a), b = nodes.near(piece.b);
    std::vector<RouteEdge> edges;
    bool ok = !piece.curve && a >= 0 && b >= 0;
    if (ok && piece.arc) {
      // Round a polar ring's middle circle, half a ring out from its inner
      // wall.
      const int ring = nodes.circle_of(a);
      ok = ring >= 1 && nodes.circle_of(b) == ring &&
           std::abs(piece.radius - (ring + 0.5)) <= kRouteVertexTolerance &&
           arc_edges(nodes, ring, nodes.near(at_angle(piece.radius, piece.from)),
                     nodes.near(at_angle(piece.radius, piece.to)), piece.to - piece.from, edges);
    } else if (ok && a != b) {
      ok = straight_edges(nodes, a, b, edges);
    }
    if (!ok) {
      off.add(words);
      continue;
    }
    drawn.insert(edges.begin(), edges.end());
    // The route's ink keeps off the walls' ink.
    const WallShape line = shape_of(piece);
    bool touches = false;
    // A straight piece is looked at whole; an arc as chords of 0.05 units.
    along(line, line.arc ? 0.05 : std::max(0.05, line.length()), [&](GridPoint p, GridPoint q) {
      wall_index.near(GridBox::of(p, q).grown(clear), [&](int id) {
        if (!touches &&
            segment_shape_distance(p, q, shape_of(walls[static_cast<size_t>(id)])) <= clear)
          touches = true;
      });
    });
    if (touches) touching.add(words);
  }
  std::vector<std::string> problems;
  if (off.count > 0) {
    problems.push_back(std::to_string(off.count) +
                       " route piece(s) not between cell centres (a step round a polar ring an "
                       "arc, a step into a split ring bent, any other straight), first " +
                       off.first);
  }
  if (touching.count > 0) {
    problems.push_back(std::to_string(touching.count) +
                       " route piece(s) whose ink touches a wall's, first from " + touching.first);
  }
  // The unique route's steps, cell to cell, and the edges that draw them.
  std::vector<RouteEdge> steps;
  const std::vector<int>& cells = route_cells;
  // A floor's route piece may start at a cell centre (stairs): no side.
  if (maze.entrance.side >= 0)
    steps.push_back(
        make_edge(nodes.outside(maze.entrance.cell, maze.entrance.side), cells.front()));
  for (size_t i = 0; i + 1 < cells.size(); ++i) steps.push_back(make_edge(cells[i], cells[i + 1]));
  if (maze.exit.side >= 0)
    steps.push_back(make_edge(cells.back(), nodes.outside(maze.exit.cell, maze.exit.side)));
  std::set<RouteEdge> expected;
  for (const RouteEdge& step : steps) {
    for (const RouteEdge& e : nodes.edges_of(step.first, step.second)) expected.insert(e);
  }
  std::vector<std::string> wrong;
  std::set<RouteEdge> named;
  for (const RouteEdge& e : drawn) {
    if (expected.count(e) != 0) continue;
    const RouteEdge s = nodes.step_of(e);
    if (!named.insert(s).second) continue;
    const std::string between = nodes.name(s.first) + " and " + nodes.name(s.second);
    bool open = false;
    if (nodes.is_cell(s.first) && nodes.is_cell(s.second)) {
      const int side = grid.side_towards(s.first, s.second);
      open = side >= 0 && ((maze.open[static_cast<size_t>(s.first)] >> side) & 1u) != 0;
    }
    wrong.push_back(open ? "route takes the step between " + between + ", off the unique route"
                         : "route crosses the wall between " + between);
  }
  for (const RouteEdge& s : steps) {
    bool whole = true;
    for (const RouteEdge& e : nodes.edges_of(s.first, s.second)) whole = whole && drawn.count(e);
    if (!whole) {
      wrong.push_back("route misses the step between " + nodes.name(s.first) + " and " +
                      nodes.name(s.second));
    }
  }
  report_wrong_steps(wrong, problems);
  return problems;
}

std::vector<Point> route_line(const GridShapes& shapes, const Placement& placement,
                              const GridMaze& maze, const std::vector<int>& cells) {
  const RouteNodes nodes(shapes);
  std::vector<GridPoint> line;
  if (maze.entrance.side >= 0)
    line.push_back(shapes.outside_point(maze.entrance.cell, maze.entrance.side));
  // Round the circle of `radius` from p's angle to q's, the short way, as
  // short chords.
  const auto arc_to = [&](double radius, GridPoint p, GridPoint q) {
    const double from = std::atan2(-p.y, p.x);
    double to = std::atan2(-q.y, q.x);
    while (to - from > kTwoPi / 2) to -= kTwoPi;
    while (to - from < -kTwoPi / 2) to += kTwoPi;
    for (int k = 1; k <= 16; ++k) line.push_back(at_angle(radius, from + (to - from) * k / 16));
  };
  for (size_t i = 0; i < cells.size(); ++i) {
    const int cell = cells[i];
    const GridPoint c = shapes.centre(cell);
    if (i > 0) {
      const int last = cells[i - 1];
      const GridPoint p = shapes.centre(last);
      const int bend = nodes.bend(last, cell);
      if (bend >= 0) {
        const GridPoint k = nodes.at(bend);
        const double radius = std::hypot(k.x, k.y);
        if (std::hypot(p.x, p.y) < radius + 0.25) {
          arc_to(radius, p, k);
        } else {
          line.push_back(k);
          arc_to(radius, k, c);
        }
      } else if (nodes.round(last, cell)) {
        arc_to(std::hypot(c.x, c.y), p, c);
      }
    }
    line.push_back(c);
  }
  if (maze.exit.side >= 0) line.push_back(shapes.outside_point(maze.exit.cell, maze.exit.side));
  std::vector<Point> out;
  for (const GridPoint& g : line) out.push_back(placement.to_page(g));
  return out;
}

}  // namespace mazeproof
