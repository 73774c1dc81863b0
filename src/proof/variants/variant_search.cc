#include "proof/variants/variant_search.h"

#include <algorithm>
#include <deque>
#include <set>

#include "proof/topology/forest_proof.h"

namespace mazeproof {

namespace {

constexpr int kNone = -1;
constexpr int kMasks = 8;  // at most three keys

bool open_side(const GridMaze& maze, int cell, int side) {
  return ((maze.open[static_cast<size_t>(cell)] >> side) & 1u) != 0;
}

std::string between(const CellGrid& grid, int a, int b) {
  return "between " + grid.cell_name(a) + " and " + grid.cell_name(b);
}

// The walls without marks must be a perfect maze.
bool perfect_walls(const GridMaze& maze, VariantProof& out, const char* marks) {
  const ForestProof proof = prove_perfect(maze);
  if (!proof.proved) {
    out.problems.push_back(std::string("the walls (") + marks +
                           " not counted) make no perfect maze: " +
                           (proof.problems.empty() ? std::string("?") : proof.problems.front()));
  }
  return proof.proved;
}

// Breadth first over (cell, keys held). door[cell * 4 + side]: the door's
// key bit there, or 0; key[cell]: the key bit picked up there. `shut`:
// doors never passed. Distances, shortest-walk counts (capped at 2) and
// parents by state.
struct KeySearch {
  std::vector<int> distance, parent;
  std::vector<uint8_t> walks;
};

KeySearch search_keys(const GridMaze& maze, const std::vector<uint8_t>& door,
                      const std::vector<uint8_t>& key, uint8_t shut) {
  const CellGrid& grid = maze.grid;
  const size_t states = static_cast<size_t>(grid.size()) * kMasks;
  KeySearch s{std::vector<int>(states, kNone), std::vector<int>(states, kNone),
              std::vector<uint8_t>(states, 0)};
  const int e = maze.entrance.cell;
  const int start = e * kMasks + key[static_cast<size_t>(e)];
  s.distance[static_cast<size_t>(start)] = 0;
  s.walks[static_cast<size_t>(start)] = 1;
  std::deque<int> queue{start};
  while (!queue.empty()) {
    const int state = queue.front();
    queue.pop_front();
    const int cell = state / kMasks, held = state % kMasks;
    for (int side = 0; side < 4; ++side) {
      if (!open_side(maze, cell, side)) continue;
      const uint8_t needs = door[static_cast<size_t>(cell * 4 + side)];
      if ((needs & shut) != 0 || (needs & ~held) != 0) continue;
      const int next = grid.neighbour(cell, side);
      const int to = next * kMasks + (held | key[static_cast<size_t>(next)]);
      const size_t t = static_cast<size_t>(to), f = static_cast<size_t>(state);
      if (s.distance[t] == kNone) {
        s.distance[t] = s.distance[f] + 1;
        s.parent[t] = state;
        s.walks[t] = s.walks[f];
        queue.push_back(to);
      } else if (s.distance[t] == s.distance[f] + 1) {
        s.walks[t] = static_cast<uint8_t>(std::min(2, s.walks[t] + s.walks[f]));
      }
    }
  }
  return s;
}

}  // namespace

void prove_keys(const GridMaze& maze, const PageMarks& marks, int count, VariantProof& out) {
  const CellGrid& grid = maze.grid;
  std::vector<uint8_t> door(static_cast<size_t>(grid.size()) * 4, 0);
  std::vector<uint8_t> key(static_cast<size_t>(grid.size()), 0);
  out.doors.assign(static_cast<size_t>(count), {kNone, kNone, 0});
  out.keys.assign(static_cast<size_t>(count), {kNone, 0});
  const size_t before = out.problems.size();
  for (const Mark& m : marks.marks) {
    if (m.kind != MarkKind::key && m.kind != MarkKind::door) continue;
    const std::string what = m.kind == MarkKind::key ? "key at " + grid.cell_name(m.a)
                                                     : "door " + between(grid, m.a, m.b);
    if (m.letter == 0) {
      out.problems.push_back(what + " has no letter");
      continue;
    }
    const int i = m.letter - 'A';
    if (i >= count) {
      out.problems.push_back(what + " has letter " + m.letter + ", past the " +
                             std::to_string(count) + " pairs");
      continue;
    }
    if (m.kind == MarkKind::key) {
      if (out.keys[static_cast<size_t>(i)].cell != kNone)
        out.problems.push_back(std::string("two keys lettered ") + m.letter);
      out.keys[static_cast<size_t>(i)] = {m.a, m.letter};
      key[static_cast<size_t>(m.a)] |= static_cast<uint8_t>(1u << i);
    } else {
      if (out.doors[static_cast<size_t>(i)].a != kNone)
        out.problems.push_back(std::string("two doors lettered ") + m.letter);
      const int side = grid.side_towards(m.a, m.b);
      if (!open_side(maze, m.a, side)) out.problems.push_back(what + " stands on a wall");
      out.doors[static_cast<size_t>(i)] = {std::min(m.a, m.b), std::max(m.a, m.b), m.letter};
      door[static_cast<size_t>(m.a * 4 + side)] = static_cast<uint8_t>(1u << i);
      door[static_cast<size_t>(m.b * 4 + grid.side_towards(m.b, m.a))] =
          static_cast<uint8_t>(1u << i);
    }
  }
  for (int i = 0; i < count; ++i) {
    const char letter = static_cast<char>('A' + i);
    if (out.keys[static_cast<size_t>(i)].cell == kNone)
      out.problems.push_back(std::string("door ") + letter + " has no key");
    if (out.doors[static_cast<size_t>(i)].a == kNone)
      out.problems.push_back(std::string("key ") + letter + " has no door");
  }
  const bool perfect = perfect_walls(maze, out, "doors");
  if (out.problems.size() != before || !perfect) {
    // Only what was read is compared with book.json.
    std::erase_if(out.doors, [](const LetteredPassage& d) { return d.a == kNone; });
    std::erase_if(out.keys, [](const LetteredCell& k) { return k.cell == kNone; });
    return;
  }
  for (int i = 0; i < count; ++i) {
    const KeySearch s = search_keys(maze, door, key, static_cast<uint8_t>(1u << i));
    const int cell = out.keys[static_cast<size_t>(i)].cell;
    bool reached = false;
    for (int held = 0; held < kMasks; ++held)
      reached = reached || s.distance[static_cast<size_t>(cell * kMasks + held)] != kNone;
    if (!reached)
      out.problems.push_back(std::string("key ") + static_cast<char>('A' + i) + " (" +
                             grid.cell_name(cell) +
                             ") cannot be picked up before its door: it lies behind its own "
                             "door or a door whose key comes later");
  }
  const KeySearch s = search_keys(maze, door, key, 0);
  int best = kNone, walks = 0;
  for (int held = 0; held < kMasks; ++held) {
    const size_t t = static_cast<size_t>(maze.exit.cell * kMasks + held);
    if (s.distance[t] == kNone) continue;
    if (best == kNone || s.distance[t] < s.distance[static_cast<size_t>(best)]) {
      best = static_cast<int>(t);
      walks = s.walks[t];
    } else if (s.distance[t] == s.distance[static_cast<size_t>(best)]) {
      walks += s.walks[t];
    }
  }
  if (best == kNone) {
    out.problems.push_back("the exit cannot be reached from the entrance");
    return;
  }
  if (walks > 1)
    out.problems.push_back("the shortest walk to the exit is not unique (" +
                           std::to_string(s.distance[static_cast<size_t>(best)]) + " steps)");
  for (int state = best; state != kNone; state = s.parent[static_cast<size_t>(state)])
    out.walk.push_back(state / kMasks);
  std::reverse(out.walk.begin(), out.walk.end());
  std::set<std::pair<int, int>> crossed;
  int64_t back = 0;
  for (size_t i = 0; i + 1 < out.walk.size(); ++i) {
    const int a = std::min(out.walk[i], out.walk[i + 1]),
              b = std::max(out.walk[i], out.walk[i + 1]);
    if (!crossed.insert({a, b}).second) ++back;
  }
  out.metrics["walk_length"] = s.distance[static_cast<size_t>(best)];
  out.metrics["keys_collected"] = __builtin_popcount(static_cast<unsigned>(best % kMasks));
  out.metrics["backtracking_steps"] = back;
}

void prove_oneway(const GridMaze& maze, const PageMarks& marks, int count, VariantProof& out) {
  const CellGrid& grid = maze.grid;
  // blocked[cell * 4 + side]: the passage may not be passed from cell that way.
  std::vector<uint8_t> blocked(static_cast<size_t>(grid.size()) * 4, 0);
  const size_t before = out.problems.size();
  for (const Mark& m : marks.marks) {
    if (m.kind != MarkKind::arrow) continue;
    const int side = grid.side_towards(m.a, m.b);
    if (!open_side(maze, m.a, side))
      out.problems.push_back("arrow " + between(grid, m.a, m.b) + " stands on a wall");
    blocked[static_cast<size_t>(m.b * 4 + grid.side_towards(m.b, m.a))] = 1;
    out.arrows.push_back({m.a, m.b});
  }
  std::sort(out.arrows.begin(), out.arrows.end(), [](const OneWay& x, const OneWay& y) {
    return x.from != y.from ? x.from < y.from : x.to < y.to;
  });
  if (static_cast<int>(out.arrows.size()) != count)
    out.problems.push_back(std::to_string(out.arrows.size()) + " arrow(s) on the page, expected " +
                           std::to_string(count));
  const bool perfect = perfect_walls(maze, out, "arrows");
  if (out.problems.size() != before || !perfect) return;
  // Forward from the entrance, then backward from the exit.
  const auto reach = [&](int start, bool backward) {
    std::vector<uint8_t> seen(static_cast<size_t>(grid.size()), 0);
    std::vector<int> parent(static_cast<size_t>(grid.size()), kNone);
    std::deque<int> queue{start};
    seen[static_cast<size_t>(start)] = 1;
    while (!queue.empty()) {
      const int c = queue.front();
      queue.pop_front();
      for (int side = 0; side < 4; ++side) {
        if (!open_side(maze, c, side)) continue;
        const int n = grid.neighbour(c, side);
        const bool shut = backward ? blocked[static_cast<size_t>(n * 4 + grid.side_towards(n, c))]
                                   : blocked[static_cast<size_t>(c * 4 + side)];
        if (shut || seen[static_cast<size_t>(n)]) continue;
        seen[static_cast<size_t>(n)] = 1;
        parent[static_cast<size_t>(n)] = c;
        queue.push_back(n);
      }
    }
    return std::make_pair(seen, parent);
  };
  const auto [forward, parent] = reach(maze.entrance.cell, false);
  const auto [backward, unused] = reach(maze.exit.cell, true);
  if (!forward[static_cast<size_t>(maze.exit.cell)]) {
    out.problems.push_back("the exit cannot be reached from the entrance");
    return;
  }
  for (int c = 0; c < grid.size(); ++c) {
    if (forward[static_cast<size_t>(c)] && !backward[static_cast<size_t>(c)]) {
      out.problems.push_back("trap: from " + grid.cell_name(c) + " the exit cannot be reached");
      return;
    }
  }
  for (int c = maze.exit.cell; c != kNone; c = parent[static_cast<size_t>(c)])
    out.walk.push_back(c);
  std::reverse(out.walk.begin(), out.walk.end());
  int64_t on_route = 0;
  for (size_t i = 0; i + 1 < out.walk.size(); ++i) {
    for (const OneWay& a : out.arrows) on_route += a.from == out.walk[i] && a.to == out.walk[i + 1];
  }
  out.metrics["arrows_on_route"] = on_route;
}

}  // namespace mazeproof
