#pragma once
// Distances on a grid with every wall open: how far apart two cells are
// before any maze is drawn. route_ratio and opening_distance measure a maze
// against them.

#include <cstdint>
#include <vector>

#include "maze/grid.h"

namespace mazebook {

// Steps from `from` to every cell with every wall open; -1 for a missing
// cell. REQUIRES: `from` exists.
std::vector<int32_t> open_distances_from(const Grid& grid, int32_t from);

// Steps between `a` and `b` with every wall open (the kind's formula when
// it has one, else a search). REQUIRES: both exist.
int64_t open_distance(const Grid& grid, int32_t a, int32_t b);

}  // namespace mazebook
