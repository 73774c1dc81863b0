#pragma once
// A rectangle of the picture model (a version-1 book's, a picture's) proved
// perfect (README.md "Perfect mazes"): its outer wall has exactly two
// openings, the entrance one of them, and its passages are one tree, which
// forest_proof.h, the one proof of a tree, proves on the grid model. Then
// there is exactly one route, which is measured. An imperfect maze is a
// normal result with reasons, not an error.

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
  std::vector<int> route;    // cell indices, entrance cell first; empty unless perfect
  int64_t route_length = 0;  // passages on the route
  int64_t forks = 0;         // route cells, exit excluded, with three or more passages
};

// Proves `maze`. `entrance`, when given, says which opening is the entrance
// (it must be one of the maze's openings); otherwise the first opening in
// reading order is.
MazeProof prove_maze(const MazeGraph& maze, const std::optional<Opening>& entrance = std::nullopt);

}  // namespace mazeproof
