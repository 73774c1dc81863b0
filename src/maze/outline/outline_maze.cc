#include "maze/outline/outline_maze.h"

#include <vector>

#include "maze/generators/neighbours.h"
#include "maze/solver.h"

namespace mazebook {

namespace {

// Opens the wall between side neighbours `a` and `b`.
void join(Maze& maze, int32_t a, int32_t b) {
  for (int side = 0; side < maze.grid().side_count(a); ++side) {
    if (maze.neighbour(a, side) == b) {
      maze.open(a, side);
      return;
    }
  }
}

// Depth-first from the route's cells, START's on top: every step opens
// a wall to a cell not yet joined.
void grow_depth_first(Maze& maze, std::vector<uint8_t>& joined, std::span<const int32_t> route,
                      Random& random) {
  const Grid& grid = maze.grid();
  std::vector<int32_t> stack(route.rbegin(), route.rend());
  const auto free = [&](int32_t c) { return joined[static_cast<size_t>(c)] == 0; };
  Link links[kMaxSides];
  while (!stack.empty()) {
    const int32_t cell = stack.back();
    const int n = neighbour_links(grid, cell, links, free);
    if (n == 0) {
      stack.pop_back();
      continue;
    }
    const Link next = links[random.uniform(static_cast<uint32_t>(n))];
    maze.open_wall(grid.wall_ref(cell, next.side));
    joined[static_cast<size_t>(next.cell)] = 1;
    stack.push_back(next.cell);
  }
}

// Wilson's walks, as generators/wilson.cc takes them, from the route as
// the maze that is already there.
void grow_by_walks(Maze& maze, std::vector<uint8_t>& joined, Random& random) {
  const Grid& grid = maze.grid();
  std::vector<uint8_t> left_by(joined.size(), 0);
  for (int32_t start = 0; start < maze.size(); ++start) {
    if (joined[static_cast<size_t>(start)] || !grid.exists(start)) continue;
    for (int32_t cell = start; !joined[static_cast<size_t>(cell)];) {
      const Link link = random_link(grid, cell, random);
      left_by[static_cast<size_t>(cell)] = static_cast<uint8_t>(link.side);
      cell = link.cell;
    }
    for (int32_t cell = start; !joined[static_cast<size_t>(cell)];) {
      const int side = left_by[static_cast<size_t>(cell)];
      maze.open_wall(grid.wall_ref(cell, side));
      joined[static_cast<size_t>(cell)] = 1;
      cell = grid.neighbour(cell, side);
    }
  }
}

}  // namespace

bool grows_off_route(std::string_view generator) {
  return generator == "backtracker" || generator == "wilson";
}

Maze grow_off_route(const GridPtr& grid, std::span<const int32_t> route, std::string_view generator,
                    Random& random) {
  Maze maze(grid);
  std::vector<uint8_t> joined(static_cast<size_t>(maze.size()), 0);
  for (size_t i = 0; i < route.size(); ++i) {
    joined[static_cast<size_t>(route[i])] = 1;
    if (i > 0) join(maze, route[i - 1], route[i]);
  }
  if (generator == "wilson") {
    grow_by_walks(maze, joined, random);
  } else {
    grow_depth_first(maze, joined, route, random);
  }
  maze.set_entrance(outer_opening(maze, route.front()));
  maze.set_exit(outer_opening(maze, route.back()));
  return maze;
}

}  // namespace mazebook
