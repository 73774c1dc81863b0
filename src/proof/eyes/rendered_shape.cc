#include "proof/eyes/rendered_shape.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "proof/core/tally.h"
#include "proof/drawings/maze_drawings.h"
#include "proof/drawings/shape_area.h"
#include "proof/drawings/shape_walls.h"
#include "proof/model/grid_distance.h"

namespace mazeproof {

namespace {

enum : uint8_t { kIgnore = 0, kLight = 1, kRoute = 2 };

// Whether pixel value `v` breaks the rule of mask class `c`.
inline bool wrong(uint8_t c, uint8_t v) {
  return (c == kLight && v < kLightLevel) || (c == kRoute && v <= kDarkLevel);
}

class ShapeCheck {
 public:
  ShapeCheck(const RenderJob& job, const Raster& raster, const PixelBox& judged,
             std::vector<uint8_t>& mask)
      : job_(job),
        r_(raster),
        judged_(judged),
        area_(*job.shape->area),
        pl_(area_.placement()),
        shapes_(area_.grid()),
        px_(1 / (raster.scale * pl_.unit)),
        gx0_((raster.page.x0 + raster.px0 / raster.scale - pl_.x) / pl_.unit),
        gy0_((pl_.y - raster.page.y1 + raster.py0 / raster.scale) / pl_.unit),
        mask_(mask) {}

  ShapeLook run();

 private:
  // Grid point of raster point (i, j), and raster point of a grid point.
  GridPoint grid_at(double i, double j) const { return {gx0_ + i * px_, gy0_ + j * px_}; }
  Point raster_at(GridPoint g) const {
    const Point p = pl_.to_page(g);
    return {r_.rx(p.x), r_.ry(p.y)};
  }
  // Calls f(i, j, g) for every mask pixel whose centre lies within `reach`
  // grid units of the box of `w`.
  template <typename F>
  void pixels_near(const WallShape& w, double reach, F f) {
    GridBox b = GridBox::of(w.a, w.b);
    if (w.arc) {
      along(w, 0.25, [&](GridPoint p, GridPoint) { b.add(p); });
      b = b.grown(0.05);
    }
    const Point c0 = raster_at({b.x0 - reach, b.y0 - reach});
    const Point c1 = raster_at({b.x1 + reach, b.y1 + reach});
    const int i0 = std::max(ax0_, clamped_int(std::floor(std::min(c0.x, c1.x))));
    const int i1 = std::min(ax1_ - 1, clamped_int(std::ceil(std::max(c0.x, c1.x))));
    const int j0 = std::max(ay0_, clamped_int(std::floor(std::min(c0.y, c1.y))));
    const int j1 = std::min(ay1_ - 1, clamped_int(std::ceil(std::max(c0.y, c1.y))));
    // A straight line far from level: per row, only the pixels within
    // reach of where its line crosses the row (and a pixel more).
    const Point a = raster_at(w.a), e = raster_at(w.b);
    const double dx = e.x - a.x, dy = e.y - a.y;
    const double length = std::sqrt(dx * dx + dy * dy);
    const bool rows = !w.arc && length > 0 && std::abs(dy) / length >= 0.2;
    const double half = rows ? reach / px_ * length / std::abs(dy) + 1 : 0;
    for (int j = j0; j <= j1; ++j) {
      int from = i0, to = i1;
      if (rows) {
        const double y = std::clamp(j + 0.5, std::min(a.y, e.y), std::max(a.y, e.y));
        const double x = a.x + (y - a.y) * dx / dy;
        from = std::max(i0, clamped_int(std::floor(x - half)));
        to = std::min(i1, clamped_int(std::ceil(x + half)));
      }
      for (int i = from; i <= to; ++i) f(i, j, grid_at(i + 0.5, j + 0.5));
    }
  }
  // Calls f(i, j) for every mask pixel whose centre lies within `reach`
  // grid units of the line of `w`: a straight line's row by row as a
  // capsule's stretches, an arc's pixel by pixel.
  template <typename F>
  void pixels_within(const WallShape& w, double reach, F f) {
    if (w.arc) {
      pixels_near(w, reach, [&](int i, int j, GridPoint g) {
        if (point_shape_distance(g, w) <= reach) f(i, j);
      });
      return;
    }
    const Point pa = raster_at(w.a), pb = raster_at(w.b);
    const GridPoint a{pa.x, pa.y}, b{pb.x, pb.y};
    const double r = reach / px_;
    const int j0 = std::max(ay0_, clamped_int(std::floor(std::min(a.y, b.y) - r - 0.5)));
    const int j1 = std::min(ay1_ - 1, clamped_int(std::ceil(std::max(a.y, b.y) + r)));
    for (int j = j0; j <= j1; ++j) {
      double lo = 0, hi = 0;
      if (!capsule_span(a, b, r, j + 0.5, lo, hi)) continue;
      const int i0 = std::max(ax0_, clamped_int(std::ceil(lo - 0.5)));
      const int i1 = std::min(ax1_ - 1, clamped_int(std::floor(hi - 0.5)));
      for (int i = i0; i <= i1; ++i) f(i, j);
    }
  }
  uint8_t& mask(int i, int j) {
    return mask_[static_cast<size_t>(j - ay0_) * static_cast<size_t>(ax1_ - ax0_) +
                 static_cast<size_t>(i - ax0_)];
  }
  std::string place(GridPoint g) const;
  void check_wall(const PossibleWall& wall, const WallShape& w);

