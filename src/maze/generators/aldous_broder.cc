// Aldous-Broder: a random walk over the whole grid that opens the wall into
// every cell it enters for the first time. Every perfect maze is equally
// likely; the walk is long (its cover time), so it is the slowest generator.

#include <vector>

#include "maze/generators.h"
#include "maze/generators/neighbours.h"

namespace mazebook {

namespace {

template <typename Cells>
void carve(const Cells& cells, Maze& maze, Random& random) {
  std::vector<uint8_t> visited(static_cast<size_t>(maze.size()), 0);
  int32_t cell = random_cell(maze.grid(), random);
  visited[cell] = 1;
  for (int32_t left = maze.cells() - 1; left > 0;) {
    const Link link = random_link(cells, cell, random);
    if (!visited[link.cell]) {
      maze.open_wall(cells.wall_ref(cell, link.side));
      visited[link.cell] = 1;
      --left;
    }
    cell = link.cell;
  }
}

}  // namespace

Maze generate_aldous_broder(const GridPtr& grid, Random& random) {
  Maze maze(grid);
  with_topology(*grid, [&](const auto& cells) { carve(cells, maze, random); });
  return maze;
}

}  // namespace mazebook
