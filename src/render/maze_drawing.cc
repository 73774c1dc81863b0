#include "render/maze_drawing.h"

#include <algorithm>
#include <vector>

#include "render/mark_label.h"
#include "render/shaped_drawing.h"
#include "render/text.h"
#include "render/wall_runs.h"

namespace mazebook {

namespace {

struct Point {
  double x;
  double y;
};

// An opening of a rectangle by column, row and side.
struct Spot {
  int x = 0;
  int y = 0;
  Side side = Side::top;
};

Spot spot_of(const Maze& maze, const Opening& o) {
  return {o.cell % maze.columns(), o.cell / maze.columns(), static_cast<Side>(o.side)};
}

Point cell_centre(const Drawing& d, int x, int y) {
  return {d.grid.x + (x + 0.5) * d.cell, d.grid.y + (y + 0.5) * d.cell};
}

// The unit step from an opening's cell to the outside.
Point outward(Side side) {
  switch (side) {
    case Side::top:
      return {0, -1};
    case Side::right:
      return {1, 0};
    case Side::bottom:
      return {0, 1};
    case Side::left:
      return {-1, 0};
  }
  return {0, -1};
}

Point outside_point(const Drawing& d, const Spot& o) {
  const Point c = cell_centre(d, o.x, o.y);
  const Point step = outward(o.side);
  return {c.x + step.x * d.cell, c.y + step.y * d.cell};
}

double arrow_size(const Drawing& d) { return std::clamp(d.cell * 0.55, 7.0, 14.0); }

// A filled triangle just outside the opening, pointing into the maze when
// `inward`, else away from it.
void fill_arrow(cairo_t* cr, const Drawing& d, const Spot& o, bool inward) {
  const Point step = outward(o.side);
  const Point c = cell_centre(d, o.x, o.y);
  const double size = arrow_size(d);
  // Centre of the arrow: just beyond the outer wall.
  const double gap = d.cell / 2 + d.wall + size * 0.6;
  const Point mid{c.x + step.x * gap, c.y + step.y * gap};
  const double dir = inward ? -1 : 1;  // along `step`
  const Point tip{mid.x + step.x * dir * size * 0.5, mid.y + step.y * dir * size * 0.5};
  const Point base{mid.x - step.x * dir * size * 0.5, mid.y - step.y * dir * size * 0.5};
  const Point across{-step.y * size * 0.5, step.x * size * 0.5};
  cairo_move_to(cr, tip.x, tip.y);
  cairo_line_to(cr, base.x + across.x, base.y + across.y);
  cairo_line_to(cr, base.x - across.x, base.y - across.y);
  cairo_close_path(cr);
  cairo_fill(cr);
}

void draw_mark(cairo_t* cr, const Drawing& d, const Spot& o, bool start, const BookTemplate& t) {
  set_colour(cr, start ? t.start : t.finish);
  fill_arrow(cr, d, o, start);

  const Point c = cell_centre(d, o.x, o.y);
  const double beyond = d.cell / 2 + d.wall + arrow_size(d) * 1.2 + 3;
  const LabelBox box = mark_label_box(cr, t, start);
  // The label's box, placed beyond the arrow on the opening's side.
  double left = c.x - box.width / 2;
  double top = c.y - box.height / 2;
  if (o.side == Side::top) top = c.y - beyond - box.height;
  if (o.side == Side::bottom) top = c.y + beyond;
  if (o.side == Side::left) left = c.x - beyond - box.width;
  if (o.side == Side::right) left = c.x + beyond;
  draw_mark_label(cr, t, start, left, top);
}

}  // namespace

void stroke_wall_runs(cairo_t* cr, const Maze& maze, const Drawing& d) {
  cairo_save(cr);
  cairo_set_line_width(cr, d.wall);
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE);
  cairo_new_path(cr);
  for (const WallRun& run : wall_runs(maze)) {
    cairo_move_to(cr, d.grid.x + run.x0 * d.cell, d.grid.y + run.y0 * d.cell);
    cairo_line_to(cr, d.grid.x + run.x1 * d.cell, d.grid.y + run.y1 * d.cell);
  }
  cairo_stroke(cr);
  cairo_restore(cr);
}

void draw_walls(cairo_t* cr, const Maze& maze, const Drawing& d) {
  cairo_save(cr);
  set_colour(cr, kWallColour);
  if (maze.grid().kind() == GridKind::rect) {
    stroke_wall_runs(cr, maze, d);
  } else {
    stroke_shaped_walls(cr, maze, d);
  }
  cairo_restore(cr);
}

void draw_route(cairo_t* cr, const Maze& maze, std::span<const int32_t> route, const Drawing& d) {
  if (route.empty()) return;
  if (maze.grid().kind() != GridKind::rect) {
    cairo_save(cr);
    set_colour(cr, kRouteColour);
    stroke_shaped_route(cr, maze, route, d,
                        std::max(d.cell * maze.grid().corridor_width() * 0.38, 0.75));
    cairo_restore(cr);
    return;
  }
  std::vector<Point> points;
  points.push_back(outside_point(d, spot_of(maze, maze.entrance())));
  for (const int32_t cell : route)
    points.push_back(cell_centre(d, cell % maze.columns(), cell / maze.columns()));
  points.push_back(outside_point(d, spot_of(maze, maze.exit())));
  // Keep only the corners: a straight stretch is one segment.
  std::vector<Point> corners{points.front()};
  for (size_t i = 1; i + 1 < points.size(); ++i) {
    const Point& a = corners.back();
    const Point& b = points[i];
    const Point& c = points[i + 1];
    const bool straight = (a.x == b.x && b.x == c.x) || (a.y == b.y && b.y == c.y);
    if (!straight) corners.push_back(b);
  }
  corners.push_back(points.back());
  cairo_save(cr);
  set_colour(cr, kRouteColour);
  cairo_set_line_width(cr, std::max(d.cell * 0.38, 0.75));
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
  cairo_new_path(cr);
  cairo_move_to(cr, corners[0].x, corners[0].y);
  for (size_t i = 1; i < corners.size(); ++i) cairo_line_to(cr, corners[i].x, corners[i].y);
  cairo_stroke(cr);
  cairo_restore(cr);
}

void draw_marks(cairo_t* cr, const Maze& maze, const Drawing& d, const BookTemplate& t) {
  if (maze.grid().kind() != GridKind::rect) {
    draw_shaped_marks(cr, maze, d, t);
    return;
  }
  cairo_save(cr);
  draw_mark(cr, d, spot_of(maze, maze.entrance()), true, t);
  draw_mark(cr, d, spot_of(maze, maze.exit()), false, t);
  cairo_restore(cr);
}

double mark_reach_vertical(const BookTemplate& t) {
  // Arrow (at most 14 pt and its gap) plus one line of label text.
  return 14 * 1.2 + 3 + t.marks_size * 1.6 + 4;
}

double mark_reach_side(cairo_t* cr, const BookTemplate& t) {
  TextStyle style{t.label_font, t.marks_size, t.text, Align::left};
  const double start = measure_text(cr, t.text_for("start", {}), style, 0).width;
  const double finish = measure_text(cr, t.text_for("finish", {}), style, 0).width;
  return 14 * 1.2 + 3 + std::max(start, finish) + t.marks_size + 4;
}

}  // namespace mazebook
