// Masked grids (kind "masked"): a rectangle of which only the cells the mask
// marks exist. Numbering, sides and wall storage are the rectangle's (index
// y * columns + x over the whole rectangle); a side facing a missing cell
// faces the outside. Openings prefer the top, then the bottom, left and
// right side.

#include "maze/grids/masked_grid.h"

#include "maze/grids/kinds.h"

namespace mazebook {

namespace {

int32_t count_cells(const std::vector<std::string>& mask) {
  int32_t n = 0;
  for (const std::string& row : mask) {
    for (char c : row) n += c == 'X' ? 1 : 0;
  }
  return n;
}

}  // namespace

MaskedGrid::MaskedGrid(std::vector<std::string> mask)
    : RectGrid(static_cast<int>(mask.empty() ? 0 : mask[0].size()), static_cast<int>(mask.size()),
               count_cells(mask)),
      mask_(std::move(mask)) {}

std::string MaskedGrid::name() const {
  return "mask:" + std::to_string(columns_) + "x" + std::to_string(rows_);
}

bool MaskedGrid::exists(int32_t cell) const {
  return mask_[static_cast<size_t>(cell / columns_)][static_cast<size_t>(cell % columns_)] == 'X';
}

int32_t MaskedGrid::neighbour(int32_t cell, int side) const {
  const int32_t next = RectGrid::neighbour(cell, side);
  return next != kOutside && exists(next) ? next : kOutside;
}

int MaskedGrid::links(int32_t cell, Link out[kMaxSides]) const {
  Link all[kMaxSides];
  const int n = RectGrid::links(cell, all);
  int kept = 0;
  for (int i = 0; i < n; ++i) {
    if (exists(all[i].cell)) out[kept++] = all[i];
  }
  return kept;
}

unsigned MaskedGrid::open_mask(const uint8_t* bits, int32_t cell) const {
  // Walls towards missing cells are never opened, so the rectangle's answer
  // holds.
  return RectGrid::open_mask(bits, cell);
}

int MaskedGrid::preferred_outer_side(int32_t cell) const {
  for (int side : {kTop, kBottom, kLeft, kRight}) {
    if (neighbour(cell, side) == kOutside) return side;
  }
  return kNoSide;
}

Opening MaskedGrid::first_opening() const {
  for (int32_t cell = 0; cell < size(); ++cell) {
    if (exists(cell)) return {cell, kTop};
  }
  return {};
}

Opening MaskedGrid::last_opening() const {
  for (int32_t cell = size() - 1; cell >= 0; --cell) {
    if (exists(cell)) return {cell, kBottom};
  }
  return {};
}

GridPtr make_masked_grid(std::vector<std::string> mask) {
  return std::make_shared<MaskedGrid>(std::move(mask));
}

}  // namespace mazebook
