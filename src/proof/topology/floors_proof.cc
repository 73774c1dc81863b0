#include "proof/topology/floors_proof.h"

#include <algorithm>
#include <deque>
#include <set>

#include "proof/core/union_find.h"

namespace mazeproof {

namespace {

constexpr int kNone = -1;

std::string at_floor(const CellGrid& grid, int floor, int cell) {
  return "floor " + std::to_string(floor) + " " + grid.cell_name(cell);
}

// The paired stairs; unpaired or misplaced marks go to `problems`.
std::vector<Stair> pair_stairs(const CellGrid& grid, const std::vector<std::vector<Mark>>& marks,
                               std::vector<std::string>& problems) {
  const int n = static_cast<int>(marks.size());
  std::vector<std::set<int>> up(static_cast<size_t>(n)), down(static_cast<size_t>(n));
  for (int f = 0; f < n; ++f) {
    for (const Mark& m : marks[static_cast<size_t>(f)]) {
      if (m.kind == MarkKind::stairs_up) {
        up[static_cast<size_t>(f)].insert(m.a);
      } else if (m.kind == MarkKind::stairs_down) {
        down[static_cast<size_t>(f)].insert(m.a);
      } else {
        problems.push_back(std::string("a ") + mark_kind_name(m.kind) + " mark at " +
                           at_floor(grid, f, m.a) + " in a puzzle of floors");
      }
    }
  }
  std::vector<Stair> out;
  for (int f = 0; f < n; ++f) {
    for (const int c : up[static_cast<size_t>(f)]) {
      if (f + 1 < n && down[static_cast<size_t>(f + 1)].count(c) != 0) {
        out.push_back({f, c});
      } else {
        problems.push_back("stairs up at " + at_floor(grid, f, c) +
                           (f + 1 < n ? " with no stairs down at " + at_floor(grid, f + 1, c)
                                      : std::string(" on the top floor")));
      }
    }
    for (const int c : down[static_cast<size_t>(f)]) {
      if (f == 0 || up[static_cast<size_t>(f - 1)].count(c) == 0)
        problems.push_back("stairs down at " + at_floor(grid, f, c) +
                           (f > 0 ? " with no stairs up at " + at_floor(grid, f - 1, c)
                                  : std::string(" on the ground floor")));
    }
  }
  return out;
}

}  // namespace

FloorsProof prove_floors(const std::vector<GridMaze>& floors,
                         const std::vector<std::vector<Mark>>& marks) {
  FloorsProof out;
  const CellGrid& grid = floors.front().grid;
  const int n = static_cast<int>(floors.size());
  const int size = grid.size();
  out.stairs = pair_stairs(grid, marks, out.problems);
  // Places joined by passages and stairs: one tree over every floor.
  const size_t places = static_cast<size_t>(size) * static_cast<size_t>(n);
  UnionFind joined(places);
  int64_t links = 0, loops = 0;
  std::vector<int> stair_to(places, kNone);
  for (int f = 0; f < n; ++f) {
    const GridMaze& maze = floors[static_cast<size_t>(f)];
    for (int c = 0; c < size; ++c) {
      if (!grid.exists(c)) continue;
      for (int s = 0; s < grid.side_count(c); ++s) {
        if (((maze.open[static_cast<size_t>(c)] >> s) & 1u) == 0) continue;
        const int other = grid.neighbour(c, s);
        if (other < c) continue;  // each passage once
        ++links;
        loops +=
            joined.join(static_cast<size_t>(f * size + c), static_cast<size_t>(f * size + other))
                ? 0
                : 1;
      }
    }
  }
  for (const Stair& st : out.stairs) {
    const int a = st.floor * size + st.cell, b = a + size;
    stair_to[static_cast<size_t>(a)] = b;
    stair_to[static_cast<size_t>(b)] = a;
    ++links;
    loops += joined.join(static_cast<size_t>(a), static_cast<size_t>(b)) ? 0 : 1;
  }
  const int64_t cells = static_cast<int64_t>(grid.cells()) * n;
  int64_t pieces = 0;
  for (int f = 0; f < n; ++f) {
    for (int c = 0; c < size; ++c) {
      const size_t p = static_cast<size_t>(f * size + c);
      if (grid.exists(c) && joined.find(p) == p) ++pieces;
    }
  }
  if (links != cells - 1 || pieces != 1)
    out.problems.push_back(std::to_string(links) + " passages and stairs over " +
                           std::to_string(cells) + " cells of " + std::to_string(n) +
                           " floors in " + std::to_string(pieces) + " piece(s) with " +
                           std::to_string(loops) +
                           " loop(s), expected cells - 1 all joined (one tree)");
  out.proved = out.problems.empty();
  if (!out.proved) return out;
  // The one route, breadth first over passages and stairs.
  const int start = floors.front().entrance.cell;
  const int goal = (n - 1) * size + floors.back().exit.cell;
  std::vector<int> parent(places, kNone);
  std::vector<bool> seen(places, false);
  std::deque<int> queue{start};
  seen[static_cast<size_t>(start)] = true;
  while (!queue.empty()) {
    const int p = queue.front();
    queue.pop_front();
    const int f = p / size, c = p % size;
    std::vector<int> next;
    for (int s = 0; s < grid.side_count(c); ++s) {
      if (((floors[static_cast<size_t>(f)].open[static_cast<size_t>(c)] >> s) & 1u) != 0)
        next.push_back(f * size + grid.neighbour(c, s));
    }
    if (stair_to[static_cast<size_t>(p)] != kNone) next.push_back(stair_to[static_cast<size_t>(p)]);
    for (const int q : next) {
      if (seen[static_cast<size_t>(q)]) continue;
      seen[static_cast<size_t>(q)] = true;
      parent[static_cast<size_t>(q)] = p;
      queue.push_back(q);
    }
  }
  for (int p = goal; p != kNone; p = parent[static_cast<size_t>(p)]) out.route.push_back(p);
  std::reverse(out.route.begin(), out.route.end());
  int64_t changed = 0;
  for (size_t i = 0; i + 1 < out.route.size(); ++i)
    changed += out.route[i] / size != out.route[i + 1] / size ? 1 : 0;
  out.metrics["floors_changed"] = changed;
  return out;
}

std::vector<std::vector<int>> floor_pieces(const std::vector<int>& route, int cells, int floor) {
  std::vector<std::vector<int>> out;
  bool inside = false;
  for (const int p : route) {
    if (p / cells != floor) {
      inside = false;
      continue;
    }
    if (!inside) out.emplace_back();
    inside = true;
    out.back().push_back(p % cells);
  }
  return out;
}

}  // namespace mazeproof
