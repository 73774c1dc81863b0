#include "proof/drawings/lattice.h"

#include <algorithm>
#include <cmath>

#include "proof/core/limits.h"

namespace mazeproof {

namespace {

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

Placement lattice_placement(const std::vector<Segment>& walls, int64_t* columns, int64_t* rows) {
  const Lattice fit = fit_lattice(axis_aligned(walls));
  if (columns != nullptr) *columns = fit.columns;
  if (rows != nullptr) *rows = fit.rows;
  Placement p;
  if (!(fit.cell > kSamePointTolerance) || fit.columns < 1 || fit.rows < 1) return p;
  p.unit = fit.cell;
  p.x = fit.x0;
  p.y = fit.y0 + static_cast<double>(fit.rows) * fit.cell;
  return p;
}

}  // namespace mazeproof
