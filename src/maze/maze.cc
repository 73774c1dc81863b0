#include "maze/maze.h"

#include <cassert>

namespace mazebook {

Side opposite(Side side) { return static_cast<Side>((static_cast<int>(side) + 2) & 3); }

std::string_view side_name(Side side) {
  switch (side) {
    case Side::top:
      return "top";
    case Side::right:
      return "right";
    case Side::bottom:
      return "bottom";
    case Side::left:
      return "left";
  }
  return "top";
}

bool parse_side(std::string_view text, Side& side) {
  for (Side s : kSides) {
    if (side_name(s) == text) {
      side = s;
      return true;
    }
  }
  return false;
}

Maze::Maze(int columns, int rows)
    : columns_(columns),
      rows_(rows),
      bits_(static_cast<size_t>(columns) * static_cast<size_t>(rows), 0),
      entrance_{0, 0, Side::top},
      exit_{columns - 1, rows - 1, Side::bottom} {
  assert(columns >= 1 && rows >= 1);
}

void Maze::open_all() {
  for (int y = 0; y < rows_; ++y) {
    for (int x = 0; x < columns_; ++x) {
      uint8_t b = 0;
      if (x + 1 < columns_) b |= kOpenEast;
      if (y + 1 < rows_) b |= kOpenSouth;
      bits_[index(x, y)] = b;
    }
  }
}

int64_t Maze::passage_count() const {
  int64_t n = 0;
  for (uint8_t b : bits_) n += (b & kOpenEast ? 1 : 0) + (b & kOpenSouth ? 1 : 0);
  return n;
}

bool Maze::is_outer_side(const Opening& o) const {
  if (o.x < 0 || o.y < 0 || o.x >= columns_ || o.y >= rows_) return false;
  return !has_neighbour(o.x, o.y, o.side);
}

}  // namespace mazebook
