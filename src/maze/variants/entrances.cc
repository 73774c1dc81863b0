// Several entrances: a growing tree from k entrances at once, one list of
// active cells each, so every entrance grows its own tree; the exit then
// goes to the boundary cell farthest from one chosen entrance inside its
// tree (the one with the longest such route), and exactly that entrance
// reaches it.

#include <algorithm>
#include <cstdint>
#include <vector>

#include "maze/generators/neighbours.h"
#include "maze/open_grid.h"
#include "maze/solver.h"
#include "maze/variants/variant_generators.h"

namespace mazebook {

namespace {

// A uniform integer in [0, n) for n beyond 32 bits, without modulo bias:
// draws at or above the largest multiple of n are drawn again.
uint64_t uniform64(Random& random, uint64_t n) {
  const uint64_t limit = UINT64_MAX - UINT64_MAX % n;
  uint64_t x = random.next();
  while (x >= limit) x = random.next();
  return x % n;
}

// The position i of n picked with weight i + 1: the largest i with
// i (i + 1) / 2 <= r for r uniform below n (n + 1) / 2.
size_t newer_weighted(Random& random, size_t n) {
  const uint64_t total = uint64_t{n} * (n + 1) / 2;
  const uint64_t r = uniform64(random, total);
  // Binary search keeps it exact; no square roots in doubles.
  size_t low = 0;
  size_t high = n - 1;
  while (low < high) {
    const size_t mid = (low + high + 1) / 2;
    if (uint64_t{mid} * (mid + 1) / 2 <= r) {
      low = mid;
    } else {
      high = mid - 1;
    }
  }
  return low;
}

// The entrance cells: one uniformly chosen boundary cell, then each next
// one the boundary cell farthest (every wall open) from those chosen, ties
// to the lowest index; returned in index order, so letters run in reading
// order.
std::vector<int32_t> spread_entrances(const Grid& grid, const std::vector<int32_t>& boundary,
                                      int count, Random& random) {
  std::vector<int32_t> chosen{boundary[random.uniform(static_cast<uint32_t>(boundary.size()))]};
  std::vector<int32_t> nearest = open_distances_from(grid, chosen[0]);
  while (static_cast<int>(chosen.size()) < count) {
    int32_t best = -1;
    for (const int32_t cell : boundary) {
      if (std::find(chosen.begin(), chosen.end(), cell) != chosen.end()) continue;
      if (best < 0 || nearest[cell] > nearest[best]) best = cell;
    }
    chosen.push_back(best);
    const std::vector<int32_t> more = open_distances_from(grid, best);
    for (size_t c = 0; c < nearest.size(); ++c) nearest[c] = std::min(nearest[c], more[c]);
  }
  std::sort(chosen.begin(), chosen.end());
  return chosen;
}

}  // namespace

VariantMaze generate_entrances(const GridPtr& grid, int count, Random& random) {
  VariantMaze vm;
  vm.variant = {VariantKind::entrances, count};
  vm.maze = Maze(grid);
  Maze& maze = vm.maze;
  std::vector<int32_t> boundary;
  for (int32_t cell = 0; cell < maze.size(); ++cell) {
    if (grid->exists(cell) && grid->on_boundary(cell)) boundary.push_back(cell);
  }
  const std::vector<int32_t> starts = spread_entrances(*grid, boundary, count, random);

  std::vector<uint8_t> visited(static_cast<size_t>(maze.size()), 0);
  std::vector<std::vector<int32_t>> lists(static_cast<size_t>(count));
  for (int j = 0; j < count; ++j) {
    visited[starts[j]] = 1;
    lists[j].push_back(starts[j]);
  }
  const auto unvisited = [&](int32_t c) { return visited[c] == 0; };
  Link links[kMaxSides];
  int live = count;
  for (size_t turn = 0; live > 0; ++turn) {
    std::vector<int32_t>& list = lists[turn % static_cast<size_t>(count)];
    if (list.empty()) continue;
    const size_t i = newer_weighted(random, list.size());
    const int32_t cell = list[i];
    const int n = neighbour_links(*grid, cell, links, unvisited);
    if (n == 0) {
      list.erase(list.begin() + static_cast<std::ptrdiff_t>(i));
      if (list.empty()) --live;
      continue;
    }
    const Link next = links[random.uniform(static_cast<uint32_t>(n))];
    maze.open(cell, next.side);
    visited[next.cell] = 1;
    list.push_back(next.cell);
  }

  for (const int32_t cell : starts) vm.entrances.push_back(outer_opening(maze, cell));
  // The winner is the entrance with the longest route to a boundary cell
  // of its own tree (on a tie the first from a uniformly chosen one), so
  // the route is worth following; the exit goes to that boundary cell.
  const int first = static_cast<int>(random.uniform(static_cast<uint32_t>(count)));
  int32_t best_exit = -1;
  int32_t best_length = 0;
  for (int t = 0; t < count; ++t) {
    const int w = (first + t) % count;
    const std::vector<int32_t> distance = distances_from(maze, starts[w]);
    int32_t exit = -1;
    for (const int32_t cell : boundary) {
      if (distance[cell] <= 0) continue;  // another tree, or the entrance itself
      if (exit < 0 || distance[cell] > distance[exit]) exit = cell;
    }
    if (exit < 0 || distance[exit] <= best_length) continue;
    best_exit = exit;
    best_length = distance[exit];
    maze.set_entrance(vm.entrances[w]);
  }
  if (best_exit >= 0) maze.set_exit(outer_opening(maze, best_exit));
  return vm;
}

}  // namespace mazebook
