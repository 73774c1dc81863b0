#pragma once
// The grid kinds' makers, each defined in its own file; src/maze/grids.cc
// registers them. REQUIRES for every maker: parameters within the limits
// grids.h checks.

#include <cstdint>
#include <string>
#include <vector>

#include "maze/grid.h"

namespace mazebook {

GridPtr make_rect_grid(int columns, int rows);
GridPtr make_masked_grid(std::vector<std::string> mask);
GridPtr make_hex_grid(int columns, int rows);
GridPtr make_triangle_grid(int columns, int rows);
GridPtr make_polar_grid(int rings);

// Cells in each ring of a polar grid of `rings` rings, the centre first.
std::vector<int32_t> polar_ring_counts(int rings);

}  // namespace mazebook
