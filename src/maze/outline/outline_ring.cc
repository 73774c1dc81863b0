#include "maze/outline/outline_ring.h"

#include <algorithm>
#include <cstdlib>
#include <set>
#include <utility>

namespace mazebook {

namespace {

constexpr int kDx[4] = {0, 1, 0, -1};  // top, right, bottom, left
constexpr int kDy[4] = {-1, 0, 1, 0};
// Cleaning drops cells from a finite silhouette: it ends, this bounds it.
constexpr int kMaxCleaningRounds = 64;

// A silhouette on a grid with a one-cell margin of outside all round, so
// every neighbour lookup stays inside.
class Area {
 public:
  Area(int width, int height)
      : width_(width + 2), height_(height + 2), in_(static_cast<size_t>(width_ * height_), 0) {}
  int width() const { return width_; }
  int height() const { return height_; }
  bool in(int x, int y) const {
    return x >= 0 && y >= 0 && x < width_ && y < height_ && in_[index(x, y)] != 0;
  }
  void set(int x, int y, bool inside) { in_[index(x, y)] = inside ? 1 : 0; }
  size_t index(int x, int y) const { return static_cast<size_t>(y * width_ + x); }
  size_t count() const { return static_cast<size_t>(std::count(in_.begin(), in_.end(), 1)); }

 private:
  int width_;
  int height_;
  std::vector<uint8_t> in_;
};

// The pieces of the cells where `member` holds, joined through sides (or
// through corners too, with `corners`), each as its cells' indices.
template <typename Member>
std::vector<std::vector<std::pair<int, int>>> pieces(int width, int height, bool corners,
                                                     Member member) {
  std::vector<uint8_t> seen(static_cast<size_t>(width * height), 0);
  std::vector<std::vector<std::pair<int, int>>> found;
  for (int y0 = 0; y0 < height; ++y0) {
    for (int x0 = 0; x0 < width; ++x0) {
      if (seen[static_cast<size_t>(y0 * width + x0)] || !member(x0, y0)) continue;
      std::vector<std::pair<int, int>> piece{{x0, y0}};
      seen[static_cast<size_t>(y0 * width + x0)] = 1;
      for (size_t i = 0; i < piece.size(); ++i) {
        const auto [x, y] = piece[i];
        for (int dy = -1; dy <= 1; ++dy) {
          for (int dx = -1; dx <= 1; ++dx) {
            if ((dx == 0) == (dy == 0) && !(corners && dx != 0 && dy != 0)) continue;
            const int nx = x + dx;
            const int ny = y + dy;
            if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
            if (seen[static_cast<size_t>(ny * width + nx)] || !member(nx, ny)) continue;
            seen[static_cast<size_t>(ny * width + nx)] = 1;
            piece.push_back({nx, ny});
          }
        }
      }
      found.push_back(std::move(piece));
    }
  }
  return found;
}

// The largest piece of `area` (joined through sides), its holes filled:
// every outside cell that the margin cannot reach through sides and corners.
Area largest_filled(const Area& area) {
  auto all =
      pieces(area.width(), area.height(), false, [&](int x, int y) { return area.in(x, y); });
  Area out(area.width() - 2, area.height() - 2);
  if (all.empty()) return out;
  const auto largest = std::max_element(
      all.begin(), all.end(), [](const auto& a, const auto& b) { return a.size() < b.size(); });
  for (const auto& [x, y] : *largest) out.set(x, y, true);
  const auto outside =
      pieces(out.width(), out.height(), true, [&](int x, int y) { return !out.in(x, y); });
  for (const auto& piece : outside) {
    if (piece.front() == std::pair<int, int>{0, 0}) continue;  // the margin's piece
    for (const auto& [x, y] : piece) out.set(x, y, true);
  }
  return out;
}

// Opening by a 3 x 3 square: the cells of squares of nine cells that fit
// inside, so parts thinner than three cells go.
Area opened(const Area& area) {
  Area eroded(area.width() - 2, area.height() - 2);
  for (int y = 1; y + 1 < area.height(); ++y) {
    for (int x = 1; x + 1 < area.width(); ++x) {
      bool all = true;
      for (int dy = -1; dy <= 1 && all; ++dy)
        for (int dx = -1; dx <= 1 && all; ++dx) all = area.in(x + dx, y + dy);
      eroded.set(x, y, all);
    }
  }
  Area out(area.width() - 2, area.height() - 2);
  for (int y = 1; y + 1 < area.height(); ++y) {
    for (int x = 1; x + 1 < area.width(); ++x) {
      if (!eroded.in(x, y)) continue;
      for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx) out.set(x + dx, y + dy, true);
    }
  }
  return out;
}

// The inside cells with an outside cell among their eight neighbours.
Area boundary(const Area& area) {
  Area out(area.width() - 2, area.height() - 2);
  for (int y = 0; y < area.height(); ++y) {
    for (int x = 0; x < area.width(); ++x) {
      if (!area.in(x, y)) continue;
      bool edge = false;
      for (int dy = -1; dy <= 1 && !edge; ++dy)
        for (int dx = -1; dx <= 1 && !edge; ++dx) edge = !area.in(x + dx, y + dy);
      out.set(x, y, edge);
    }
  }
  return out;
}

int side_neighbours(const Area& area, int x, int y) {
  int n = 0;
  for (int side = 0; side < 4; ++side) n += area.in(x + kDx[side], y + kDy[side]) ? 1 : 0;
  return n;
}

// The cells of a piece whose every cell has two neighbours in it, walked
// from its top-left cell, clockwise.
std::vector<RingCell> walk(const Area& ring, std::pair<int, int> start) {
  std::vector<RingCell> cells;
  // The top-left cell's neighbours are to its right and below: clockwise
  // goes right first.
  int x = start.first;
  int y = start.second;
  int from = -1;
  do {
    cells.push_back({x - 1, y - 1});
    int next = -1;
    for (int side : {1, 2, 3, 0}) {
      if (side == from || !ring.in(x + kDx[side], y + kDy[side])) continue;
      next = side;
      break;
    }
    from = (next + 2) % 4;
    x += kDx[next];
    y += kDy[next];
  } while (std::pair<int, int>{x, y} != start);
  return cells;
}

}  // namespace

