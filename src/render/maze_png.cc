#include "render/maze_png.h"

#include <algorithm>
#include <cmath>

#include "base/error.h"
#include "book/maze_figure.h"
#include "book/maze_marks.h"
#include "render/cairo_handles.h"
#include "render/figure_cairo.h"
#include "render/maze_style.h"
#include "render/text.h"

namespace mazebook {

namespace {

// A dot on a goal inside the maze.
void draw_goal(cairo_t* cr, const Grid& grid, const Opening& o) {
  const GridPoint c = grid.centre(o.cell);
  cairo_new_sub_path(cr);
  cairo_arc(cr, c.x, c.y, kSampleLook.goal_radius, 0, 2 * M_PI);
  cairo_fill(cr);
}

// The image of `maze` with its walls and route (none when it has no
// steps) as `walls` and `route` say.
std::string draw_png(const Maze& maze, const PngOptions& options, const FigureWalls& walls,
                     const FigureRoute& route, double (*wall_width)(int)) {
  const Grid& grid = maze.grid();
  const GridBox box = grid.bounds();
  const double span = std::max(box.x1 - box.x0, box.y1 - box.y0);
  if (span > kMaxPngSide) {
    throw Error("png: at most " + std::to_string(kMaxPngSide) + " cells a side, got " +
                std::to_string(static_cast<int64_t>(std::ceil(span))));
  }
  const int unit = options.cell_pixels > 0 ? options.cell_pixels
                                           : std::clamp(static_cast<int>(800 / span), 2, 40);
  const double margin = kSampleLook.margin;
  const int width = static_cast<int>(std::lround((box.x1 - box.x0 + 2 * margin) * unit));
  const int height = static_cast<int>(std::lround((box.y1 - box.y0 + 2 * margin) * unit));

  CairoSurface surface(cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height));
  check_cairo(cairo_surface_status(surface.get()), "png");
  Cairo cr(cairo_create(surface.get()));
  cairo_t* c = cr.get();
  cairo_set_source_rgb(c, 1, 1, 1);
  cairo_paint(c);
  cairo_scale(c, unit, unit);
  cairo_translate(c, margin - box.x0, margin - box.y0);

  if (!route.steps.empty()) {
    add_figure_route(c, route);
    set_colour(c, kSampleLook.route);
    cairo_set_line_width(c, sample_route_width(unit));
    cairo_set_line_cap(c, static_cast<cairo_line_cap_t>(kRouteLine.cap));
    cairo_set_line_join(c, static_cast<cairo_line_join_t>(kRouteLine.join));
    cairo_stroke(c);
    if (!route.dashed.empty()) {
      add_route_dashes(c, route);
      set_under_dash(c, 1);
      cairo_stroke(c);
      cairo_set_dash(c, nullptr, 0, 0);
    }
  }

  set_colour(c, kSampleLook.wall);
  cairo_set_line_width(c, wall_width(unit));
  cairo_set_line_cap(c, static_cast<cairo_line_cap_t>(sample_wall_cap(grid.kind())));
  add_figure_walls(c, walls);
  cairo_stroke(c);

  set_colour(c, kSampleLook.start);
  fill_arrow(c, arrow_at_outside_point(grid, maze.entrance(), kSampleLook.arrow, true));
  set_colour(c, kSampleLook.finish);
  if (maze.exit().side == kNoSide) {
    draw_goal(c, grid, maze.exit());
  } else {
    fill_arrow(c, arrow_at_outside_point(grid, maze.exit(), kSampleLook.arrow, false));
  }
  return png_bytes(surface.get(), c, "png");
}

}  // namespace

std::string maze_png(const Maze& maze, const PngOptions& options) {
  return draw_png(maze, options, figure_walls(maze),
                  options.route.empty() ? FigureRoute{}
                                        : figure_route(maze, options.route, Stretches::each_cell),
                  sample_wall_width);
}

std::string maze_png(const WeaveMaze& wm, const PngOptions& options) {
  return draw_png(
      wm.maze, options, figure_walls(wm),
      options.route.empty() ? FigureRoute{} : figure_route(wm, options.route, Stretches::each_cell),
      wm.crossings.empty() ? sample_wall_width : sample_weave_wall_width);
}

}  // namespace mazebook
