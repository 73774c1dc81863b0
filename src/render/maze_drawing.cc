#include "render/maze_drawing.h"

#include <algorithm>
#include <vector>

#include "render/mark_label.h"
#include "render/shaped_drawing.h"
#include "render/stroke_pieces.h"
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

// Half a cell and a little more, but never much smaller than the label
// beside it (large-print marks get larger arrows).
double arrow_size(const Drawing& d, const BookTemplate& t) {
  return std::clamp(d.cell * 0.55, std::max(kMinArrow, t.marks_size * 0.6), kMaxArrow);
}

// Room between the keep-clear area round the walls (their ink and 0.5 pt,
// src/proof/DRAWING_RULES.md) and a mark, points.
constexpr double kMarkGap = 2.5;

// The label's box, as tall as its ink (mark_label_ink): the room kept for
// it holds what Pango lays out and the line box a PDF reader measures.
struct PlacedLabel {
  double width = 0;
  double height = 0;
  double top = 0;  // where the ink starts below the box's top (0 or more)
};
PlacedLabel label_box(cairo_t* cr, const BookTemplate& t, bool start) {
  const LabelBox box = mark_label_box(cr, t, start);
  const LabelInk ink = mark_label_ink(cr, t, start);
  return {box.width, ink.bottom - ink.top, -ink.top};
}

// A filled triangle centred on `mid`, pointing along `step` when `inward`
// is false and against it when true.
void fill_arrow_at(cairo_t* cr, const Point& mid, const Point& step, double size, bool inward) {
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

// A mark at a top or bottom opening: the arrow just beyond the wall, its
// label beside it on the side towards the grid's middle, both in the band
// mark_band_height() keeps.
void draw_mark_beside(cairo_t* cr, const Drawing& d, const Spot& o, bool start,
                      const BookTemplate& t, const MarkArt& art) {
  const Point c = cell_centre(d, o.x, o.y);
  const Point step = outward(o.side);
  const double size = arrow_size(d, t);
  const PlacedLabel box = label_box(cr, t, start);
  const double clear = d.wall + 0.5 + kMarkGap;  // from the grid's outline
  const double middle = clear + std::max(size, box.height) / 2;
  const double edge_y = o.side == Side::top ? d.grid.y : d.grid.y + d.grid.height;
  const Point mid{c.x, edge_y + step.y * middle};
  set_colour(cr, start ? t.start : t.finish);
  fill_arrow_at(cr, mid, step, size, start);
  // Beside the arrow, towards the middle, kept within the grid's width
  // when the grid is wide enough.
  const bool right = c.x <= d.grid.x + d.grid.width / 2;
  double left = right ? c.x + size * 0.5 + kMarkGap : c.x - size * 0.5 - kMarkGap - box.width;
  if (box.width + size + 2 * kMarkGap <= d.grid.width / 2)
    left = std::clamp(left, d.grid.x, d.grid.x + d.grid.width - box.width);
  draw_mark_label(cr, t, start, left, mid.y - box.height / 2 + box.top, art);
}

// A mark at a side opening: the arrow just beyond the wall, its label
// further out on the same line.
void draw_mark_beyond(cairo_t* cr, const Drawing& d, const Spot& o, bool start,
                      const BookTemplate& t, const MarkArt& art) {
  set_colour(cr, start ? t.start : t.finish);
  const Point step = outward(o.side);
  const Point c = cell_centre(d, o.x, o.y);
  const double size = arrow_size(d, t);
  // Centre of the arrow: just beyond the outer wall.
  const double gap = d.cell / 2 + d.wall + size * 0.6;
  fill_arrow_at(cr, {c.x + step.x * gap, c.y + step.y * gap}, step, size, start);
  const double beyond = d.cell / 2 + d.wall + size * 1.2 + 3;
  const LabelBox box = mark_label_box(cr, t, start);
  const double left = o.side == Side::left ? c.x - beyond - box.width : c.x + beyond;
  draw_mark_label(cr, t, start, left, c.y - box.height / 2, art);
}

void draw_mark(cairo_t* cr, const Drawing& d, const Spot& o, bool start, const BookTemplate& t,
               const MarkArt& art) {
  if (o.side == Side::top || o.side == Side::bottom) {
    draw_mark_beside(cr, d, o, start, t, art);
  } else {
    draw_mark_beyond(cr, d, o, start, t, art);
  }
}

}  // namespace

