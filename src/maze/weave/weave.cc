#include "maze/weave/weave.h"

namespace mazebook {

std::string_view over_name(Over over) { return over == Over::ns ? "ns" : "ew"; }

bool parse_over(std::string_view text, Over& over) {
  if (text == "ns") {
    over = Over::ns;
  } else if (text == "ew") {
    over = Over::ew;
  } else {
    return false;
  }
  return true;
}

bool weaves(GridKind kind) { return kind == GridKind::rect || kind == GridKind::masked; }

std::vector<int32_t> crossing_slots(int32_t size, std::span<const Crossing> crossings) {
  std::vector<int32_t> slots(static_cast<size_t>(size), -1);
  for (size_t k = 0; k < crossings.size(); ++k) {
    slots[static_cast<size_t>(crossings[k].cell)] = static_cast<int32_t>(k);
  }
  return slots;
}

namespace {

bool on_outer_wall(const Maze& maze, int32_t cell) {
  for (int side = 0; side < 4; ++side) {
    if (maze.neighbour(cell, side) == kOutside) return true;
  }
  return false;
}

}  // namespace

bool crossing_fits(const Maze& maze, std::span<const int32_t> slots,
                   std::span<const Crossing> crossings, int32_t cell, Over over) {
  if (!maze.exists(cell) || on_outer_wall(maze, cell) || slots[static_cast<size_t>(cell)] >= 0) {
    return false;
  }
  for (int side = 0; side < 4; ++side) {
    const int32_t next = maze.neighbour(cell, side);
    const int32_t k = slots[static_cast<size_t>(next)];
    if (k < 0) continue;
    // Either crossing's tunnel would open into the other.
    if (!along(side, over) || !along(side, crossings[static_cast<size_t>(k)].over)) return false;
  }
  return true;
}

std::string crossing_fault(const WeaveMaze& wm) {
  if (wm.crossings.empty()) return "";
  const Maze& maze = wm.maze;
  if (maze.empty() || !weaves(maze.grid().kind())) {
    return "crossings need a rect or masked grid";
  }
  const std::string at = "crossing at cell ";
  for (size_t k = 0; k < wm.crossings.size(); ++k) {
    const Crossing& c = wm.crossings[k];
    const std::string name = at + std::to_string(c.cell);
    if (c.cell < 0 || c.cell >= maze.size() || !maze.exists(c.cell)) {
      return name + ": no such cell";
    }
    if (k > 0 && c.cell <= wm.crossings[k - 1].cell) {
      return name + ": crossings must be listed in cell order, each cell once";
    }
    if (on_outer_wall(maze, c.cell)) return name + ": on the outer wall";
    if (maze.passages(c.cell) != 4) return name + ": its four sides are not all open";
  }
  const std::vector<int32_t> slots = crossing_slots(maze.size(), wm.crossings);
  for (const Crossing& c : wm.crossings) {
    for (int side = 0; side < 4; ++side) {
      if (along(side, c.over)) continue;
      const int32_t next = maze.neighbour(c.cell, side);
      if (slots[static_cast<size_t>(next)] >= 0) {
        return at + std::to_string(c.cell) + ": crossing at cell " + std::to_string(next) +
               " is next to it along its under passage";
      }
    }
  }
  return "";
}

}  // namespace mazebook
