#include "render/maze_content.h"

#include <cmath>

#include "render/cairo_handles.h"
#include "render/content_stream.h"
#include "render/figure_cairo.h"
#include "render/maze_style.h"

namespace mazebook {

namespace {

void append_point(ContentStream& out, const PagePoint& p, const char* op) {
  out.number(p.x, 3);
  out.number(p.y, 3);
  out.op(op);
}

// The stroke's colour, width and line style, and Cairo's dash and miter
// limit, as Cairo writes them before a stroke.
void append_stroke_state(ContentStream& out, const Colour& colour, double width,
                         const LineStyle& line) {
  out.colour(colour);
  out.raw("RG ");
  out.number(width, 6);
  out.op("w");
  out.cap(line.cap);
  out.op("J");
  out.join(line.join);
  out.op("j");
  out.raw("[] 0.0 d\n10 M ");
}

// A poster stream's start: `q`, the colour, the width (points), and a `cm`
// that maps grid point (gx - x0 + shift, gy - y0 + shift) to the page,
// (x0, y0) being the top left of the grid's bounds; then the caps, joins
// and (no) dash.
void begin_poster(ContentStream& c, const Colour& colour, double width_pt, const LineStyle& line,
                  const Drawing& d, double page_height, double shift, const GridBox& box) {
  c.op("q");
  c.colour(colour);
  c.op("RG");
  // The width is in grid units under the cm: enough digits that it
  // scales back to the manifest's wall_pt to 0.001 pt even in a huge cell.
  c.fixed(width_pt / d.cell, 8);
  c.op("w");
  c.fixed(d.cell, 4);
  c.whole(0);
  c.whole(0);
  c.fixed(-d.cell, 4);
  c.fixed(d.grid.x + (shift - box.x0) * d.cell, 4);
  c.fixed(page_height - d.grid.y - (shift - box.y0) * d.cell, 4);
  c.op("cm");
  c.cap(line.cap);
  c.raw("J ");
  c.join(line.join);
  c.raw("j ");
  c.op("[] 0 d");
}

void end_poster(ContentStream& c) {
  c.op("S");
  c.op("Q");
}

// Whether a poster's maze is written in whole cells.
bool whole_cells(const Grid& grid) { return grid.kind() == GridKind::rect; }

// Appends the path `add(cr)` builds in grid units (render/figure_cairo.h),
// as Cairo would hand it to the page: arcs split into Bezier pieces with
// device space in points, so as finely as Cairo's own PDF would. With
// `per_stroke` > 0, the path is stroked (`S`) and begun anew before a
// subpath once that many pieces are in it.
template <typename Add>
void append_grid_path(ContentStream& c, const Drawing& d, Add add, int per_stroke = 0) {
  CairoSurface surface(cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1));
  Cairo cr(cairo_create(surface.get()));
  cairo_scale(cr.get(), d.cell, d.cell);
  add(cr.get());
  cairo_path_t* path = cairo_copy_path(cr.get());
  const cairo_status_t status = path->status;
  int pieces = 0;
  for (int i = 0; status == CAIRO_STATUS_SUCCESS && i < path->num_data;
       i += path->data[i].header.length) {
    const cairo_path_data_t* p = &path->data[i];
    const auto point = [&](int k) {
      c.fixed(p[k].point.x, 4);
      c.fixed(p[k].point.y, 4);
    };
    switch (p->header.type) {
      case CAIRO_PATH_MOVE_TO:
        if (per_stroke > 0 && pieces >= per_stroke) {
          c.op("S");
          pieces = 0;
        }
        ++pieces;
        point(1);
        c.op("m");
        break;
      case CAIRO_PATH_LINE_TO:
        ++pieces;
        point(1);
        c.op("l");
        break;
      case CAIRO_PATH_CURVE_TO:
        ++pieces;
        point(1);
        point(2);
        point(3);
        c.op("c");
        break;
      case CAIRO_PATH_CLOSE_PATH:
        c.op("h");
        break;
    }
  }
  cairo_path_destroy(path);
  check_cairo(status, "poster");
}

// A half-integer grid coordinate of a rectangle's route as the whole
// number it is under the cm shifted by half a cell.
int64_t whole(double grid_units) { return std::lround(grid_units - 0.5); }

}  // namespace

bool writes_as_content(const Maze& maze) { return maze.grid().kind() == GridKind::rect; }

void append_page_transform(std::string& content, double page_height) {
  ContentStream out(content);
  out.raw("1 0 0 -1 0 ");
  out.number(page_height, 6);
  out.op("cm");
}

void append_page_walls(std::string& content, std::span<const WallRun> runs, const Grid& grid,
                       const Drawing& d) {
  ContentStream out(content);
  out.reserve(64 + runs.size() * 36);
  append_stroke_state(out, kWallColour, d.wall, wall_line(grid.kind()));
  for (const WallRun& run : runs) {
    append_point(out, on_page(grid, d, {static_cast<double>(run.x0), static_cast<double>(run.y0)}),
                 "m");
    append_point(out, on_page(grid, d, {static_cast<double>(run.x1), static_cast<double>(run.y1)}),
                 "l");
  }
  out.raw(" S\n");
}

void append_page_route(std::string& content, const FigureRoute& route, const Grid& grid,
                       const Drawing& d, double width) {
  if (route.steps.empty()) return;
  ContentStream out(content);
  append_stroke_state(out, kRouteColour, width, kRouteLine);
  append_point(out, on_page(grid, d, route.start), "m");
  for (const RouteStep& s : route.steps) append_point(out, on_page(grid, d, s.to), "l");
  out.raw(" S\n");
}

void append_poster_walls(std::string& out, std::span<const WallRun> runs,
                         std::span<const WallShape> shapes, const Grid& grid, const Drawing& d,
                         double page_height) {
  ContentStream c(out);
  if (!whole_cells(grid)) {
    begin_poster(c, kWallColour, d.wall, wall_line(grid.kind()), d, page_height, 0, grid.bounds());
    append_grid_path(
        c, d, [&](cairo_t* cr) { add_figure_walls(cr, runs, shapes); }, kPiecesPerStroke);
    end_poster(c);
    return;
  }
  c.reserve(runs.size() * 24 + 256);
  begin_poster(c, kWallColour, d.wall, wall_line(grid.kind()), d, page_height, 0, {});
  int in_stroke = 0;
  for (const WallRun& run : runs) {
    if (in_stroke++ == kPiecesPerStroke) {
      c.op("S");
      in_stroke = 1;
    }
    c.whole(run.x0);
    c.whole(run.y0);
    c.op("m");
    c.whole(run.x1);
    c.whole(run.y1);
    c.op("l");
  }
  end_poster(c);
}

void append_poster_route(std::string& out, const FigureRoute& route, const Grid& grid,
                         const Drawing& d, double page_height, double width) {
  if (route.steps.empty()) return;
  ContentStream c(out);
  if (!whole_cells(grid)) {
    begin_poster(c, kRouteColour, width, kRouteLine, d, page_height, 0, grid.bounds());
    append_grid_path(c, d, [&](cairo_t* cr) { add_figure_route(cr, route); });
    end_poster(c);
    return;
  }
  c.reserve(route.steps.size() * 16 + 256);
  begin_poster(c, kRouteColour, width, kRouteLine, d, page_height, 0.5, {});
  c.whole(whole(route.start.x));
  c.whole(whole(route.start.y));
  c.op("m");
  for (const RouteStep& s : route.steps) {
    c.whole(whole(s.to.x));
    c.whole(whole(s.to.y));
    c.op("l");
  }
  end_poster(c);
}

}  // namespace mazebook