OutlineRing outline_ring(const std::vector<std::string>& mask) {
  const int height = static_cast<int>(mask.size());
  int width = 0;
  for (const std::string& row : mask) width = std::max(width, static_cast<int>(row.size()));
  Area area(width, height);
  for (int y = 0; y < height; ++y) {
    const std::string& row = mask[static_cast<size_t>(y)];
    for (int x = 0; x < static_cast<int>(row.size()); ++x) area.set(x + 1, y + 1, row[x] == 'X');
  }
  Area shape = opened(largest_filled(area));
  for (int round = 0; round < kMaxCleaningRounds; ++round) {
    const Area edge = boundary(shape);
    std::vector<std::pair<int, int>> bad;
    for (int y = 0; y < edge.height(); ++y) {
      for (int x = 0; x < edge.width(); ++x) {
        if (edge.in(x, y) && side_neighbours(edge, x, y) != 2) bad.push_back({x, y});
      }
    }
    if (bad.empty()) break;
    for (const auto& [x, y] : bad) shape.set(x, y, false);
    shape = opened(largest_filled(shape));
  }
  const Area edge = boundary(shape);
  OutlineRing ring;
  // Each piece of the boundary whose cells all have two neighbours in it is
  // a ring; the largest is the outline.
  auto all =
      pieces(edge.width(), edge.height(), false, [&](int x, int y) { return edge.in(x, y); });
  std::vector<std::pair<int, int>>* best = nullptr;
  for (auto& piece : all) {
    const bool simple = std::all_of(piece.begin(), piece.end(), [&](const auto& c) {
      return side_neighbours(edge, c.first, c.second) == 2;
    });
    if (simple && (!best || piece.size() > best->size())) best = &piece;
  }
  if (!best || static_cast<int>(best->size()) < kMinRingCells) {
    ring.refusal = "the outline leaves no ring of at least " + std::to_string(kMinRingCells) +
                   " cells: its silhouette is too small or too thin at this size";
    return ring;
  }
  // pieces() finds a piece from its first cell in reading order: top-left.
  ring.cells = walk(edge, best->front());
  return ring;
}

bool is_simple_ring(const std::vector<RingCell>& ring) {
  if (static_cast<int>(ring.size()) < kMinRingCells) return false;
  std::set<std::pair<int, int>> cells;
  for (const RingCell& c : ring) cells.insert({c.x, c.y});
  if (cells.size() != ring.size()) return false;
  for (size_t i = 0; i < ring.size(); ++i) {
    const RingCell& a = ring[i];
    const RingCell& b = ring[(i + 1) % ring.size()];
    if (std::abs(a.x - b.x) + std::abs(a.y - b.y) != 1) return false;
    int n = 0;
    for (int side = 0; side < 4; ++side) n += cells.count({a.x + kDx[side], a.y + kDy[side]});
    if (n != 2) return false;
  }
  return true;
}

}  // namespace mazebook
