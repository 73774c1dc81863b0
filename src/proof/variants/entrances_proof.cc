#include "proof/variants/entrances_proof.h"

#include <algorithm>
#include <map>
#include <set>
#include <string>

#include "proof/topology/forest_proof.h"

namespace mazeproof {

namespace {

constexpr int kNone = -1;

}  // namespace

void prove_entrances(const GridMaze& maze, const std::vector<CellOpening>& openings,
                     const PageMarks& marks, int count, VariantProof& out) {
  const CellGrid& grid = maze.grid;
  if (static_cast<int>(openings.size()) != count + 1)
    out.problems.push_back(std::to_string(openings.size()) + " opening(s) in the outer wall, " +
                           "expected " + std::to_string(count + 1) + " (" + std::to_string(count) +
                           " entrances and the exit)");
  std::map<CellOpening, char, bool (*)(const CellOpening&, const CellOpening&)> letter_of(
      [](const CellOpening& a, const CellOpening& b) {
        return a.cell != b.cell ? a.cell < b.cell : a.side < b.side;
      });
  std::set<char> letters;
  for (const EntranceLetter& e : marks.entrances) {
    if (!letter_of.emplace(e.opening, e.letter).second || !letters.insert(e.letter).second)
      out.problems.push_back(std::string("entrance letter ") + e.letter + " twice, or two " +
                             "letters beside " + grid.cell_name(e.opening.cell));
  }
  out.entrances.assign(static_cast<size_t>(count), CellOpening{kNone, kNone});
  for (const auto& [o, letter] : letter_of) {
    if (letter - 'A' >= count) {
      out.problems.push_back(std::string("entrance letter ") + letter + " past the " +
                             std::to_string(count) + " entrances");
    } else {
      out.entrances[static_cast<size_t>(letter - 'A')] = o;
    }
  }
  for (int i = 0; i < count; ++i) {
    if (out.entrances[static_cast<size_t>(i)].cell == kNone)
      out.problems.push_back(std::string("no opening lettered ") + static_cast<char>('A' + i));
  }
  for (const CellOpening& o : openings) {
    if (letter_of.count(o) == 0 && !(o == maze.exit))
      out.problems.push_back("an opening at " + grid.cell_name(o.cell) +
                             " with no letter that is not the exit");
  }
  if (std::find(openings.begin(), openings.end(), maze.exit) == openings.end())
    out.problems.push_back("the exit, " + grid.cell_name(maze.exit.cell) +
                           " in book.json, is no opening in the outer wall");
  if (letter_of.count(maze.exit) != 0)
    out.problems.push_back("the exit, " + grid.cell_name(maze.exit.cell) + ", has a letter");
  // The trees: one forest proof from the lettered entrances, in letter
  // order; the winner is the one whose tree holds the exit.
  std::vector<int> starts;
  std::string named;
  for (int i = 0; i < count; ++i) {
    const CellOpening& o = out.entrances[static_cast<size_t>(i)];
    if (o.cell == kNone) continue;
    starts.push_back(o.cell);
    named += static_cast<char>('A' + i);
  }
  const ForestProof forest =
      prove_forest(Places(grid, maze.open), starts, maze.exit.cell, named, count);
  out.problems.insert(out.problems.end(), forest.problems.begin(), forest.problems.end());
  for (const int d : forest.dead) out.dead_letters.push_back(named[static_cast<size_t>(d)]);
  if (forest.winner >= 0) {
    const char winner = named[static_cast<size_t>(forest.winner)];
    out.start = out.entrances[static_cast<size_t>(winner - 'A')];
  }
  out.metrics["dead_entrances"] = static_cast<int64_t>(out.dead_letters.size());
  if (!out.problems.empty() || !forest.proved) return;
  out.walk = forest.route;
}

}  // namespace mazeproof
