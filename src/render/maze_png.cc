#include "render/maze_png.h"

#include <cmath>

#include "book/maze_figure.h"
#include "render/cairo_handles.h"
#include "render/figure_cairo.h"
#include "render/maze_style.h"
#include "render/text.h"

namespace mazebook {

namespace {

// An arrow, or the dot on a goal inside the maze, in the current colour.
void fill_mark(cairo_t* cr, const PlacedMark& mark) {
  if (mark.kind != PlacedMark::Kind::centre_dot) {
    fill_arrow(cr, mark.arrow);
    return;
  }
  cairo_new_sub_path(cr);
  cairo_arc(cr, mark.dot.x, mark.dot.y, mark.dot_radius, 0, 2 * M_PI);
  cairo_fill(cr);
}

// The image of `maze` as `plan` says, with `walls` and `route` (none when
// it has no steps; its dashed pieces, under crossings, dashed).
std::string draw_png(const Maze& maze, const SamplePlan& plan, const FigureWalls& walls,
                     const FigureRoute& route, double wall_width) {
  CairoSurface surface(cairo_image_surface_create(CAIRO_FORMAT_RGB24, plan.width, plan.height));
  check_cairo(cairo_surface_status(surface.get()), "png");
  Cairo cr(cairo_create(surface.get()));
  cairo_t* c = cr.get();
  cairo_set_source_rgb(c, 1, 1, 1);
  cairo_paint(c);
  cairo_scale(c, plan.unit, plan.unit);
  cairo_translate(c, plan.margin - plan.bounds.x0, plan.margin - plan.bounds.y0);

  if (!route.steps.empty()) {
    add_figure_route(c, route);
    set_colour(c, kSampleLook.route);
    cairo_set_line_width(c, sample_route_width(plan.unit));
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
  cairo_set_line_width(c, wall_width);
  cairo_set_line_cap(c, static_cast<cairo_line_cap_t>(sample_wall_cap(maze.grid().kind())));
  add_figure_walls(c, walls);
  cairo_stroke(c);

  set_colour(c, kSampleLook.start);
  fill_mark(c, plan.start);
  set_colour(c, kSampleLook.finish);
  fill_mark(c, plan.finish);
  return png_bytes(surface.get(), c, "png");
}

}  // namespace

std::string maze_png(const Maze& maze, const SamplePlan& plan, std::span<const int32_t> route) {
  return draw_png(maze, plan, figure_walls(maze),
                  route.empty() ? FigureRoute{} : figure_route(maze, route, Stretches::each_cell),
                  sample_wall_width(plan.unit));
}

std::string maze_png(const WeaveMaze& wm, const SamplePlan& plan, std::span<const int32_t> route) {
  return draw_png(
      wm.maze, plan, figure_walls(wm),
      route.empty() ? FigureRoute{} : figure_route(wm, route, Stretches::each_cell),
      wm.crossings.empty() ? sample_wall_width(plan.unit) : sample_weave_wall_width(plan.unit));
}

}  // namespace mazebook
