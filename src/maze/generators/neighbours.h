#pragma once
// Helpers shared by the generators: a cell's links (sides with a
// neighbour) filtered by a predicate on the neighbour, in the grid's side
// order, the order every generator walks. `Cells` is a topology
// (maze/topology.h) or a Grid: both answer links() alike.

#include <cstdint>

#include "maze/maze.h"
#include "maze/random.h"
#include "maze/topology.h"

namespace mazebook {

// Writes to `out` the links of `cell` whose neighbour satisfies
// `keep(neighbour)`, in side order; returns how many.
template <typename Cells, typename Keep>
inline int neighbour_links(const Cells& cells, int32_t cell, Link out[kMaxSides], Keep keep) {
  Link all[kMaxSides];
  const int n = cells.links(cell, all);
  int kept = 0;
  for (int i = 0; i < n; ++i) {
    if (keep(all[i].cell)) out[kept++] = all[i];
  }
  return kept;
}

// A uniformly chosen link of `cell`. REQUIRES: the cell has a neighbour.
template <typename Cells>
inline Link random_link(const Cells& cells, int32_t cell, Random& random) {
  Link links[kMaxSides];
  const int n = cells.links(cell, links);
  return links[random.uniform(static_cast<uint32_t>(n))];
}

// The first existing cell in index order (cell 0 but on a masked grid).
inline int32_t first_cell(const Grid& grid) {
  int32_t cell = 0;
  while (!grid.exists(cell)) ++cell;
  return cell;
}

// A uniformly chosen existing cell. On a masked grid, the k-th existing
// cell in index order for a uniform k; elsewhere the index itself.
int32_t random_cell(const Grid& grid, Random& random);

}  // namespace mazebook
