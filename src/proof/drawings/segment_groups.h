#pragma once
// Which wall segments touch: ends on ends, T-junctions and crossings, in
// O(n log n) for the horizontal and vertical segments a rectangle's walls
// are made of; and, for every segment, slanted and curved ones too (a
// hexagon's, a triangle's, a circle's walls), ends on ends, found through
// a hash of the ends. A slanted or curved segment touching another only
// in its middle stays apart; the caller groups pieces by distance.

#include <vector>

#include "proof/pdf/drawing.h"

namespace mazeproof {

// A group number for each segment (0, 1, ...); segments that touch, within
// `tolerance` points, share one.
std::vector<int> touching_groups(const std::vector<Segment>& segments, double tolerance);

}  // namespace mazeproof
