#pragma once
// Which wall segments touch: ends on ends, T-junctions and crossings, in
// O(n log n) for the horizontal and vertical segments walls are made of.
// Diagonal and curved segments (against the rules) stay on their own; the
// caller groups those by distance.

#include <vector>

#include "proof/drawing.h"

namespace mazeproof {

// A group number for each segment (0, 1, ...); segments that touch, within
// `tolerance` points, share one.
std::vector<int> touching_groups(const std::vector<Segment>& segments, double tolerance);

}  // namespace mazeproof