void stroke_wall_runs(cairo_t* cr, const Maze& maze, const Drawing& d, int per_stroke) {
  cairo_save(cr);
  cairo_set_line_width(cr, d.wall);
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE);
  cairo_new_path(cr);
  for (const WallRun& run : wall_runs(maze)) {
    cairo_move_to(cr, d.grid.x + run.x0 * d.cell, d.grid.y + run.y0 * d.cell);
    cairo_line_to(cr, d.grid.x + run.x1 * d.cell, d.grid.y + run.y1 * d.cell);
  }
  stroke_in_pieces(cr, per_stroke);
  cairo_restore(cr);
}

void draw_walls(cairo_t* cr, const Maze& maze, const Drawing& d, int per_stroke) {
  cairo_save(cr);
  set_colour(cr, kWallColour);
  if (maze.grid().kind() == GridKind::rect) {
    stroke_wall_runs(cr, maze, d, per_stroke);
  } else {
    stroke_shaped_walls(cr, maze, d, per_stroke);
  }
  cairo_restore(cr);
}

void draw_route(cairo_t* cr, const Maze& maze, std::span<const int32_t> route, const Drawing& d,
                int per_stroke) {
  if (route.empty()) return;
  if (maze.grid().kind() != GridKind::rect) {
    cairo_save(cr);
    set_colour(cr, kRouteColour);
    stroke_shaped_route(cr, maze, route, d,
                        std::max(d.cell * maze.grid().corridor_width() * 0.38, 0.75), per_stroke);
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
  stroke_in_pieces(cr, per_stroke);
  cairo_restore(cr);
}

void draw_marks(cairo_t* cr, const Maze& maze, const Drawing& d, const BookTemplate& t,
                const MarkArt& art) {
  if (maze.grid().kind() != GridKind::rect) {
    draw_shaped_marks(cr, maze, d, t, art);
    return;
  }
  cairo_save(cr);
  draw_mark(cr, d, spot_of(maze, maze.entrance()), true, t, art);
  draw_mark(cr, d, spot_of(maze, maze.exit()), false, t, art);
  cairo_restore(cr);
}

void draw_rect_mark(cairo_t* cr, const Maze& maze, const Drawing& d, const BookTemplate& t,
                    bool start, const MarkArt& art) {
  cairo_save(cr);
  draw_mark(cr, d, spot_of(maze, start ? maze.entrance() : maze.exit()), start, t, art);
  cairo_restore(cr);
}

double mark_band_height(cairo_t* cr, const BookTemplate& t) {
  const double label = std::max(label_box(cr, t, true).height, label_box(cr, t, false).height);
  // The keep-clear room and gap, the taller of the largest arrow and the
  // label, and the gap again before whatever is next.
  return 0.5 + kMarkGap + std::max(kMaxArrow, label) + kMarkGap;
}

double mark_reach_vertical(const BookTemplate& t) {
  // Arrow (at most 14 pt and its gap) plus one line of label text, or the
  // picture beside it when taller.
  return kMaxArrow * 1.2 + 3 + std::max(t.marks_size * 1.6, t.mark_picture) + 4;
}

double mark_reach_side(cairo_t* cr, const BookTemplate& t) {
  TextStyle style{t.label_font, t.marks_size, t.text, Align::left};
  const double start = measure_text(cr, t.text_for("start", {}), style, 0).width;
  const double finish = measure_text(cr, t.text_for("finish", {}), style, 0).width;
  // A picture's square and its gap come before the word.
  const double picture = t.mark_picture > 0 ? t.mark_picture + 4 : 0;
  return kMaxArrow * 1.2 + 3 + picture + std::max(start, finish) + t.marks_size + 4;
}

}  // namespace mazebook
