#include "proof/topology/maze_proof.h"

#include <algorithm>

#include "proof/topology/forest_proof.h"

namespace mazeproof {

namespace {

// The picture model's maze as the grid model has it, its cells named as a
// picture's.
GridMaze grid_maze_of(const MazeGraph& maze) {
  GridMaze out(CellGrid::rect(maze.columns(), maze.rows()).with_picture_names());
  for (int y = 0; y < maze.rows(); ++y) {
    for (int x = 0; x < maze.columns(); ++x) {
      const int cell = y * maze.columns() + x;
      if (x + 1 < maze.columns() && maze.open_east(x, y)) out.join(cell, 1);
      if (y + 1 < maze.rows() && maze.open_south(x, y)) out.join(cell, 2);
    }
  }
  return out;
}

}  // namespace

MazeProof prove_maze(const MazeGraph& maze, const std::optional<Opening>& entrance) {
  MazeProof proof;
  proof.cells = maze.cells();
  proof.passages = maze.passage_total();
  const std::vector<Opening>& openings = maze.openings;
  if (openings.size() != 2) {
    std::string list;
    for (const Opening& o : openings) list += (list.empty() ? "" : ", ") + opening_name(o);
    proof.problems.push_back("outer wall has " + std::to_string(openings.size()) +
                             (openings.size() == 1 ? " opening" : " openings") + ", expected 2" +
                             (list.empty() ? "" : ": " + list));
  }
  if (entrance) {
    const auto it = std::find(openings.begin(), openings.end(), *entrance);
    if (it == openings.end()) {
      proof.problems.push_back("the entrance " + opening_name(*entrance) + " is not an opening");
    } else {
      proof.entrance = *it;
    }
  } else if (!openings.empty()) {
    proof.entrance = openings.front();
  }
  if (proof.entrance && openings.size() == 2) {
    proof.exit = openings[0] == *proof.entrance ? openings[1] : openings[0];
  }
  // The one proof of a tree, on the grid model.
  const GridMaze grid = grid_maze_of(maze);
  const auto place = [&](const Opening& o) { return o.y * maze.columns() + o.x; };
  std::vector<int> entrances;
  if (proof.entrance) entrances.push_back(place(*proof.entrance));
  const ForestProof forest =
      prove_forest(Places(grid.grid, grid.open), entrances, proof.exit ? place(*proof.exit) : -1);
  proof.problems.insert(proof.problems.end(), forest.problems.begin(), forest.problems.end());
  proof.loops = forest.loops;
  proof.reached = forest.reached;
  proof.route = forest.route;
  proof.route_length = forest.route_length;
  proof.forks = forest.forks;
  proof.perfect =
      proof.problems.empty() && proof.reached == proof.cells && proof.passages == proof.cells - 1;
  return proof;
}

}  // namespace mazeproof
