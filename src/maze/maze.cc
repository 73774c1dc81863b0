#include "maze/maze.h"

#include <cassert>
#include <cstring>

#include "maze/grids.h"

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

Maze::Maze(GridPtr grid)
    : grid_(std::move(grid)),
      columns_(grid_->columns()),
      rows_(grid_->rows()),
      bits_(static_cast<size_t>(grid_->size()), 0),
      entrance_(grid_->first_opening()),
      exit_(grid_->last_opening()) {}

Maze::Maze(int columns, int rows) : Maze(rect_grid(columns, rows)) {
  assert(columns >= 1 && rows >= 1);
}

void Maze::open_all() {
  Link links[kMaxSides];
  for (int32_t cell = 0; cell < size(); ++cell) {
    if (!grid_->exists(cell)) continue;
    const int n = grid_->links(cell, links);
    for (int i = 0; i < n; ++i) open(cell, links[i].side);
  }
}

namespace {

// Set bits of a 64-bit word by halves, quarters and bytes (no popcount
// instruction on baseline x86-64, and no library call).
int word_bits(uint64_t x) {
  x -= (x >> 1) & 0x5555555555555555ULL;
  x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
  x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
  return static_cast<int>((x * 0x0101010101010101ULL) >> 56);
}

}  // namespace

int64_t Maze::passage_count() const {
  int64_t n = 0;
  size_t i = 0;
  for (; i + 8 <= bits_.size(); i += 8) {
    uint64_t word;
    std::memcpy(&word, bits_.data() + i, 8);
    n += word_bits(word);
  }
  for (; i < bits_.size(); ++i) n += mask_bits(bits_[i]);
  return n;
}

bool Maze::is_outer_side(const Opening& o) const {
  if (empty() || o.cell < 0 || o.cell >= size() || !grid_->exists(o.cell)) return false;
  return grid_->is_outer(o.cell, o.side);
}

bool same_grid(const Grid& a, const Grid& b) {
  if (&a == &b) return true;
  if (a.kind() != b.kind() || a.columns() != b.columns() || a.rows() != b.rows() ||
      a.rings() != b.rings()) {
    return false;
  }
  const auto* ma = a.mask();
  const auto* mb = b.mask();
  return !ma || !mb || *ma == *mb;
}

bool Maze::operator==(const Maze& other) const {
  if (empty() || other.empty()) return empty() == other.empty();
  return same_grid(*grid_, *other.grid_) && bits_ == other.bits_ && entrance_ == other.entrance_ &&
         exit_ == other.exit_;
}

}  // namespace mazebook
