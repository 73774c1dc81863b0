#include "book/solution_rule.h"

#include <algorithm>

namespace mazebook {

double min_auto_corridor_pt(GridKind kind) {
  switch (kind) {
    case GridKind::rect:
    case GridKind::masked:
      // Straight corridors on a square lattice: at 5.5 pt the route is
      // 2.1 pt wide with at least 0.8 pt of paper either side of it.
      return 5.5;
    case GridKind::polar:
    case GridKind::triangle:
      // Curved or turning at every cell, measured where they are narrowest
      // (a circle's inner ring, a triangle's inscribed circle).
      return 6.0;
    case GridKind::hex:
      // A hexagon's walls are short (0.58 of its corridor) and the route
      // turns at nearly every cell.
      return 7.0;
  }
  return 7.0;
}

double book_route_width(double unit, double corridor) {
  return std::max(unit * std::min(corridor, 1.0) * kRouteShare, kMinRouteWidth);
}

bool readable_solution(GridKind kind, double unit, double corridor) {
  constexpr double kSlack = 1e-9;
  return unit * corridor >= min_auto_corridor_pt(kind) - kSlack &&
         book_route_width(unit, corridor) >= kMinReadableRoutePt - kSlack;
}

}  // namespace mazebook
