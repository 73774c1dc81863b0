#include "book/maze_key.h"

#include "base/sha256.h"
#include "maze/symmetry.h"

namespace mazebook {

std::string maze_key(const Maze& maze) {
  if (maze.empty()) return "";
  return sha256_hex(canonical_key(maze));
}

std::string maze_key(const Maze& maze, std::span<const Crossing> crossings) {
  if (maze.empty()) return "";
  return sha256_hex(canonical_key(maze, crossings));
}

}  // namespace mazebook
