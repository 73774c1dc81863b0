#include "studio/maze_cache.h"

#include <optional>

#include "book/preset.h"

namespace mazebook {

std::string selection_key(const Preset& preset, const SelectionOptions& options) {
  // The preset's JSON holds its grid (a mask by its rows), generators,
  // placement and bounds; the grid's cell count guards a mask read anew.
  return preset_json(preset).dump() + "|" + std::to_string(preset.grid->cells()) + "|" +
         std::to_string(options.seed) + "|" + std::to_string(options.section) + "|" +
         std::to_string(options.count) + "|" + std::to_string(options.time_limit);
}

SectionSelector MazeCache::selector() {
  return [this](const Preset& preset, const SelectionOptions& options) {
    return select(preset, options);
  };
}

Selection MazeCache::select(const Preset& preset, const SelectionOptions& options) {
  const std::string key = selection_key(preset, options);
  std::optional<Selection> kept;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    for (auto it = entries_.begin(); it != entries_.end() && !kept; ++it) {
      if (it->first != key) continue;
      entries_.splice(entries_.begin(), entries_, it);
      kept = entries_.front().second;
    }
    ++(kept ? hits_ : misses_);
  }
  if (kept) {
    if (options.progress) options.progress(options.count, options.count);
    return std::move(*kept);
  }
  Selection made = select_mazes(preset, options);
  std::lock_guard<std::mutex> lock(mutex_);
  entries_.emplace_front(key, made);
  while (entries_.size() > capacity_) entries_.pop_back();
  return made;
}

int MazeCache::hits() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return hits_;
}

int MazeCache::misses() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return misses_;
}

}  // namespace mazebook
