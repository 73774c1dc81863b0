#pragma once
// Pick and swap: the spec's "overrides" replace single mazes of a book by
// the first kept maze of another seed, each keeping its place, so every
// other page of the interior stays byte-identical. What `mazebook swap`
// and the studio call.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "base/json.h"
#include "book/mask_reader.h"

namespace mazebook {

class JsonNode;
struct BookSpec;

// The book spec's key holding the overrides.
constexpr std::string_view kOverridesKey = "overrides";

// One swapped maze: {"maze": N, "seed": S, "swaps": K}.
struct MazeOverride {
  int maze = 0;       // the maze's number in the book, from 1
  uint64_t seed = 0;  // the seed its replacement is selected from (book/book_mazes.h)
  int swaps = 1;      // how often this maze was swapped, for the next derived seed
};

// Reads "overrides": at most one entry a maze, each number from 1 to
// `maze_count`. Throws Error("FILE: overrides[i].maze: problem").
std::vector<MazeOverride> parse_overrides(const JsonNode& overrides, int maze_count);

// The overrides as the spec writes them, in order of maze number.
Json overrides_json(const std::vector<MazeOverride>& overrides);

// The seed a swap picks when none is given: from the book's seed, the
// maze's number and how many swaps it had before, and from no other
// stream of seeds the book uses.
uint64_t swap_seed(uint64_t book_seed, int maze_number, int swaps_before);

// Adds (or replaces) maze `maze_number`'s override in `spec`: its seed is
// `seed`, else swap_seed(). Returns the new override. Throws Error naming
// spec.source and the number when the book has no such maze.
MazeOverride add_swap_override(BookSpec& spec, int maze_number,
                               std::optional<uint64_t> seed = std::nullopt);

// The same on a spec file's document (`file` names it in messages): the
// spec is validated (its masks read through `masks`), then only its
// "overrides" key is rewritten.
MazeOverride add_swap_override(Json& document, const std::string& file, const MaskReader& masks,
                               int maze_number, std::optional<uint64_t> seed = std::nullopt);

}  // namespace mazebook
