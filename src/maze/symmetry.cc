#include "maze/symmetry.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <optional>
#include <unordered_map>
#include <utility>
#include <vector>

#include "maze/picture.h"

namespace mazebook {

namespace {

// A rectangle: the smallest of its picture's 8 images, each written with
// its own size first, so that a C x R maze turned a quarter (R x C) gives
// the same text.
// Crossings as text, each its cell and over direction, in cell order.
std::string crossings_text(std::vector<Crossing> crossings) {
  std::sort(crossings.begin(), crossings.end(),
            [](const Crossing& a, const Crossing& b) { return a.cell < b.cell; });
  std::string text;
  for (const Crossing& c : crossings) {
    text += "\n" + std::to_string(c.cell) + ":" + std::string(over_name(c.over));
  }
  return text;
}

std::string rect_key(const Maze& maze, std::span<const Crossing> crossings) {
  const Picture picture = to_picture(maze);
  if (picture.empty()) return {};
  const int h = static_cast<int>(picture.size());
  const int w = static_cast<int>(picture[0].size());
  std::string best;
  // Symmetry s maps output square (r, c) to a source square: bit 2
  // transposes (the output is then w high and h wide), bit 0 flips
  // columns, bit 1 flips rows of the source.
  for (int s = 0; s < 8; ++s) {
    const bool turn = (s & 4) != 0;
    const int out_h = turn ? w : h;
    const int out_w = turn ? h : w;
    std::string key =
        "rect:" + std::to_string((out_w - 1) / 2) + "x" + std::to_string((out_h - 1) / 2) + "\n";
    key.reserve(key.size() + static_cast<size_t>(h) * static_cast<size_t>(w));
    for (int r = 0; r < out_h; ++r) {
      for (int c = 0; c < out_w; ++c) {
        int sr = turn ? c : r;
        int sc = turn ? r : c;
        if (s & 1) sc = w - 1 - sc;
        if (s & 2) sr = h - 1 - sr;
        key += picture[static_cast<size_t>(sr)][static_cast<size_t>(sc)];
      }
    }
    if (!crossings.empty()) {
      // Each crossing where symmetry s takes its cell, turned with it.
      std::vector<Crossing> moved;
      for (const Crossing& c : crossings) {
        int r = 2 * (c.cell / maze.columns()) + 1;
        int col = 2 * (c.cell % maze.columns()) + 1;
        if (s & 1) col = w - 1 - col;
        if (s & 2) r = h - 1 - r;
        if (turn) std::swap(r, col);
        const Over over = turn ? across_of(c.over) : c.over;
        moved.push_back({((r - 1) / 2) * ((out_w - 1) / 2) + (col - 1) / 2, over});
      }
      key += crossings_text(std::move(moved));
    }
    if (s == 0 || key < best) best = std::move(key);
  }
  return best;
}

// An isometry of the plane about `origin`: p -> origin + m (p - origin).
struct Motion {
  std::array<double, 4> m;  // row-major 2 x 2
  GridPoint origin;
  GridPoint apply(GridPoint p) const {
    const double dx = p.x - origin.x;
    const double dy = p.y - origin.y;
    return {origin.x + m[0] * dx + m[1] * dy, origin.y + m[2] * dx + m[3] * dy};
  }
};

// The motions a kind's grid might be mapped onto itself by: the square's 8
// about the grid's middle (rect-like kinds), or the hexagon's 12 about the
// polar centre (every ring has a multiple of 6 cells). Which of them do
// map the grid is found by trying (grid_image below).
std::vector<Motion> candidate_motions(const Grid& grid) {
  const GridBox b = grid.bounds();
  const GridPoint middle{(b.x0 + b.x1) / 2, (b.y0 + b.y1) / 2};
  std::vector<Motion> out;
  if (grid.kind() == GridKind::polar) {
    for (int k = 0; k < 6; ++k) {
      const double a = k * std::acos(-1.0) / 3;
      const double c = std::cos(a);
      const double s = std::sin(a);
      out.push_back({{c, -s, s, c}, middle});
      out.push_back({{c, s, s, -c}, middle});
    }
    return out;
  }
  for (int s = 0; s < 8; ++s) {
    const double fx = (s & 1) ? -1 : 1;
    const double fy = (s & 2) ? -1 : 1;
    if (s & 4) {
      out.push_back({{0, fx, fy, 0}, middle});
    } else {
      out.push_back({{fx, 0, 0, fy}, middle});
    }
  }
  return out;
}

// A point to a map key: positions are compared to 1/1024 of a unit, far
// finer than any two cells' centres and far coarser than rounding errors.
uint64_t point_key(GridPoint p) {
  const auto q = [](double v) {
    return static_cast<uint64_t>(std::llround(v * 1024) + (1LL << 31));
  };
  return (q(p.x) << 32) ^ q(p.y);
}

bool near(GridPoint a, GridPoint b) { return std::hypot(a.x - b.x, a.y - b.y) < 1e-6; }

// The maze's image under `motion` when the motion maps the grid onto
// itself (cells onto cells, neighbours onto neighbours, outer sides onto
// outer sides); nothing otherwise.
std::optional<Maze> grid_image(const Maze& maze,
                               const std::unordered_map<uint64_t, int32_t>& cell_at,
                               const Motion& motion, std::vector<int32_t>& image) {
  const Grid& grid = maze.grid();
  image.assign(static_cast<size_t>(grid.size()), -1);
  for (int32_t c = 0; c < grid.size(); ++c) {
    if (!grid.exists(c)) continue;
    const auto found = cell_at.find(point_key(motion.apply(grid.centre(c))));
    if (found == cell_at.end()) return std::nullopt;
    image[static_cast<size_t>(c)] = found->second;
  }
  Maze out(maze.grid_ptr());
  Link links[kMaxSides];
  for (int32_t c = 0; c < grid.size(); ++c) {
    if (!grid.exists(c)) continue;
    const int32_t to = image[static_cast<size_t>(c)];
    const int n = grid.links(c, links);
    for (int i = 0; i < n; ++i) {
      const int32_t other = image[static_cast<size_t>(links[i].cell)];
      int side = -1;
      for (int t = 0; t < grid.side_count(to); ++t) {
        if (grid.neighbour(to, t) == other) side = t;
      }
      if (side < 0) return std::nullopt;
      if (c < links[i].cell && maze.is_open(c, links[i].side)) out.open(to, side);
    }
  }
  const auto opening = [&](const Opening& o) -> std::optional<Opening> {
    const int32_t to = image[static_cast<size_t>(o.cell)];
    if (o.side == kNoSide) return Opening{to, kNoSide};
    const GridPoint p = motion.apply(grid.outside_point(o.cell, o.side));
    for (int t = 0; t < grid.side_count(to); ++t) {
      if (grid.is_outer(to, t) && near(grid.outside_point(to, t), p)) return Opening{to, t};
    }
    return std::nullopt;
  };
  const std::optional<Opening> in = opening(maze.entrance());
  const std::optional<Opening> out_at = opening(maze.exit());
  if (!in || !out_at) return std::nullopt;
  out.set_entrance(*in);
  out.set_exit(*out_at);
  return out;
}

// One maze on a grid of its own kind, written out: the grid, every wall
// byte, and the two openings as a pair in either order (a maze walked from
// its finish is the same puzzle).
std::string written(const Maze& maze) {
  std::string text = maze.grid().name();
  if (const auto* mask = maze.grid().mask()) {
    for (const std::string& row : *mask) text += "\n" + row;
  }
  text += "\n";
  const std::vector<uint8_t>& bytes = maze.wall_bytes();
  text.append(bytes.begin(), bytes.end());
  std::pair<int64_t, int64_t> a{maze.entrance().cell, maze.entrance().side};
  std::pair<int64_t, int64_t> b{maze.exit().cell, maze.exit().side};
  if (b < a) std::swap(a, b);
  for (const auto& [cell, side] : {a, b}) {
    text += "\n" + std::to_string(cell) + ":" + std::to_string(side);
  }
  return text;
}

// Crossings where `image` takes their cells, turned when `motion` swaps
// the axes.
std::string moved_crossings(std::span<const Crossing> crossings, const std::vector<int32_t>& image,
                            const Motion& motion) {
  const bool turn = motion.m[0] == 0;
  std::vector<Crossing> moved;
  for (const Crossing& c : crossings) {
    moved.push_back({image[static_cast<size_t>(c.cell)], turn ? across_of(c.over) : c.over});
  }
  return crossings_text(std::move(moved));
}

std::string shaped_key(const Maze& maze, std::span<const Crossing> crossings) {
  const Grid& grid = maze.grid();
  std::unordered_map<uint64_t, int32_t> cell_at;
  for (int32_t c = 0; c < grid.size(); ++c) {
    if (grid.exists(c)) cell_at.emplace(point_key(grid.centre(c)), c);
  }
  std::string best = written(maze) + crossings_text({crossings.begin(), crossings.end()});
  std::vector<int32_t> cells;
  for (const Motion& motion : candidate_motions(grid)) {
    if (const std::optional<Maze> image = grid_image(maze, cell_at, motion, cells)) {
      std::string key = written(*image);
      if (!crossings.empty()) key += moved_crossings(crossings, cells, motion);
      if (key < best) best = std::move(key);
    }
  }
  return best;
}

}  // namespace

std::string canonical_key(const Maze& maze) { return canonical_key(maze, {}); }

std::string canonical_key(const Maze& maze, std::span<const Crossing> crossings) {
  if (maze.empty()) return "";
  if (maze.grid().kind() == GridKind::rect) return rect_key(maze, crossings);
  return shaped_key(maze, crossings);
}

}  // namespace mazebook
