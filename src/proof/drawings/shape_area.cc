#include "proof/drawings/shape_area.h"

#include <cmath>

#include "proof/drawings/maze_drawings.h"
#include "proof/model/grid_distance.h"

namespace mazeproof {

namespace {

GridBox area_of(const CellGrid& grid) {
  const GridBounds b = GridShapes(grid).bounds();
  return {b.x0, b.y0, b.x1, b.y1};
}

bool same(Point a, Point b) { return std::abs(a.x - b.x) < 1e-6 && std::abs(a.y - b.y) < 1e-6; }

}  // namespace

ShapeArea::ShapeArea(CellGrid grid, const Placement& placement, double wall_pt, bool slot)
    : grid_(std::move(grid)),
      placement_(placement),
      slot_(slot),
      grow_((wall_pt + kClearancePt) / placement.unit),
      index_(area_of(grid_)) {
  const GridShapes shapes(grid_);
  // The outer walls in GridShapes::walls() order, without making the
  // inner ones (a poster has millions).
  for (int cell = 0; cell < grid_.size(); ++cell) {
    if (!grid_.exists(cell)) continue;
    for (int side = 0; side < grid_.side_count(cell); ++side) {
      if (grid_.neighbour(cell, side) != kOutside) continue;
      outline_.push_back(shapes.wall(cell, side));
    }
  }
  index_.add_all(outline_.size(), grow_, [&](size_t i) -> const WallShape& { return outline_[i]; });
  const GridBounds b = shapes.bounds();
  box_.add(placement_.to_page({b.x0, b.y0}));
  box_.add(placement_.to_page({b.x1, b.y1}));
  box_ = box_.grown(grow_ * placement_.unit);
  for (int cell = 0; cell < grid_.size(); ++cell) {
    if (!grid_.exists(cell)) continue;
    inner_ = shapes.centre(cell);
    break;
  }
}

bool ShapeArea::holds(GridPoint p) const {
  if (GridShapes(grid_).inside(p)) return true;
  bool near = false;
  index_.near(GridBox{p.x, p.y, p.x, p.y}.grown(grow_), [&](int id) {
    if (!near && point_shape_distance(p, outline_[static_cast<size_t>(id)]) <= grow_) near = true;
  });
  return near;
}

std::vector<std::pair<GridPoint, GridPoint>> ShapeArea::edges_of(const DrawItem& item) const {
  std::vector<std::pair<GridPoint, GridPoint>> edges;
  const auto add = [&](Point a, Point b) {
    edges.push_back({placement_.to_grid(a), placement_.to_grid(b)});
  };
  if (item.kind != ItemKind::fill || item.segments.empty()) {
    const Box& b = item.box;
    add({b.x0, b.y0}, {b.x1, b.y0});
    add({b.x1, b.y0}, {b.x1, b.y1});
    add({b.x1, b.y1}, {b.x0, b.y1});
    add({b.x0, b.y1}, {b.x0, b.y0});
    return edges;
  }
  // A curve lies in the hull of its four points: every edge between them.
  Point start = item.segments.front().a;
  for (size_t i = 0; i < item.segments.size(); ++i) {
    const Segment& s = item.segments[i];
    if (i > 0 && !same(item.segments[i - 1].b, s.a)) {
      add(item.segments[i - 1].b, start);  // a fill closes each subpath
      start = s.a;
    }
    if (!s.curve) {
      add(s.a, s.b);
      continue;
    }
    const Point p[4] = {s.a, s.c1, s.c2, s.b};
    for (int j = 0; j < 4; ++j) {
      for (int k = j + 1; k < 4; ++k) add(p[j], p[k]);
    }
  }
  add(item.segments.back().b, start);
  return edges;
}

bool ShapeArea::reaches(const DrawItem& item) const {
  if (!item.box.overlaps(box_)) return false;
  const std::vector<std::pair<GridPoint, GridPoint>> edges = edges_of(item);
  for (const auto& edge : edges) {
    const GridPoint a = edge.first, b = edge.second;
    if (holds(a) || holds(b)) return true;
    WallShape line;
    line.a = a;
    line.b = b;
    bool near = false;
    index_.near(line, grow_, [&](int id) {
      if (!near && segment_shape_distance(a, b, outline_[static_cast<size_t>(id)]) <= grow_)
        near = true;
    });
    if (near) return true;
  }
  // The item could surround the whole area: is a cell centre inside its
  // path (curves as chords, which is enough this far from its edge)?
  std::vector<std::pair<GridPoint, GridPoint>> polygon;
  if (item.kind != ItemKind::fill || item.segments.empty()) {
    polygon = edges;
  } else {
    Point start = item.segments.front().a;
    for (size_t i = 0; i < item.segments.size(); ++i) {
      const Segment& s = item.segments[i];
      if (i > 0 && !same(item.segments[i - 1].b, s.a)) {
        polygon.push_back({placement_.to_grid(item.segments[i - 1].b), placement_.to_grid(start)});
        start = s.a;
      }
      polygon.push_back({placement_.to_grid(s.a), placement_.to_grid(s.b)});
    }
    polygon.push_back({placement_.to_grid(item.segments.back().b), placement_.to_grid(start)});
  }
  int crossings = 0;
  for (const auto& [a, b] : polygon) {
    if ((a.y > inner_.y) != (b.y > inner_.y) &&
        inner_.x < a.x + (inner_.y - a.y) / (b.y - a.y) * (b.x - a.x))
      ++crossings;
  }
  return crossings % 2 == 1;
}

bool ShapeArea::in_mark_slot(const DrawItem& item) const {
  if (mark_slots_.empty()) return false;
  const std::vector<std::pair<GridPoint, GridPoint>> edges = edges_of(item);
  for (const GridBox& slot : mark_slots_) {
    const GridBox s = slot.grown(0.01);
    bool inside = true;
    for (const auto& [a, b] : edges) {
      inside = inside && a.x >= s.x0 && a.x <= s.x1 && a.y >= s.y0 && a.y <= s.y1 && b.x >= s.x0 &&
               b.x <= s.x1 && b.y >= s.y0 && b.y <= s.y1;
    }
    if (inside) return true;
  }
  return false;
}

bool ShapeArea::in_slot(const DrawItem& item) const {
  if (!slot_) return false;
  for (const auto& [a, b] : edges_of(item)) {
    if (std::hypot(a.x, a.y) > kCentreSlot || std::hypot(b.x, b.y) > kCentreSlot) return false;
  }
  return true;
}

}  // namespace mazeproof
