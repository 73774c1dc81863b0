#include "render/poster_pdf.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <vector>

#include "render/cairo_handles.h"
#include "render/grid_paths.h"

namespace mazebook {

namespace {

// Appends whole numbers and PDF operators to a content stream.
class Content {
 public:
  explicit Content(std::string& text) : text_(text) {}
  void number(int64_t value) {
    char buffer[24];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
    text_.append(buffer, result.ptr);
    text_ += ' ';
  }
  // `digits` after the point.
  void real(double value, int digits = 4) {
    char buffer[48];
    const auto result =
        std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed, digits);
    text_.append(buffer, result.ptr);
    text_ += ' ';
  }
  void op(const char* name) {
    text_ += name;
    text_ += '\n';
  }
  void reserve(size_t bytes) { text_.reserve(text_.size() + bytes); }

 private:
  std::string& text_;
};

// `q`, the colour, the width (points), and a `cm` that maps grid point
// (gx - x0 + shift, gy - y0 + shift) to the page, (x0, y0) being the top
// left of the grid's bounds.
void begin(Content& c, const char* colour, double width_pt, const Drawing& d, double page_height,
           double shift, const GridBox& box = {}) {
  c.op("q");
  c.op(colour);
  // The width is in grid units under the cm: enough digits that it
  // scales back to the manifest's wall_pt to 0.001 pt even in a huge cell.
  c.real(width_pt / d.cell, 8);
  c.op("w");
  c.real(d.cell);
  c.number(0);
  c.number(0);
  c.real(-d.cell);
  c.real(d.grid.x + (shift - box.x0) * d.cell);
  c.real(page_height - d.grid.y - (shift - box.y0) * d.cell);
  c.op("cm");
}

// Appends the path `add(cr)` builds in grid units (render/grid_paths.h),
// as Cairo would hand it to the page: arcs split into Bezier pieces with
// device space in points, so as finely as Cairo's own PDF would. With
// `per_stroke` > 0, the path is stroked (`S`) and begun anew before a
// subpath once that many pieces are in it.
template <typename Add>
void append_grid_path(Content& c, const Drawing& d, Add add, int per_stroke = 0) {
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
      c.real(p[k].point.x);
      c.real(p[k].point.y);
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

// Adds every standing wall of a polar `maze` in grid units: the walls
// between cells of a ring as segments, and the arcs of each circle merged
// where they meet into the longest arcs they make (src/proof/DRAWING_RULES.md:
// consecutive arc walls of one ring may be one arc), so the file holds one
// arc where the grid has a run of walls. Which walls stand is
// render/grid_paths.h's rule: every inner wall that is closed, the outer
// wall but for the openings.
void add_polar_walls(cairo_t* cr, const Maze& maze) {
  const Grid& grid = maze.grid();
  struct Arc {
    double radius;
    double from;
    double to;
  };
  std::vector<Arc> arcs;
  for (int32_t cell = 0; cell < maze.size(); ++cell) {
    for (int side = 0; side < grid.side_count(cell); ++side) {
      const int32_t next = grid.neighbour(cell, side);
      const Opening here{cell, side};
      const bool stands = next == kOutside ? !(maze.entrance() == here || maze.exit() == here)
                                           : next > cell && !maze.is_open(cell, side);
      if (!stands) continue;
      const WallShape w = grid.wall_shape(cell, side);
      if (w.arc) {
        arcs.push_back({w.radius, w.from, w.to});
      } else {
        cairo_move_to(cr, w.a.x, w.a.y);
        cairo_line_to(cr, w.b.x, w.b.y);
      }
    }
  }
  std::sort(arcs.begin(), arcs.end(), [](const Arc& a, const Arc& b) {
    return a.radius != b.radius ? a.radius < b.radius : a.from < b.from;
  });
  constexpr double kSame = 1e-9;
  std::vector<Arc> merged;
  for (const Arc& arc : arcs) {
    Arc* last = merged.empty() ? nullptr : &merged.back();
    if (last && std::abs(last->radius - arc.radius) < kSame &&
        std::abs(last->to - arc.from) < kSame) {
      last->to = arc.to;
    } else {
      merged.push_back(arc);
    }
  }
  // Cairo's angles grow clockwise on the page (y down); the grid's
  // counter-clockwise. A merged arc is added as halves, quarters, ... of
  // at most a quarter turn each (Cairo halves one of more than half a turn
  // the same way): on a circle of less than 5.4 pt radius Cairo's
  // tolerance (0.1 pt, 1.85 % of it) would let one Bezier piece turn half a
  // turn, which strays from the circle more than DRAWING_RULES.md's arcs
  // may.
  const auto add = [&](double radius, double from, double to) {
    int parts = 1;
    while ((to - from) / parts > M_PI / 2) parts *= 2;
    cairo_new_sub_path(cr);
    for (int k = 0; k < parts; ++k) {
      cairo_arc_negative(cr, 0, 0, radius, -(from + (to - from) * k / parts),
                         -(from + (to - from) * (k + 1) / parts));
    }
  };
  for (size_t first = 0; first < merged.size();) {
    size_t end = first;
    while (end < merged.size() && merged[end].radius == merged[first].radius) ++end;
    const Arc& head = merged[first];
    const Arc& tail = merged[end - 1];
    // A circle's last arc may run on into its first across angle 0.
    size_t from = first;
    size_t to = end;
    if (end - first > 1 && std::abs(tail.to - (head.from + 2 * M_PI)) < kSame) {
      add(head.radius, tail.from - 2 * M_PI, head.to);
      ++from;
      --to;
    }
    for (size_t i = from; i < to; ++i) add(merged[i].radius, merged[i].from, merged[i].to);
    first = end;
  }
}

}  // namespace

double poster_route_width(double unit) { return std::max(unit * 0.38, 0.75); }

void append_shaped_walls(std::string& out, const Maze& maze, const Drawing& d, double page_height) {
  Content c(out);
  begin(c, "0 0 0 RG", d.wall, d, page_height, 0, maze.grid().bounds());
  // A masked grid's walls are lattice runs with square corners; other
  // kinds join round (src/proof/DRAWING_RULES.md, "Shaped mazes").
  c.op(maze.grid().kind() == GridKind::masked ? "2 J 0 j [] 0 d" : "1 J 1 j [] 0 d");
  append_grid_path(
      c, d,
      [&](cairo_t* cr) {
        if (maze.grid().kind() == GridKind::polar) {
          add_polar_walls(cr, maze);
        } else {
          add_wall_path(cr, maze);
        }
      },
      kPiecesPerStroke);
  c.op("S");
  c.op("Q");
}

void append_shaped_route(std::string& out, const Maze& maze, std::span<const int32_t> route,
                         const Drawing& d, double page_height) {
  if (route.empty()) return;
  Content c(out);
  const double width = std::max(d.cell * maze.grid().corridor_width() * 0.38, 0.75);
  begin(c, "0.55 0.55 0.55 RG", width, d, page_height, 0, maze.grid().bounds());
  c.op("1 J 1 j [] 0 d");
  append_grid_path(c, d, [&](cairo_t* cr) { add_route_path(cr, maze, route); });
  c.op("S");
  c.op("Q");
}

void append_wall_runs(std::string& out, std::span<const WallRun> runs, const Drawing& d,
                      double page_height) {
  Content c(out);
  c.reserve(runs.size() * 24 + 256);
  begin(c, "0 0 0 RG", d.wall, d, page_height, 0);
  c.op("2 J 0 j [] 0 d");
  int in_stroke = 0;
  for (const WallRun& run : runs) {
    if (in_stroke++ == kPiecesPerStroke) {
      c.op("S");
      in_stroke = 1;
    }
    c.number(run.x0);
    c.number(run.y0);
    c.op("m");
    c.number(run.x1);
    c.number(run.y1);
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
  Content c(out);
  c.reserve(corners.size() * 16 + 256);
  begin(c, "0.55 0.55 0.55 RG", poster_route_width(d.cell), d, page_height, 0.5);
  c.op("1 J 1 j [] 0 d");
  c.number(corners[0].x);
  c.number(corners[0].y);
  c.op("m");
  for (size_t i = 1; i < corners.size(); ++i) {
    c.number(corners[i].x);
    c.number(corners[i].y);
    c.op("l");
  }
  c.op("S");
  c.op("Q");
}

}  // namespace mazebook
