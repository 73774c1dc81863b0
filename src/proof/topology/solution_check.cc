#include "proof/topology/solution_check.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <set>
#include <utility>

namespace mazeproof {

namespace {

// Route points in half-cell units from the grid's top-left corner: cell
// centres are (2x+1, 2y+1); outside points have one coordinate -1 or 2n+1.
struct Node {
  int u = 0;
  int v = 0;
  auto operator<=>(const Node&) const = default;
};
using Step = std::pair<Node, Node>;  // ordered, smaller first

// A route vertex may sit this share of a half cell off its lattice point.
constexpr double kVertexTolerance = 0.2;

Step make_step(Node a, Node b) { return a < b ? Step{a, b} : Step{b, a}; }

Node outside_node(const Opening& o) {
  switch (o.side) {
    case Side::top:
      return {2 * o.x + 1, -1};
    case Side::bottom:
      return {2 * o.x + 1, 2 * o.y + 3};
    case Side::left:
      return {-1, 2 * o.y + 1};
    case Side::right:
      return {2 * o.x + 3, 2 * o.y + 1};
  }
  return {};
}

std::string node_name(Node n, const GridGeometry& g) {
  const int x = (n.u - 1) / 2;
  const int y = (n.v - 1) / 2;
  if (n.u >= 1 && n.v >= 1 && x < g.columns && y < g.rows) return cell_name(x, y);
  return "outside " + cell_name(std::clamp(n.u < 0 ? 0 : x, 0, g.columns - 1),
                                std::clamp(n.v < 0 ? 0 : y, 0, g.rows - 1));
}

bool is_cell(Node n, const GridGeometry& g) {
  return n.u >= 1 && n.v >= 1 && n.u <= 2 * g.columns - 1 && n.v <= 2 * g.rows - 1;
}

// Whether a drawn step is an open passage (or one of the two openings).
bool step_is_open(const Step& s, const GridGeometry& g, const MazeGraph& maze,
                  const MazeProof& proof) {
  const Node a = s.first, b = s.second;
  if (!is_cell(a, g) || !is_cell(b, g)) {
    const Node out = is_cell(a, g) ? b : a;
    return out == outside_node(*proof.entrance) || out == outside_node(*proof.exit);
  }
  const int x = (a.u - 1) / 2, y = (a.v - 1) / 2;
  return a.v == b.v ? maze.open_east(x, y) : maze.open_south(x, y);
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

std::vector<std::string> check_route(const std::vector<Segment>& route, const GridGeometry& g,
                                     const MazeGraph& maze, const MazeProof& proof) {
  std::vector<std::string> problems;
  if (route.empty()) return {"no solution route drawn"};
  const double half = g.cell / 2;
  std::set<Step> drawn;
  size_t off_lattice = 0;
  std::string first_off;
  for (const Segment& s : route) {
    double u[2] = {(s.a.x - g.left) / half, (s.b.x - g.left) / half};
    double v[2] = {(g.top - s.a.y) / half, (g.top - s.b.y) / half};
    Node n[2];
    bool ok = !s.curve;
    for (int i = 0; i < 2; ++i) {
      n[i] = {static_cast<int>(std::lround(u[i])), static_cast<int>(std::lround(v[i]))};
      ok = ok && std::abs(u[i] - n[i].u) <= kVertexTolerance &&
           std::abs(v[i] - n[i].v) <= kVertexTolerance && (n[i].u & 1) != 0 && (n[i].v & 1) != 0 &&
           n[i].u >= -1 && n[i].v >= -1 && n[i].u <= 2 * g.columns + 1 && n[i].v <= 2 * g.rows + 1;
    }
    ok = ok && (n[0].u == n[1].u || n[0].v == n[1].v);
    if (!ok) {
      if (off_lattice++ == 0) {
        char buffer[96];
        std::snprintf(buffer, sizeof buffer, "(%.2f, %.2f) pt to (%.2f, %.2f) pt", s.a.x, s.a.y,
                      s.b.x, s.b.y);
        first_off = buffer;
      }
      continue;
    }
    // Unit steps of two half cells along the piece.
    const int du = n[1].u > n[0].u ? 2 : n[1].u < n[0].u ? -2 : 0;
    const int dv = n[1].v > n[0].v ? 2 : n[1].v < n[0].v ? -2 : 0;
    for (Node at = n[0]; !(at == n[1]);) {
      const Node next{at.u + du, at.v + dv};
      drawn.insert(make_step(at, next));
      at = next;
    }
  }
  if (off_lattice > 0) {
    problems.push_back(std::to_string(off_lattice) +
                       " route piece(s) not between cell centres, first " + first_off);
  }
  std::set<Step> expected;
  const std::vector<int>& cells = proof.route;
  auto centre = [&](int cell) {
    return Node{2 * (cell % g.columns) + 1, 2 * (cell / g.columns) + 1};
  };
  expected.insert(make_step(outside_node(*proof.entrance), centre(cells.front())));
  for (size_t i = 0; i + 1 < cells.size(); ++i)
    expected.insert(make_step(centre(cells[i]), centre(cells[i + 1])));
  expected.insert(make_step(centre(cells.back()), outside_node(*proof.exit)));

  std::vector<std::string> wrong;
  for (const Step& s : drawn) {
    if (expected.count(s) != 0) continue;
    const std::string between = node_name(s.first, g) + " and " + node_name(s.second, g);
    wrong.push_back(step_is_open(s, g, maze, proof)
                        ? "route takes the step between " + between + ", off the unique route"
                        : "route crosses the wall between " + between);
  }
  for (const Step& s : expected) {
    if (drawn.count(s) == 0) {
      wrong.push_back("route misses the step between " + node_name(s.first, g) + " and " +
                      node_name(s.second, g));
    }
  }
  report_wrong_steps(wrong, problems);
  return problems;
}

// The route's points in page space: half a cell outside the entrance, the
// cell centres, half a cell outside the exit.
std::vector<Point> route_points(const GridGeometry& g, const MazeProof& proof) {
  const auto centre = [&](int x, int y) {
    return Point{g.left + (x + 0.5) * g.cell, g.top - (y + 0.5) * g.cell};
  };
  const auto outside = [&](const Opening& o) {
    Point p = centre(o.x, o.y);
    if (o.side == Side::top) p.y += g.cell;
    if (o.side == Side::bottom) p.y -= g.cell;
    if (o.side == Side::left) p.x -= g.cell;
    if (o.side == Side::right) p.x += g.cell;
    return p;
  };
  std::vector<Point> points;
  if (!proof.entrance || !proof.exit || proof.route.empty()) return points;
  points.push_back(outside(*proof.entrance));
  for (int cell : proof.route) points.push_back(centre(cell % g.columns, cell / g.columns));
  points.push_back(outside(*proof.exit));
  return points;
}

}  // namespace mazeproof
