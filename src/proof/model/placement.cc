#include "proof/model/placement.h"

#include <algorithm>
#include <cmath>

namespace mazeproof {

double placement_gap(const Placement& a, const Placement& b, const GridBounds& bounds) {
  double most = 0;
  for (const GridPoint g : {GridPoint{bounds.x0, bounds.y0}, GridPoint{bounds.x1, bounds.y0},
                            GridPoint{bounds.x0, bounds.y1}, GridPoint{bounds.x1, bounds.y1}}) {
    const Point p = a.to_page(g), q = b.to_page(g);
    most = std::max(most, std::hypot(p.x - q.x, p.y - q.y));
  }
  return most / a.unit;
}

}  // namespace mazeproof
