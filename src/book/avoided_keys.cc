#include "book/avoided_keys.h"

#include "book/maze_key.h"

namespace mazebook {

bool AvoidedKeys::avoid(const Maze& maze, std::span<const Crossing> crossings) const {
  if (keys_.empty()) return false;
  std::string key = maze_key(maze, crossings);
  if (!keys_.contains(key)) return false;
  std::lock_guard<std::mutex> lock(mutex_);
  met_.insert(std::move(key));
  return true;
}

std::vector<std::string> AvoidedKeys::met() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return {met_.begin(), met_.end()};
}

}  // namespace mazebook
