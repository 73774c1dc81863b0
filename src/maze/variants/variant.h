#pragma once
// Puzzle variants on top of the grid model (src/maze/README.md, "Variants"):
// several entrances of which one reaches the exit, keys and the doors they
// open, one-way passages, and mazes over several floors joined by stairs.
// A VariantMaze is a plain Maze plus what its variant adds; the plain maze
// keeps the entrance the route starts from and the exit, so every function
// of the maze layer still works on it.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "maze/maze.h"

namespace mazebook {

enum class VariantKind : uint8_t { none, entrances, keys, oneway, floors };

// A variant and its one parameter: entrances 2 to 4, key pairs 1 to 3,
// one-way arrows 1 to 12, floors 2 to 4.
struct Variant {
  VariantKind kind = VariantKind::none;
  int count = 0;
  bool operator==(const Variant&) const = default;
};

// What each kind's parameter is called and the values it takes.
struct VariantInfo {
  VariantKind kind;
  std::string_view name;       // "keys", as in --variant and JSON
  std::string_view parameter;  // "pairs", the JSON field of the parameter
  int min;
  int max;
  std::string_view rule;  // the puzzle's rule in one line, for help texts
};

// The four kinds in their documented order (none is not listed).
const std::vector<VariantInfo>& variant_infos();
// The row of `kind`. REQUIRES: not none.
const VariantInfo& variant_info(VariantKind kind);
// The row called `name`, or nullptr.
const VariantInfo* find_variant(std::string_view name);
// "entrances, keys, oneway, floors", for messages.
std::string variant_names();

// Reads "keys:2" into `variant`; returns "" or the problem in words
// (without the option's name), e.g. "keys takes 1 to 3 pairs, got 5".
std::string parse_variant_spec(std::string_view text, Variant& variant);
// "keys:2"; "none" for no variant.
std::string variant_spec(const Variant& variant);

// A door across the passage between cells a < b, opened by key `letter`
// (0 for A).
struct Door {
  int32_t a = 0;
  int32_t b = 0;
  int letter = 0;
  bool operator==(const Door&) const = default;
};

// A key lying in `cell`; it opens the door of the same letter.
struct Key {
  int32_t cell = 0;
  int letter = 0;
  bool operator==(const Key&) const = default;
};

// A one-way passage: it may be passed from `from` to `to` only.
struct Arrow {
  int32_t from = 0;
  int32_t to = 0;
  bool operator==(const Arrow&) const = default;
};

// Stairs at `cell` joining floor `floor` (going up) and floor + 1 (going
// down), at the same cell of both.
struct Stair {
  int floor = 0;
  int32_t cell = 0;
  bool operator==(const Stair&) const = default;
};

// A cell on a floor (floor 0 for every variant but floors).
struct Place {
  int floor = 0;
  int32_t cell = 0;
  bool operator==(const Place&) const = default;
};

struct VariantMaze {
  Variant variant;
  // Floor 0, the only floor but for floors. Its entrance is where the route
  // starts (the winning one of several entrances); its exit is the finish,
  // on the last floor when there are several.
  Maze maze;
  std::vector<Opening> entrances;  // entrances: every one, letter A first
  std::vector<Door> doors;         // keys: in letter order
  std::vector<Key> keys;           // keys: in letter order
  std::vector<Arrow> arrows;       // oneway
  std::vector<Maze> upper_floors;  // floors: floors 1 and up, on maze's grid
  std::vector<Stair> stairs;       // floors: one joining each floor to the next

  int floor_count() const { return 1 + static_cast<int>(upper_floors.size()); }
  // REQUIRES: 0 <= f < floor_count().
  const Maze& floor(int f) const {
    return f == 0 ? maze : upper_floors[static_cast<size_t>(f) - 1];
  }
  // Where the route starts and ends.
  Place start() const { return {0, maze.entrance().cell}; }
  Place finish() const { return {floor_count() - 1, maze.exit().cell}; }
  // The letter of the entrance the route starts from (0 for A), -1 when
  // there is only the one.
  int winning_entrance() const;

  bool operator==(const VariantMaze&) const = default;
};

// "A" for 0.
inline char letter_char(int letter) { return static_cast<char>('A' + letter); }

}  // namespace mazebook
