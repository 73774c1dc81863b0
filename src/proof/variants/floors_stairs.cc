#include "proof/variants/floors_stairs.h"

#include <algorithm>
#include <set>

#include "proof/topology/forest_proof.h"

namespace mazeproof {

namespace {

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
  std::vector<const std::vector<uint8_t>*> open;
  for (const GridMaze& floor : floors) open.push_back(&floor.open);
  std::vector<std::pair<int, int>> stairs;
  for (const Stair& st : out.stairs) stairs.push_back({st.floor, st.cell});
  const Places places(grid, open, stairs);
  const ForestProof forest = prove_forest(places, {floors.front().entrance.cell},
                                          (n - 1) * size + floors.back().exit.cell);
  out.problems.insert(out.problems.end(), forest.problems.begin(), forest.problems.end());
  out.proved = out.problems.empty() && forest.proved;
  if (!out.proved) return out;
  out.route = forest.route;
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
