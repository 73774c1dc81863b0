// Keys and doors on a perfect maze: doors across passages of the route, in
// letter order along it, and each key in the stretch of the maze the player
// walks through just before its door (off the route when that stretch has
// cells off it), so picking it up is a detour and no key lies behind its
// own door.

#include <algorithm>
#include <vector>

#include "maze/solver.h"
#include "maze/variants/variant_generators.h"

namespace mazebook {

namespace {

// For every cell, the index on the route of the route cell its branch
// hangs from (the route cells themselves: their own index); -1 for cells
// cut off from the route.
std::vector<int32_t> attachments(const Maze& maze, const std::vector<int32_t>& route) {
  std::vector<int32_t> attach(static_cast<size_t>(maze.size()), -1);
  std::vector<int32_t> queue;
  for (size_t i = 0; i < route.size(); ++i) {
    attach[route[i]] = static_cast<int32_t>(i);
    queue.push_back(route[i]);
  }
  for (size_t head = 0; head < queue.size(); ++head) {
    const int32_t cell = queue[head];
    for (unsigned open = maze.open_sides(cell); open; open &= open - 1) {
      const int32_t next = maze.neighbour(cell, std::countr_zero(open));
      if (attach[next] >= 0) continue;
      attach[next] = attach[cell];
      queue.push_back(next);
    }
  }
  return attach;
}

}  // namespace

bool add_keys(VariantMaze& vm, int pairs, Random& random) {
  const Maze& maze = vm.maze;
  const std::vector<int32_t> route = solve(maze);
  const int64_t length = static_cast<int64_t>(route.size()) - 1;
  // Doors go on route steps 1 to length - 1: never on the very first step,
  // so there is always room before the first door.
  if (length - 1 < pairs) return false;
  const std::vector<int32_t> attach = attachments(maze, route);
  std::vector<uint8_t> on_route(static_cast<size_t>(maze.size()), 0);
  for (const int32_t cell : route) on_route[cell] = 1;
  // branch[p]: cells off the route hanging from route cell p.
  std::vector<int32_t> branch(route.size(), 0);
  for (int32_t cell = 0; cell < maze.size(); ++cell) {
    if (maze.exists(cell) && attach[cell] >= 0 && !on_route[cell]) ++branch[attach[cell]];
  }
  // Door i goes on a step of the i-th of `pairs` equal stretches of steps
  // 1 to length - 1 (never the first step, so there is room before the
  // first door), uniformly among the steps with a side branch since the
  // door before, so that its key can wait off the route; any step of the
  // stretch when there is none.
  std::vector<int32_t> steps;
  std::vector<int32_t> choices;
  for (int i = 0; i < pairs; ++i) {
    const int64_t first = 1 + i * (length - 1) / pairs;
    const int64_t last = (i + 1) * (length - 1) / pairs;  // inclusive
    const int64_t low = steps.empty() ? 0 : steps.back() + 1;
    choices.clear();
    int64_t branches = 0;
    for (int64_t p = low; p <= last; ++p) {
      branches += branch[static_cast<size_t>(p)];
      if (p >= first && branches > 0) choices.push_back(static_cast<int32_t>(p));
    }
    if (choices.empty()) {
      for (int64_t p = first; p <= last; ++p) choices.push_back(static_cast<int32_t>(p));
    }
    steps.push_back(choices[random.uniform(static_cast<uint32_t>(choices.size()))]);
  }

  std::vector<Door> doors;
  std::vector<Key> keys;
  std::vector<int32_t> candidates;
  for (int letter = 0; letter < pairs; ++letter) {
    const int32_t door = steps[letter];
    const int32_t low = letter == 0 ? 0 : steps[letter - 1] + 1;
    const auto used = [&](int32_t cell) {
      return std::any_of(keys.begin(), keys.end(), [cell](const Key& k) { return k.cell == cell; });
    };
    // First choice: off the route, hanging from the stretch just before
    // the door; then off the route anywhere before it; then on the stretch.
    const auto gather = [&](auto accept) {
      candidates.clear();
      for (int32_t cell = 0; cell < maze.size(); ++cell) {
        if (maze.exists(cell) && attach[cell] >= 0 && !used(cell) && accept(cell)) {
          candidates.push_back(cell);
        }
      }
      return !candidates.empty();
    };
    const bool found =
        gather([&](int32_t c) { return !on_route[c] && attach[c] >= low && attach[c] <= door; }) ||
        gather([&](int32_t c) { return !on_route[c] && attach[c] <= door; }) ||
        gather([&](int32_t c) { return on_route[c] && attach[c] >= low && attach[c] <= door; });
    if (!found) return false;
    const int32_t a = route[static_cast<size_t>(door)];
    const int32_t b = route[static_cast<size_t>(door) + 1];
    doors.push_back({std::min(a, b), std::max(a, b), letter});
    keys.push_back({candidates[random.uniform(static_cast<uint32_t>(candidates.size()))], letter});
  }
  vm.variant = {VariantKind::keys, pairs};
  vm.doors = std::move(doors);
  vm.keys = std::move(keys);
  return true;
}

}  // namespace mazebook
