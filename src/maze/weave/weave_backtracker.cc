// The backtracker that tunnels: depth first from the entrance cell, as the
// plain backtracker, but the top cell may also pass under a neighbour that
// is a straight corridor of visited cells across its way, into the
// unvisited cell beyond; that neighbour becomes a crossing over its
// corridor. Each such tunnel is offered with chance `density`.

#include <algorithm>
#include <vector>

#include "maze/weave/weave_generators.h"

namespace mazebook {

namespace {

// One way out of the top cell: to `cell` across `side`, under `under` when
// that is not -1.
struct Move {
  int side;
  int32_t cell;
  int32_t under;
};

}  // namespace

WeaveMaze generate_weave_backtracker(const GridPtr& grid, double density, Random& random) {
  WeaveMaze wm{Maze(grid), {}};
  Maze& maze = wm.maze;
  std::vector<uint8_t> visited(static_cast<size_t>(maze.size()), 0);
  std::vector<int32_t> slots(static_cast<size_t>(maze.size()), -1);
  std::vector<int32_t> stack;
  const int32_t start = maze.entrance().cell;
  visited[static_cast<size_t>(start)] = 1;
  stack.push_back(start);
  Move moves[8];
  while (!stack.empty()) {
    const int32_t cell = stack.back();
    int n = 0;
    // The plain moves first, in side order, then the tunnels, so that a
    // maze with no tunnel offered draws as the plain backtracker does.
    for (int side = 0; side < 4; ++side) {
      const int32_t next = maze.neighbour(cell, side);
      if (next != kOutside && !visited[static_cast<size_t>(next)]) moves[n++] = {side, next, -1};
    }
    for (int side = 0; side < 4; ++side) {
      const int32_t next = maze.neighbour(cell, side);
      if (next == kOutside || !visited[static_cast<size_t>(next)] || maze.is_open(cell, side)) {
        continue;
      }
      // A straight corridor across the way: open exactly on the two sides
      // that do not run along it.
      const unsigned corridor = side % 2 == 0 ? 0b1010u : 0b0101u;
      if (maze.open_sides(next) != corridor) continue;
      const Over over = side % 2 == 0 ? Over::ew : Over::ns;
      if (!crossing_fits(maze, slots, wm.crossings, next, over)) continue;
      const int32_t beyond = maze.neighbour(next, side);
      if (visited[static_cast<size_t>(beyond)]) continue;
      if (random.chance(density)) moves[n++] = {side, beyond, next};
    }
    if (n == 0) {
      stack.pop_back();
      continue;
    }
    const Move move = moves[random.uniform(static_cast<uint32_t>(n))];
    maze.open(cell, move.side);
    if (move.under >= 0) {
      maze.open(move.under, move.side);
      const Over over = move.side % 2 == 0 ? Over::ew : Over::ns;
      slots[static_cast<size_t>(move.under)] = static_cast<int32_t>(wm.crossings.size());
      wm.crossings.push_back({move.under, over});
    }
    visited[static_cast<size_t>(move.cell)] = 1;
    stack.push_back(move.cell);
  }
  // Crossings were made in the order the walk found them.
  std::sort(wm.crossings.begin(), wm.crossings.end(),
            [](const Crossing& a, const Crossing& b) { return a.cell < b.cell; });
  return wm;
}

}  // namespace mazebook
