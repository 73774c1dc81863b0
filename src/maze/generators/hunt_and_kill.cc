// Hunt-and-kill: a random walk into unvisited cells from the first cell;
// when it is stuck, hunt for the first unvisited cell (in index order) beside
// a visited one, join it to a random visited neighbour and walk on from
// there.
//
// The hunt keeps the unvisited cells beside visited ones in a min-heap, so
// it never scans the grid again: the whole run stays O(n log n) on any
// grid, and on a rectangle it finds exactly the first unvisited cell (which
// there always has a visited neighbour above or to its left). So a
// rectangle needs no heap at all: a pointer that only moves forward to the
// first unvisited cell finds the same cell in O(n) for the whole run.

#include <functional>
#include <queue>
#include <type_traits>
#include <vector>

#include "maze/generators.h"
#include "maze/generators/neighbours.h"

namespace mazebook {

namespace {

template <typename Cells>
void carve(const Cells& cells, Maze& maze, Random& random) {
  constexpr bool kRect = std::is_same_v<Cells, RectTopology>;
  std::vector<uint8_t> visited(static_cast<size_t>(maze.size()), 0);
  const auto unvisited = [&](int32_t c) { return visited[c] == 0; };
  const auto seen = [&](int32_t c) { return visited[c] != 0; };
  // Unvisited cells beside a visited one, smallest index on top (some may
  // have been visited since they were pushed).
  std::priority_queue<int32_t, std::vector<int32_t>, std::greater<>> frontier;
  Link links[kMaxSides];
  const auto visit = [&](int32_t cell) {
    visited[cell] = 1;
    if constexpr (!kRect) {
      const int n = neighbour_links(cells, cell, links, unvisited);
      for (int i = 0; i < n; ++i) frontier.push(links[i].cell);
    }
  };
  int32_t cell = first_cell(maze.grid());
  int32_t first_unvisited = 0;  // rect: every cell before it is visited
  visit(cell);
  for (int32_t left = maze.cells() - 1; left > 0; --left) {
    int n = neighbour_links(cells, cell, links, unvisited);
    if (n > 0) {
      const Link next = links[random.uniform(static_cast<uint32_t>(n))];
      maze.open_wall(cells.wall_ref(cell, next.side));
      cell = next.cell;
    } else {
      if constexpr (kRect) {
        while (visited[first_unvisited]) ++first_unvisited;
        cell = first_unvisited;
      } else {
        while (visited[frontier.top()]) frontier.pop();
        cell = frontier.top();
      }
      n = neighbour_links(cells, cell, links, seen);
      maze.open_wall(cells.wall_ref(cell, links[random.uniform(static_cast<uint32_t>(n))].side));
    }
    visit(cell);
  }
}

}  // namespace

Maze generate_hunt_and_kill(const GridPtr& grid, Random& random) {
  Maze maze(grid);
  with_topology(*grid, [&](const auto& cells) { carve(cells, maze, random); });
  return maze;
}

}  // namespace mazebook
