#pragma once
// Masked grids: see masked_grid.cc.

#include <string>
#include <vector>

#include "maze/grids/rect_grid.h"

namespace mazebook {

class MaskedGrid : public RectGrid {
 public:
  // REQUIRES: `mask` is rows >= 1 strings of columns >= 1 'X' and '.', with
  // at least one 'X'.
  explicit MaskedGrid(std::vector<std::string> mask);

  GridKind kind() const override { return GridKind::masked; }
  std::string name() const override;
  bool exists(int32_t cell) const override;
  int32_t neighbour(int32_t cell, int side) const override;
  int links(int32_t cell, Link out[kMaxSides]) const override;
  unsigned open_mask(const uint8_t* bits, int32_t cell) const override;
  int preferred_outer_side(int32_t cell) const override;
  Opening first_opening() const override;
  Opening last_opening() const override;
  int64_t open_distance_formula(int32_t, int32_t) const override { return -1; }
  int64_t boundary_diameter_formula() const override { return -1; }
  const std::vector<std::string>* mask() const override { return &mask_; }

 private:
  std::vector<std::string> mask_;
};

}  // namespace mazebook
