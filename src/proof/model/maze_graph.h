#pragma once
// The verifier's own small maze model (it shares no code with the
// generator): columns x rows square cells, x to the right, y downward, cell
// (0, 0) top left, index y * columns + x. Each cell stores whether it opens
// east and south, so the two sides of a wall cannot disagree. The openings
// in the outer wall are listed apart; they are never passages.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace mazeproof {

enum class Side { top, right, bottom, left };

std::string_view side_name(Side side);
std::optional<Side> parse_side(std::string_view text);

struct Opening {
  int x = 0;
  int y = 0;
  Side side = Side::top;
  bool operator==(const Opening& o) const { return x == o.x && y == o.y && side == o.side; }
};

// "cell (2,0)"
std::string cell_name(int x, int y);
// "cell (2,0) top"
std::string opening_name(const Opening& o);

class MazeGraph {
 public:
  MazeGraph() = default;
  // REQUIRES: columns >= 1, rows >= 1. Every wall closed, no openings.
  MazeGraph(int columns, int rows);

  int columns() const { return columns_; }
  int rows() const { return rows_; }
  int cells() const { return columns_ * rows_; }

  bool open_east(int x, int y) const { return (bits_[index(x, y)] & kEast) != 0; }
  bool open_south(int x, int y) const { return (bits_[index(x, y)] & kSouth) != 0; }
  // REQUIRES: x + 1 < columns (east) / y + 1 < rows (south).
  void set_east(int x, int y, bool open);
  void set_south(int x, int y, bool open);

  // The cells joined to `cell` by passages; returns how many (at most 4).
  int neighbours(int cell, int out[4]) const;
  // Passages of a cell (openings to the outside not counted).
  int passage_count(int cell) const;
  // All passages of the maze.
  int64_t passage_total() const;

  std::vector<Opening> openings;  // in the outer wall; see sort_openings

  // Puts the openings in picture reading order (the order of their squares
  // in the picture, row by row), so two mazes compare equal when they are.
  void sort_openings();

 private:
  static constexpr uint8_t kEast = 1;
  static constexpr uint8_t kSouth = 2;
  int index(int x, int y) const { return y * columns_ + x; }

  int columns_ = 0;
  int rows_ = 0;
  std::vector<uint8_t> bits_;
};

// The differences between two mazes that should be the same, as short
// phrases ("cell (1,0) east: wall in a, passage in b"); at most `limit`
// phrases, then "and N more". Empty when they are equal.
std::vector<std::string> maze_differences(const MazeGraph& a, std::string_view a_name,
                                          const MazeGraph& b, std::string_view b_name,
                                          size_t limit = 3);

}  // namespace mazeproof
