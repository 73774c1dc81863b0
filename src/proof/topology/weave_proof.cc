#include "proof/topology/weave_proof.h"

#include <algorithm>
#include <bit>

#include "proof/core/union_find.h"

namespace mazeproof {

namespace {

// Sides 0 and 2 run north-south, 1 and 3 east-west (README.md "The maze
// JSON").
bool along(int side, bool ns) { return (side % 2 == 0) == ns; }

// The places of a weave maze: cell c is place c (a crossing's over
// passage), and place size + c the under passage of the crossing at c. A
// graph for walk_graph (grid_maze.h).
class WeavePlaces {
 public:
  WeavePlaces(const GridMaze& maze, const std::vector<WeaveCrossing>& crossings)
      : maze_(maze), over_(static_cast<size_t>(maze.grid.size()), -1) {
    for (const WeaveCrossing& c : crossings) {
      over_[static_cast<size_t>(c.cell)] = static_cast<int8_t>(c.over_ns ? 1 : 0);
    }
    crossings_ = static_cast<int64_t>(crossings.size());
  }

  int cell_count() const { return maze_.grid.size(); }
  int size() const { return 2 * cell_count(); }
  int64_t places() const { return maze_.grid.cells() + crossings_; }
  bool exists(int place) const {
    return place < cell_count() ? maze_.grid.exists(place)
                                : over_[static_cast<size_t>(place - cell_count())] >= 0;
  }
  unsigned open(int place) const {
    const int cell = place % cell_count();
    const unsigned sides = maze_.open[static_cast<size_t>(cell)];
    const int8_t over = over_[static_cast<size_t>(cell)];
    if (over < 0) return place < cell_count() ? sides : 0;
    return place < cell_count() ? sides & over_sides(over) : sides & ~over_sides(over) & 0xFu;
  }
  int neighbour(int place, int side) const {
    const int cell = place % cell_count();
    const int next = maze_.grid.neighbour(cell, side);
    const int8_t over = over_[static_cast<size_t>(next)];
    // The side it arrives by is the crossing's over passage's, or its
    // under passage's.
    if (over >= 0 && !((over_sides(over) >> maze_.grid.back_side(cell, side)) & 1u)) {
      return cell_count() + next;
    }
    return next;
  }
  int back_side(int place, int side) const {
    return maze_.grid.back_side(place % cell_count(), side);
  }
  std::string name(int place) const {
    const int cell = place % cell_count();
    if (place >= cell_count()) return "the under passage of " + maze_.grid.cell_name(cell);
    if (over_[static_cast<size_t>(cell)] >= 0) {
      return "the over passage of " + maze_.grid.cell_name(cell);
    }
    return maze_.grid.cell_name(cell);
  }

 private:
  // Sides 0 and 2 for an over passage north-south, 1 and 3 east-west.
  static unsigned over_sides(int8_t over) { return over == 1 ? 0b0101u : 0b1010u; }