  bool judged(int i, int j) const {
    return i >= judged_.i0 && i < judged_.i1 && j >= judged_.j0 && j < judged_.j1;
  }

  const RenderJob& job_;
  const Raster& r_;
  const PixelBox judged_;
  const ShapeArea& area_;
  const Placement& pl_;
  const GridShapes shapes_;
  double px_;         // a pixel, grid units
  double gx0_, gy0_;  // grid point of raster point (0, 0)
  std::vector<uint8_t>& mask_;
  int ax0_ = 0, ay0_ = 0, ax1_ = 0, ay1_ = 0;
  ShapeLook look_;
};

std::string ShapeCheck::place(GridPoint g) const {
  const int cell = shapes_.cell_at(g);
  if (cell >= 0) return "in " + shapes_.grid().cell_name(cell);
  char buffer[64];
  const Point p = pl_.to_page(g);
  std::snprintf(buffer, sizeof buffer, "beside the grid at (%.1f, %.1f) pt", p.x, p.y);
  return buffer;
}

// Dark along its line: at each pixel along it, the darkest pixel across
// the thinnest wall's width.
void ShapeCheck::check_wall(const PossibleWall& wall, const WallShape& w) {
  {
    // A wall wholly outside the judged pixels is another tile's.
    GridBox b = GridBox::of(w.a, w.b);
    if (w.arc) {
      along(w, 0.25, [&](GridPoint p, GridPoint) { b.add(p); });
      b = b.grown(0.05);
    }
    const Point c0 = raster_at({b.x0, b.y0}), c1 = raster_at({b.x1, b.y1});
    if (std::max(c0.x, c1.x) < judged_.i0 - 1 || std::min(c0.x, c1.x) > judged_.i1 + 1 ||
        std::max(c0.y, c1.y) < judged_.j0 - 1 || std::min(c0.y, c1.y) > judged_.j1 + 1)
      return;
  }
  const double length_px = w.length() / px_;
  const int steps = std::max(2, clamped_int(std::ceil(length_px)));
  const double half = job_.thinnest_wall * r_.scale / 2;
  const int reach = std::max(0, clamped_int(std::ceil(half - 0.5)));
  const uint8_t dark =
      static_cast<uint8_t>(std::min(std::max(kDarkGrey, job_.wall_grey + 0.15), kLightGrey) * 255);
  const double length = w.length();
  const GridPoint straight_normal{-(w.b.y - w.a.y) / length, (w.b.x - w.a.x) / length};
  for (int k = 0; k <= steps; ++k) {
    const double t = static_cast<double>(k) / steps;
    GridPoint g, normal = straight_normal;
    if (w.arc) {
      const double angle = w.from + (w.to - w.from) * t;
      g = at_angle(w.radius, angle);
      normal = at_angle(1, angle);
    } else {
      g = {w.a.x + (w.b.x - w.a.x) * t, w.a.y + (w.b.y - w.a.y) * t};
    }
    const Point at = raster_at(g);
    if (!judged(clamped_int(std::floor(at.x)), clamped_int(std::floor(at.y)))) continue;
    // Grid y runs down like raster y: a grid direction is a raster one.
    uint8_t darkest = 255;
    for (int d = -reach; d <= reach; ++d) {
      const int i = clamped_int(std::floor(at.x + normal.x * d));
      const int j = clamped_int(std::floor(at.y + normal.y * d));
      if (i < 0 || j < 0 || i >= r_.width || j >= r_.height) continue;
      darkest = std::min(darkest, r_.at(i, j));
    }
    if (darkest > dark) {
      look_.walls.add(
          [&] { return wall_name(shapes_.grid(), wall) + " (" + grey_text(darkest) + ")"; });
      return;
    }
  }
}

ShapeLook ShapeCheck::run() {
  const ShapeRender& shape = *job_.shape;
  if (!r_.page.contains(shape.outline.grown(job_.widest_wall / 2), kClearancePt)) {
    look_.stop = job_.where +
                 "rendered: the drawing reaches beyond the visible page (its crop or media box)";
    return look_;
  }
  const Box& keep = area_.box();
  ax0_ = std::max(std::max(0, judged_.i0), clamped_int(std::floor(r_.rx(keep.x0))));
  ax1_ = std::min(std::min(r_.width, judged_.i1), clamped_int(std::ceil(r_.rx(keep.x1))) + 1);
  ay0_ = std::max(std::max(0, judged_.j0), clamped_int(std::floor(r_.ry(keep.y1))));
  ay1_ = std::min(std::min(r_.height, judged_.j1), clamped_int(std::ceil(r_.ry(keep.y0))) + 1);
  if (ax1_ <= ax0_ || ay1_ <= ay0_) {
    // A tile beside the drawing has nothing to judge; a whole render must.
    if (judged_.i0 == 0 && judged_.j0 == 0 && judged_.i1 == r_.width && judged_.j1 == r_.height)
      look_.stop = job_.where + "rendered: the drawing is off the page";
    return look_;
  }
  mask_.assign(static_cast<size_t>(ax1_ - ax0_) * static_cast<size_t>(ay1_ - ay0_), kIgnore);
  // The grid's area, and the band round it less a pixel for its soft edge.
  for (int j = ay0_; j < ay1_; ++j) {
    shapes_.fill_inside(grid_at(0, j + 0.5).y, grid_at(ax0_ + 0.5, 0).x, px_, ax1_ - ax0_,
                        &mask(ax0_, j), kLight);
  }
  const double band = area_.grow() - px_;
  for (const WallShape& w : area_.outline())
    pixels_within(w, band, [&](int i, int j) { mask(i, j) = kLight; });
  // A puzzle variant's marks: their slots are judged by neither rule (a
  // route crossing them still is).
  for (const GridBox& slot : area_.mark_slots()) {
    const GridBox s = slot.grown(kEdgePixels * px_);
    WallShape level;  // level, so that every pixel of the box is visited
    level.a = {s.x0, (s.y0 + s.y1) / 2};
    level.b = {s.x1, (s.y0 + s.y1) / 2};
    pixels_near(level, (s.y1 - s.y0) / 2, [&](int i, int j, GridPoint g) {
      if (g.x >= s.x0 && g.x <= s.x1 && g.y >= s.y0 && g.y <= s.y1) mask(i, j) = kIgnore;
    });
  }
  const double route_half = (job_.route_width * r_.scale / 2 + kEdgePixels) * px_;
  for (size_t k = 0; k + 1 < job_.route.size(); ++k) {
    WallShape piece;
    piece.a = pl_.to_grid(job_.route[k]);
    piece.b = pl_.to_grid(job_.route[k + 1]);
    pixels_within(piece, route_half, [&](int i, int j) { mask(i, j) = kRoute; });
  }
  // Walls: the band they may touch is no one's to judge.
  const double wall_half = (job_.widest_wall * r_.scale / 2 + kEdgePixels) * px_;
  const CellGrid& grid = shapes_.grid();
  for (const ShapeRender::Drawn& d : shape.drawn) {
    const PossibleWall wall{d.cell, d.side, grid.neighbour(d.cell, d.side)};
    const WallShape line = shapes_.wall(d.cell, d.side);
    pixels_within(line, wall_half, [&](int i, int j) { mask(i, j) = kIgnore; });
    check_wall(wall, line);
  }
  if (area_.slot()) {
    const double slot = kCentreSlot + kEdgePixels * px_;
    WallShape centre;
    pixels_near(centre, slot, [&](int i, int j, GridPoint g) {
      if (std::hypot(g.x, g.y) <= slot) mask(i, j) = kIgnore;
    });
  }
  const size_t span = static_cast<size_t>(ax1_ - ax0_);
  for (int j = ay0_; j < ay1_; ++j) {
    const uint8_t* row_mask = &mask(ax0_, j);
    const uint8_t* row = r_.grey + static_cast<size_t>(j) * r_.stride + ax0_;
    // Most rows hold nothing to report: found in one pass without a branch.
    uint8_t bad = 0;
    for (size_t k = 0; k < span; ++k) bad |= static_cast<uint8_t>(wrong(row_mask[k], row[k]));
    if (bad == 0) continue;
    for (size_t k = 0; k < span; ++k) {
      const uint8_t c = row_mask[k];
      const uint8_t v = row[k];
      if (!wrong(c, v)) continue;
      const int i = ax0_ + static_cast<int>(k);
      auto words = [&] { return place(grid_at(i + 0.5, j + 0.5)) + " (" + grey_text(v) + ")"; };
      if (c == kLight) look_.ink.add(words);
      if (c == kRoute) look_.route_dark.add(words);
    }
  }
  for (size_t k = 0; k + 1 < job_.route.size(); ++k) {
    const double x0 = r_.rx(job_.route[k].x), y0 = r_.ry(job_.route[k].y);
    const double x1 = r_.rx(job_.route[k + 1].x), y1 = r_.ry(job_.route[k + 1].y);
    const double length = std::hypot(x1 - x0, y1 - y0);
    const int steps = std::max(1, clamped_int(std::ceil(length / 0.5)));
    for (int s = 0; s <= steps; ++s) {
      const double x = x0 + (x1 - x0) * s / steps, y = y0 + (y1 - y0) * s / steps;
      const int i = clamped_int(std::floor(x)), j = clamped_int(std::floor(y));
      if (i < 0 || j < 0 || i >= r_.width || j >= r_.height || !judged(i, j)) continue;
      const uint8_t v = r_.at(i, j);
      if (v < kRouteLowLevel || v > kRouteHighLevel) {
        look_.route_missing.add([&] { return place(grid_at(x, y)) + " (" + grey_text(v) + ")"; });
        break;  // one point a piece is enough
      }
    }
  }
  return look_;
}

}  // namespace

void ShapeLook::merge(const ShapeLook& later) {
  if (stop.empty()) stop = later.stop;
  for (auto [into, from] : {std::pair{&walls, &later.walls}, std::pair{&ink, &later.ink},
                            std::pair{&route_missing, &later.route_missing},
                            std::pair{&route_dark, &later.route_dark}}) {
    if (into->count == 0) into->first = from->first;
    into->count += from->count;
  }
}

std::vector<std::string> ShapeLook::lines(const std::string& where) const {
  if (!stop.empty()) return {stop};
  std::vector<std::string> out;
  const std::string at = where + "rendered: ";
  if (walls.count > 0)
    out.push_back(at + std::to_string(walls.count) + " wall(s) not dark, first " + walls.first);
  if (ink.count > 0) {
    out.push_back(at + std::to_string(ink.count) +
                  " pixel(s) not light where the proof found no wall, first " + ink.first);
  }
  if (route_missing.count > 0) {
    out.push_back(at + "the route does not show in " + std::to_string(route_missing.count) +
                  " piece(s), first " + route_missing.first);
  }
  if (route_dark.count > 0) {
    out.push_back(at + std::to_string(route_dark.count) + " dark pixel(s) on the route, first " +
                  route_dark.first);
  }
  return out;
}

ShapeLook look_at_shape(const RenderJob& job, const Raster& raster, const PixelBox& judged,
                        std::vector<uint8_t>* scratch) {
  std::vector<uint8_t> own;
  return ShapeCheck(job, raster, judged, scratch ? *scratch : own).run();
}

std::vector<std::string> compare_shape_drawing(const RenderJob& job, const Raster& raster) {
  return look_at_shape(job, raster, PixelBox{0, 0, raster.width, raster.height}).lines(job.where);
}

}  // namespace mazeproof
