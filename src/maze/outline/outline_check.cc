#include "maze/outline/outline_check.h"

#include <algorithm>
#include <vector>

#include "maze/outline/outline_ring.h"
#include "maze/outline/outline_route.h"

namespace mazebook {

std::string picture_route_fault(const Maze& maze, std::span<const int32_t> route,
                                std::span<const int32_t> outline) {
  if (maze.grid().kind() != GridKind::rect) return "a picture maze is a rectangle's";
  std::vector<RingCell> ring;
  for (const int32_t c : outline) {
    if (c < 0 || c >= maze.size()) return "its cell " + std::to_string(c) + " is not the grid's";
    ring.push_back({c % maze.columns(), c / maze.columns()});
  }
  if (ring.size() < static_cast<size_t>(kMinRingCells) || !is_simple_ring(ring))
    return "it is not a ring of at least 8 cells, each beside the next";
  const auto first = std::find(route.begin(), route.end(), outline.front());
  if (first == route.end() || static_cast<size_t>(route.end() - first) < outline.size() ||
      !std::equal(outline.begin(), outline.end(), first))
    return "the route does not pass its cells one after the other in its order";
  const size_t leads = route.size() - outline.size();
  if (static_cast<double>(leads) > kMaxLeadShare * static_cast<double>(route.size())) {
    return "the leads take " + std::to_string(leads) + " of the route's " +
           std::to_string(route.size()) + " cells, more than a fifth";
  }
  return "";
}

}  // namespace mazebook
