#include "proof/topology/grid_proof.h"

#include <algorithm>
#include <bit>

#include "proof/core/union_find.h"

namespace mazeproof {

namespace {

// The first passage, in the order of a sorted "passages" list, that closes
// a loop (union-find over the passages). REQUIRES: the maze has a loop.
std::string first_loop(const GridMaze& maze) {
  const CellGrid& grid = maze.grid;
  UnionFind sets(static_cast<size_t>(grid.size()));
  for (int a = 0; a < grid.size(); ++a) {
    int later[kMaxCellSides];
    int n = 0;
    for (unsigned sides = maze.open[a]; sides != 0; sides &= sides - 1) {
      const int b = grid.neighbour(a, std::countr_zero(sides));
      if (b <= a) continue;
      int k = n++;  // insertion keeps the few neighbours in order
      for (; k > 0 && later[k - 1] > b; --k) later[k] = later[k - 1];
      later[k] = b;
    }
    for (int i = 0; i < n; ++i) {
      if (!sets.join(static_cast<size_t>(a), static_cast<size_t>(later[i]))) {
        return grid.cell_name(a) + " and " + grid.cell_name(later[i]);
      }
    }
  }
  return "";
}

// Says what is wrong with an opening, or "" when it is right.
std::string opening_problem(const CellGrid& grid, const CellOpening& o, const char* what,
                            bool may_be_inside) {
  if (o.side < 0) {
    if (may_be_inside) return "";
    return std::string("the ") + what + ", " + grid.cell_name(o.cell) +
           ", names no side: it must face the outside";
  }
  const int across = grid.neighbour(o.cell, o.side);
  if (across == kOutside) return "";
  return std::string("the ") + what + ", side " + std::to_string(o.side) + " of " +
         grid.cell_name(o.cell) + ", faces " + grid.cell_name(across) + ", not the outside";
}

void measure_route(const GridMaze& maze, const std::vector<uint8_t>& from, GridProof& proof) {
  const CellGrid& grid = maze.grid;
  for (int cell = maze.exit.cell;; cell = grid.neighbour(cell, from[cell])) {
    proof.route.push_back(cell);
    if (from[cell] == kWalkStart) break;
  }
  std::reverse(proof.route.begin(), proof.route.end());
  proof.route_length = static_cast<int64_t>(proof.route.size()) - 1;
  for (size_t i = 0; i + 1 < proof.route.size(); ++i) {
    if (maze.passages(proof.route[i]) >= 3) ++proof.forks;
  }
}

}  // namespace

GridProof prove_grid_maze(const GridMaze& maze) {
  const CellGrid& grid = maze.grid;
  GridProof proof;
  for (const std::string& problem : {opening_problem(grid, maze.entrance, "entrance", false),
                                     opening_problem(grid, maze.exit, "exit", true)}) {
    if (!problem.empty()) proof.problems.push_back(problem);
  }
  if (maze.entrance.side >= 0 && maze.entrance == maze.exit) {
    proof.problems.push_back("the entrance and the exit are the same opening, side " +
                             std::to_string(maze.exit.side) + " of " +
                             grid.cell_name(maze.exit.cell));
  }
  for (int cell = 0; cell < grid.size(); ++cell) proof.passages += maze.passages(cell);
  proof.passages /= 2;

  std::vector<uint8_t> from(static_cast<size_t>(grid.size()), kWalkUnreached);
  proof.reached = walk_from(grid, maze.open, maze.entrance.cell, from);
  const bool exit_reached = from[maze.exit.cell] != kWalkUnreached;
  int first_cut = -1;
  int64_t pieces = 1;
  for (int cell = 0; cell < grid.size(); ++cell) {
    if (!grid.exists(cell) || from[cell] != kWalkUnreached) continue;
    if (first_cut < 0) first_cut = cell;
    walk_from(grid, maze.open, cell, from);
    ++pieces;
  }
  proof.loops = proof.passages - grid.cells() + pieces;
  if (proof.loops > 0) {
    // Not perfect, so no route to measure: the walk's marks can go before
    // union-find takes its four bytes a cell.
    std::vector<uint8_t>().swap(from);
    proof.problems.push_back(std::to_string(proof.loops) + (proof.loops == 1 ? " loop" : " loops") +
                             ", first closed by the passage between " + first_loop(maze));
  }
  if (first_cut >= 0) {
    const int64_t cut = grid.cells() - proof.reached;
    proof.problems.push_back(std::to_string(cut) + (cut == 1 ? " cell" : " cells") +
                             " cut off from the entrance, first " + grid.cell_name(first_cut));
  }
  if (!exit_reached) proof.problems.push_back("no route from the entrance to the exit");
  proof.perfect =
      proof.problems.empty() && proof.reached == grid.cells() && proof.passages == grid.cells() - 1;
  if (proof.perfect) {
    // The walks after the first changed nothing: every cell was reached.
    measure_route(maze, from, proof);
  }
  return proof;
}

}  // namespace mazeproof
