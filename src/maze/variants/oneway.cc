// One-way passages on a perfect maze. On the route an arrow points along
// it. Off the route, in a perfect maze, an arrow pointing away from the
// route always leads into a dead end the player cannot leave: a trap, which
// the no-trap walk (variant_fault) would then repair by turning the arrow.
// So arrows off the route point towards it from the start, and the walk
// only confirms there is no trap.

#include <algorithm>
#include <vector>

#include "maze/solver.h"
#include "maze/variants/variant_generators.h"

namespace mazebook {

namespace {

// Steps from every cell to the nearest route cell (-1: cut off).
std::vector<int32_t> route_distances(const Maze& maze, const std::vector<int32_t>& route) {
  std::vector<int32_t> distance(static_cast<size_t>(maze.size()), -1);
  std::vector<int32_t> queue(route.begin(), route.end());
  for (const int32_t cell : route) distance[cell] = 0;
  for (size_t head = 0; head < queue.size(); ++head) {
    const int32_t cell = queue[head];
    for (unsigned open = maze.open_sides(cell); open; open &= open - 1) {
      const int32_t next = maze.neighbour(cell, std::countr_zero(open));
      if (distance[next] >= 0) continue;
      distance[next] = distance[cell] + 1;
      queue.push_back(next);
    }
  }
  return distance;
}

}  // namespace

bool add_arrows(VariantMaze& vm, int arrows, Random& random) {
  const Maze& maze = vm.maze;
  const std::vector<int32_t> route = solve(maze);
  if (route.empty()) return false;
  const auto length = static_cast<int32_t>(route.size()) - 1;
  std::vector<int32_t> position(static_cast<size_t>(maze.size()), -1);
  for (size_t i = 0; i < route.size(); ++i) position[route[i]] = static_cast<int32_t>(i);
  const std::vector<int32_t> distance = route_distances(maze, route);
  // Passages off the route, each once, from the cell farther from the route.
  std::vector<Arrow> off;
  for (int32_t cell = 0; cell < maze.size(); ++cell) {
    if (!maze.exists(cell)) continue;
    for (unsigned open = maze.open_sides(cell); open; open &= open - 1) {
      const int32_t next = maze.neighbour(cell, std::countr_zero(open));
      if (next < cell) continue;
      if (position[cell] >= 0 && position[next] >= 0 &&
          std::abs(position[cell] - position[next]) == 1) {
        continue;
      }
      off.push_back(distance[cell] > distance[next] ? Arrow{cell, next} : Arrow{next, cell});
    }
  }
  int on_count = std::min(length, (arrows + 1) / 2);
  int off_count = arrows - on_count;
  if (off_count > static_cast<int>(off.size())) {
    on_count += off_count - static_cast<int>(off.size());
    off_count = static_cast<int>(off.size());
  }
  if (on_count > length) return false;
  std::vector<int32_t> steps(static_cast<size_t>(length));
  for (int32_t p = 0; p < length; ++p) steps[p] = p;
  random.shuffle(steps);
  random.shuffle(off);
  std::vector<Arrow> chosen(off.begin(), off.begin() + off_count);
  for (int i = 0; i < on_count; ++i) {
    chosen.push_back(
        {route[static_cast<size_t>(steps[i])], route[static_cast<size_t>(steps[i]) + 1]});
  }
  std::sort(chosen.begin(), chosen.end(), [](const Arrow& a, const Arrow& b) {
    return std::min(a.from, a.to) != std::min(b.from, b.to)
               ? std::min(a.from, a.to) < std::min(b.from, b.to)
               : std::max(a.from, a.to) < std::max(b.from, b.to);
  });
  vm.variant = {VariantKind::oneway, arrows};
  vm.arrows = std::move(chosen);
  return true;
}

}  // namespace mazebook
