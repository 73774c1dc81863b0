#include "proof/model/picture.h"

#include "proof/core/error.h"

namespace mazeproof {

namespace {

[[noreturn]] void fail(size_t row, size_t column, const std::string& what) {
  throw Error("row " + std::to_string(row + 1) + ", column " + std::to_string(column + 1) + ": " +
              what);
}

}  // namespace

MazeGraph parse_picture(const Picture& picture) {
  if (picture.size() < 3 || picture.size() % 2 == 0) {
    throw Error("expected an odd number of rows, at least 3, got " +
                std::to_string(picture.size()));
  }
  const size_t width = picture[0].size();
  if (width < 3 || width % 2 == 0) {
    throw Error("row 1: expected an odd number of squares, at least 3, got " +
                std::to_string(width));
  }
  for (size_t r = 0; r < picture.size(); ++r) {
    if (picture[r].size() != width) {
      throw Error("row " + std::to_string(r + 1) + ": expected " + std::to_string(width) +
                  " squares like row 1, got " + std::to_string(picture[r].size()));
    }
    for (size_t c = 0; c < width; ++c) {
      const char ch = picture[r][c];
      if (ch != '#' && ch != '.') fail(r, c, std::string("expected '#' or '.', got '") + ch + "'");
      if (r % 2 == 0 && c % 2 == 0 && ch != '#')
        fail(r, c, "a post (even row and column) must be '#'");
      if (r % 2 == 1 && c % 2 == 1 && ch != '.')
        fail(r, c, "a cell (odd row and column) must be '.'");
    }
  }
  const int columns = static_cast<int>(width / 2);
  const int rows = static_cast<int>(picture.size() / 2);
  MazeGraph maze(columns, rows);
  for (int y = 0; y < rows; ++y) {
    for (int x = 0; x < columns; ++x) {
      if (x + 1 < columns) maze.set_east(x, y, picture[2 * y + 1][2 * x + 2] == '.');
      if (y + 1 < rows) maze.set_south(x, y, picture[2 * y + 2][2 * x + 1] == '.');
    }
  }
  for (int x = 0; x < columns; ++x) {
    if (picture[0][2 * x + 1] == '.') maze.openings.push_back({x, 0, Side::top});
    if (picture[2 * rows][2 * x + 1] == '.') maze.openings.push_back({x, rows - 1, Side::bottom});
  }
  for (int y = 0; y < rows; ++y) {
    if (picture[2 * y + 1][0] == '.') maze.openings.push_back({0, y, Side::left});
    if (picture[2 * y + 1][2 * columns] == '.')
      maze.openings.push_back({columns - 1, y, Side::right});
  }
  maze.sort_openings();
  return maze;
}

}  // namespace mazeproof
