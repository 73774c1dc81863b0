#include "maze/outline/outline_route.h"

#include <algorithm>
#include <cstdlib>
#include <optional>

namespace mazebook {

namespace {

constexpr int kDx[4] = {0, 1, 0, -1};  // top, right, bottom, left
constexpr int kDy[4] = {-1, 0, 1, 0};

struct Plane {
  int columns = 0;
  int rows = 0;
  int32_t cell(int x, int y) const { return y * columns + x; }
  int x(int32_t c) const { return c % columns; }
  int y(int32_t c) const { return c / columns; }
  bool on_wall(int32_t c) const {
    return x(c) == 0 || y(c) == 0 || x(c) == columns - 1 || y(c) == rows - 1;
  }
  int steps(int32_t a, int32_t b) const { return std::abs(x(a) - x(b)) + std::abs(y(a) - y(b)); }
  size_t size() const { return static_cast<size_t>(columns) * static_cast<size_t>(rows); }
};

// The cells the outer wall reaches without crossing the ring: where leads
// may run (a lead inside the outline could never reach the wall).
std::vector<uint8_t> outside_ring(const Plane& p, const std::vector<uint8_t>& ring) {
  std::vector<uint8_t> out(p.size(), 0);
  std::vector<int32_t> queue;
  for (int32_t c = 0; c < static_cast<int32_t>(p.size()); ++c) {
    if (p.on_wall(c) && !ring[static_cast<size_t>(c)]) {
      out[static_cast<size_t>(c)] = 1;
      queue.push_back(c);
    }
  }
  for (size_t i = 0; i < queue.size(); ++i) {
    for (int d = 0; d < 4; ++d) {
      const int nx = p.x(queue[i]) + kDx[d];
      const int ny = p.y(queue[i]) + kDy[d];
      if (nx < 0 || ny < 0 || nx >= p.columns || ny >= p.rows) continue;
      const int32_t n = p.cell(nx, ny);
      if (out[static_cast<size_t>(n)] || ring[static_cast<size_t>(n)]) continue;
      out[static_cast<size_t>(n)] = 1;
      queue.push_back(n);
    }
  }
  return out;
}

// The shortest way from ring cell `from` out to a cell on the outer wall
// that `ends` accepts, through cells `open` allows: its cells from the
// one beside `from` outwards, empty when `from` is itself such a cell;
// nullopt when there is none.
template <typename Open, typename Ends>
std::optional<std::vector<int32_t>> lead_out(const Plane& p, int32_t from, Open open, Ends ends) {
  if (p.on_wall(from) && ends(from)) return std::vector<int32_t>{};
  std::vector<int32_t> parent(p.size(), -1);
  std::vector<int32_t> queue{from};
  parent[static_cast<size_t>(from)] = from;
  for (size_t i = 0; i < queue.size(); ++i) {
    const int32_t c = queue[i];
    if (c != from && p.on_wall(c) && ends(c)) {
      std::vector<int32_t> path;
      for (int32_t k = c; k != from; k = parent[static_cast<size_t>(k)]) path.push_back(k);
      std::reverse(path.begin(), path.end());
      return path;
    }
    for (int d = 0; d < 4; ++d) {
      const int nx = p.x(c) + kDx[d];
      const int ny = p.y(c) + kDy[d];
      if (nx < 0 || ny < 0 || nx >= p.columns || ny >= p.rows) continue;
      const int32_t n = p.cell(nx, ny);
      if (parent[static_cast<size_t>(n)] >= 0 || !open(n)) continue;
      parent[static_cast<size_t>(n)] = c;
      queue.push_back(n);
    }
  }
  return std::nullopt;
}

std::string share_text(double share) {
  return std::to_string(static_cast<int>(share * 100 + 0.5)) + " %";
}

}  // namespace

OutlineRoute plan_outline_route(const std::vector<RingCell>& ring, int columns, int rows, int at_x,
                                int at_y, double min_opening_distance) {
  OutlineRoute none;
  none.at_x = at_x;
  none.at_y = at_y;
  const Plane p{columns, rows};
  if (ring.size() < static_cast<size_t>(kMinRingCells) || columns < 2 || rows < 2) {
    none.refusal = "the outline has no ring of at least " + std::to_string(kMinRingCells) +
                   " cells on a grid of at least 2 x 2";
    return none;
  }
  std::vector<uint8_t> on_ring(p.size(), 0);
  std::vector<int32_t> cells;
  for (const RingCell& r : ring) {
    const int x = r.x + at_x;
    const int y = r.y + at_y;
    if (x < 0 || y < 0 || x >= columns || y >= rows) {
      none.refusal = "the outline placed at " + std::to_string(at_x) + ", " + std::to_string(at_y) +
                     " leaves the " + std::to_string(columns) + " x " + std::to_string(rows) +
                     " grid";
      return none;
    }
    cells.push_back(p.cell(x, y));
    on_ring[static_cast<size_t>(cells.back())] = 1;
  }
  const std::vector<uint8_t> outside = outside_ring(p, on_ring);
  const double diameter = (columns - 1) + (rows - 1);
  const int n = static_cast<int>(cells.size());
  std::optional<OutlineRoute> best;
  // Each side between ring neighbours, either way round: in at a, once
  // round the ring, out at b.
  for (int i = 0; i < n; ++i) {
    for (const int way : {1, -1}) {
      const int a = way == 1 ? (i + 1) % n : i;
      const int b = way == 1 ? i : (i + 1) % n;
      std::vector<uint8_t> used(p.size(), 0);
      const auto free = [&](int32_t c) {
        return outside[static_cast<size_t>(c)] && !used[static_cast<size_t>(c)];
      };
      const std::optional<std::vector<int32_t>> in =
          lead_out(p, cells[static_cast<size_t>(a)], free, [](int32_t) { return true; });
      if (!in) continue;
      const int32_t start = in->empty() ? cells[static_cast<size_t>(a)] : in->back();
      for (const int32_t c : *in) used[static_cast<size_t>(c)] = 1;
      const auto apart = [&](int32_t c) {
        return c != start && p.steps(c, start) >= min_opening_distance * diameter;
      };
      const std::optional<std::vector<int32_t>> out =
          lead_out(p, cells[static_cast<size_t>(b)], free, apart);
      if (!out) continue;
      const int leads = static_cast<int>(in->size() + out->size());
      if (best && best->lead_cells <= leads) continue;
      OutlineRoute route;
      route.at_x = at_x;
      route.at_y = at_y;
      route.lead_cells = leads;
      route.lead_in = static_cast<int>(in->size());
      route.cells.assign(in->rbegin(), in->rend());
      for (int k = 0; k < n; ++k)
        route.cells.push_back(cells[static_cast<size_t>(((a + way * k) % n + n) % n)]);
      route.cells.insert(route.cells.end(), out->begin(), out->end());
      best = std::move(route);
    }
  }
  if (!best) {
    none.refusal =
        "no two ring cells side by side lead out to the outer wall with START and "
        "FINISH far enough apart";
    return none;
  }
  const double share =
      static_cast<double>(best->lead_cells) / static_cast<double>(best->cells.size());
  if (share > kMaxLeadShare) {
    none.refusal = "its leads take " + std::to_string(best->lead_cells) + " of the route's " +
                   std::to_string(best->cells.size()) + " cells (" + share_text(share) +
                   ", at most " + share_text(kMaxLeadShare) + ")";
    return none;
  }
  return *best;
}

OutlineRoute place_outline_route(const std::vector<RingCell>& ring, int width, int height,
                                 int columns, int rows, double min_opening_distance) {
  if (width > columns || height > rows) {
    OutlineRoute none;
    none.refusal = "the outline (" + std::to_string(width) + " x " + std::to_string(height) +
                   ") is larger than the " + std::to_string(columns) + " x " +
                   std::to_string(rows) + " grid";
    return none;
  }
  const int x0 = (columns - width) / 2;
  const int y0 = (rows - height) / 2;
  const OutlineRoute centred =
      plan_outline_route(ring, columns, rows, x0, y0, min_opening_distance);
  if (centred.refusal.empty()) return centred;
  // Toward the nearest outer wall: the leads shorten a cell a step.
  const int room[4] = {y0, columns - width - x0, rows - height - y0, x0};
  const int side = static_cast<int>(std::min_element(room, room + 4) - room);
  for (int step = 1; step <= room[side]; ++step) {
    const OutlineRoute moved = plan_outline_route(ring, columns, rows, x0 + kDx[side] * step,
                                                  y0 + kDy[side] * step, min_opening_distance);
    if (moved.refusal.empty()) return moved;
  }
  OutlineRoute none = centred;
  none.refusal += room[side] > 0 ? ", even moved to the outer wall" : "";
  return none;
}

}  // namespace mazebook
