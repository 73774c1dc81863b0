#include "render/shaped_drawing.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "base/error.h"
#include "render/grid_paths.h"
#include "render/mark_label.h"
#include "render/stroke_pieces.h"
#include "render/text.h"

namespace mazebook {

namespace {

// The route is at most this share of a passage wide (a unit: a side of a
// square, hexagon or triangle), as a rectangle's route is of its cell.
constexpr double kRouteShare = 0.38;

// Runs `add` (which builds a path in grid units) under the drawing's
// placement; the path stays in page coordinates after.
template <typename Add>
void add_placed(cairo_t* cr, const Grid& grid, const Drawing& d, Add add) {
  const GridBox box = grid.bounds();
  cairo_save(cr);
  cairo_translate(cr, d.grid.x - box.x0 * d.cell, d.grid.y - box.y0 * d.cell);
  cairo_scale(cr, d.cell, d.cell);
  add();
  cairo_restore(cr);
}

double arrow_size(const Drawing& d) { return std::clamp(d.cell * 0.55, 7.0, 14.0); }

struct PageBox {
  double left = 0;
  double top = 0;
  double right = 0;
  double bottom = 0;
};

// Calls `piece(a, b)` for every standing wall as page segments (and, with
// `openings`, the outer walls left open too: the outline of the grid's
// area); an arc as chords that stray from it by at most 0.05 pt.
template <typename Piece>
void for_each_wall_piece(const Maze& maze, const Drawing& d, bool openings, Piece piece) {
  const Grid& grid = maze.grid();
  const auto at_angle = [&](double radius, double angle) {
    return on_page(grid, d, {radius * std::cos(angle), -radius * std::sin(angle)});
  };
  for (int32_t cell = 0; cell < maze.size(); ++cell) {
    if (!grid.exists(cell)) continue;
    for (int side = 0; side < grid.side_count(cell); ++side) {
      const int32_t next = grid.neighbour(cell, side);
      const bool stands = next == kOutside ? openings || !(maze.entrance() == Opening{cell, side} ||
                                                           maze.exit() == Opening{cell, side})
                                           : next > cell && !maze.is_open(cell, side);
      if (!stands) continue;
      const WallShape w = grid.wall_shape(cell, side);
      if (!w.arc) {
        piece(on_page(grid, d, w.a), on_page(grid, d, w.b));
        continue;
      }
      const double r = w.radius * d.cell;
      const double step = 2 * std::acos(std::max(0.0, 1 - 0.05 / r));
      const int n = std::max(1, static_cast<int>(std::ceil((w.to - w.from) / step)));
      for (int i = 0; i < n; ++i) {
        piece(at_angle(w.radius, w.from + (w.to - w.from) * i / n),
              at_angle(w.radius, w.from + (w.to - w.from) * (i + 1) / n));
      }
    }
  }
}

double point_to_segment(PagePoint p, PagePoint a, PagePoint b) {
  const double dx = b.x - a.x;
  const double dy = b.y - a.y;
  const double length2 = dx * dx + dy * dy;
  const double t =
      length2 > 0 ? std::clamp(((p.x - a.x) * dx + (p.y - a.y) * dy) / length2, 0.0, 1.0) : 0;
  return std::hypot(p.x - a.x - t * dx, p.y - a.y - t * dy);
}

double point_to_box(PagePoint p, const PageBox& b) {
  const double dx = std::max({b.left - p.x, 0.0, p.x - b.right});
  const double dy = std::max({b.top - p.y, 0.0, p.y - b.bottom});
  return std::hypot(dx, dy);
}

// Whether segment ab crosses the box (Liang-Barsky clipping).
bool crosses_box(PagePoint a, PagePoint b, const PageBox& box) {
  double t0 = 0;
  double t1 = 1;
  const double dx = b.x - a.x;
  const double dy = b.y - a.y;
  const double p[4] = {-dx, dx, -dy, dy};
  const double q[4] = {a.x - box.left, box.right - a.x, a.y - box.top, box.bottom - a.y};
  for (int i = 0; i < 4; ++i) {
    if (p[i] == 0) {
      if (q[i] < 0) return false;
      continue;
    }
    const double t = q[i] / p[i];
    if (p[i] < 0) {
      t0 = std::max(t0, t);
    } else {
      t1 = std::min(t1, t);
    }
    if (t0 > t1) return false;
  }
  return true;
}

double segment_to_box(PagePoint a, PagePoint b, const PageBox& box) {
  if (crosses_box(a, b, box)) return 0;
  double best = std::min(point_to_box(a, box), point_to_box(b, box));
  for (const PagePoint corner : {PagePoint{box.left, box.top}, PagePoint{box.right, box.top},
                                 PagePoint{box.left, box.bottom}, PagePoint{box.right, box.bottom}})
    best = std::min(best, point_to_segment(corner, a, b));
  return best;
}

// The least distance from a page box (a point is an empty box) to the ink
// of the outline of the grid's area and of every standing wall (a line
// less half the wall width), points.
double clearance(const Maze& maze, const Drawing& d, const PageBox& box) {
  double best = 1e300;
  for_each_wall_piece(maze, d, true, [&](PagePoint a, PagePoint b) {
    best = std::min(best, segment_to_box(a, b, box));
  });
  return best - d.wall / 2;
}

// Keep-clear margin (src/proof/DRAWING_RULES.md "Closed world"): marks keep
// out of the grid's area grown by the wall width and this.
constexpr double kKeepClear = 0.5;

// The first point along the ray from `from` in direction `u` (unit) whose
// disc of `radius` keeps out of the keep-clear area, starting `start` out.
PagePoint clear_spot(const Maze& maze, const Drawing& d, PagePoint from, PagePoint u, double start,
                     double radius) {
  for (double t = start; t < start + 6 * d.cell + 60; t += 0.5) {
    const PagePoint p{from.x + u.x * t, from.y + u.y * t};
    if (clearance(maze, d, PageBox{p.x, p.y, p.x, p.y}) >= radius + d.wall / 2 + kKeepClear)
      return p;
  }
  throw Error("a START or FINISH mark finds no room clear of the walls beside its opening");
}

void draw_opening_mark(cairo_t* cr, const Maze& maze, const Drawing& d, const Opening& o,
                       bool start, const BookTemplate& t, const MarkArt& art) {
  const Grid& grid = maze.grid();
  const PagePoint out = on_page(grid, d, grid.outside_point(o.cell, o.side));
  const PagePoint in = on_page(grid, d, grid.centre(o.cell));
  const double length = std::hypot(out.x - in.x, out.y - in.y);
  const PagePoint u{(out.x - in.x) / length, (out.y - in.y) / length};  // outward
  const double size = arrow_size(d);
  // The arrow's centre, as near the opening as the keep-clear area allows
  // (its disc holds the whole triangle: corners 0.71 of its size out).
  double from = length / 2;
  if (art.route_end_pt > 0) from = std::max(from, length + art.route_end_pt + size * 0.75);
  const PagePoint mid = clear_spot(maze, d, in, u, from, size * 0.75);
  const double dir = start ? -1 : 1;  // START points in, FINISH out
  const PagePoint tip{mid.x + u.x * dir * size * 0.5, mid.y + u.y * dir * size * 0.5};
  const PagePoint base{mid.x - u.x * dir * size * 0.5, mid.y - u.y * dir * size * 0.5};
  const PagePoint across{-u.y * size * 0.5, u.x * size * 0.5};
  set_colour(cr, start ? t.start : t.finish);
  cairo_move_to(cr, tip.x, tip.y);
  cairo_line_to(cr, base.x + across.x, base.y + across.y);
  cairo_line_to(cr, base.x - across.x, base.y - across.y);
  cairo_close_path(cr);
  cairo_fill(cr);

  // The label's box beyond the arrow on the same line, as near as the
  // walls allow.
  const LabelBox label = mark_label_box(cr, t, start);
  const double gap = size + 3;
  for (double reach = gap; reach < gap + 6 * d.cell + 120; reach += 0.5) {
    // The box's nearest point to the arrow lies `reach` out along the ray.
    const PagePoint near{mid.x + u.x * reach, mid.y + u.y * reach};
    PageBox box;
    box.left = near.x - label.width / 2 + u.x * label.width / 2;
    // Out of the top or bottom, a box wider than its place is kept within
    // the grid's width when it fits there (the page's bands are as wide
    // as the grid, and a picture makes the box wide).
    if (std::abs(u.y) > std::abs(u.x) && label.width <= d.grid.width) {
      box.left = std::clamp(box.left, d.grid.x, d.grid.x + d.grid.width - label.width);
    }
    box.top = near.y - label.height / 2 + u.y * label.height / 2;
    box.right = box.left + label.width;
    box.bottom = box.top + label.height;
    // A reader of the PDF may measure text a little taller than Pango
    // does (from the font's ascent and descent): a quarter of its line's
    // height to spare (a picture beside it is measured as drawn).
    const double spare = std::min(label.height, t.marks_size * 1.6) / 4;
    if (clearance(maze, d, box) >= d.wall / 2 + kKeepClear + spare) {
      draw_mark_label(cr, t, start, box.left, box.top, art);
      return;
    }
  }
  throw Error("a START or FINISH label finds no room clear of the walls beside its opening");
}

// A goal inside the maze: FINISH in the centre slot (a disc of 0.85 units)
// when the word fits there, else a filled dot.
void draw_centre_goal(cairo_t* cr, const Maze& maze, const Drawing& d, const BookTemplate& t) {
  const PagePoint c = on_page(maze.grid(), d, maze.grid().centre(maze.exit().cell));
  const double slot = 0.85 * d.cell - d.wall / 2 - kKeepClear;
  set_colour(cr, t.finish);
  TextStyle style{t.label_font, t.marks_size, t.finish, Align::centre};
  const std::string label = t.text_for("finish", {});
  const TextSize text = measure_text(cr, label, style, 0);
  if (std::hypot(text.width, text.height) / 2 <= slot) {
    draw_text(cr, label, style, c.x, c.y - text.height / 2, 0);
    return;
  }
  cairo_new_sub_path(cr);
  cairo_arc(cr, c.x, c.y, std::min(slot, 0.35 * d.cell), 0, 2 * M_PI);
  cairo_fill(cr);
}

}  // namespace

PagePoint on_page(const Grid& grid, const Drawing& d, const GridPoint& p) {
  const GridBox box = grid.bounds();
  return {d.grid.x + (p.x - box.x0) * d.cell, d.grid.y + (p.y - box.y0) * d.cell};
}

void stroke_shaped_walls(cairo_t* cr, const Maze& maze, const Drawing& d, int per_stroke) {
  cairo_save(cr);
  cairo_new_path(cr);
  add_placed(cr, maze.grid(), d, [&] { add_wall_path(cr, maze); });
  cairo_set_line_width(cr, d.wall);
  const bool squares = maze.grid().kind() == GridKind::masked;
  cairo_set_line_cap(cr, squares ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join(cr, squares ? CAIRO_LINE_JOIN_MITER : CAIRO_LINE_JOIN_ROUND);
  stroke_in_pieces(cr, per_stroke);
  cairo_restore(cr);
}

void stroke_shaped_route(cairo_t* cr, const Maze& maze, std::span<const int32_t> route,
                         const Drawing& d, double width, int per_stroke) {
  if (route.empty()) return;
  cairo_save(cr);
  cairo_new_path(cr);
  add_placed(cr, maze.grid(), d, [&] { add_route_path(cr, maze, route); });
  // A passage between two cells is a side one unit long (a split polar
  // cell's inner arc is no shorter than its corridor): a hexagon's corridor
  // is wider than its passages, and a route as wide as that corridor wants
  // would touch the walls' ends beside a passage.
  cairo_set_line_width(cr, std::max(std::min(width, kRouteShare * d.cell), 0.75));
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
  stroke_in_pieces(cr, per_stroke);
  cairo_restore(cr);
}

void draw_shaped_marks(cairo_t* cr, const Maze& maze, const Drawing& d, const BookTemplate& t,
                       const MarkArt& art) {
  cairo_save(cr);
  draw_opening_mark(cr, maze, d, maze.entrance(), true, t, art);
  if (maze.exit().side == kNoSide) {
    draw_centre_goal(cr, maze, d, t);
  } else {
    draw_opening_mark(cr, maze, d, maze.exit(), false, t, art);
  }
  cairo_restore(cr);
}

}  // namespace mazebook
