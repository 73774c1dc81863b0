#pragma once
// The proof of a batch file made anywhere (README.md "The maze JSON"): a
// JSON object with "mazes": [records], an array of records, or one record,
// as `mazebook batch` and `mazebook sample --format json` write them. A
// record with a "grid" is proved from its grid and passages, of any kind;
// one without is read from its rectangle's "picture" (README.md
// "Pictures"). A record with "crossings" is a weave maze (README.md "Weave
// mazes"). Each may carry "metrics" {"route_length", "forks", and for a
// weave "crossings", "crossings_on_route"}, which must match the proof.

#include <cstdint>
#include <string>
#include <vector>

namespace mazeproof {

struct BatchMaze {
  std::string id;
  std::string grid;  // "16x20" (a rectangle), "polar:5", "hex:18x16", ...
  int64_t cells = 0;
  bool perfect = false;
  // Measured only when the maze is perfect.
  int64_t route_length = 0;  // passages on the route
  int64_t forks = 0;         // route cells, exit excluded, with three or more passages
  // A weave maze (its record lists "crossings"): how many, and passes of
  // the route through them (measured only when perfect); -1 otherwise.
  int64_t crossings = -1;
  int64_t crossings_on_route = 0;
  std::vector<std::string> problems;  // why it fails: proof problems, then metric disagreements

  bool passed() const { return problems.empty(); }
};

// Proves every maze of a batch file's text; `name` names the file in
// messages. Throws Error on bad JSON, a malformed record (a picture, a
// grid, a passage between cells that are not neighbours, ...) or more
// than kMaxBatchCells cells in all.
std::vector<BatchMaze> prove_batch(const std::string& text, const std::string& name);

}  // namespace mazeproof
