#include "proof/wall_grid.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace mazeproof {

namespace {

std::string points_text(double x, double y) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "(%.2f, %.2f) pt", x, y);
  return buffer;
}

// Sorted values with near-equal ones merged (the first of each run kept).
// Walls repeat a few dozen coordinates thousands of times, mostly in a row
// (runs come line by line): dropping neighbouring repeats first keeps the
// sort small.
std::vector<double> lattice_lines(std::vector<double> values) {
  values.erase(std::unique(values.begin(), values.end()), values.end());
  std::sort(values.begin(), values.end());
  std::vector<double> out;
  for (double v : values) {
    if (out.empty() || v - out.back() > kSamePointTolerance) out.push_back(v);
  }
  return out;
}

double smallest_gap(const std::vector<double>& lines, double best) {
  for (size_t i = 1; i < lines.size(); ++i) best = std::min(best, lines[i] - lines[i - 1]);
  return best;
}

}  // namespace

double lattice_spacing(const std::vector<Segment>& walls) {
  std::vector<double> xs, ys;
  for (const Segment& s : walls) {
    xs.push_back(s.a.x);
    xs.push_back(s.b.x);
    ys.push_back(s.a.y);
    ys.push_back(s.b.y);
  }
  const double gap = smallest_gap(lattice_lines(ys), smallest_gap(lattice_lines(xs), HUGE_VAL));
  return std::isfinite(gap) ? gap : 0;
}

WallGrid rebuild_grid(const std::vector<Segment>& walls) {
  WallGrid grid;
  std::vector<Segment> straight;
  for (const Segment& s : walls) {
    const double dx = std::abs(s.a.x - s.b.x);
    const double dy = std::abs(s.a.y - s.b.y);
    if (s.curve) {
      grid.problems.push_back("curved wall stroke from " + points_text(s.a.x, s.a.y));
    } else if (dx > kSamePointTolerance && dy > kSamePointTolerance) {
      grid.problems.push_back("diagonal wall stroke from " + points_text(s.a.x, s.a.y) + " to " +
                              points_text(s.b.x, s.b.y));
    } else if (dx > kSamePointTolerance || dy > kSamePointTolerance) {
      straight.push_back(s);
    }
  }
  if (straight.empty()) {
    grid.problems.push_back("no wall strokes");
    return grid;
  }
  const double cell = lattice_spacing(straight);
  Box outline;
  for (const Segment& s : straight) {
    outline.add(s.a);
    outline.add(s.b);
  }
  GridGeometry& g = grid.geometry;
  g.left = outline.x0;
  g.top = outline.y1;
  g.cell = cell;
  if (cell <= kSamePointTolerance) {
    grid.problems.push_back("walls do not span a grid");
    return grid;
  }
  g.columns = static_cast<int>(std::lround(outline.width() / cell));
  g.rows = static_cast<int>(std::lround(outline.height() / cell));
  if (g.columns < 1 || g.rows < 1) {
    grid.problems.push_back("walls do not span a grid");
    return grid;
  }
  // Every wall end on the lattice, in lattice units.
  auto lattice = [&](double offset, double& units) {
    units = offset / cell;
    return std::abs(units - std::round(units)) <= kLatticeTolerance;
  };
  std::vector<char> horizontal(static_cast<size_t>(g.rows + 1) * g.columns, 0);
  std::vector<char> vertical(static_cast<size_t>(g.columns + 1) * g.rows, 0);
  size_t overlaps = 0, off_lattice = 0;
  std::string first_overlap, first_off;
  for (const Segment& s : straight) {
    double ax = 0, ay = 0, bx = 0, by = 0;
    if (!lattice(s.a.x - g.left, ax) || !lattice(g.top - s.a.y, ay) ||
        !lattice(s.b.x - g.left, bx) || !lattice(g.top - s.b.y, by)) {
      if (off_lattice++ == 0)
        first_off = points_text(s.a.x, s.a.y) + " to " + points_text(s.b.x, s.b.y);
      continue;
    }
    const int x0 = static_cast<int>(std::lround(std::min(ax, bx)));
    const int x1 = static_cast<int>(std::lround(std::max(ax, bx)));
    const int y0 = static_cast<int>(std::lround(std::min(ay, by)));
    const int y1 = static_cast<int>(std::lround(std::max(ay, by)));
    auto mark = [&](char& side, int x, int y, const char* where) {
      if (side != 0 && overlaps++ == 0) first_overlap = cell_name(x, y) + " " + where;
      side = 1;
    };
    if (y0 == y1) {
      for (int x = x0; x < x1; ++x) {
        mark(horizontal[static_cast<size_t>(y0) * g.columns + x], x, std::min(y0, g.rows - 1),
             y0 == g.rows ? "bottom" : "top");
      }
    } else {
      for (int y = y0; y < y1; ++y) {
        mark(vertical[static_cast<size_t>(x0) * g.rows + y], std::min(x0, g.columns - 1), y,
             x0 == g.columns ? "right" : "left");
      }
    }
  }
  if (off_lattice > 0) {
    char spacing[32];
    std::snprintf(spacing, sizeof spacing, "%.3f", cell);
    grid.problems.push_back(std::to_string(off_lattice) + " wall stroke(s) off the lattice of " +
                            spacing + " pt cells, first from " + first_off);
  }
  if (overlaps > 0) {
    grid.problems.push_back("wall strokes overlap (" + std::to_string(overlaps) +
                            " cell sides), first at " + first_overlap);
  }
  if (!grid.problems.empty()) return grid;
  MazeGraph maze(g.columns, g.rows);
  auto h = [&](int x, int y) { return horizontal[static_cast<size_t>(y) * g.columns + x] != 0; };
  auto v = [&](int x, int y) { return vertical[static_cast<size_t>(x) * g.rows + y] != 0; };
  for (int y = 0; y < g.rows; ++y) {
    for (int x = 0; x < g.columns; ++x) {
      if (x + 1 < g.columns) maze.set_east(x, y, !v(x + 1, y));
      if (y + 1 < g.rows) maze.set_south(x, y, !h(x, y + 1));
    }
  }
  for (int x = 0; x < g.columns; ++x) {
    if (!h(x, 0)) maze.openings.push_back({x, 0, Side::top});
    if (!h(x, g.rows)) maze.openings.push_back({x, g.rows - 1, Side::bottom});
  }
  for (int y = 0; y < g.rows; ++y) {
    if (!v(0, y)) maze.openings.push_back({0, y, Side::left});
    if (!v(g.columns, y)) maze.openings.push_back({g.columns - 1, y, Side::right});
  }
  maze.sort_openings();
  grid.maze = std::move(maze);
  grid.ok = true;
  return grid;
}

}  // namespace mazeproof
