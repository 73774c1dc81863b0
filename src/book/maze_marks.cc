#include "book/maze_marks.h"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "base/error.h"
#include "book/kdp.h"
#include "book/mark_labels.h"
#include "book/mark_room.h"

namespace mazebook {

namespace {

struct PageBox {
  double left = 0;
  double top = 0;
  double right = 0;
  double bottom = 0;
};

struct Segment {
  PagePoint a;
  PagePoint b;
};

// Every standing wall and the whole outline of the grid's area (its outer
// walls with the openings closed) as page segments, each wall on its own;
// an arc as chords that stray from it by at most 0.05 pt.
std::vector<Segment> wall_segments(const Maze& maze, const Drawing& d) {
  const Grid& grid = maze.grid();
  const auto at_angle = [&](double radius, double angle) {
    return on_page(grid, d, {radius * std::cos(angle), -radius * std::sin(angle)});
  };
  WallOptions options;
  options.each_wall = true;
  std::vector<Segment> out;
  for (const WallShape& w : figure_walls(maze, std::span<const Opening>{}, options).shapes) {
    if (!w.arc) {
      out.push_back({on_page(grid, d, w.a), on_page(grid, d, w.b)});
      continue;
    }
    const double r = w.radius * d.cell;
    const double step = 2 * std::acos(std::max(0.0, 1 - 0.05 / r));
    const int n = std::max(1, static_cast<int>(std::ceil((w.to - w.from) / step)));
    for (int i = 0; i < n; ++i) {
      out.push_back({at_angle(w.radius, w.from + (w.to - w.from) * i / n),
                     at_angle(w.radius, w.from + (w.to - w.from) * (i + 1) / n)});
    }
  }
  return out;
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
// of the outline and the walls (a line less half the wall width), points.
double clearance(const std::vector<Segment>& walls, const Drawing& d, const PageBox& box) {
  double best = 1e300;
  for (const Segment& s : walls) best = std::min(best, segment_to_box(s.a, s.b, box));
  return best - d.wall / 2;
}

// The first point along the ray from `from` in direction `u` (unit) whose
// disc of `radius` keeps out of the keep-clear area, starting `start` out.
PagePoint clear_spot(const std::vector<Segment>& walls, const Drawing& d, PagePoint from,
                     PagePoint u, double start, double radius, bool is_start) {
  for (double t = start; t < start + 6 * d.cell + 60; t += 0.5) {
    const PagePoint p{from.x + u.x * t, from.y + u.y * t};
    if (clearance(walls, d, PageBox{p.x, p.y, p.x, p.y}) >= radius + d.wall / 2 + kKeepClear)
      return p;
  }
  throw Error(std::string(is_start ? "START" : "FINISH") +
              ": its arrow finds no room clear of the walls beside its opening");
}

const LabelSize& label_of(const MarkSizes& sizes, bool start) {
  return start ? sizes.start : sizes.finish;
}

// MarkRule::band at a top or bottom opening: the arrow just beyond the
// wall, its label beside it on the side towards the grid's middle, both in
// the band the page keeps (render/maze_drawing.h: mark_band_height). The
// label's room is as tall as its ink: it holds what Pango lays out and the
// line box a PDF reader measures.
void place_beside(PlacedMark& m, const Drawing& d, const Opening& o, const Ray& ray,
                  const PagePoint& c, double size, const LabelSize& label) {
  const double height = label.ink_bottom - label.ink_top;
  const double clear = d.wall + kKeepClear + kMarkGap;  // from the grid's outline
  const double middle = clear + std::max(size, height) / 2;
  const double edge_y =
      static_cast<Side>(o.side) == Side::top ? d.grid.y : d.grid.y + d.grid.height;
  const PagePoint mid{c.x, edge_y + ray.unit.y * middle};
  m.arrow = arrow_shape(mid, ray.unit, size, m.start);
  // Beside the arrow, towards the middle, kept within the grid's width
  // when the grid is wide enough.
  const bool right = c.x <= d.grid.x + d.grid.width / 2;
  double left = right ? c.x + size * 0.5 + kMarkGap : c.x - size * 0.5 - kMarkGap - label.width;
  if (label.width + size + 2 * kMarkGap <= d.grid.width / 2)
    left = std::clamp(left, d.grid.x, d.grid.x + d.grid.width - label.width);
  m.label = {left, mid.y - height / 2 + -label.ink_top};
}

// MarkRule::band at a side opening: the arrow just beyond the wall, its
// label further out on the same line.
void place_beyond(PlacedMark& m, const Drawing& d, const Opening& o, const Ray& ray,
                  const PagePoint& c, double size, const LabelSize& label) {
  const double gap = d.cell / 2 + d.wall + size * kArrowBeyond;
  m.arrow = arrow_shape({c.x + ray.unit.x * gap, c.y + ray.unit.y * gap}, ray.unit, size, m.start);
  const double beyond = d.cell / 2 + d.wall + size * (2 * kArrowBeyond) + kLabelGap;
  const double left =
      static_cast<Side>(o.side) == Side::left ? c.x - beyond - label.width : c.x + beyond;
  m.label = {left, c.y - label.height / 2};
}

// How far a box reaches beyond the grid's box across and down, points.
struct Growth {
  double across = 0;
  double down = 0;
};
Growth growth(const Box& g, const PageBox& b) {
  return {std::max(0.0, g.x - b.left) + std::max(0.0, b.right - (g.x + g.width)),
          std::max(0.0, g.y - b.top) + std::max(0.0, b.bottom - (g.y + g.height))};
}

// The ways of placing a label beside its arrow: along the ray beyond
// the arrow, just above or below the arrow (slid outwards, away from the
// grid's middle, until clear of the walls) or just beside it.
enum class LabelWay { along, above_below, beside };

// The label's box placed `way`, `step` points out (along: its nearest
// point from the arrow's centre; above or below: slid sideways; beside:
// from the arrow's edge).
PageBox label_box(LabelWay way, const Drawing& d, const PagePoint& mid, const PagePoint& u,
                  double size, double step, const LabelSize& label) {
  PageBox box;
  if (way == LabelWay::along) {
    const double reach = size + kLabelGap + step;
    const PagePoint near{mid.x + u.x * reach, mid.y + u.y * reach};
    box.left = near.x - label.width / 2 + u.x * label.width / 2;
    box.top = near.y - label.height / 2 + u.y * label.height / 2;
  } else if (way == LabelWay::above_below) {
    const double down = u.y >= 0 ? 1 : -1;
    const double out = mid.x < d.grid.x + d.grid.width / 2 ? -1 : 1;
    box.left = mid.x - label.width / 2 + out * step;
    box.top = down > 0 ? mid.y + size / 2 + kLabelGap : mid.y - size / 2 - kLabelGap - label.height;
  } else {
    const double out = u.x >= 0 ? 1 : -1;
    const double reach = size / 2 + kLabelGap + step;
    box.left = out > 0 ? mid.x + reach : mid.x - reach - label.width;
    box.top = mid.y - label.height / 2;
  }
  // Out of the top or bottom, a box wider than its place is kept within
  // the grid's width when it fits there (the page's bands are as wide as
  // the grid, and a picture makes the box wide).
  if (way == LabelWay::along && std::abs(u.y) > std::abs(u.x) && label.width <= d.grid.width)
    box.left = std::clamp(box.left, d.grid.x, d.grid.x + d.grid.width - label.width);
  box.right = box.left + label.width;
  box.bottom = box.top + label.height;
  return box;
}

// MarkRule::clear_of_walls: the arrow and then its label as near the
// opening along the ray as the keep-clear area allows; the label along
// the ray, or, when the page says which dimension binds the drawing,
// wherever beside the arrow it costs that dimension least.
void place_clear(PlacedMark& m, const Maze& maze, const Drawing& d, const Ray& ray,
                 const PagePoint& in, const MarkSizes& sizes) {
  const std::vector<Segment> walls = wall_segments(maze, d);
  const PagePoint& u = ray.unit;
  const double size = arrow_size(ArrowRule::mark, d.cell, sizes.marks_size);
  // The arrow's centre, beyond a route's end when asked.
  double from = ray.length / 2;
  if (sizes.route_end_pt > 0)
    from = std::max(from, ray.length + sizes.route_end_pt + size * kArrowDisc);
  const PagePoint mid = clear_spot(walls, d, in, u, from, size * kArrowDisc, m.start);
  m.arrow = arrow_shape(mid, u, size, m.start);
  const LabelSize& label = label_of(sizes, m.start);
  // A reader of the PDF may measure text a little taller than Pango
  // does (from the font's ascent and descent): a quarter of its line's
  // height to spare (a picture beside it is measured as drawn).
  const double spare = std::min(label.height, sizes.marks_size * kLabelLine) / 4;
  const PageBox arrow{mid.x - size / 2, mid.y - size / 2, mid.x + size / 2, mid.y + size / 2};
  const bool across = sizes.binds == MarkRoom::width;
  std::vector<LabelWay> ways{LabelWay::along};
  // A themed label's picture is stroked: it keeps out of the grid's box
  // along the ray, as it always has.
  if (sizes.binds != MarkRoom::none && label.picture <= 0)
    ways = {LabelWay::along, LabelWay::above_below, LabelWay::beside};
  bool found = false;
  PageBox best;
  Growth best_growth;
  for (const LabelWay way : ways) {
    // Along the ray as far as it takes; beside the arrow, near it.
    const double limit = way == LabelWay::along ? 6 * d.cell + 120 : label.width + size;
    for (double step = 0; step < limit; step += 0.5) {
      const PageBox box = label_box(way, d, mid, u, size, step, label);
      if (clearance(walls, d, box) < d.wall / 2 + kKeepClear + spare) continue;
      const PageBox both{std::min(box.left, arrow.left), std::min(box.top, arrow.top),
                         std::max(box.right, arrow.right), std::max(box.bottom, arrow.bottom)};
      const Growth g = growth(d.grid, both);
      // The binding dimension first, then the other; ties keep the
      // earlier way (along the ray first).
      const double cost = across ? g.across : g.down;
      const double other = across ? g.down : g.across;
      const double best_cost = across ? best_growth.across : best_growth.down;
      const double best_other = across ? best_growth.down : best_growth.across;
      if (!found || cost < best_cost - 0.5 ||
          (cost < best_cost + 0.5 && other < best_other - 0.5)) {
        found = true;
        best = box;
        best_growth = g;
      }
      break;
    }
  }
  if (!found) {
    throw Error(std::string(m.start ? "START" : "FINISH") +
                ": its label finds no room clear of the walls beside its opening");
  }
  m.label = {best.left, best.top};
}

// A goal inside the maze: FINISH in the centre slot at the template's
// size, or smaller down to 7 pt, when the word fits there; else a filled
// dot. The word's measure scales with its size; a smaller word keeps 2 %
// for a PDF reader's line box, and goes by quarter points.
void place_centre_goal(PlacedMark& m, const Maze& maze, const Drawing& d, const MarkSizes& sizes) {
  const PagePoint c = on_page(maze.grid(), d, maze.grid().centre(maze.exit().cell));
  const double slot = kGoalSlot * d.cell - d.wall / 2 - kKeepClear;
  const double reach = std::hypot(sizes.centre_word_width, sizes.centre_word_height) / 2;
  const double size =
      reach <= slot ? sizes.marks_size : std::floor(sizes.marks_size * slot / reach * 0.98 * 4) / 4;
  if (sizes.marks_size > 0 && size >= kMinTextPt) {
    m.kind = PlacedMark::Kind::centre_word;
    m.word_size = size;
    m.label = {c.x, c.y - sizes.centre_word_height * size / sizes.marks_size / 2};
    return;
  }
  m.kind = PlacedMark::Kind::centre_dot;
  m.dot = c;
  m.dot_radius = std::min(slot, kGoalDot * d.cell);
}

// The label's word and picture in its box: both centred on one line, the
// picture first.
void place_label_parts(PlacedMark& m, const LabelSize& label) {
  double left = m.label.x;
  double top = m.label.y;
  if (label.picture > 0) {
    m.picture = {left, top + (label.height - label.picture) / 2, label.picture, label.picture};
    left += label.picture + kPictureGap;
    top += (label.height - label.word_height) / 2;
  }
  m.word = {left, top, label.word_width, label.word_height};
  m.word_at = {left + label.word_width / 2, top + label.pad / 2};
}

}  // namespace

ArrowShape arrow_shape(const PagePoint& mid, const PagePoint& u, double size, bool inward) {
  const double dir = inward ? -1 : 1;  // along `u`
  const PagePoint tip{mid.x + u.x * dir * size * 0.5, mid.y + u.y * dir * size * 0.5};
  const PagePoint base{mid.x - u.x * dir * size * 0.5, mid.y - u.y * dir * size * 0.5};
  // Along a page axis (to a millionth) or slanted.
  const bool axis = std::min(std::abs(u.x), std::abs(u.y)) < 1e-6;
  const double half = size * 0.5 * (axis ? 1 : kSlantArrowWidth);
  const PagePoint across{-u.y * half, u.x * half};
  return {tip, {base.x + across.x, base.y + across.y}, {base.x - across.x, base.y - across.y}};
}

Ray ray_between(const PagePoint& in, const PagePoint& out) {
  const double length = std::hypot(out.x - in.x, out.y - in.y);
  return {{(out.x - in.x) / length, (out.y - in.y) / length}, length};
}

ArrowShape arrow_at_outside_point(const Grid& grid, const Opening& o, double size, bool inward) {
  const GridPoint out = grid.outside_point(o.cell, o.side);
  const GridPoint in = grid.centre(o.cell);
  const Ray ray = ray_between({in.x, in.y}, {out.x, out.y});
  return arrow_shape({out.x, out.y}, ray.unit, size, inward);
}

MarkRule mark_rule(const Grid& grid) {
  return grid.kind() == GridKind::rect ? MarkRule::band : MarkRule::clear_of_walls;
}

PlacedMark place_mark(const Maze& maze, const Drawing& d, const MarkSizes& sizes, bool start) {
  PlacedMark m;
  m.start = start;
  const Grid& grid = maze.grid();
  const Opening& o = start ? maze.entrance() : maze.exit();
  if (o.side == kNoSide) {
    place_centre_goal(m, maze, d, sizes);
    return m;
  }
  const PagePoint in = on_page(grid, d, grid.centre(o.cell));
  const Ray ray = ray_between(in, on_page(grid, d, grid.outside_point(o.cell, o.side)));
  if (mark_rule(grid) == MarkRule::clear_of_walls) {
    place_clear(m, maze, d, ray, in, sizes);
  } else {
    const double size = arrow_size(ArrowRule::mark, d.cell, sizes.marks_size);
    const Side side = static_cast<Side>(o.side);
    if (side == Side::top || side == Side::bottom) {
      place_beside(m, d, o, ray, in, size, label_of(sizes, start));
    } else {
      place_beyond(m, d, o, ray, in, size, label_of(sizes, start));
    }
  }
  place_label_parts(m, label_of(sizes, start));
  return m;
}

}  // namespace mazebook
