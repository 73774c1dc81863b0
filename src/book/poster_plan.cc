#include "book/poster_plan.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <string>

#include "base/error.h"
#include "book/layout_metrics.h"
#include "book/mark_plan.h"

namespace mazebook {

namespace {

// Room for START and FINISH beyond the grid's outline on every side, points:
// a shaped maze's openings may face any way.
double mark_room(const TextMeasure& measure, const BookTemplate& t) {
  return std::max(mark_reach_vertical(t), mark_reach_side(measure, t)) + 2;
}

// How far beyond the grid's outline a solution route's stroke may reach at
// an opening, units: the farthest outside point (where the route ends)
// from its side's middle, and the route's half width (plan_poster_marks
// keeps a shaped maze's arrows beyond it). Rectangles' marks keep their
// book places beside the route's end: 0.
double route_overhang(const Grid& grid) {
  if (grid.kind() == GridKind::rect) return 0;
  double farthest = 0;
  for (int32_t cell = 0; cell < grid.size(); ++cell) {
    if (!grid.exists(cell)) continue;
    for (int side = 0; side < grid.side_count(cell); ++side) {
      if (grid.neighbour(cell, side) != kOutside) continue;
      const WallShape w = grid.wall_shape(cell, side);
      const GridPoint out = grid.outside_point(cell, side);
      // An arc's outside point lies on the ray through its middle.
      const double reach =
          w.arc ? std::abs(std::hypot(out.x, out.y) - w.radius)
                : std::hypot(out.x - (w.a.x + w.b.x) / 2, out.y - (w.a.y + w.b.y) / 2);
      farthest = std::max(farthest, reach);
    }
  }
  return farthest + grid.corridor_width() * 0.19;
}

// The grid's extent in units.
struct Span {
  double width = 0;
  double height = 0;
};

Span span_of(const Grid& grid) {
  const GridBox box = grid.bounds();
  return {box.x1 - box.x0, box.y1 - box.y0};
}

// The unit that fits `grid` into width x height points with the route's
// overhang (and 2 pt more) on every side, so that the room for the marks
// grows with the unit: each side loses overhang * unit.
double fitted_unit(const Grid& grid, double width, double height) {
  const Span s = span_of(grid);
  const double overhang = route_overhang(grid);
  const double spare = overhang > 0 ? 2 : 0;
  return std::min((width - 2 * spare) / (s.width + 2 * overhang),
                  (height - 2 * spare) / (s.height + 2 * overhang));
}

bool fits(const GridSpec& spec, double width, double height) {
  const GridPtr grid = make_grid(spec);
  return poster_legible(*grid, fitted_unit(*grid, width, height));
}

// The largest value in [1, high] for which `ok` holds (ok(1) is assumed).
template <typename Ok>
int largest(int high, Ok ok) {
  int low = 1;
  while (low < high) {
    const int mid = low + (high - low + 1) / 2;
    if (ok(mid)) {
      low = mid;
    } else {
      high = mid - 1;
    }
  }
  return low;
}

// The name of the largest grid like `grid` that is legible in width x
// height points.
std::string largest_legible(const Grid& grid, double width, double height) {
  GridSpec spec = grid_spec_of(grid);
  const double unit = fitted_unit(grid, width, height);
  if (spec.kind == GridKind::polar) {
    spec.rings = largest(kMaxRings, [&](int rings) {
      GridSpec s = spec;
      s.rings = std::max(rings, 2);
      return fits(s, width, height);
    });
    return "polar:" + std::to_string(std::max(spec.rings, 2));
  }
  if (spec.kind == GridKind::masked) {
    // A mask is drawn from its picture at a size; scale both sides alike.
    const double scale = unit * grid.corridor_width() / (kPosterMinWall + kPosterMinCorridor);
    return "about " + std::to_string(static_cast<int>(spec.columns * scale)) + "x" +
           std::to_string(static_cast<int>(spec.rows * scale)) + " cells";
  }
  // Columns set the width and rows the height (a hex grid's height counts
  // its columns only when there is more than one).
  spec.columns = largest(kMaxGridSide, [&](int columns) {
    GridSpec s = spec;
    s.columns = columns;
    s.rows = 1;
    const GridPtr g = make_grid(s);
    return poster_legible(*g, fitted_unit(*g, width, std::numeric_limits<double>::infinity()));
  });
  spec.rows = largest(kMaxGridSide, [&](int rows) {
    GridSpec s = spec;
    s.rows = rows;
    return fits(s, width, height);
  });
  const std::string kind = grid.name().substr(0, grid.name().find(':'));
  return kind + ":" + std::to_string(spec.columns) + "x" + std::to_string(spec.rows);
}

// Two decimals at most, no trailing zeros: "0.25", "1".
std::string points(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.2f", value);
  std::string s = text;
  while (s.back() == '0') s.pop_back();
  if (s.back() == '.') s.pop_back();
  return s;
}

}  // namespace

double poster_wall(double unit, double corridor) {
  return std::clamp(unit * corridor / 8, kPosterMinWall, kPosterMaxWall);
}

bool poster_legible(const Grid& grid, double unit) {
  const double corridor = unit * grid.corridor_width();
  return corridor - poster_wall(unit, grid.corridor_width()) >= kPosterMinCorridor - 1e-9;
}

double poster_title_size(const PosterPage& page) {
  return std::clamp(std::min(page.trim_width, page.trim_height) / 30, 14.0, 72.0);
}

BookTemplate poster_look(const BookTemplate& look, const PosterPage& page) {
  BookTemplate grown = look;
  grown.marks_size = std::max(look.marks_size, std::min(poster_title_size(page) / 4, 16.0));
  return grown;
}

PosterLayout plan_poster(const TextMeasure& measure, const Grid& grid, const PosterPage& page,
                         const BookTemplate& t) {
  PosterLayout layout;
  layout.width = page.trim_width + 2 * page.bleed;
  layout.height = page.trim_height + 2 * page.bleed;
  double left = page.bleed + page.margin;
  double top = page.bleed + page.margin;
  double right = page.bleed + page.trim_width - page.margin;
  const double bottom = page.bleed + page.trim_height - page.margin;
  if (!page.title.empty()) {
    layout.title_size = poster_title_size(page);
    layout.title_top = top;
    const TextFace face{t.title_font, layout.title_size, Align::centre};
    top += measure.size(page.title, face, right - left).height + layout.title_size * 0.6;
  }
  const double room = mark_room(measure, t);
  left += room;
  right -= room;
  top += room;
  const double width = right - left;
  const double height = bottom - room - top;
  if (width <= 0 || height <= 0) {
    throw Error(
        "--margin: the margins, title and START/FINISH marks leave no room for the maze "
        "on this page");
  }
  const double unit = fitted_unit(grid, width, height);
  if (!poster_legible(grid, unit)) {
    // The cell is rounded down, so that a grid just too large never reads
    // as having the smallest legible cell.
    throw Error("--grid: " + grid.name() + " does not fit this page legibly: its cells would be " +
                points(std::floor(unit * grid.corridor_width() * 100) / 100) +
                " pt, and a poster needs walls of at least " + points(kPosterMinWall) +
                " pt and corridors of at least " + points(kPosterMinCorridor) +
                " pt; the largest that fits is " + largest_legible(grid, width, height));
  }
  const Span s = span_of(grid);
  Drawing& d = layout.drawing;
  d.cell = unit;
  d.wall = poster_wall(unit, grid.corridor_width());
  d.grid.width = s.width * unit;
  d.grid.height = s.height * unit;
  d.grid.x = left + (width - d.grid.width) / 2;
  d.grid.y = top + (height - d.grid.height) / 2;
  return layout;
}

PosterMarks plan_poster_marks(const TextMeasure& measure, const Maze& maze,
                              const PosterLayout& layout, const BookTemplate& t,
                              double route_end_pt) {
  MarkSizes sizes = mark_sizes(measure, t, maze);
  sizes.route_end_pt = route_end_pt;
  return {place_mark(maze, layout.drawing, sizes, true),
          place_mark(maze, layout.drawing, sizes, false)};
}

}  // namespace mazebook
