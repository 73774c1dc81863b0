#include "proof/drawings/wall_grid.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "proof/core/error.h"
#include "proof/core/limits.h"

namespace mazeproof {

namespace {

std::string points_text(double x, double y) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "(%.2f, %.2f) pt", x, y);
  return buffer;
}

// Sorted values with near-equal ones merged into their mean. Walls repeat
// a few dozen coordinates thousands of times, mostly in a row (runs come
// line by line): dropping neighbouring repeats first keeps the sort small.
std::vector<double> lattice_lines(std::vector<double> values) {
  values.erase(std::unique(values.begin(), values.end()), values.end());
  std::sort(values.begin(), values.end());
  std::vector<double> out;
  double first = 0, sum = 0;
  int count = 0;
  for (double v : values) {
    if (count > 0 && v - first > kSamePointTolerance) {
      out.push_back(sum / count);
      count = 0;
      sum = 0;
    }
    if (count == 0) first = v;
    sum += v;
    ++count;
  }
  if (count > 0) out.push_back(sum / count);
  return out;
}

double smallest_gap(const std::vector<double>& lines, double best) {
  for (size_t i = 1; i < lines.size(); ++i) best = std::min(best, lines[i] - lines[i - 1]);
  return best;
}

// Lattice indices of sorted lines for a spacing: each gap between
// neighbours is a whole number of cells, so a spacing a little off never
// drifts across the grid.
std::vector<int64_t> line_indices(const std::vector<double>& lines, double cell) {
  std::vector<int64_t> k(lines.size(), 0);
  for (size_t i = 1; i < lines.size(); ++i)
    k[i] = k[i - 1] + std::max<int64_t>(1, std::llround((lines[i] - lines[i - 1]) / cell));
  return k;
}

struct AxisSums {
  double k = 0, x = 0, kk = 0, kx = 0;
  double n = 0;
  void add(const std::vector<double>& lines, const std::vector<int64_t>& k_of) {
    for (size_t i = 0; i < lines.size(); ++i) {
      const double ki = static_cast<double>(k_of[i]);
      k += ki;
      x += lines[i];
      kk += ki * ki;
      kx += ki * lines[i];
      n += 1;
    }
  }
  // Centred sums: sum (k - mean k)^2 and sum (k - mean k)(x - mean x).
  double skk() const { return n > 0 ? kk - k * k / n : 0; }
  double skx() const { return n > 0 ? kx - k * x / n : 0; }
};

}  // namespace

Lattice fit_lattice(const std::vector<Segment>& walls) {
  std::vector<double> xs, ys;
  for (const Segment& s : walls) {
    xs.push_back(s.a.x);
    xs.push_back(s.b.x);
    ys.push_back(s.a.y);
    ys.push_back(s.b.y);
  }
  const std::vector<double> x_lines = lattice_lines(std::move(xs));
  const std::vector<double> y_lines = lattice_lines(std::move(ys));
  Lattice fit;
  const double first = smallest_gap(y_lines, smallest_gap(x_lines, HUGE_VAL));
  if (!std::isfinite(first)) return fit;
  // Least squares over every lattice line of both axes: one spacing, an
  // origin per axis; twice, the second time with indices from the first
  // fit's spacing.
  // Far more lines than any grid allowed: say how many, without counting
  // them one by one (the counts could overflow).
  const double across = (x_lines.back() - x_lines.front()) / first;
  const double down = (y_lines.back() - y_lines.front()) / first;
  if (across > 4.0 * kMaxGridSide || down > 4.0 * kMaxGridSide) {
    fit.cell = first;
    fit.columns = static_cast<int64_t>(std::min(across, 1e15));
    fit.rows = static_cast<int64_t>(std::min(down, 1e15));
    return fit;
  }
  double cell = first;
  for (int round = 0; round < 2; ++round) {
    const std::vector<int64_t> kx = line_indices(x_lines, cell);
    const std::vector<int64_t> ky = line_indices(y_lines, cell);
    AxisSums ax, ay;
    ax.add(x_lines, kx);
    ay.add(y_lines, ky);
    const double skk = ax.skk() + ay.skk();
    if (skk > 0) cell = (ax.skx() + ay.skx()) / skk;
    fit.cell = cell;
    fit.x0 = (ax.x - cell * ax.k) / ax.n;  // the line of index 0
    fit.y0 = (ay.x - cell * ay.k) / ay.n;
    fit.columns = kx.back();
    fit.rows = ky.back();
  }
  return fit;
}

double lattice_spacing(const std::vector<Segment>& walls) { return fit_lattice(walls).cell; }

namespace {

// The horizontal and vertical strokes, which lie on a rectangle's lattice.
std::vector<Segment> axis_aligned(const std::vector<Segment>& walls) {
  std::vector<Segment> out;
  for (const Segment& s : walls) {
    const double dx = std::abs(s.a.x - s.b.x), dy = std::abs(s.a.y - s.b.y);
    if (!s.curve && (dx <= kSamePointTolerance) != (dy <= kSamePointTolerance)) out.push_back(s);
  }
  return out;
}

}  // namespace

Placement lattice_placement(const std::vector<Segment>& walls) {
  const Lattice fit = fit_lattice(axis_aligned(walls));
  Placement p;
  if (!(fit.cell > kSamePointTolerance) || fit.columns < 1 || fit.rows < 1) return p;
  p.unit = fit.cell;
  p.x = fit.x0;
  p.y = fit.y0 + static_cast<double>(fit.rows) * fit.cell;
  return p;
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
  const Lattice fit = fit_lattice(straight);
  const double cell = fit.cell;
  GridGeometry& g = grid.geometry;
  g.cell = cell;
  g.left = fit.x0;
  g.top = fit.y0 + static_cast<double>(fit.rows) * cell;
  if (!(cell > kSamePointTolerance) || fit.columns < 1 || fit.rows < 1) {
    grid.problems.push_back("walls do not span a grid");
    return grid;
  }
  if (fit.columns > kMaxGridSide || fit.rows > kMaxGridSide) {
    throw Error("walls span a grid of " + std::to_string(fit.columns) + " x " +
                std::to_string(fit.rows) + " cells, more than " + std::to_string(kMaxGridSide) +
                " a side");
  }
  g.columns = static_cast<int>(fit.columns);
  g.rows = static_cast<int>(fit.rows);
  // Every wall end on the lattice, in lattice units.
  auto lattice = [&](double offset, double& units, int most) {
    units = offset / cell;
    return std::abs(units - std::round(units)) <= kLatticeTolerance && std::round(units) >= 0 &&
           std::round(units) <= most;
  };
  std::vector<char> horizontal(static_cast<size_t>(g.rows + 1) * g.columns, 0);
  std::vector<char> vertical(static_cast<size_t>(g.columns + 1) * g.rows, 0);
  size_t overlaps = 0, off_lattice = 0;
  std::string first_overlap, first_off;
  for (const Segment& s : straight) {
    double ax = 0, ay = 0, bx = 0, by = 0;
    if (!lattice(s.a.x - g.left, ax, g.columns) || !lattice(g.top - s.a.y, ay, g.rows) ||
        !lattice(s.b.x - g.left, bx, g.columns) || !lattice(g.top - s.b.y, by, g.rows)) {
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
