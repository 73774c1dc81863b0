#include "render/maze_content.h"

#include "render/content_stream.h"
#include "render/maze_style.h"
#include "render/wall_runs.h"

namespace mazebook {

namespace {

void append_point(ContentStream& out, double x, double y, const char* op) {
  out.number(x, 3);
  out.number(y, 3);
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

}  // namespace

bool writes_as_content(const Maze& maze) { return maze.grid().kind() == GridKind::rect; }

void append_page_transform(std::string& content, double page_height) {
  ContentStream out(content);
  out.raw("1 0 0 -1 0 ");
  out.number(page_height, 6);
  out.op("cm");
}

void append_wall_content(std::string& content, const Maze& maze, const Drawing& d) {
  const std::vector<WallRun> runs = wall_runs(maze);
  ContentStream out(content);
  out.reserve(64 + runs.size() * 36);
  append_stroke_state(out, kWallColour, d.wall, wall_line(maze.grid().kind()));
  for (const WallRun& run : runs) {
    append_point(out, d.grid.x + run.x0 * d.cell, d.grid.y + run.y0 * d.cell, "m");
    append_point(out, d.grid.x + run.x1 * d.cell, d.grid.y + run.y1 * d.cell, "l");
  }
  out.raw(" S\n");
}

void append_route_content(std::string& content, const Maze& maze, std::span<const int32_t> route,
                          const Drawing& d) {
  if (route.empty()) return;
  // In cells: cell (x, y)'s centre is (x, y), an outside point one step
  // beyond its opening's cell.
  struct Point {
    int x, y;
  };
  const auto outside = [&](const Opening& o) {
    Point p{o.cell % maze.columns(), o.cell / maze.columns()};
    switch (static_cast<Side>(o.side)) {
      case Side::top:
        --p.y;
        break;
      case Side::right:
        ++p.x;
        break;
      case Side::bottom:
        ++p.y;
        break;
      case Side::left:
        --p.x;
        break;
    }
    return p;
  };
  std::vector<Point> points;
  points.reserve(route.size() + 2);
  points.push_back(outside(maze.entrance()));
  for (const int32_t cell : route) points.push_back({cell % maze.columns(), cell / maze.columns()});
  points.push_back(outside(maze.exit()));
  ContentStream out(content);
  const auto write = [&](const Point& p, const char* op) {
    append_point(out, d.grid.x + (p.x + 0.5) * d.cell, d.grid.y + (p.y + 0.5) * d.cell, op);
  };
  append_stroke_state(out, kRouteColour, route_width(d.cell, maze.grid().corridor_width()),
                      kRouteLine);
  write(points.front(), "m");
  // Only the corners: a straight stretch is one segment.
  Point corner = points.front();
  for (size_t i = 1; i < points.size(); ++i) {
    const Point& b = points[i];
    if (i + 1 < points.size()) {
      const Point& c = points[i + 1];
      if ((corner.x == b.x && b.x == c.x) || (corner.y == b.y && b.y == c.y)) continue;
    }
    write(b, "l");
    corner = b;
  }
  out.raw(" S\n");
}

}  // namespace mazebook