  const GridMaze& maze_;
  std::vector<int8_t> over_;
  int64_t crossings_ = 0;
};

// One tree over the places, as prove_forest proves it for one entrance:
// passages = places - 1, every place reached from the entrance, and the
// route to the exit measured (as cells).
ForestProof prove_weave_tree(const WeavePlaces& places, const GridMaze& maze) {
  ForestProof proof;
  proof.cells = places.places();
  for (int p = 0; p < places.size(); ++p) {
    if (places.exists(p)) proof.passages += std::popcount(places.open(p));
  }
  proof.passages /= 2;
  std::vector<uint8_t> from(static_cast<size_t>(places.size()), kWalkUnreached);
  const auto reached = [&](int p) { return from[static_cast<size_t>(p)] != kWalkUnreached; };
  proof.reached = walk_graph(places, maze.entrance.cell, from);
  const bool exit_reached = maze.exit.cell >= 0 && reached(maze.exit.cell);
  int first_cut = -1;
  proof.trees = 1;
  for (int p = 0; p < places.size(); ++p) {
    if (!places.exists(p) || reached(p)) continue;
    if (first_cut < 0) first_cut = p;
    walk_graph(places, p, from);
    ++proof.trees;
  }
  proof.loops = proof.passages - proof.cells + proof.trees;
  if (proof.loops > 0) {
    // The first passage, by its smaller place in index order, that closes a
    // loop.
    UnionFind sets(static_cast<size_t>(places.size()));
    std::string first;
    for (int a = 0; a < places.size() && first.empty(); ++a) {
      if (!places.exists(a)) continue;
      for (unsigned sides = places.open(a); sides != 0 && first.empty(); sides &= sides - 1) {
        const int b = places.neighbour(a, std::countr_zero(sides));
        if (b > a && !sets.join(static_cast<size_t>(a), static_cast<size_t>(b))) {
          first = places.name(a) + " and " + places.name(b);
        }
      }
    }
    proof.problems.push_back(std::to_string(proof.loops) + (proof.loops == 1 ? " loop" : " loops") +
                             ", first closed by the passage between " + first);
  }
  if (first_cut >= 0) {
    const int64_t cut = proof.cells - proof.reached;
    proof.problems.push_back(std::to_string(cut) + (cut == 1 ? " place" : " places") +
                             " cut off from the entrance, first " + places.name(first_cut));
  }
  if (!exit_reached) proof.problems.push_back("no route from the entrance to the exit");
  proof.winner = exit_reached ? 0 : -1;
  proof.proved = proof.problems.empty();
  if (!proof.proved) return proof;
  for (int p = maze.exit.cell;; p = places.neighbour(p, from[static_cast<size_t>(p)])) {
    proof.route.push_back(p % places.cell_count());
    if (from[static_cast<size_t>(p)] == kWalkStart) break;
    // The forks: places of the route, the exit excluded, with three or
    // more passages (a crossing's have two each).
    const int back = places.neighbour(p, from[static_cast<size_t>(p)]);
    if (std::popcount(places.open(back)) >= 3) ++proof.forks;
  }
  std::reverse(proof.route.begin(), proof.route.end());
  proof.route_length = static_cast<int64_t>(proof.route.size()) - 1;
  return proof;
}

}  // namespace

std::vector<std::string> crossing_problems(const GridMaze& maze,
                                           const std::vector<WeaveCrossing>& crossings) {
  const CellGrid& grid = maze.grid;
  std::vector<int> over(static_cast<size_t>(grid.size()), -1);
  for (const WeaveCrossing& c : crossings) over[static_cast<size_t>(c.cell)] = c.over_ns ? 1 : 0;
  std::vector<std::string> problems;
  for (const WeaveCrossing& c : crossings) {
    const std::string name = "crossing at " + grid.cell_name(c.cell);
    bool outer = false;
    for (int side = 0; side < 4; ++side) outer = outer || grid.neighbour(c.cell, side) < 0;
    if (outer) {
      problems.push_back(name + " is on the outer wall");
      continue;
    }
    if (maze.passages(c.cell) != 4) problems.push_back(name + " is not open on all four sides");
    for (int side = 0; side < 4; ++side) {
      if (along(side, c.over_ns)) continue;
      const int next = grid.neighbour(c.cell, side);
      const int other = over[static_cast<size_t>(next)];
      if (other < 0) continue;
      // A pair whose under passages both run this way is named once, from
      // its first crossing in index order.
      if (next < c.cell && !along(side, other == 1)) continue;
      problems.push_back(name + " has the crossing at " + grid.cell_name(next) +
                         " next to it along its under passage");
    }
  }
  return problems;
}

ForestProof prove_weave(const GridMaze& maze, const std::vector<WeaveCrossing>& crossings) {
  std::vector<std::string> problems = opening_problems(maze);
  const std::vector<std::string> rules = crossing_problems(maze, crossings);
  problems.insert(problems.end(), rules.begin(), rules.end());
  ForestProof proof;
  if (rules.empty()) proof = prove_weave_tree(WeavePlaces(maze, crossings), maze);
  proof.problems.insert(proof.problems.begin(), problems.begin(), problems.end());
  proof.proved = proof.proved && problems.empty();
  if (!proof.proved) {
    proof.route.clear();
    proof.route_length = proof.forks = 0;
  }
  return proof;
}

}  // namespace mazeproof
