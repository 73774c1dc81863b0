#include "book/level.h"

#include <algorithm>
#include <iterator>

namespace mazebook {

namespace {

constexpr std::string_view kLevelNames[] = {"kids-easy", "kids-medium", "kids-hard", "easy",
                                            "medium",    "hard",        "expert"};

}  // namespace

std::span<const std::string_view> level_names() { return kLevelNames; }

std::string_view level_name(Level level) { return kLevelNames[static_cast<size_t>(level)]; }

std::optional<Level> find_level(std::string_view name) {
  const auto it = std::find(std::begin(kLevelNames), std::end(kLevelNames), name);
  if (it == std::end(kLevelNames)) return std::nullopt;
  return static_cast<Level>(it - std::begin(kLevelNames));
}

int level_stars(Level level) {
  const int place = static_cast<int>(level);
  return place < static_cast<int>(Level::easy) ? place + 1
                                               : place - static_cast<int>(Level::easy) + 1;
}

}  // namespace mazebook
