#include "proof/variants/variant_proof.h"

#include <algorithm>
#include <deque>
#include <set>

#include "proof/variants/variant_search.h"

namespace mazeproof {

namespace {

constexpr int kNone = -1;

bool open_side(const GridMaze& maze, int cell, int side) {
  return ((maze.open[static_cast<size_t>(cell)] >> side) & 1u) != 0;
}

int64_t passage_count(const GridMaze& maze) {
  int64_t n = 0;
  for (int c = 0; c < maze.grid.size(); ++c) n += maze.passages(c);
  return n / 2;
}

// The cells from `from` to `to` through parent links (`parent[to]` ...).
std::vector<int> path_back(const std::vector<int>& parent, int from, int to) {
  std::vector<int> out;
  for (int c = to; c != kNone; c = c == from ? kNone : parent[static_cast<size_t>(c)])
    out.push_back(c);
  std::reverse(out.begin(), out.end());
  return out;
}

// Breadth first from `start` over open passages that `may(cell, side)`
// lets through; parent links and distances (kNone: not reached).
void search(const GridMaze& maze, int start, const auto& may, std::vector<int>& parent,
            std::vector<int>& distance) {
  const int n = maze.grid.size();
  parent.assign(static_cast<size_t>(n), kNone);
  distance.assign(static_cast<size_t>(n), kNone);
  std::deque<int> queue{start};
  distance[static_cast<size_t>(start)] = 0;
  while (!queue.empty()) {
    const int c = queue.front();
    queue.pop_front();
    for (int s = 0; s < maze.grid.side_count(c); ++s) {
      if (!open_side(maze, c, s) || !may(c, s)) continue;
      const int next = maze.grid.neighbour(c, s);
      if (distance[static_cast<size_t>(next)] != kNone) continue;
      distance[static_cast<size_t>(next)] = distance[static_cast<size_t>(c)] + 1;
      parent[static_cast<size_t>(next)] = c;
      queue.push_back(next);
    }
  }
}

const auto kAnyway = [](int, int) { return true; };

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
  // The trees: each cell's piece, its passages counted.
  std::vector<int> piece(static_cast<size_t>(grid.size()), kNone);
  int pieces = 0;
  for (int c = 0; c < grid.size(); ++c) {
    if (piece[static_cast<size_t>(c)] != kNone) continue;
    std::vector<int> parent, distance;
    search(maze, c, kAnyway, parent, distance);
    for (int d = 0; d < grid.size(); ++d) {
      if (distance[static_cast<size_t>(d)] != kNone) piece[static_cast<size_t>(d)] = pieces;
    }
    ++pieces;
  }
  const int64_t passages = passage_count(maze);
  if (passages != grid.cells() - pieces)
    out.problems.push_back(std::to_string(passages - grid.cells() + pieces) +
                           " loop(s) in the passages (a forest has passages = cells - trees)");
  if (pieces != count)
    out.problems.push_back(std::to_string(pieces) + " tree(s) of passages, expected one per " +
                           "entrance (" + std::to_string(count) + ")");
  std::vector<int> per_piece(static_cast<size_t>(pieces), 0);
  for (const CellOpening& o : out.entrances) {
    if (o.cell != kNone) ++per_piece[static_cast<size_t>(piece[static_cast<size_t>(o.cell)])];
  }
  for (int i = 0; i < count; ++i) {
    const CellOpening& o = out.entrances[static_cast<size_t>(i)];
    if (o.cell == kNone) continue;
    if (per_piece[static_cast<size_t>(piece[static_cast<size_t>(o.cell)])] > 1)
      out.problems.push_back(std::string("entrance ") + static_cast<char>('A' + i) +
                             " shares its tree with another entrance (they are joined)");
    if (piece[static_cast<size_t>(o.cell)] == piece[static_cast<size_t>(maze.exit.cell)]) {
      out.start = o;
    } else {
      out.dead_letters.push_back(static_cast<char>('A' + i));
    }
  }
  if (out.start.cell == kNone || out.start.side == kNone)
    out.problems.push_back("no entrance reaches the exit");
  out.metrics["dead_entrances"] = static_cast<int64_t>(out.dead_letters.size());
  if (!out.problems.empty()) return;
  std::vector<int> parent, distance;
  search(maze, out.start.cell, kAnyway, parent, distance);
  out.walk = path_back(parent, out.start.cell, maze.exit.cell);
}

}  // namespace

VariantProof prove_variant(const GridMaze& maze, const std::vector<CellOpening>& openings,
                           const PageMarks& marks, VariantKind kind, int count) {
  VariantProof out;
  out.start = {kNone, kNone};
  for (const Mark& m : marks.marks) {
    const bool fits =
        (kind == VariantKind::keys && (m.kind == MarkKind::key || m.kind == MarkKind::door)) ||
        (kind == VariantKind::oneway && m.kind == MarkKind::arrow);
    if (!fits)
      out.problems.push_back(std::string("a ") + mark_kind_name(m.kind) + " mark at " +
                             maze.grid.cell_name(m.a) + " in a puzzle of " +
                             variant_kind_name(kind));
  }
  if (kind == VariantKind::entrances) {
    prove_entrances(maze, openings, marks, count, out);
  } else {
    if (openings.size() != 2)
      out.problems.push_back(std::to_string(openings.size()) +
                             " opening(s) in the outer wall, expected 2 (the entrance and the "
                             "exit)");
    out.start = maze.entrance;
    if (kind == VariantKind::keys) prove_keys(maze, marks, count, out);
    if (kind == VariantKind::oneway) prove_oneway(maze, marks, count, out);
  }
  out.proved = out.problems.empty();
  return out;
}

}  // namespace mazeproof
