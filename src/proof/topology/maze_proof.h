#pragma once
// The proof that a maze is perfect (README.md "Perfect mazes"): it is a spanning tree of
// its grid, so every cell is reached from the entrance and passages =
// cells - 1, and the outer wall has exactly two openings. Then there is
// exactly one route, which is found, measured and returned. An imperfect
// maze is a normal result with reasons, not an error.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "proof/model/maze_graph.h"

namespace mazeproof {

struct MazeProof {
  bool perfect = false;
  std::vector<std::string> problems;  // why not perfect, one phrase each, naming cells
  int64_t cells = 0;
  int64_t passages = 0;  // openings to the outside not counted
  int64_t reached = 0;   // cells reached from the entrance cell
  int64_t loops = 0;     // passages beyond a spanning forest: passages - cells + pieces
  std::optional<Opening> entrance;
  std::optional<Opening> exit;
  std::vector<int> route;    // cell indices, entrance cell first; empty when there is none
  int64_t route_length = 0;  // passages on the route
  int64_t forks = 0;         // route cells, exit excluded, with three or more passages
};

// Proves `maze`. `entrance`, when given, says which opening is the entrance
// (it must be one of the maze's openings); otherwise the first opening in
// reading order is. With loops the route is a shortest one.
MazeProof prove_maze(const MazeGraph& maze, const std::optional<Opening>& entrance = std::nullopt);

}  // namespace mazeproof
