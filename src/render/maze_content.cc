#include "render/maze_content.h"

#include <algorithm>
#include <charconv>

#include "render/wall_runs.h"

namespace mazebook {

namespace {

// `value` to `decimals` places, trailing zeros (and a bare point) left
// out, then a space: as Cairo writes numbers.
void append_number(std::string& out, double value, int decimals) {
  char buffer[64];
  const auto result =
      std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed, decimals);
  const char* end = result.ptr;
  while (end[-1] == '0') --end;
  if (end[-1] == '.') --end;
  // "-0" reads as 0 but is not what Cairo writes.
  if (end - buffer == 2 && buffer[0] == '-' && buffer[1] == '0') {
    out += '0';
  } else {
    out.append(static_cast<const char*>(buffer), end);
  }
  out += ' ';
}

void append_point(std::string& out, double x, double y, const char* op) {
  append_number(out, x, 3);
  append_number(out, y, 3);
  out += op;
  out += '\n';
}

}  // namespace

bool writes_as_content(const Maze& maze) { return maze.grid().kind() == GridKind::rect; }

void append_page_transform(std::string& content, double page_height) {
  content += "1 0 0 -1 0 ";
  append_number(content, page_height, 6);
  content += "cm\n";
}

void append_wall_content(std::string& content, const Maze& maze, const Drawing& d) {
  const std::vector<WallRun> runs = wall_runs(maze);
  content.reserve(content.size() + 64 + runs.size() * 36);
  content += "0 0 0 RG ";
  append_number(content, d.wall, 6);
  content += "w\n2 J\n0 j\n[] 0.0 d\n10 M ";
  for (const WallRun& run : runs) {
    append_point(content, d.grid.x + run.x0 * d.cell, d.grid.y + run.y0 * d.cell, "m");
    append_point(content, d.grid.x + run.x1 * d.cell, d.grid.y + run.y1 * d.cell, "l");
  }
  content += " S\n";
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
  const auto write = [&](const Point& p, const char* op) {
    append_point(content, d.grid.x + (p.x + 0.5) * d.cell, d.grid.y + (p.y + 0.5) * d.cell, op);
  };
  content += "0.55 0.55 0.55 RG ";
  append_number(content, std::max(d.cell * 0.38, 0.75), 6);
  content += "w\n1 J\n1 j\n[] 0.0 d\n10 M ";
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
  content += " S\n";
}

}  // namespace mazebook
