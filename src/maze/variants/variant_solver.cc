#include "maze/variants/variant_solver.h"

#include <algorithm>
#include <bit>

namespace mazebook {

namespace {

// The moves of a variant maze as a graph over states place * masks + mask.
class StateSpace {
 public:
  StateSpace(const VariantMaze& vm, bool rules)
      : vm_(vm),
        size_(vm.maze.size()),
        floors_(vm.floor_count()),
        masks_(rules ? 1 << vm.keys.size() : 1),
        rules_(rules),
        key_at_(static_cast<size_t>(size_) * floors_, -1),
        special_(static_cast<size_t>(size_), 0),
        stair_(static_cast<size_t>(size_) * floors_, 0) {
    if (rules_) {
      for (const Key& k : vm.keys)
        key_at_[static_cast<size_t>(k.cell)] = static_cast<int8_t>(k.letter);
      for (const Door& d : vm.doors) special_[d.a] = special_[d.b] = 1;
      for (const Arrow& a : vm.arrows) special_[a.from] = special_[a.to] = 1;
    }
    for (const Stair& s : vm.stairs) {
      stair_[place(s.floor, s.cell)] |= kUp;
      stair_[place(s.floor + 1, s.cell)] |= kDown;
    }
  }

  int64_t states() const { return static_cast<int64_t>(size_) * floors_ * masks_; }
  int64_t place(int floor, int32_t cell) const { return int64_t{floor} * size_ + cell; }
  int64_t state(Place p, unsigned mask) const {
    return place(p.floor, p.cell) * masks_ + static_cast<int64_t>(mask);
  }
  Place place_of(int64_t state) const {
    const int64_t p = state / masks_;
    return {static_cast<int>(p / size_), static_cast<int32_t>(p % size_)};
  }
  unsigned mask_of(int64_t state) const { return static_cast<unsigned>(state % masks_); }
  int masks() const { return masks_; }

  // The state of arriving at `p` holding `mask`: its key is picked up.
  int64_t arrive(Place p, unsigned mask) const {
    const int8_t key = key_at_[static_cast<size_t>(place(p.floor, p.cell))];
    if (rules_ && key >= 0 && p.floor == 0) mask |= 1u << key;
    return state(p, mask);
  }

  // Writes the states one move from `s` to `out`; returns how many.
  int moves(int64_t s, int64_t out[kMaxSides + 2]) const {
    const Place p = place_of(s);
    const unsigned mask = mask_of(s);
    const Maze& maze = vm_.floor(p.floor);
    int n = 0;
    for (unsigned open = maze.open_sides(p.cell); open; open &= open - 1) {
      const int32_t next = maze.neighbour(p.cell, std::countr_zero(open));
      if (rules_ && p.floor == 0 && special_[p.cell] && special_[next] &&
          !passable(p.cell, next, mask)) {
        continue;
      }
      out[n++] = arrive({p.floor, next}, mask);
    }
    const uint8_t stair = stair_[static_cast<size_t>(place(p.floor, p.cell))];
    if (stair & kUp) out[n++] = arrive({p.floor + 1, p.cell}, mask);
    if (stair & kDown) out[n++] = arrive({p.floor - 1, p.cell}, mask);
    return n;
  }

 private:
  static constexpr uint8_t kUp = 1;
  static constexpr uint8_t kDown = 2;

  bool passable(int32_t from, int32_t to, unsigned mask) const {
    for (const Arrow& a : vm_.arrows) {
      if (a.from == to && a.to == from) return false;
    }
    for (const Door& d : vm_.doors) {
      const bool here = (d.a == from && d.b == to) || (d.a == to && d.b == from);
      if (here && !((mask >> d.letter) & 1u)) return false;
    }
    return true;
  }

