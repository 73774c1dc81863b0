#pragma once
// The proof from pictures, for batch files made anywhere: a JSON object
// with "mazes": [{"id", "picture", optional "entrance" and "exit"
// {"x", "y", "side"}, optional "metrics" {"route_length", "forks"}}].

#include <string>
#include <vector>

#include "proof/maze_proof.h"

namespace mazeproof {

struct BatchMaze {
  std::string id;
  int columns = 0;
  int rows = 0;
  MazeProof proof;
  std::vector<std::string> problems;  // why it fails: proof problems, then metric disagreements

  bool passed() const { return problems.empty(); }
};

// Proves every maze of a batch file's text; `name` names the file in
// messages. Throws Error on bad JSON or a malformed picture.
std::vector<BatchMaze> prove_batch(const std::string& text, const std::string& name);

}  // namespace mazeproof
