#include "render/maze_content.h"

#include <algorithm>
#include <charconv>

#include "render/wall_runs.h"

namespace mazebook {

namespace {

void append_int(std::string& out, int value) {
  char buffer[16];
  const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
  out.append(buffer, result.ptr);
  out += ' ';
}

// Six decimals: a width or a cell size to a millionth of a point, as
// Cairo writes them.
void append_real(std::string& out, double value) {
  char buffer[48];
  const auto result =
      std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed, 6);
  const char* end = result.ptr;
  // Trailing zeros (and a bare point) say nothing.
  while (end[-1] == '0') --end;
  if (end[-1] == '.') --end;
  out.append(static_cast<const char*>(buffer), end);
  out += ' ';
}

// `q`, the stroke colour and a `cm` that maps (u, v) to the page point
// (origin_x + u * cell, origin_y + v * cell) in Cairo's top-left space:
// PDF's y grows upward, the maze's downward.
void begin(std::string& out, const char* colour, double cell, double origin_x, double origin_y,
           double page_height) {
  out += "q\n";
  out += colour;
  append_real(out, cell);
  out += "0 0 ";
  append_real(out, -cell);
  append_real(out, origin_x);
  append_real(out, page_height - origin_y);
  out += "cm\n";
}

}  // namespace

bool writes_as_content(const Maze& maze) { return maze.grid().kind() == GridKind::rect; }

void append_wall_content(std::string& content, const Maze& maze, const Drawing& d,
                         double page_height) {
  const std::vector<WallRun> runs = wall_runs(maze);
  content.reserve(content.size() + 64 + runs.size() * 20);
  begin(content, "0 0 0 RG\n", d.cell, d.grid.x, d.grid.y, page_height);
  append_real(content, d.wall / d.cell);
  content += "w 2 J\n";
  for (const WallRun& run : runs) {
    append_int(content, run.x0);
    append_int(content, run.y0);
    content += "m ";
    append_int(content, run.x1);
    append_int(content, run.y1);
    content += "l\n";
  }
  content += "S\nQ\n";
}

void append_route_content(std::string& content, const Maze& maze, std::span<const int32_t> route,
                          const Drawing& d, double page_height) {
  if (route.empty()) return;
  // Cell (x, y)'s centre is point (x, y): the origin sits half a cell in.
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
  begin(content, "0.55 0.55 0.55 RG\n", d.cell, d.grid.x + d.cell / 2, d.grid.y + d.cell / 2,
        page_height);
  append_real(content, std::max(d.cell * 0.38, 0.75) / d.cell);
  content += "w 1 J 1 j\n";
  append_int(content, points.front().x);
  append_int(content, points.front().y);
  content += "m\n";
  // Only the corners: a straight stretch is one segment.
  Point corner = points.front();
  for (size_t i = 1; i < points.size(); ++i) {
    const Point& b = points[i];
    if (i + 1 < points.size()) {
      const Point& c = points[i + 1];
      if ((corner.x == b.x && b.x == c.x) || (corner.y == b.y && b.y == c.y)) continue;
    }
    append_int(content, b.x);
    append_int(content, b.y);
    content += "l\n";
    corner = b;
  }
  content += "S\nQ\n";
}

}  // namespace mazebook
