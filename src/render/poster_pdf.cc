#include "render/poster_pdf.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "render/cairo_handles.h"
#include "render/content_stream.h"
#include "render/figure_cairo.h"
#include "render/maze_figure.h"
#include "render/maze_style.h"

namespace mazebook {

namespace {

// `q`, the colour, the width (points), and a `cm` that maps grid point
// (gx - x0 + shift, gy - y0 + shift) to the page, (x0, y0) being the top
// left of the grid's bounds.
void begin(ContentStream& c, const Colour& colour, double width_pt, const Drawing& d,
           double page_height, double shift, const GridBox& box = {}) {
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
}

// The caps, joins and (no) dash of a line.
void line_state(ContentStream& c, const LineStyle& line) {
  c.cap(line.cap);
  c.raw("J ");
  c.join(line.join);
  c.raw("j ");
  c.op("[] 0 d");
}

// Walls are stroked this many pieces at a time: a reader rendering part of
// a huge poster (a tile, a zoomed view) skips the strokes wholly outside
// it instead of stroking all of the walls for every part.
constexpr int kPiecesPerStroke = 2048;

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

}  // namespace

void append_shaped_walls(std::string& out, const Maze& maze, const Drawing& d, double page_height) {
  ContentStream c(out);
  begin(c, kWallColour, d.wall, d, page_height, 0, maze.grid().bounds());
  line_state(c, wall_line(maze.grid().kind()));
  WallOptions options;
  options.merge_arcs = maze.grid().kind() == GridKind::polar;
  const FigureWalls walls = figure_walls(maze, options);
  append_grid_path(
      c, d, [&](cairo_t* cr) { add_figure_walls(cr, walls); }, kPiecesPerStroke);
  c.op("S");
  c.op("Q");
}

void append_shaped_route(std::string& out, const Maze& maze, std::span<const int32_t> route,
                         const Drawing& d, double page_height) {
  if (route.empty()) return;
  ContentStream c(out);
  const double width = route_width(d.cell, maze.grid().corridor_width(), PassageLimit::ignored);
  begin(c, kRouteColour, width, d, page_height, 0, maze.grid().bounds());
  line_state(c, kRouteLine);
  const FigureRoute path = figure_route(maze, route);
  append_grid_path(c, d, [&](cairo_t* cr) { add_figure_route(cr, path); });
  c.op("S");
  c.op("Q");
}

void append_wall_runs(std::string& out, std::span<const WallRun> runs, const Drawing& d,
                      double page_height) {
  ContentStream c(out);
  c.reserve(runs.size() * 24 + 256);
  begin(c, kWallColour, d.wall, d, page_height, 0);
  line_state(c, wall_line(GridKind::rect));
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
  c.op("S");
  c.op("Q");
}

void append_rect_route(std::string& out, const Maze& maze, std::span<const int32_t> route,
                       const Drawing& d, double page_height) {
  if (route.empty()) return;
  const Grid& grid = maze.grid();
  const int columns = maze.columns();
  // Cell centres are whole numbers under a cm shifted by half a cell.
  struct Point {
    int64_t x;
    int64_t y;
  };
  const auto outside = [&](const Opening& o) {
    const GridPoint p = grid.outside_point(o.cell, o.side);
    return Point{std::lround(p.x - 0.5), std::lround(p.y - 0.5)};
  };
  std::vector<Point> corners{outside(maze.entrance())};
  const auto add = [&](Point p) {
    // Drop the middle of three points in a line: a straight stretch is one
    // segment.
    if (corners.size() >= 2) {
      const Point& a = corners[corners.size() - 2];
      const Point& b = corners.back();
      if ((a.x == b.x && b.x == p.x) || (a.y == b.y && b.y == p.y)) corners.pop_back();
    }
    corners.push_back(p);
  };
  for (const int32_t cell : route) add({cell % columns, cell / columns});
  add(outside(maze.exit()));
  ContentStream c(out);
  c.reserve(corners.size() * 16 + 256);
  begin(c, kRouteColour, route_width(d.cell, grid.corridor_width()), d, page_height, 0.5);
  line_state(c, kRouteLine);
  c.whole(corners[0].x);
  c.whole(corners[0].y);
  c.op("m");
  for (size_t i = 1; i < corners.size(); ++i) {
    c.whole(corners[i].x);
    c.whole(corners[i].y);
    c.op("l");
  }
  c.op("S");
  c.op("Q");
}

}  // namespace mazebook
