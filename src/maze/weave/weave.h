#pragma once
// Weave mazes (src/maze/README.md, "Weave mazes"): a rectangle (or a masked
// rectangle) of square cells where some cells are crossings, a straight
// passage over the cell one way and a straight passage under it the other.
// A WeaveMaze is a plain Maze, every join open (a crossing's four sides
// included), plus its crossings; the plain maze keeps the openings.

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "maze/maze.h"

namespace mazebook {

// The direction of a crossing's over passage: north-south or east-west.
enum class Over : uint8_t { ns, ew };

// "ns" or "ew", as in the maze JSON.
std::string_view over_name(Over over);
// Reads "ns" or "ew"; false when it is neither.
bool parse_over(std::string_view text, Over& over);
// The other direction: a crossing's under passage.
inline Over across_of(Over over) { return over == Over::ns ? Over::ew : Over::ns; }
// True when `side` (0 top, 1 right, 2 bottom, 3 left) runs along `axis`.
inline bool along(int side, Over axis) { return (side % 2 == 0) == (axis == Over::ns); }

struct Crossing {
  int32_t cell = 0;
  Over over = Over::ns;
  bool operator==(const Crossing&) const = default;
};

struct WeaveMaze {
  Maze maze;
  std::vector<Crossing> crossings;  // in cell order, each cell once
  bool operator==(const WeaveMaze&) const = default;
};

// True for the kinds that weave: rect and masked.
bool weaves(GridKind kind);

// Crossing index by cell: slots[cell] is k for crossings[k], else -1.
std::vector<int32_t> crossing_slots(int32_t size, std::span<const Crossing> crossings);

// True when a crossing over `over` may go at `cell` among `crossings`
// (`slots` their crossing_slots): the cell exists, is not on the outer wall
// and is no crossing yet, no crossing lies next to it along its under
// passage, and it lies next to no crossing along that one's under passage.
// Its sides are not looked at.
bool crossing_fits(const Maze& maze, std::span<const int32_t> slots,
                   std::span<const Crossing> crossings, int32_t cell, Over over);

// The first of the grid rules `wm` breaks, in one line ("" when none): a
// grid that weaves; crossings in cell order, each cell once; each on an
// existing cell off the outer wall, its four sides open, and no crossing
// next to it along its under passage.
std::string crossing_fault(const WeaveMaze& wm);

}  // namespace mazebook
