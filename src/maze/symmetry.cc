#include "maze/symmetry.h"

#include "maze/picture.h"

namespace mazebook {

namespace {

// Other kinds: the maze itself, walls and openings, without symmetries.
std::string plain_key(const Maze& maze) {
  const std::vector<uint8_t>& bytes = maze.wall_bytes();
  std::string key(bytes.begin(), bytes.end());
  for (const Opening& o : {maze.entrance(), maze.exit()}) {
    key += std::to_string(o.cell) + ":" + std::to_string(o.side) + ";";
  }
  return key;
}

}  // namespace

std::string canonical_key(const Maze& maze) {
  if (maze.empty()) return "";
  if (maze.grid().kind() != GridKind::rect) return plain_key(maze);
  const Picture picture = to_picture(maze);
  if (picture.empty()) return {};
  const int h = static_cast<int>(picture.size());
  const int w = static_cast<int>(picture[0].size());
  const bool square = h == w;
  std::string best;
  std::string key(static_cast<size_t>(h) * static_cast<size_t>(w), '#');
  // Symmetry s maps output square (r, c) to a source square: bit 0 flips
  // columns, bit 1 flips rows, bit 2 transposes (square grids only).
  for (int s = 0; s < (square ? 8 : 4); ++s) {
    size_t at = 0;
    for (int r = 0; r < h; ++r) {
      for (int c = 0; c < w; ++c) {
        int sr = (s & 4) ? c : r;
        int sc = (s & 4) ? r : c;
        if (s & 1) sc = w - 1 - sc;
        if (s & 2) sr = h - 1 - sr;
        key[at++] = picture[sr][sc];
      }
    }
    if (s == 0 || key < best) best = key;
  }
  return best;
}

}  // namespace mazebook
