#include "studio/maze_cache.h"

#include <algorithm>
#include <optional>

#include "base/error.h"
#include "book/preset.h"

namespace mazebook {

namespace {

// Extra places selected on a miss: a quarter more than asked, at least this.
constexpr int kMinHeadroom = 4;

}  // namespace

std::string selection_key(const Preset& preset, const SelectionOptions& options) {
  // The preset's JSON holds its grid (a mask by its rows), generators,
  // placement and bounds; the grid's cell count guards a mask read anew.
  return preset_json(preset).dump() + "|" + std::to_string(preset.grid->cells()) + "|" +
         std::to_string(options.seed) + "|" + std::to_string(options.section) + "|" +
         std::to_string(options.time_limit);
}

SectionSelector MazeCache::selector() {
  return [this](const Preset& preset, const SelectionOptions& options) {
    return select(preset, options);
  };
}

Selection MazeCache::select(const Preset& preset, const SelectionOptions& options) {
  // A selection that skipped another book's mazes holds only for that
  // series as it was: made afresh, never kept.
  if (options.avoid && !options.avoid->empty()) return select_mazes(preset, options);
  const std::string key = selection_key(preset, options);
  std::optional<Selection> kept;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    for (auto it = entries_.begin(); it != entries_.end() && !kept; ++it) {
      if (it->first != key || it->second.mazes.size() < static_cast<size_t>(options.count))
        continue;
      entries_.splice(entries_.begin(), entries_, it);
      const Selection& all = entries_.front().second;
      kept.emplace();
      kept->mazes.assign(all.mazes.begin(), all.mazes.begin() + options.count);
    }
    ++(kept ? hits_ : misses_);
  }
  if (kept) {
    if (options.progress) options.progress(options.count, options.count);
    return std::move(*kept);
  }
  // A few more than asked, so that the next larger count is answered from
  // the cache too; when those extra places cannot be met, just the count.
  SelectionOptions more = options;
  more.count = options.count + std::max(kMinHeadroom, options.count / 4);
  if (options.progress) {
    more.progress = [&](int done, int) {
      options.progress(std::min(done, options.count), options.count);
    };
  }
  Selection made;
  try {
    made = select_mazes(preset, more);
  } catch (const Error&) {
    made = select_mazes(preset, options);
  }
  std::lock_guard<std::mutex> lock(mutex_);
  // A larger selection of the same key holds this one; a smaller one is
  // held by this.
  entries_.remove_if([&](const auto& entry) { return entry.first == key; });
  entries_.emplace_front(key, made);
  while (entries_.size() > capacity_) entries_.pop_back();
  made.mazes.erase(made.mazes.begin() + options.count, made.mazes.end());
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
