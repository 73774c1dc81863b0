#pragma once
// The difficulty score by which a section's mazes are put in order, from
// the easiest to the hardest (src/book/README.md, "The difficulty ramp").
// It weighs what a solver meets on the way: every step of the route, every
// fork on it (a choice, and a wrong turn costs a detour) twice, and every
// dead end of the maze (a trap off some route) half:
//
//   difficulty = route_length + 2 x forks + dead_ends / 2
//
// where dead_ends = dead_end_share x cells, rounded to a whole count. It
// grows with the grid, so a section of larger mazes scores higher too.

#include <cstdint>
#include <vector>

#include "maze/metrics.h"

namespace mazebook {

// The score of a maze of `cells` cells measured as `metrics`; 0 or more,
// a multiple of 0.5.
double difficulty(const Metrics& metrics, int64_t cells);

// The order in which to print mazes of these scores: indices into
// `scores`, lowest score first, ties kept in their given order.
std::vector<int> ramp_order(const std::vector<double>& scores);

}  // namespace mazebook
