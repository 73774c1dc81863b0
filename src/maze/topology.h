#pragma once
// What the hot loops (generators, the solver, the metrics) ask of a grid,
// in two forms with one interface: a rectangle's arithmetic inline
// (RectTopology, grids/rect_grid.h), and any grid through its virtual
// functions (GridTopology). with_topology runs a loop written once as a
// template on the right one, so the rectangle, by far the most common
// kind, pays no virtual call per step and every kind gets the same
// answers. A topology offers:
//   size(), exists(cell), neighbour(cell, side), across(cell, side) (the
//   cell across a side known to have one), links(cell, out), wall_ref(cell,
//   side), open_mask(bits, cell), direction(cell, side)
// each meaning what the Grid function of that name means.

#include <cstdint>

#include "maze/grid.h"
#include "maze/grids/rect_grid.h"

namespace mazebook {

class GridTopology {
 public:
  explicit GridTopology(const Grid& grid) : grid_(grid) {}

  int32_t size() const { return grid_.size(); }
  bool exists(int32_t cell) const { return grid_.exists(cell); }
  int32_t neighbour(int32_t cell, int side) const { return grid_.neighbour(cell, side); }
  int32_t across(int32_t cell, int side) const { return grid_.neighbour(cell, side); }
  int links(int32_t cell, Link out[kMaxSides]) const { return grid_.links(cell, out); }
  WallRef wall_ref(int32_t cell, int side) const { return grid_.wall_ref(cell, side); }
  unsigned open_mask(const uint8_t* bits, int32_t cell) const {
    return grid_.open_mask(bits, cell);
  }
  int direction(int32_t cell, int side) const { return grid_.direction(cell, side); }

 private:
  const Grid& grid_;
};

// Calls `body(topology)` with the rectangle's inline arithmetic for a rect
// grid and with GridTopology for any other; returns what it returns.
template <typename Body>
decltype(auto) with_topology(const Grid& grid, Body&& body) {
  if (grid.kind() == GridKind::rect) return body(RectTopology(grid.columns(), grid.rows()));
  return body(GridTopology(grid));
}

}  // namespace mazebook
