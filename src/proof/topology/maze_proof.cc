#include "proof/topology/maze_proof.h"

#include <algorithm>

#include "proof/core/union_find.h"

namespace mazeproof {

namespace {

// Loops by union-find over the passages in index order; names the first
// passage that closes one.
void find_loops(const MazeGraph& maze, MazeProof& proof) {
  UnionFind sets(static_cast<size_t>(maze.cells()));
  int64_t pieces = maze.cells();
  std::string first;
  auto join = [&](int a, int b) {
    if (sets.join(static_cast<size_t>(a), static_cast<size_t>(b))) {
      --pieces;
    } else if (first.empty()) {
      first = cell_name(a % maze.columns(), a / maze.columns()) + " and " +
              cell_name(b % maze.columns(), b / maze.columns());
    }
  };
  for (int y = 0; y < maze.rows(); ++y) {
    for (int x = 0; x < maze.columns(); ++x) {
      const int cell = y * maze.columns() + x;
      if (x + 1 < maze.columns() && maze.open_east(x, y)) join(cell, cell + 1);
      if (y + 1 < maze.rows() && maze.open_south(x, y)) join(cell, cell + maze.columns());
    }
  }
  proof.loops = proof.passages - proof.cells + pieces;
  if (proof.loops > 0) {
    proof.problems.push_back(std::to_string(proof.loops) + (proof.loops == 1 ? " loop" : " loops") +
                             ", first closed by the passage between " + first);
  }
}

// Breadth-first from the entrance cell: reach and, when the exit cell is
// reached, a shortest route (the only one in a tree).
void find_route(const MazeGraph& maze, MazeProof& proof) {
  const int start = proof.entrance->y * maze.columns() + proof.entrance->x;
  std::vector<int> from(static_cast<size_t>(maze.cells()), -1);
  std::vector<int> queue;
  queue.reserve(static_cast<size_t>(maze.cells()));
  queue.push_back(start);
  from[start] = start;
  for (size_t head = 0; head < queue.size(); ++head) {
    int next[4];
    const int n = maze.neighbours(queue[head], next);
    for (int i = 0; i < n; ++i) {
      if (from[next[i]] >= 0) continue;
      from[next[i]] = queue[head];
      queue.push_back(next[i]);
    }
  }
  proof.reached = static_cast<int64_t>(queue.size());
  if (proof.reached < proof.cells) {
    int first = 0;
    while (from[first] >= 0) ++first;
    const int64_t cut = proof.cells - proof.reached;
    proof.problems.push_back(std::to_string(cut) + (cut == 1 ? " cell" : " cells") +
                             " cut off from the entrance, first " +
                             cell_name(first % maze.columns(), first / maze.columns()));
  }
  if (!proof.exit) return;
  const int goal = proof.exit->y * maze.columns() + proof.exit->x;
  if (from[goal] < 0) {
    proof.problems.push_back("no route from the entrance to the exit");
    return;
  }
  for (int cell = goal;; cell = from[cell]) {
    proof.route.push_back(cell);
    if (cell == start) break;
  }
  std::reverse(proof.route.begin(), proof.route.end());
  proof.route_length = static_cast<int64_t>(proof.route.size()) - 1;
  for (size_t i = 0; i + 1 < proof.route.size(); ++i) {
    if (maze.passage_count(proof.route[i]) >= 3) ++proof.forks;
  }
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
  find_loops(maze, proof);
  if (proof.entrance) {
    find_route(maze, proof);
  }
  proof.perfect =
      proof.problems.empty() && proof.reached == proof.cells && proof.passages == proof.cells - 1;
  return proof;
}

}  // namespace mazeproof
