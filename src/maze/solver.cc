#include "maze/solver.h"

#include <algorithm>

namespace mazebook {

namespace {

// Breadth first from `from` over open passages. `seen(cell)` says whether
// a cell was reached already (the caller has marked `from`); `enter(cell,
// next)` marks a newly reached cell and returns false to stop early.
template <typename Seen, typename Enter>
void breadth_first(const Maze& maze, int32_t from, std::vector<int32_t>& queue, Seen seen,
                   Enter enter) {
  queue.assign(1, from);
  for (size_t head = 0; head < queue.size(); ++head) {
    const int32_t cell = queue[head];
    const unsigned open = maze.open_sides(cell);
    for (Side side : kSides) {
      if (!(open & (1u << static_cast<int>(side)))) continue;
      const int32_t next = maze.neighbour(cell, side);
      if (seen(next)) continue;
      queue.push_back(next);
      if (!enter(cell, next)) return;
    }
  }
}

// Steps from `from` to every cell; -1 where unreachable.
std::vector<int32_t> sweep(const Maze& maze, int32_t from) {
  std::vector<int32_t> distance(maze.cells(), -1);
  std::vector<int32_t> queue;
  queue.reserve(maze.cells());
  distance[from] = 0;
  breadth_first(
      maze, from, queue, [&](int32_t c) { return distance[c] >= 0; },
      [&](int32_t cell, int32_t next) {
        distance[next] = distance[cell] + 1;
        return true;
      });
  return distance;
}

bool on_boundary(const Maze& maze, int32_t cell) {
  const int x = cell % maze.columns();
  const int y = cell / maze.columns();
  return x == 0 || y == 0 || x == maze.columns() - 1 || y == maze.rows() - 1;
}

// The boundary cell farthest from `from` (lowest index on ties).
int32_t farthest_boundary_cell(const Maze& maze, int32_t from, int32_t& distance) {
  const std::vector<int32_t> d = sweep(maze, from);
  int32_t best = from;
  distance = 0;
  for (int32_t cell = 0; cell < maze.cells(); ++cell) {
    if (on_boundary(maze, cell) && d[cell] > distance) {
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
  std::vector<int32_t> parent(maze.cells(), -1);
  std::vector<int32_t> queue;
  queue.reserve(maze.cells());
  parent[from] = from;
  if (from != to) {
    breadth_first(
        maze, from, queue, [&](int32_t c) { return parent[c] >= 0; },
        [&](int32_t cell, int32_t next) {
          parent[next] = cell;
          return next != to;
        });
  }
  std::vector<int32_t> route;
  if (parent[to] < 0) return route;
  for (int32_t cell = to; cell != from; cell = parent[cell]) route.push_back(cell);
  route.push_back(from);
  std::reverse(route.begin(), route.end());
  return route;
}

std::vector<int32_t> solve(const Maze& maze) {
  if (maze.empty()) return {};
  const Opening& in = maze.entrance();
  const Opening& out = maze.exit();
  return find_route(maze, maze.index(in.x, in.y), maze.index(out.x, out.y));
}

BoundaryPair farthest_boundary_pair(const Maze& maze) {
  BoundaryPair pair;
  int32_t ignored = 0;
  pair.first = farthest_boundary_cell(maze, 0, ignored);
  pair.second = farthest_boundary_cell(maze, pair.first, pair.distance);
  if (pair.second < pair.first) std::swap(pair.first, pair.second);
  return pair;
}

Opening outer_opening(const Maze& maze, int32_t cell) {
  const int x = cell % maze.columns();
  const int y = cell / maze.columns();
  if (y == 0) return {x, y, Side::top};
  if (y == maze.rows() - 1) return {x, y, Side::bottom};
  if (x == 0) return {x, y, Side::left};
  return {x, y, Side::right};
}

void place_farthest(Maze& maze) {
  if (maze.empty()) return;
  const BoundaryPair pair = farthest_boundary_pair(maze);
  Opening entrance = outer_opening(maze, pair.first);
  Opening exit = outer_opening(maze, pair.second);
  if (pair.first == pair.second) {
    // A 1 x 1 maze: both openings on the one cell, on opposite sides.
    entrance = {entrance.x, entrance.y, Side::top};
    exit = {exit.x, exit.y, Side::bottom};
  }
  maze.set_entrance(entrance);
  maze.set_exit(exit);
}

PerfectCheck check_perfect(const Maze& maze) {
  PerfectCheck check;
  check.cells = maze.cells();
  check.passages = maze.passage_count();
  if (maze.empty()) return check;
  const Opening& in = maze.entrance();
  std::vector<int32_t> d = sweep(maze, maze.index(in.x, in.y));
  check.reached =
      static_cast<int32_t>(std::count_if(d.begin(), d.end(), [](int32_t v) { return v >= 0; }));
  check.components = 1;
  if (check.reached == check.cells) return check;
  // Count the other pieces with one more sweep each, marking into `d`.
  std::vector<int32_t> queue;
  const auto seen = [&](int32_t c) { return d[c] >= 0; };
  const auto mark = [&](int32_t, int32_t next) {
    d[next] = 0;
    return true;
  };
  for (int32_t start = 0; start < maze.cells(); ++start) {
    if (d[start] >= 0) continue;
    if (check.first_unreached < 0) check.first_unreached = start;
    ++check.components;
    d[start] = 0;
    breadth_first(maze, start, queue, seen, mark);
  }
  return check;
}

}  // namespace mazebook
