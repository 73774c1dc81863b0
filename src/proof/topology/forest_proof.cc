#include "proof/topology/forest_proof.h"

#include <algorithm>
#include <bit>

#include "proof/core/union_find.h"

namespace mazeproof {

Places::Places(const CellGrid& grid, const std::vector<uint8_t>& open)
    : grid_(grid), open_{&open} {}

Places::Places(const CellGrid& grid, std::vector<const std::vector<uint8_t>*> open,
               const std::vector<std::pair<int, int>>& stairs)
    : grid_(grid), open_(std::move(open)) {
  if (floors() < 2) return;
  stairs_.assign(static_cast<size_t>(size()), 0);
  for (const auto& [floor, cell] : stairs) {
    const size_t below =
        static_cast<size_t>(floor) * static_cast<size_t>(grid_.size()) + static_cast<size_t>(cell);
    stairs_[below] |= static_cast<uint8_t>(1u << kStairsUp);
    stairs_[below + static_cast<size_t>(grid_.size())] |= static_cast<uint8_t>(1u << kStairsDown);
  }
}

unsigned Places::open(int place) const {
  if (open_.size() == 1) return (*open_[0])[static_cast<size_t>(place)];
  const int floor = place / grid_.size();
  return (*open_[static_cast<size_t>(floor)])[static_cast<size_t>(place % grid_.size())] |
         stairs_[static_cast<size_t>(place)];
}

int Places::neighbour(int place, int side) const {
  if (open_.size() == 1) return grid_.neighbour(place, side);
  if (side == kStairsUp) return place + grid_.size();
  if (side == kStairsDown) return place - grid_.size();
  const int base = place / grid_.size() * grid_.size();
  return base + grid_.neighbour(place - base, side);
}

int Places::back_side(int place, int side) const {
  if (side == kStairsUp) return kStairsDown;
  if (side == kStairsDown) return kStairsUp;
  return grid_.back_side(open_.size() == 1 ? place : place % grid_.size(), side);
}

std::string Places::name(int place) const {
  if (open_.size() == 1) return grid_.cell_name(place);
  return "floor " + std::to_string(place / grid_.size()) + " " +
         grid_.cell_name(place % grid_.size());
}

namespace {

// The first passage, in the order of a sorted list of passages (each by
// its smaller place), that closes a loop. REQUIRES: there is a loop.
std::string first_loop(const Places& places) {
  UnionFind sets(static_cast<size_t>(places.size()));
  for (int a = 0; a < places.size(); ++a) {
    if (!places.exists(a)) continue;
    int later[8];
    int n = 0;
    for (unsigned sides = places.open(a); sides != 0; sides &= sides - 1) {
      const int b = places.neighbour(a, std::countr_zero(sides));
      if (b <= a) continue;
      int k = n++;  // insertion keeps the few neighbours in order
      for (; k > 0 && later[k - 1] > b; --k) later[k] = later[k - 1];
      later[k] = b;
    }
    for (int i = 0; i < n; ++i) {
      if (!sets.join(static_cast<size_t>(a), static_cast<size_t>(later[i])))
        return places.name(a) + " and " + places.name(later[i]);
    }
  }
  return "";
}

}  // namespace

ForestProof prove_forest(const Places& places, const std::vector<int>& entrances, int exit,
                         const std::string& letters, int trees) {
  ForestProof proof;
  const size_t k = entrances.size();
  const int64_t expected = trees < 0 ? static_cast<int64_t>(k) : trees;
  const auto entrance_name = [&](size_t i) {
    return "entrance " + (i < letters.size() ? std::string(1, letters[i]) : std::to_string(i + 1));
  };
  proof.cells = places.cells();
  for (int p = 0; p < places.size(); ++p) {
    if (places.exists(p)) proof.passages += std::popcount(places.open(p));
  }
  proof.passages /= 2;

  std::vector<uint8_t> from(static_cast<size_t>(places.size()), kWalkUnreached);
  const auto reached = [&](int p) { return from[static_cast<size_t>(p)] != kWalkUnreached; };
  // One walk from each entrance not reached yet: its tree. tree[i]: the
  // walk whose tree holds entrance i.
  std::vector<size_t> tree(k, SIZE_MAX);
  size_t walks = 0;
  for (size_t i = 0; i < k; ++i) {
    if (tree[i] != SIZE_MAX) continue;
    const bool exit_before = exit >= 0 && reached(exit);
    proof.reached += walk_graph(places, entrances[i], from);
    if (exit >= 0 && !exit_before && reached(exit)) proof.winner = static_cast<int>(i);
    tree[i] = walks++;
    for (size_t j = i + 1; j < k; ++j) {
      if (tree[j] == SIZE_MAX && reached(entrances[j])) tree[j] = tree[i];
    }
  }
  // Every entrance whose tree holds another.
  std::vector<std::string> joined;
  for (size_t i = 0; i < k; ++i) {
    if (std::count(tree.begin(), tree.end(), tree[i]) > 1)
      joined.push_back(entrance_name(i) +
                       " shares its tree with another entrance (they are joined)");
  }
  for (size_t i = 0; i < k; ++i) {
    if (proof.winner < 0 || tree[i] != tree[static_cast<size_t>(proof.winner)])
      proof.dead.push_back(static_cast<int>(i));
  }
  int first_cut = -1;
  int64_t others = 0;
  for (int p = 0; p < places.size(); ++p) {
    if (!places.exists(p) || reached(p)) continue;
    if (first_cut < 0) first_cut = p;
    walk_graph(places, p, from);
    ++others;
  }
  proof.trees = static_cast<int64_t>(walks) + others;
  proof.loops = proof.passages - proof.cells + proof.trees;
  if (proof.loops > 0) {
    // Not a forest, so no route to measure: the walks' marks can go before
    // union-find takes its words a place.
    std::vector<uint8_t>().swap(from);
    proof.problems.push_back(std::to_string(proof.loops) + (proof.loops == 1 ? " loop" : " loops") +
                             ", first closed by the passage between " + first_loop(places));
  }
  if (expected == 1 && k == 1) {
    if (first_cut >= 0) {
      const int64_t cut = proof.cells - proof.reached;
      proof.problems.push_back(std::to_string(cut) + (cut == 1 ? " cell" : " cells") +
                               " cut off from the entrance, first " + places.name(first_cut));
    }
    if (exit >= 0 && proof.winner < 0)
      proof.problems.push_back("no route from the entrance to the exit");
  } else if (expected > 0) {
    if (proof.trees != expected) {
      proof.problems.push_back(std::to_string(proof.trees) +
                               " tree(s) of passages, expected one per entrance (" +
                               std::to_string(expected) + ")");
    }
    proof.problems.insert(proof.problems.end(), joined.begin(), joined.end());
    if (exit >= 0 && proof.winner < 0) proof.problems.push_back("no entrance reaches the exit");
  }
  proof.proved = k > 0 && exit >= 0 && proof.problems.empty() && proof.loops == 0 &&
                 proof.trees == expected && proof.reached == proof.cells && proof.winner >= 0;
  if (!proof.proved) return proof;
  for (int p = exit;; p = places.neighbour(p, from[static_cast<size_t>(p)])) {
    proof.route.push_back(p);
    if (from[static_cast<size_t>(p)] == kWalkStart) break;
  }
  std::reverse(proof.route.begin(), proof.route.end());
  proof.route_length = static_cast<int64_t>(proof.route.size()) - 1;
  for (size_t i = 0; i + 1 < proof.route.size(); ++i) {
    if (std::popcount(places.open(proof.route[i])) >= 3) ++proof.forks;
  }
  return proof;
}

ForestProof prove_perfect(const GridMaze& maze) {
  const std::vector<std::string> openings = opening_problems(maze);
  ForestProof proof =
      prove_forest(Places(maze.grid, maze.open), {maze.entrance.cell}, maze.exit.cell);
  proof.problems.insert(proof.problems.begin(), openings.begin(), openings.end());
  proof.proved = proof.proved && openings.empty();
  if (!proof.proved) {
    proof.route.clear();
    proof.route_length = proof.forks = 0;
  }
  return proof;
}

}  // namespace mazeproof
