#pragma once
// The maze keys a book of a series must not print (book/maze_key.h): the
// other books' mazes, from the series record or, making a book again,
// from its rebuild record. Selection, swapped mazes, the title page's
// ornament and the cover's art skip a candidate whose key is here, and
// the ones met are noted: they are what the rebuild record keeps.

#include <memory>
#include <mutex>
#include <set>
#include <span>
#include <string>
#include <vector>

#include "maze/maze.h"
#include "maze/weave/weave.h"

namespace mazebook {

class AvoidedKeys {
 public:
  explicit AvoidedKeys(std::set<std::string> keys) : keys_(std::move(keys)) {}

  bool empty() const { return keys_.empty(); }
  // True when `maze`'s key (with its crossings, a weave maze's) is one to
  // avoid; then notes it as met. Safe from several threads at once.
  bool avoid(const Maze& maze, std::span<const Crossing> crossings = {}) const;
  // The keys avoid() said yes to, sorted.
  std::vector<std::string> met() const;

 private:
  std::set<std::string> keys_;
  mutable std::mutex mutex_;
  mutable std::set<std::string> met_;
};

// True when `keys` is set and avoids `maze`.
inline bool avoided(const std::shared_ptr<const AvoidedKeys>& keys, const Maze& maze) {
  return keys && !keys->empty() && keys->avoid(maze);
}

}  // namespace mazebook
