#include "proof/model/grid_maze.h"

#include <bit>

namespace mazeproof {

bool GridMaze::join(int cell, int side) {
  const int other = grid.neighbour(cell, side);
  const int back = grid.back_side(cell, side);
  const bool was_open = (open[cell] >> side) & 1u;
  open[cell] |= static_cast<uint8_t>(1u << side);
  open[other] |= static_cast<uint8_t>(1u << back);
  return !was_open;
}

int GridMaze::passages(int cell) const { return std::popcount(open[cell]); }

namespace {

// A grid's cells with the open sides a walk may take.
struct OpenGrid {
  const CellGrid& grid;
  const std::vector<uint8_t>& sides;
  unsigned open(int cell) const { return sides[static_cast<size_t>(cell)]; }
  int neighbour(int cell, int side) const { return grid.neighbour(cell, side); }
  int back_side(int cell, int side) const { return grid.back_side(cell, side); }
};

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

}  // namespace

int64_t walk_from(const CellGrid& grid, const std::vector<uint8_t>& open, int start,
                  std::vector<uint8_t>& from) {
  return walk_graph(OpenGrid{grid, open}, start, from);
}

std::vector<std::string> opening_problems(const GridMaze& maze) {
  const CellGrid& grid = maze.grid;
  std::vector<std::string> out;
  for (const std::string& problem : {opening_problem(grid, maze.entrance, "entrance", false),
                                     opening_problem(grid, maze.exit, "exit", true)}) {
    if (!problem.empty()) out.push_back(problem);
  }
  if (maze.entrance.side >= 0 && maze.entrance == maze.exit) {
    out.push_back("the entrance and the exit are the same opening, side " +
                  std::to_string(maze.exit.side) + " of " + grid.cell_name(maze.exit.cell));
  }
  return out;
}

}  // namespace mazeproof
