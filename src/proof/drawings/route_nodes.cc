#include "proof/drawings/route_nodes.h"

#include <algorithm>
#include <cmath>

namespace mazeproof {

namespace {

constexpr double kTwoPi = 6.28318530717958647692;

// A point's polar angle round the grid's centre, 0 to 2 pi.
double angle_of(GridPoint p) {
  const double a = std::atan2(-p.y, p.x);
  return a < 0 ? a + kTwoPi : a;
}

GridBox search_box(const GridShapes& shapes) {
  const GridBounds b = shapes.bounds();
  return GridBox{b.x0, b.y0, b.x1, b.y1}.grown(2);
}

}  // namespace

RouteEdge make_edge(int a, int b) { return a < b ? RouteEdge{a, b} : RouteEdge{b, a}; }

RouteNodes::RouteNodes(const GridShapes& shapes) : shapes_(shapes), index_(search_box(shapes)) {
  const CellGrid& grid = shapes.grid();
  const auto add_node = [&](GridPoint p, int cell, int side) {
    const int id = static_cast<int>(at_.size());
    at_.push_back(p);
    cell_of_.push_back(cell);
    side_of_.push_back(side);
    WallShape dot;
    dot.a = dot.b = p;
    index_.add(dot, 0, id);
    return id;
  };
  for (int cell = 0; cell < grid.size(); ++cell) {
    at_.push_back(grid.exists(cell) ? shapes.centre(cell) : GridPoint{1e18, 1e18});
    cell_of_.push_back(cell);
    side_of_.push_back(-1);
  }
  for (int cell = 0; cell < grid.size(); ++cell) {
    if (!grid.exists(cell)) continue;
    for (int side = 0; side < grid.side_count(cell); ++side) {
      if (grid.neighbour(cell, side) != kOutside) continue;
      const GridPoint p = shapes.outside_point(cell, side);
      int id = near(p, 1e-6);
      if (id < cells()) {
        id = add_node(p, cell, side);
        cells_of_.emplace_back();
      }
      cells_of_[static_cast<size_t>(id - cells())].push_back(cell);
      outside_[{cell, side}] = id;
    }
  }
  first_bend_ = static_cast<int>(at_.size());
  if (grid.kind() == GridKind::polar) {
    circles_.resize(static_cast<size_t>(grid.rings()));
    for (int cell = 1; cell < grid.size(); ++cell) {
      const int ring = grid.ring_of(cell);
      circles_[static_cast<size_t>(ring)].emplace_back(angle_of(at(cell)), cell);
      for (int side = 0; side < grid.side_count(cell); ++side) {
        const int outer = grid.neighbour(cell, side);
        if (outer == kOutside || outer == 0 || grid.ring_of(outer) != ring + 1) continue;
        const double angle = angle_of(at(outer));
        if (std::abs(std::remainder(angle - angle_of(at(cell)), kTwoPi)) < 1e-9) continue;
        const int id = add_node(at_angle(ring + 0.5, angle), cell, outer);
        bend_[{cell, outer}] = id;
        circles_[static_cast<size_t>(ring)].emplace_back(angle, id);
      }
    }
    for (auto& c : circles_) std::sort(c.begin(), c.end());
  }
  for (int cell = 0; cell < grid.size(); ++cell) {
    if (!grid.exists(cell)) continue;
    WallShape dot;
    dot.a = dot.b = at(cell);
    index_.add(dot, 0, cell);
  }
}

int RouteNodes::outside(int cell, int side) const {
  const auto it = outside_.find({cell, side});
  return it == outside_.end() ? -1 : it->second;
}

int RouteNodes::bend(int a, int b) const {
  if (!is_cell(a) || !is_cell(b)) return -1;
  auto it = bend_.find({a, b});
  if (it == bend_.end()) it = bend_.find({b, a});
  return it == bend_.end() ? -1 : it->second;
}

int RouteNodes::near(GridPoint p, double tolerance) const {
  int found = -1;
  double best = tolerance;
  index_.near(GridBox{p.x, p.y, p.x, p.y}.grown(tolerance), [&](int id) {
    const GridPoint q = at(id);
    const double d = std::hypot(q.x - p.x, q.y - p.y);
    if (d <= best) {
      best = d;
      found = id;
    }
  });
  return found;
}

std::vector<int> RouteNodes::next(int n) const {
  const size_t i = static_cast<size_t>(n);
  if (is_bend(n)) return {cell_of_[i], side_of_[i]};
  if (!is_cell(n)) return cells_of_[static_cast<size_t>(n - cells())];
  const CellGrid& grid = shapes_.grid();
  std::vector<int> out;
  for (int side = 0; side < grid.side_count(n); ++side) {
    const int other = grid.neighbour(n, side);
    if (other == kOutside) {
      out.push_back(outside(n, side));
    } else {
      const int b = bend(n, other);
      out.push_back(b >= 0 ? b : other);
    }
  }
  return out;
}

int RouteNodes::circle_of(int n) const {
  if (shapes_.grid().kind() != GridKind::polar) return -1;
  if (is_bend(n)) return shapes_.grid().ring_of(cell_of_[static_cast<size_t>(n)]);
  if (!is_cell(n) || n == 0) return -1;
  return shapes_.grid().ring_of(n);
}

bool RouteNodes::round(int a, int b) const {
  const int ring = circle_of(a);
  if (ring < 1 || circle_of(b) != ring) return false;
  if (is_bend(a) && is_bend(b)) return false;
  if (is_bend(a)) return cell_of_[static_cast<size_t>(a)] == b;
  if (is_bend(b)) return cell_of_[static_cast<size_t>(b)] == a;
  return true;
}

const std::vector<std::pair<double, int>>& RouteNodes::circle(int ring) const {
  return circles_[static_cast<size_t>(ring)];
}

RouteEdge RouteNodes::step_of(RouteEdge e) const {
  for (const int n : {e.first, e.second}) {
    if (is_bend(n)) {
      const size_t i = static_cast<size_t>(n);
      return make_edge(cell_of_[i], side_of_[i]);
    }
  }
  return e;
}

std::vector<RouteEdge> RouteNodes::edges_of(int a, int b) const {
  const int k = bend(a, b);
  if (k < 0) return {make_edge(a, b)};
  return {make_edge(a, k), make_edge(k, b)};
}

std::string RouteNodes::name(int n) const {
  const CellGrid& grid = shapes_.grid();
  if (is_cell(n)) return grid.cell_name(n);
  const size_t i = static_cast<size_t>(n);
  if (is_bend(n)) {
    return "the bend from " + grid.cell_name(cell_of_[i]) + " to " + grid.cell_name(side_of_[i]);
  }
  return "the outside of " + grid.cell_name(cell_of_[i]) + " (side " + std::to_string(side_of_[i]) +
         ")";
}

}  // namespace mazeproof
