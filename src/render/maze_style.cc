#include "render/maze_style.h"

#include <algorithm>

namespace mazebook {

double route_width(double unit, double corridor, PassageLimit limit) {
  const double share = limit == PassageLimit::kept ? std::min(corridor, 1.0) : corridor;
  return std::max(unit * share * kRouteShare, kMinRouteWidth);
}

double walk_width(double unit) { return std::max(unit * kWalkShare, kMinRouteWidth); }

LineStyle wall_line(GridKind kind) {
  if (kind == GridKind::rect || kind == GridKind::masked) return {LineCap::square, LineJoin::miter};
  return {LineCap::round, LineJoin::round};
}

double sample_wall_width(int unit_pixels) { return std::max(1.0, unit_pixels / 6.0) / unit_pixels; }

double sample_route_width(int unit_pixels) {
  return std::max(sample_wall_width(unit_pixels) * 1.5, 0.3);
}

double sample_weave_wall_width(int unit_pixels) {
  return std::max(1.0, unit_pixels / 16.0) / unit_pixels;
}

LineCap sample_wall_cap(GridKind kind) {
  return kind == GridKind::rect ? LineCap::square : LineCap::round;
}

}  // namespace mazebook
