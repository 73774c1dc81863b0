#pragma once
// The studio redraws the preview on every change, and most changes (a
// title, the trim, the paper) leave every section's mazes as they were. So
// each section's selection is kept, keyed by what decides it: the preset's
// contents, the book seed and the section's place. A title change then only
// lays the book out again. A smaller count takes the first mazes of a kept
// selection: place i of a selection depends on places 0 to i alone (its
// seeds, and the repeats dropped before it), so the first N places of a
// larger selection are the selection of N (book/selection.h). So each
// selection is made a quarter larger than asked, and a larger count within
// that is answered at once too; beyond it, that section alone is selected
// again.

#include <cstddef>
#include <list>
#include <mutex>
#include <string>
#include <utility>

#include "book/book_mazes.h"

namespace mazebook {

class MazeCache {
 public:
  // Keeps at most `capacity` selections, dropping the least recently used.
  explicit MazeCache(size_t capacity = 64) : capacity_(capacity) {}

  // A selector for select_book_mazes that answers from the cache, or
  // selects and keeps the result. Thread-safe; it selects outside the lock.
  SectionSelector selector();

  // Selections answered from the cache and made afresh, since the start.
  int hits() const;
  int misses() const;

 private:
  Selection select(const Preset& preset, const SelectionOptions& options);

  size_t capacity_;
  mutable std::mutex mutex_;
  std::list<std::pair<std::string, Selection>> entries_;  // most recent first; count = size
  int hits_ = 0;
  int misses_ = 0;
};

// The key of one section's selection: everything select_mazes reads but
// the count, the thread count and the progress callback.
std::string selection_key(const Preset& preset, const SelectionOptions& options);

}  // namespace mazebook
