#include "render/figure_cairo.h"

#include <cmath>

#include "render/stroke_pieces.h"

namespace mazebook {

namespace {

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

// A rectangle's pieces are placed by the arithmetic of its PDF content
// (render/maze_content.h), so that Cairo's drawing of a page (a preview)
// and the page's content agree to the bit; every other kind's by Cairo's
// transform, which arcs need.
bool placed_on_page(const Grid& grid) { return grid.kind() == GridKind::rect; }

// A straight piece from `from` to `to` in grid units, placed by that sum.
void add_segment_on_page(cairo_t* cr, const Grid& grid, const Drawing& d, const GridPoint& from,
                         const GridPoint& to) {
  const PagePoint a = on_page(grid, d, from);
  const PagePoint b = on_page(grid, d, to);
  cairo_move_to(cr, a.x, a.y);
  cairo_line_to(cr, b.x, b.y);
}

// Cairo's angles grow clockwise on the page (y down); the grid's
// counter-clockwise. An arc of more than a quarter turn (a PDF poster's
// merged arcs; no single wall turns so far) is added as halves, quarters,
// ... of at most a quarter turn each, as Cairo itself halves one of more
// than half a turn: on a circle of less than 5.4 pt radius Cairo's
// tolerance (0.1 pt, 1.85 % of it) would let one Bezier piece turn half a
// turn, which strays from the circle more than DRAWING_RULES.md's arcs
// may.
void add_wall_arc(cairo_t* cr, double radius, double from, double to) {
  int parts = 1;
  while ((to - from) / parts > M_PI / 2) parts *= 2;
  cairo_new_sub_path(cr);
  for (int k = 0; k < parts; ++k) {
    cairo_arc_negative(cr, 0, 0, radius, -(from + (to - from) * k / parts),
                       -(from + (to - from) * (k + 1) / parts));
  }
}

}  // namespace

void add_figure_walls(cairo_t* cr, const FigureWalls& walls) {
  add_figure_walls(cr, walls.runs, walls.shapes);
}

void add_figure_walls(cairo_t* cr, std::span<const WallRun> runs,
                      std::span<const WallShape> shapes) {
  for (const WallRun& run : runs) {
    cairo_move_to(cr, run.x0, run.y0);
    cairo_line_to(cr, run.x1, run.y1);
  }
  for (const WallShape& w : shapes) {
    if (w.arc) {
      add_wall_arc(cr, w.radius, w.from, w.to);
    } else {
      cairo_move_to(cr, w.a.x, w.a.y);
      cairo_line_to(cr, w.b.x, w.b.y);
    }
  }
}

void add_figure_route(cairo_t* cr, const FigureRoute& route) {
  if (route.steps.empty()) return;
  cairo_move_to(cr, route.start.x, route.start.y);
  for (const RouteStep& s : route.steps) {
    if (s.move) {
      cairo_move_to(cr, s.to.x, s.to.y);
    } else if (!s.arc) {
      cairo_line_to(cr, s.to.x, s.to.y);
    } else if (s.to_angle > s.from) {
      cairo_arc_negative(cr, 0, 0, s.radius, -s.from, -s.to_angle);
    } else {
      cairo_arc(cr, 0, 0, s.radius, -s.from, -s.to_angle);
    }
  }
}

void add_route_dashes(cairo_t* cr, const FigureRoute& route) {
  for (const RouteDash& dash : route.dashed) {
    cairo_move_to(cr, dash.from.x, dash.from.y);
    cairo_line_to(cr, dash.to.x, dash.to.y);
  }
}

void set_under_dash(cairo_t* cr, double unit) {
  const double dash[] = {kUnderDash * unit, kUnderDash * unit};
  cairo_set_dash(cr, dash, 2, 0);
}

void set_line_style(cairo_t* cr, const LineStyle& line) {
  cairo_set_line_cap(cr, static_cast<cairo_line_cap_t>(line.cap));
  cairo_set_line_join(cr, static_cast<cairo_line_join_t>(line.join));
}

void stroke_figure_walls(cairo_t* cr, const FigureWalls& walls, const Grid& grid, const Drawing& d,
                         int per_stroke) {
  cairo_save(cr);
  cairo_new_path(cr);
  if (placed_on_page(grid)) {
    for (const WallRun& run : walls.runs) {
      add_segment_on_page(cr, grid, d, {static_cast<double>(run.x0), static_cast<double>(run.y0)},
                          {static_cast<double>(run.x1), static_cast<double>(run.y1)});
    }
    // A weave maze's crossings: segments, placed by the same sum.
    for (const WallShape& w : walls.shapes) add_segment_on_page(cr, grid, d, w.a, w.b);
  } else {
    add_placed(cr, grid, d, [&] { add_figure_walls(cr, walls); });
  }
  cairo_set_line_width(cr, d.wall);
  set_line_style(cr, wall_line(grid.kind()));
  stroke_in_pieces(cr, per_stroke);
  cairo_restore(cr);
}

void fill_arrow(cairo_t* cr, const ArrowShape& a) {
  cairo_move_to(cr, a.tip.x, a.tip.y);
  cairo_line_to(cr, a.left.x, a.left.y);
  cairo_line_to(cr, a.right.x, a.right.y);
  cairo_close_path(cr);
  cairo_fill(cr);
}

void stroke_figure_route(cairo_t* cr, const FigureRoute& route, const Grid& grid, const Drawing& d,
                         double width, int per_stroke) {
  if (route.steps.empty()) return;
  cairo_save(cr);
  cairo_new_path(cr);
  if (placed_on_page(grid)) {
    const PagePoint start = on_page(grid, d, route.start);
    cairo_move_to(cr, start.x, start.y);
    for (const RouteStep& s : route.steps) {
      const PagePoint p = on_page(grid, d, s.to);
      if (s.move) {
        cairo_move_to(cr, p.x, p.y);
      } else {
        cairo_line_to(cr, p.x, p.y);
      }
    }
  } else {
    add_placed(cr, grid, d, [&] { add_figure_route(cr, route); });
  }
  cairo_set_line_width(cr, width);
  set_line_style(cr, kRouteLine);
  stroke_in_pieces(cr, per_stroke);
  if (!route.dashed.empty()) {
    // Under crossings: one dashed stroke, drawn before the walls.
    if (placed_on_page(grid)) {
      for (const RouteDash& dash : route.dashed)
        add_segment_on_page(cr, grid, d, dash.from, dash.to);
    } else {
      add_placed(cr, grid, d, [&] { add_route_dashes(cr, route); });
    }
    set_under_dash(cr, d.cell);
    cairo_stroke(cr);
  }
  cairo_restore(cr);
}

}  // namespace mazebook
