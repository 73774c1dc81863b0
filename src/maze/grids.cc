#include "maze/grids.h"

#include <algorithm>

#include "maze/grids/kinds.h"

namespace mazebook {

namespace {

constexpr GridKindInfo kKinds[] = {
    {GridKind::rect, "rect", "COLUMNSxROWS", "square cells in a rectangle"},
    {GridKind::masked, "masked", "a mask of COLUMNSxROWS", "square cells inside a silhouette"},
    {GridKind::polar, "polar", "RINGS", "rings of cells round a centre cell (a circle)"},
    {GridKind::hex, "hex", "COLUMNSxROWS", "flat-topped hexagons in columns"},
    {GridKind::triangle, "triangle", "COLUMNSxROWS", "triangles pointing up and down in rows"},
};

std::string range_problem(const char* field, int64_t value, int64_t low, int64_t high) {
  if (value >= low && value <= high) return "";
  return std::string(field) + ": expected " + std::to_string(low) + " to " + std::to_string(high) +
         ", got " + std::to_string(value);
}

// Keeps the largest 4-connected piece of `mask`; returns the cells dropped.
int32_t keep_largest_piece(std::vector<std::string>& mask) {
  const int rows = static_cast<int>(mask.size());
  const int columns = static_cast<int>(mask[0].size());
  std::vector<int32_t> piece(static_cast<size_t>(rows) * columns, -1);
  std::vector<int32_t> sizes;
  std::vector<int32_t> queue;
  for (int32_t start = 0; start < rows * columns; ++start) {
    if (mask[start / columns][start % columns] != 'X' || piece[start] >= 0) continue;
    const auto id = static_cast<int32_t>(sizes.size());
    piece[start] = id;
    queue.assign(1, start);
    for (size_t head = 0; head < queue.size(); ++head) {
      const int32_t c = queue[head];
      const int x = c % columns;
      const int y = c / columns;
      const int32_t next[4] = {y > 0 ? c - columns : -1, x + 1 < columns ? c + 1 : -1,
                               y + 1 < rows ? c + columns : -1, x > 0 ? c - 1 : -1};
      for (int32_t n : next) {
        if (n < 0 || piece[n] >= 0 || mask[n / columns][n % columns] != 'X') continue;
        piece[n] = id;
        queue.push_back(n);
      }
    }
    sizes.push_back(static_cast<int32_t>(queue.size()));
  }
  const auto largest =
      static_cast<int32_t>(std::max_element(sizes.begin(), sizes.end()) - sizes.begin());
  int32_t dropped = 0;
  for (int32_t c = 0; c < rows * columns; ++c) {
    if (piece[c] >= 0 && piece[c] != largest) {
      mask[c / columns][c % columns] = '.';
      ++dropped;
    }
  }
  return dropped;
}

}  // namespace

std::span<const GridKindInfo> grid_kinds() { return kKinds; }

bool find_grid_kind(std::string_view name, GridKind& kind) {
  for (const GridKindInfo& k : kKinds) {
    if (k.name == name) {
      kind = k.kind;
      return true;
    }
  }
  return false;
}

std::string grid_kind_names() {
  std::string names;
  for (const GridKindInfo& k : kKinds) {
    if (!names.empty()) names += ", ";
    names += k.name;
  }
  return names;
}

std::string grid_spec_problem(const GridSpec& spec) {
  if (spec.kind == GridKind::polar) return range_problem("rings", spec.rings, 2, kMaxRings);
  if (spec.kind == GridKind::masked) {
    if (spec.mask.empty()) return "mask: has no rows";
    const size_t width = spec.mask[0].size();
    if (std::string p =
            range_problem("mask rows", static_cast<int64_t>(spec.mask.size()), 1, kMaxGridSide);
        !p.empty())
      return p;
    if (std::string p = range_problem("mask columns", static_cast<int64_t>(width), 1, kMaxGridSide);
        !p.empty())
      return p;
    bool any = false;
    for (size_t y = 0; y < spec.mask.size(); ++y) {
      if (spec.mask[y].size() != width) {
        return "mask: row " + std::to_string(y + 1) + " has " +
               std::to_string(spec.mask[y].size()) + " columns, row 1 has " + std::to_string(width);
      }
      for (size_t x = 0; x < width; ++x) {
        const char c = spec.mask[y][x];
        if (c != 'X' && c != '.') {
          return "mask: row " + std::to_string(y + 1) + ", column " + std::to_string(x + 1) +
                 ": expected 'X' (a cell) or '.' (none)";
        }
        any = any || c == 'X';
      }
    }
    if (!any) return "mask: has no cells";
    return "";
  }
  if (std::string p = range_problem("columns", spec.columns, 1, kMaxGridSide); !p.empty()) return p;
  if (std::string p = range_problem("rows", spec.rows, 1, kMaxGridSide); !p.empty()) return p;
  if (spec.kind == GridKind::triangle && spec.columns == 1 && spec.rows > 1) {
    // Each up triangle pairs with the down one below it and nothing else.
    return "columns: a triangle grid of one column falls apart into pairs; expected at least 2";
  }
  if (int64_t{spec.columns} * spec.rows > kMaxGridCells) {
    return "size: " + std::to_string(spec.columns) + "x" + std::to_string(spec.rows) +
           " is more than " + std::to_string(kMaxGridCells) + " cells";
  }
  return "";
}

GridPtr make_grid(const GridSpec& spec, int32_t* dropped) {
  if (dropped) *dropped = 0;
  switch (spec.kind) {
    case GridKind::rect:
      return make_rect_grid(spec.columns, spec.rows);
    case GridKind::masked: {
      std::vector<std::string> mask = spec.mask;
      const int32_t lost = keep_largest_piece(mask);
      if (dropped) *dropped = lost;
      return make_masked_grid(std::move(mask));
    }
    case GridKind::polar:
      return make_polar_grid(spec.rings);
    case GridKind::hex:
      return make_hex_grid(spec.columns, spec.rows);
    case GridKind::triangle:
      return make_triangle_grid(spec.columns, spec.rows);
  }
  return make_rect_grid(spec.columns, spec.rows);
}

GridSpec grid_spec_of(const Grid& grid) {
  GridSpec spec;
  spec.kind = grid.kind();
  spec.columns = grid.columns();
  spec.rows = grid.rows();
  spec.rings = grid.rings();
  if (const auto* mask = grid.mask()) spec.mask = *mask;
  return spec;
}

GridPtr rect_grid(int columns, int rows) { return make_rect_grid(columns, rows); }

}  // namespace mazebook
