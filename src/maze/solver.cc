#include "maze/solver.h"

#include <algorithm>
#include <bit>
#include <cmath>

#include "maze/open_grid.h"
#include "maze/topology.h"

namespace mazebook {

namespace {

// Breadth first from `from` over open passages. `seen(cell)` says whether
// a cell was reached already (the caller has marked `from`); `enter(cell,
// next)` marks a newly reached cell and returns false to stop early.
// `queue` is any vector; it is sized to hold every cell once.
template <typename Cells, typename Seen, typename Enter>
void breadth_first(const Cells& cells, const Maze& maze, int32_t from, std::vector<int32_t>& queue,
                   Seen seen, Enter enter) {
  queue.resize(static_cast<size_t>(maze.size()));
  const uint8_t* bits = maze.wall_data();
  int32_t* q = queue.data();
  size_t tail = 0;
  q[tail++] = from;
  for (size_t head = 0; head < tail; ++head) {
    const int32_t cell = q[head];
    for (unsigned open = cells.open_mask(bits, cell); open != 0; open &= open - 1) {
      const int side = std::countr_zero(open);
      const int32_t next = cells.across(cell, side);
      if (seen(next)) continue;
      q[tail++] = next;
      if (!enter(cell, next)) return;
    }
  }
}

// Steps from `from` to every cell; -1 where unreachable.
std::vector<int32_t> sweep(const Maze& maze, int32_t from) {
  std::vector<int32_t> distance(static_cast<size_t>(maze.size()), -1);
  std::vector<int32_t> queue;
  distance[from] = 0;
  int32_t* d = distance.data();
  with_topology(maze.grid(), [&](const auto& cells) {
    breadth_first(
        cells, maze, from, queue, [&](int32_t c) { return d[c] >= 0; },
        [&](int32_t cell, int32_t next) {
          d[next] = d[cell] + 1;
          return true;
        });
  });
  return distance;
}

// Rect and masked grids: a cell's top and bottom sides.
constexpr int kTopSide = 0;
constexpr int kBottomSide = 2;

// True when an opening may go at `cell` under `sides`.
bool may_open(const Grid& grid, int32_t cell, OpeningSides sides) {
  if (sides == OpeningSides::top_bottom)
    return grid.is_outer(cell, kTopSide) || grid.is_outer(cell, kBottomSide);
  return grid.on_boundary(cell);
}

// The boundary cell farthest from `from` (lowest index on ties) among
// those `sides` allows.
int32_t farthest_boundary_cell(const Maze& maze, int32_t from, int32_t& distance,
                               OpeningSides sides = OpeningSides::any) {
  const std::vector<int32_t> d = sweep(maze, from);
  int32_t best = from;
  distance = 0;
  const Grid& grid = maze.grid();
  for (int32_t cell = 0; cell < maze.size(); ++cell) {
    if (d[cell] > distance && may_open(grid, cell, sides)) {
      best = cell;
      distance = d[cell];
    }
  }
  return best;
}

}  // namespace

std::vector<int32_t> distances_from(const Maze& maze, int32_t from) { return sweep(maze, from); }

std::vector<int32_t> find_route(const Maze& maze, int32_t from, int32_t to) {
  // Breadth first until `to`, keeping only each cell's parent (-1: not
  // reached yet): the route is the parent chain back from `to`.
  std::vector<int32_t> parent(static_cast<size_t>(maze.size()), -1);
  int32_t* p = parent.data();
  p[from] = from;
  if (from != to) {
    std::vector<int32_t> queue;
    with_topology(maze.grid(), [&](const auto& cells) {
      breadth_first(
          cells, maze, from, queue, [&](int32_t c) { return p[c] >= 0; },
          [&](int32_t cell, int32_t next) {
            p[next] = cell;
            return next != to;
          });
    });
  }
  std::vector<int32_t> route;
  if (p[to] < 0) return route;
  for (int32_t cell = to; cell != from; cell = p[cell]) route.push_back(cell);
  route.push_back(from);
  std::reverse(route.begin(), route.end());
  return route;
}

std::vector<int32_t> solve(const Maze& maze) {
  if (maze.empty()) return {};
  return find_route(maze, maze.entrance().cell, maze.exit().cell);
}

BoundaryPair farthest_boundary_pair(const Maze& maze, OpeningSides sides) {
  BoundaryPair pair;
  int32_t ignored = 0;
  int32_t start = 0;
  while (!maze.exists(start)) ++start;
  // In a tree the cell of a set farthest from any cell is one end of the
  // set's farthest pair, so two sweeps find it for any set of cells.
  pair.first = farthest_boundary_cell(maze, start, ignored, sides);
  pair.second = farthest_boundary_cell(maze, pair.first, pair.distance, sides);
  if (pair.second < pair.first) std::swap(pair.first, pair.second);
  return pair;
}

Opening outer_opening(const Maze& maze, int32_t cell, OpeningSides sides) {
  const Grid& grid = maze.grid();
  if (sides == OpeningSides::top_bottom)
    return {cell, grid.is_outer(cell, kTopSide) ? kTopSide : kBottomSide};
  return {cell, grid.preferred_outer_side(cell)};
}

namespace {

// The boundary cell with the longest route from `from` among those at
// least `min_steps` from it with every wall open (lowest index on ties), or
// -1 when there is none.
int32_t farthest_far_enough(const Maze& maze, int32_t from, int64_t min_steps, int32_t& distance,
                            OpeningSides sides) {
  const Grid& grid = maze.grid();
  const std::vector<int32_t> route = distances_from(maze, from);
  const std::vector<int32_t> open = open_distances_from(grid, from);
  int32_t best = -1;
  distance = -1;
  for (int32_t cell = 0; cell < maze.size(); ++cell) {
    if (route[cell] > distance && open[cell] >= min_steps && may_open(grid, cell, sides)) {
      best = cell;
      distance = route[cell];
    }
  }
  return best;
}

}  // namespace

void place_farthest(Maze& maze, double min_opening_distance, OpeningSides sides) {
  if (maze.empty()) return;
  const Grid& grid = maze.grid();
  if (grid.cells() == 1) {
    maze.set_entrance(grid.first_opening());
    maze.set_exit(grid.last_opening());
    return;
  }
  BoundaryPair pair = farthest_boundary_pair(maze, sides);
  const auto needed = static_cast<int64_t>(
      std::ceil(min_opening_distance * static_cast<double>(grid.boundary_diameter()) - 1e-9));
  if (needed > 0 && open_distance(grid, pair.first, pair.second) < needed) {
    // Keep one end of the farthest pair and move the other as far along
    // the maze as the rule allows; take the better of the two.
    int32_t from_first = 0;
    int32_t from_second = 0;
    const int32_t a = farthest_far_enough(maze, pair.first, needed, from_first, sides);
    const int32_t b = farthest_far_enough(maze, pair.second, needed, from_second, sides);
    if (a >= 0 && from_first >= from_second) pair = {pair.first, a, from_first};
    if (b >= 0 && from_second > from_first) pair = {pair.second, b, from_second};
    if (pair.second < pair.first) std::swap(pair.first, pair.second);
  }
  maze.set_entrance(outer_opening(maze, pair.first, sides));
  maze.set_exit(outer_opening(maze, pair.second, sides));
}

void place_centre(Maze& maze) {
  maze.set_entrance(maze.grid().first_opening());
  maze.set_exit(maze.grid().centre_goal());
}

namespace {

// check_perfect, with the route from the entrance to the exit in `*route`
// when it is given.
PerfectCheck check_and_route(const Maze& maze, std::vector<int32_t>* route) {
  PerfectCheck check;
  check.cells = maze.cells();
  check.passages = maze.passage_count();
  if (route) route->clear();
  if (maze.empty()) return check;
  // Breadth first from the entrance keeping each cell's parent (-1: not
  // reached): the same search, in the same order, as find_route's, run to
  // the end, so the parent chain from the exit is the route it finds.
  const int32_t from = maze.entrance().cell;
  const int32_t to = maze.exit().cell;
  std::vector<int32_t> parent(static_cast<size_t>(maze.size()), -1);
  int32_t* p = parent.data();
  std::vector<int32_t> queue;
  int32_t reached = 1;
  p[from] = from;
  const auto seen = [&](int32_t c) { return p[c] >= 0; };
  with_topology(maze.grid(), [&](const auto& cells) {
    breadth_first(cells, maze, from, queue, seen, [&](int32_t cell, int32_t next) {
      p[next] = cell;
      ++reached;
      return true;
    });
  });
  check.reached = reached;
  if (route && p[to] >= 0) {
    for (int32_t cell = to; cell != from; cell = p[cell]) route->push_back(cell);
    route->push_back(from);
    std::reverse(route->begin(), route->end());
  }
  check.components = 1;
  if (check.reached == check.cells) return check;
  // Count the other pieces with one more search each, marking into `parent`.
  const auto mark = [&](int32_t cell, int32_t next) {
    p[next] = cell;
    return true;
  };
  with_topology(maze.grid(), [&](const auto& cells) {
    for (int32_t start = 0; start < maze.size(); ++start) {
      if (p[start] >= 0 || !maze.exists(start)) continue;
      if (check.first_unreached < 0) check.first_unreached = start;
      ++check.components;
      p[start] = start;
      breadth_first(cells, maze, start, queue, seen, mark);
    }
  });
  return check;
}

}  // namespace

PerfectCheck check_perfect(const Maze& maze) { return check_and_route(maze, nullptr); }

PerfectCheck check_perfect(const Maze& maze, std::vector<int32_t>& route) {
  return check_and_route(maze, &route);
}

}  // namespace mazebook
