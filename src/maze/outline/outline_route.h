#pragma once
// Picture mazes (src/maze/README.md, "Picture mazes"): the route a picture
// maze's solution takes on its rectangle, planned before the maze is grown
// round it: from START on the outer wall along a lead-in to a ring cell
// a, once around the whole outline to the ring cell b beside a (the one
// ring side between them stays closed), and out along a lead-out to
// FINISH on the outer wall.

#include <cstdint>
#include <string>
#include <vector>

#include "maze/outline/outline_ring.h"

namespace mazebook {

// The share of a route's cells its two leads may take at most.
inline constexpr double kMaxLeadShare = 0.2;

struct OutlineRoute {
  // The route's cells in order, START's first (index y * columns + x);
  // empty with `refusal` set when no route meets the rules.
  std::vector<int32_t> cells;
  int lead_cells = 0;  // cells of the lead-in and the lead-out together
  int lead_in = 0;     // cells of the lead-in: the ring starts at cells[lead_in]
  int at_x = 0;        // where the ring's mask was placed: its top left
  int at_y = 0;
  std::string refusal;
};

// The route of `ring` (cells in its mask's coordinates) with the mask's
// top left at (at_x, at_y) on a `columns` x `rows` rectangle: the leads
// are shortest paths outside the ring to the outer wall, disjoint, their
// cells at most kMaxLeadShare of the route, START and FINISH at least
// `min_opening_distance` apart (metrics.h, opening_distance: steps with
// every wall open over the grid's boundary diameter); of the adjacent
// ring pairs that allow it, the one with the shortest leads. Refused, with
// the reason in one line, when the ring leaves the grid or no pair does.
OutlineRoute plan_outline_route(const std::vector<RingCell>& ring, int columns, int rows, int at_x,
                                int at_y, double min_opening_distance);

// The same, the mask (`width` x `height`) centred on the grid, or where
// the centred outline's leads are too long, moved toward the nearest
// outer wall one cell at a time until they are short enough.
OutlineRoute place_outline_route(const std::vector<RingCell>& ring, int width, int height,
                                 int columns, int rows, double min_opening_distance);

}  // namespace mazebook
