#include "maze/variants/variant_check.h"

#include <vector>

#include "maze/solver.h"
#include "maze/variants/variant_solver.h"

namespace mazebook {

namespace {

// "A" for letter 0.
std::string letter(int l) { return std::string(1, letter_char(l)); }

std::string count_of(int64_t n, const std::string& one, const std::string& many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

// "" for a perfect maze, else what is wrong with it.
std::string perfect_fault(const Maze& maze, const std::string& what) {
  const PerfectCheck check = check_perfect(maze);
  if (check.perfect()) return "";
  // Appended piece by piece: `"literal" + std::string` here trips a false
  // -Wrestrict warning of GCC 12.
  std::string text = what + " is not perfect:";
  if (check.loops() > 0) {
    text += ' ';
    text += count_of(check.loops(), "loop", "loops");
  }
  if (check.reached < check.cells) {
    if (check.loops() > 0) text += ';';
    text += ' ';
    text += count_of(check.cells - check.reached, "cell", "cells");
    text += " cut off from the entrance, the first cell ";
    text += std::to_string(check.first_unreached);
  }
  return text;
}

std::string entrances_fault(const VariantMaze& vm) {
  const Maze& maze = vm.maze;
  const auto k = static_cast<int>(vm.entrances.size());
  if (k != vm.variant.count) {
    return "expected " + std::to_string(vm.variant.count) + " entrances, found " +
           std::to_string(k);
  }
  // Label every cell with the entrance whose tree holds it.
  std::vector<int> owner(static_cast<size_t>(maze.size()), -1);
  std::vector<int32_t> queue;
  for (int j = 0; j < k; ++j) {
    const int32_t start = vm.entrances[static_cast<size_t>(j)].cell;
    if (owner[start] >= 0) {
      return "entrances " + letter(owner[start]) + " and " + letter(j) + " are joined";
    }
    owner[start] = j;
    queue.assign(1, start);
    for (size_t head = 0; head < queue.size(); ++head) {
      const int32_t cell = queue[head];
      for (unsigned open = maze.open_sides(cell); open; open &= open - 1) {
        const int32_t next = maze.neighbour(cell, std::countr_zero(open));
        if (owner[next] == j) continue;
        if (owner[next] >= 0) {
          return "entrances " + letter(owner[next]) + " and " + letter(j) + " are joined";
        }
        owner[next] = j;
        queue.push_back(next);
      }
    }
  }
  for (int32_t cell = 0; cell < maze.size(); ++cell) {
    if (maze.exists(cell) && owner[cell] < 0) {
      return "cut off: cell " + std::to_string(cell) + " belongs to no entrance's part";
    }
  }
  const int64_t extra = maze.passage_count() - (maze.cells() - k);
  if (extra > 0) return "loops: " + count_of(extra, "extra passage", "extra passages");
  const int winner = vm.winning_entrance();
  if (winner < 0) return "the route's entrance is none of the lettered entrances";
  const int reaches = owner[maze.exit().cell];
  if (reaches != winner) {
    return "the exit is reached from entrance " + letter(reaches) +
           ", not from the route's entrance " + letter(winner);
  }
  return "";
}

std::string keys_fault(const VariantMaze& vm) {
  if (std::string fault = perfect_fault(vm.maze, "the maze without its doors"); !fault.empty()) {
    return fault;
  }
  const auto pairs = static_cast<size_t>(vm.variant.count);
  if (vm.doors.size() != pairs || vm.keys.size() != pairs) {
    return "expected " + count_of(vm.variant.count, "door", "doors") + " and " +
           count_of(vm.variant.count, "key", "keys") + ", found " +
           std::to_string(vm.doors.size()) + " and " + std::to_string(vm.keys.size());
  }
  const unsigned reachable = reachable_keys(vm);
  for (const Key& key : vm.keys) {
    if (!((reachable >> key.letter) & 1u)) {
      return "key " + letter(key.letter) + " (cell " + std::to_string(key.cell) +
             ") cannot be picked up: it lies behind its own door or a door whose key comes later";
    }
  }
  const VariantWalk walk = solve_variant(vm);
  if (walk.places.empty()) return "the exit cannot be reached";
  if (walk.walks > 1) {
    return "the key walk is not unique: two shortest walks of " +
           std::to_string(walk.places.size() - 1) + " steps";
  }
  return "";
}

std::string oneway_fault(const VariantMaze& vm) {
  if (std::string fault = perfect_fault(vm.maze, "the maze without its arrows"); !fault.empty()) {
    return fault;
  }
  if (vm.arrows.size() != static_cast<size_t>(vm.variant.count)) {
    return "expected " + count_of(vm.variant.count, "arrow", "arrows") + ", found " +
           std::to_string(vm.arrows.size());
  }
  if (const std::optional<Place> trap = find_trap(vm)) {
    if (trap->cell == vm.maze.entrance().cell)
      return "the exit cannot be reached from the entrance";
    return "trap: from cell " + std::to_string(trap->cell) + " the exit cannot be reached";
  }
  return "";
}

std::string floors_fault(const VariantMaze& vm) {
  const int floors = vm.floor_count();
  if (floors != vm.variant.count) {
    return "expected " + std::to_string(vm.variant.count) + " floors, found " +
           std::to_string(floors);
  }
  for (int f = 0; f + 1 < floors; ++f) {
    int joins = 0;
    for (const Stair& s : vm.stairs) joins += s.floor == f ? 1 : 0;
    if (joins != 1) {
      return "floors " + std::to_string(f) + " and " + std::to_string(f + 1) + " are joined by " +
             (joins == 0 ? std::string("no stairs") : std::to_string(joins) + " stairs") +
             "; expected one";
    }
  }
  const int32_t size = vm.maze.size();
  const std::vector<int32_t> distance = place_distances(vm, vm.start());
  for (int f = 0; f < floors; ++f) {
    for (int32_t cell = 0; cell < size; ++cell) {
      if (vm.maze.exists(cell) && distance[static_cast<size_t>(f) * size + cell] < 0) {
        return "cut off: floor " + std::to_string(f) + ", cell " + std::to_string(cell) +
               " cannot be reached from the entrance";
      }
    }
  }
  int64_t passages = static_cast<int64_t>(vm.stairs.size());
  for (int f = 0; f < floors; ++f) passages += vm.floor(f).passage_count();
  const int64_t extra = passages - (int64_t{vm.maze.cells()} * floors - 1);
  if (extra > 0) return "loops: " + count_of(extra, "extra passage", "extra passages");
  return "";
}

}  // namespace

std::string variant_fault(const VariantMaze& vm) {
  switch (vm.variant.kind) {
    case VariantKind::entrances:
      return entrances_fault(vm);
    case VariantKind::keys:
      return keys_fault(vm);
    case VariantKind::oneway:
      return oneway_fault(vm);
    case VariantKind::floors:
      return floors_fault(vm);
    case VariantKind::none:
      break;
  }
  return perfect_fault(vm.maze, "the maze");
}

}  // namespace mazebook
