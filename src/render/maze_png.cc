#include "render/maze_png.h"

#include <algorithm>
#include <cmath>

#include "base/error.h"
#include "render/cairo_handles.h"
#include "render/wall_runs.h"

namespace mazebook {

namespace {

// Centre of the square just outside an opening, in cell units.
void outside_point(const Opening& o, double& x, double& y) {
  x = o.x + 0.5;
  y = o.y + 0.5;
  switch (o.side) {
    case Side::top:
      y -= 1;
      break;
    case Side::right:
      x += 1;
      break;
    case Side::bottom:
      y += 1;
      break;
    case Side::left:
      x -= 1;
      break;
  }
}

// A filled triangle in the square outside `o`, pointing into the maze when
// `inward`, out of it otherwise.
void draw_arrow(cairo_t* cr, const Opening& o, bool inward) {
  double cx = 0;
  double cy = 0;
  outside_point(o, cx, cy);
  // Unit vector from the outside square towards the cell.
  double dx = o.x + 0.5 - cx;
  double dy = o.y + 0.5 - cy;
  if (!inward) {
    dx = -dx;
    dy = -dy;
  }
  const double r = 0.32;
  cairo_move_to(cr, cx + dx * r, cy + dy * r);
  cairo_line_to(cr, cx - dx * r - dy * r, cy - dy * r + dx * r);
  cairo_line_to(cr, cx - dx * r + dy * r, cy - dy * r - dx * r);
  cairo_close_path(cr);
  cairo_fill(cr);
}

}  // namespace

std::string maze_png(const Maze& maze, const PngOptions& options) {
  const int side = std::max(maze.columns(), maze.rows());
  if (side > kMaxPngSide) {
    throw Error("png: at most " + std::to_string(kMaxPngSide) + " cells a side, got " +
                std::to_string(side));
  }
  const int cell = options.cell_pixels > 0 ? options.cell_pixels : std::clamp(800 / side, 2, 40);
  const double margin = 1.5;  // cells of white around the grid, room for the marks
  const int width = static_cast<int>(std::lround((maze.columns() + 2 * margin) * cell));
  const int height = static_cast<int>(std::lround((maze.rows() + 2 * margin) * cell));

  CairoSurface surface(cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height));
  check_cairo(cairo_surface_status(surface.get()), "png");
  Cairo cr(cairo_create(surface.get()));
  cairo_t* c = cr.get();
  cairo_set_source_rgb(c, 1, 1, 1);
  cairo_paint(c);
  cairo_scale(c, cell, cell);
  cairo_translate(c, margin, margin);

  const double wall = std::max(1.0, cell / 6.0) / cell;
  if (!options.route.empty()) {
    double x = 0;
    double y = 0;
    outside_point(maze.entrance(), x, y);
    cairo_move_to(c, x, y);
    for (const int32_t at : options.route) {
      cairo_line_to(c, at % maze.columns() + 0.5, at / maze.columns() + 0.5);
    }
    outside_point(maze.exit(), x, y);
    cairo_line_to(c, x, y);
    cairo_set_source_rgb(c, 0.85, 0.2, 0.15);
    cairo_set_line_width(c, std::max(wall * 1.5, 0.3));
    cairo_set_line_cap(c, CAIRO_LINE_CAP_ROUND);
    cairo_set_line_join(c, CAIRO_LINE_JOIN_ROUND);
    cairo_stroke(c);
  }

  cairo_set_source_rgb(c, 0.1, 0.1, 0.1);
  cairo_set_line_width(c, wall);
  cairo_set_line_cap(c, CAIRO_LINE_CAP_SQUARE);
  for (const WallRun& run : wall_runs(maze)) {
    cairo_move_to(c, run.x0, run.y0);
    cairo_line_to(c, run.x1, run.y1);
  }
  cairo_stroke(c);

  cairo_set_source_rgb(c, 0.1, 0.55, 0.25);
  draw_arrow(c, maze.entrance(), true);
  cairo_set_source_rgb(c, 0.8, 0.15, 0.15);
  draw_arrow(c, maze.exit(), false);

  return png_bytes(surface.get(), c, "png");
}

}  // namespace mazebook
