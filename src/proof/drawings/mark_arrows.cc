#include "proof/drawings/mark_arrows.h"

#include <cmath>
#include <limits>

namespace mazeproof {

namespace {

// Corners closer than this are one, points.
constexpr double kSameCorner = 0.01;

double distance(Point a, Point b) { return std::hypot(a.x - b.x, a.y - b.y); }

}  // namespace

std::optional<ArrowFill> arrow_fill(const DrawItem& item) {
  if (item.kind != ItemKind::fill || item.figure || item.segments.empty()) return std::nullopt;
  std::vector<Point> corners;
  const auto add = [&](Point p) {
    for (const Point& c : corners) {
      if (distance(c, p) <= kSameCorner) return;
    }
    corners.push_back(p);
  };
  for (const Segment& s : item.segments) {
    if (s.curve) return std::nullopt;
    add(s.a);
    add(s.b);
    if (corners.size() > 3) return std::nullopt;
  }
  if (corners.size() != 3) return std::nullopt;
  // The tip is the corner opposite the shortest side.
  size_t tip = 0;
  double shortest = std::numeric_limits<double>::infinity();
  for (size_t i = 0; i < 3; ++i) {
    const double side = distance(corners[(i + 1) % 3], corners[(i + 2) % 3]);
    if (side < shortest) {
      shortest = side;
      tip = i;
    }
  }
  const Point a = corners[(tip + 1) % 3];
  const Point b = corners[(tip + 2) % 3];
  ArrowFill out;
  out.tip = corners[tip];
  out.base = {(a.x + b.x) / 2, (a.y + b.y) / 2};
  out.base_length = shortest;
  out.centre = {(corners[0].x + corners[1].x + corners[2].x) / 3,
                (corners[0].y + corners[1].y + corners[2].y) / 3};
  return out;
}

std::vector<WrongArrow> wrong_arrows(const PageDrawing& items, const GridShapes& shapes,
                                     const Placement& placement,
                                     const std::vector<CellOpening>& openings,
                                     const CellOpening& exit) {
  std::vector<ArrowFill> arrows;
  for (const DrawItem& item : items) {
    if (std::optional<ArrowFill> a = arrow_fill(item)) arrows.push_back(*a);
  }
  std::vector<WrongArrow> out;
  for (const CellOpening& o : openings) {
    if (o.side < 0) continue;  // a goal inside the maze has no way out
    const Point in = placement.to_page(shapes.centre(o.cell));
    const Point to = placement.to_page(shapes.outside_point(o.cell, o.side));
    const double length = distance(in, to);
    if (!(length > 0)) continue;
    const Point u{(to.x - in.x) / length, (to.y - in.y) / length};
    const ArrowFill* nearest = nullptr;
    double nearest_along = std::numeric_limits<double>::infinity();
    for (const ArrowFill& a : arrows) {
      const Point d{a.centre.x - in.x, a.centre.y - in.y};
      const double along = d.x * u.x + d.y * u.y;
      const double off = std::abs(d.x * u.y - d.y * u.x);
      if (along > length / 2 && off <= kArrowOffLine && along < nearest_along) {
        nearest = &a;
        nearest_along = along;
      }
    }
    if (!nearest) continue;
    const Point way{nearest->tip.x - nearest->base.x, nearest->tip.y - nearest->base.y};
    const double way_length = std::hypot(way.x, way.y);
    if (!(way_length > 0)) continue;
    const bool is_exit = o == exit;
    const double sign = is_exit ? 1 : -1;
    const double cosine = sign * (way.x * u.x + way.y * u.y) / way_length;
    const double degrees = std::acos(std::clamp(cosine, -1.0, 1.0)) * 180 / M_PI;
    const double width = nearest->base_length / way_length;
    const double slant = std::min(std::abs(u.x), std::abs(u.y));
    const bool too_wide = slant > std::sin(M_PI / 180) && width > kSlantedArrowWidth;
    if (degrees > kArrowAngle || too_wide) out.push_back({o, is_exit, degrees, width, too_wide});
  }
  return out;
}

}  // namespace mazeproof