  const VariantMaze& vm_;
  int32_t size_;
  int floors_;
  int masks_;
  bool rules_;
  std::vector<int8_t> key_at_;
  std::vector<uint8_t> special_;  // cells at a door or an arrow
  std::vector<uint8_t> stair_;    // per place: kUp, kDown
};

// Breadth first from the start: the order states were reached and, for
// each, its distance (-1 unreached).
struct Sweep {
  std::vector<int64_t> order;
  std::vector<int32_t> distance;
};

Sweep sweep(const StateSpace& space, int64_t start) {
  Sweep s;
  s.distance.assign(static_cast<size_t>(space.states()), -1);
  s.distance[static_cast<size_t>(start)] = 0;
  s.order.push_back(start);
  int64_t next[kMaxSides + 2];
  for (size_t head = 0; head < s.order.size(); ++head) {
    const int64_t from = s.order[head];
    const int n = space.moves(from, next);
    for (int i = 0; i < n; ++i) {
      int32_t& d = s.distance[static_cast<size_t>(next[i])];
      if (d >= 0) continue;
      d = s.distance[static_cast<size_t>(from)] + 1;
      s.order.push_back(next[i]);
    }
  }
  return s;
}

}  // namespace

VariantWalk solve_variant(const VariantMaze& vm) {
  VariantWalk walk;
  const StateSpace space(vm, true);
  const int64_t start = space.arrive(vm.start(), 0);
  const Sweep s = sweep(space, start);
  // Shortest walks counted up to 2, in breadth-first order.
  std::vector<uint8_t> count(s.distance.size(), 0);
  std::vector<int64_t> parent(s.distance.size(), -1);
  count[static_cast<size_t>(start)] = 1;
  int64_t next[kMaxSides + 2];
  for (const int64_t from : s.order) {
    const int n = space.moves(from, next);
    for (int i = 0; i < n; ++i) {
      const auto to = static_cast<size_t>(next[i]);
      if (s.distance[to] != s.distance[static_cast<size_t>(from)] + 1) continue;
      if (parent[to] < 0) parent[to] = from;
      count[to] = static_cast<uint8_t>(std::min(2, count[to] + count[static_cast<size_t>(from)]));
    }
  }
  int64_t best = -1;
  for (int mask = 0; mask < space.masks(); ++mask) {
    const int64_t f = space.state(vm.finish(), static_cast<unsigned>(mask));
    const int32_t d = s.distance[static_cast<size_t>(f)];
    if (d < 0) continue;
    if (best < 0 || d < s.distance[static_cast<size_t>(best)]) {
      best = f;
      walk.walks = count[static_cast<size_t>(f)];
    } else if (d == s.distance[static_cast<size_t>(best)]) {
      walk.walks = std::min(2, walk.walks + count[static_cast<size_t>(f)]);
    }
  }
  if (best < 0) return walk;
  walk.keys = space.mask_of(best);
  for (int64_t at = best; at >= 0; at = parent[static_cast<size_t>(at)]) {
    walk.places.push_back(space.place_of(at));
  }
  std::reverse(walk.places.begin(), walk.places.end());
  return walk;
}

std::optional<Place> find_trap(const VariantMaze& vm) {
  const StateSpace space(vm, true);
  const Sweep s = sweep(space, space.arrive(vm.start(), 0));
  // Reverse the moves between reached states (compressed rows), then walk
  // back from the finish.
  const size_t states = s.distance.size();
  std::vector<int64_t> first(states + 1, 0);
  int64_t next[kMaxSides + 2];
  for (const int64_t from : s.order) {
    const int n = space.moves(from, next);
    for (int i = 0; i < n; ++i) ++first[static_cast<size_t>(next[i]) + 1];
  }
  for (size_t i = 0; i < states; ++i) first[i + 1] += first[i];
  std::vector<int64_t> back(static_cast<size_t>(first[states]));
  std::vector<int64_t> fill(first.begin(), first.end() - 1);
  for (const int64_t from : s.order) {
    const int n = space.moves(from, next);
    for (int i = 0; i < n; ++i)
      back[static_cast<size_t>(fill[static_cast<size_t>(next[i])]++)] = from;
  }
  std::vector<uint8_t> escapes(states, 0);
  std::vector<int64_t> queue;
  for (int mask = 0; mask < space.masks(); ++mask) {
    const int64_t f = space.state(vm.finish(), static_cast<unsigned>(mask));
    if (s.distance[static_cast<size_t>(f)] < 0) continue;
    escapes[static_cast<size_t>(f)] = 1;
    queue.push_back(f);
  }
  for (size_t head = 0; head < queue.size(); ++head) {
    const auto to = static_cast<size_t>(queue[head]);
    for (int64_t i = first[to]; i < first[to + 1]; ++i) {
      const auto from = static_cast<size_t>(back[static_cast<size_t>(i)]);
      if (escapes[from]) continue;
      escapes[from] = 1;
      queue.push_back(static_cast<int64_t>(from));
    }
  }
  for (const int64_t st : s.order) {
    if (!escapes[static_cast<size_t>(st)]) return space.place_of(st);
  }
  return std::nullopt;
}

unsigned reachable_keys(const VariantMaze& vm) {
  const StateSpace space(vm, true);
  unsigned keys = 0;
  for (const int64_t st : sweep(space, space.arrive(vm.start(), 0)).order)
    keys |= space.mask_of(st);
  return keys;
}

std::vector<int32_t> place_distances(const VariantMaze& vm, Place from) {
  const StateSpace space(vm, false);
  return sweep(space, space.state(from, 0)).distance;
}

}  // namespace mazebook
