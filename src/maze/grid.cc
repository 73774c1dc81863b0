#include "maze/grid.h"

namespace mazebook {

bool Grid::exists(int32_t) const { return true; }

int Grid::links(int32_t cell, Link out[kMaxSides]) const {
  int n = 0;
  const int sides = side_count(cell);
  for (int side = 0; side < sides; ++side) {
    const int32_t next = neighbour(cell, side);
    if (next != kOutside) out[n++] = {next, static_cast<uint8_t>(side)};
  }
  return n;
}

unsigned Grid::open_mask(const uint8_t* bits, int32_t cell) const {
  unsigned mask = 0;
  const int sides = side_count(cell);
  for (int side = 0; side < sides; ++side) {
    if (neighbour(cell, side) == kOutside) continue;
    const WallRef ref = wall_ref(cell, side);
    if ((bits[ref.owner] >> ref.bit) & 1u) mask |= 1u << side;
  }
  return mask;
}

bool Grid::on_boundary(int32_t cell) const {
  const int sides = side_count(cell);
  for (int side = 0; side < sides; ++side) {
    if (neighbour(cell, side) == kOutside) return true;
  }
  return false;
}

int Grid::preferred_outer_side(int32_t cell) const {
  const int sides = side_count(cell);
  for (int side = 0; side < sides; ++side) {
    if (neighbour(cell, side) == kOutside) return side;
  }
  return kNoSide;
}

int64_t Grid::open_distance_formula(int32_t, int32_t) const { return -1; }

std::string_view grid_kind_name(GridKind kind) {
  switch (kind) {
    case GridKind::rect:
      return "rect";
    case GridKind::masked:
      return "masked";
    case GridKind::polar:
      return "polar";
    case GridKind::hex:
      return "hex";
    case GridKind::triangle:
      return "triangle";
  }
  return "rect";
}

}  // namespace mazebook
