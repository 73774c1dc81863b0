#include "book/maze_override.h"

#include <algorithm>

#include "base/error.h"
#include "base/json_reader.h"
#include "book/book_spec.h"
#include "maze/random.h"

namespace mazebook {

namespace {

// derive_seed's "section" for swapped mazes: far above any real section
// (at most 50), so a swap's seed is never one the book's selection uses.
constexpr uint64_t kSwapStream = uint64_t{1} << 32;

// Most swaps recorded for one maze: far more than anyone clicks, small
// enough to stay an int.
constexpr int64_t kMaxSwaps = 1000000000;

}  // namespace

std::vector<MazeOverride> parse_overrides(const JsonNode& overrides, int maze_count) {
  const size_t n = overrides.array_size(0, static_cast<size_t>(maze_count));
  std::vector<MazeOverride> list;
  for (size_t i = 0; i < n; ++i) {
    const JsonNode entry = overrides.at(i);
    entry.expect_object({"maze", "seed", "swaps"});
    MazeOverride o;
    const JsonNode maze = entry.at("maze");
    o.maze = static_cast<int>(maze.as_integer(1, maze_count));
    for (const MazeOverride& before : list) {
      if (before.maze == o.maze) {
        maze.fail("maze " + std::to_string(o.maze) + " is overridden twice");
      }
    }
    o.seed = entry.at("seed").as_seed();
    if (entry.has("swaps")) o.swaps = static_cast<int>(entry.at("swaps").as_integer(1, kMaxSwaps));
    list.push_back(o);
  }
  return list;
}

Json overrides_json(const std::vector<MazeOverride>& overrides) {
  std::vector<MazeOverride> sorted = overrides;
  std::ranges::sort(sorted, {}, &MazeOverride::maze);
  Json list = Json::array();
  for (const MazeOverride& o : sorted) {
    list.push_back({{"maze", o.maze}, {"seed", o.seed}, {"swaps", o.swaps}});
  }
  return list;
}

uint64_t swap_seed(uint64_t book_seed, int maze_number, int swaps_before) {
  return derive_seed(book_seed, kSwapStream, static_cast<uint64_t>(maze_number),
                     static_cast<uint64_t>(swaps_before));
}

MazeOverride add_swap_override(BookSpec& spec, int maze_number, std::optional<uint64_t> seed) {
  const int count = total_mazes(spec);
  if (maze_number < 1 || maze_number > count) {
    throw Error(spec.source + ": --maze: the book has mazes 1 to " + std::to_string(count) +
                ", not " + std::to_string(maze_number));
  }
  auto it = std::ranges::find(spec.overrides, maze_number, &MazeOverride::maze);
  const int swaps_before = it == spec.overrides.end() ? 0 : it->swaps;
  if (swaps_before >= kMaxSwaps) {
    throw Error(spec.source + ": --maze: maze " + std::to_string(maze_number) + " was swapped " +
                std::to_string(swaps_before) + " times; no more");
  }
  const MazeOverride next{maze_number,
                          seed.value_or(swap_seed(spec.seed, maze_number, swaps_before)),
                          swaps_before + 1};
  if (it == spec.overrides.end()) {
    spec.overrides.push_back(next);
  } else {
    *it = next;
  }
  return next;
}

MazeOverride add_swap_override(Json& document, const std::string& file, const MaskReader& masks,
                               int maze_number, std::optional<uint64_t> seed) {
  BookSpec spec = parse_book_spec(document, file, masks);
  const MazeOverride added = add_swap_override(spec, maze_number, seed);
  document[std::string(kOverridesKey)] = overrides_json(spec.overrides);
  return added;
}

}  // namespace mazebook
