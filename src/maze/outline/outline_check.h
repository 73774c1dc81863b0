#pragma once
// Picture mazes (src/maze/README.md, "Picture mazes"): whether a maze's
// route draws the outline its record names, checked from the maze alone.

#include <cstdint>
#include <span>
#include <string>

#include "maze/maze.h"

namespace mazebook {

// "" when `outline` (cell indices of a rectangle, in route order) is a
// ring as maze/outline/outline_ring.h defines one, the maze's route from
// entrance to exit (`route`, as solve() gives it) passes all its cells in
// that order one after the other, and the leads before and after take at
// most kMaxLeadShare of the route; else what is wrong, in one line.
std::string picture_route_fault(const Maze& maze, std::span<const int32_t> route,
                                std::span<const int32_t> outline);

}  // namespace mazebook
