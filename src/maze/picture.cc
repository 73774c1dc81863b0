#include "maze/picture.h"

#include <string>

#include "base/error.h"

namespace mazebook {

Picture to_picture(const Maze& maze) {
  if (maze.empty()) return {};
  const int width = 2 * maze.columns() + 1;
  const int height = 2 * maze.rows() + 1;
  Picture picture(height, std::string(width, '#'));
  for (int y = 0; y < maze.rows(); ++y) {
    for (int x = 0; x < maze.columns(); ++x) {
      picture[2 * y + 1][2 * x + 1] = '.';
      if (maze.is_open(x, y, Side::right)) picture[2 * y + 1][2 * x + 2] = '.';
      if (maze.is_open(x, y, Side::bottom)) picture[2 * y + 2][2 * x + 1] = '.';
    }
  }
  for (const Opening& o : {maze.entrance(), maze.exit()}) {
    int row = 2 * (o.cell / maze.columns()) + 1;
    int column = 2 * (o.cell % maze.columns()) + 1;
    switch (static_cast<Side>(o.side)) {
      case Side::top:
        --row;
        break;
      case Side::right:
        ++column;
        break;
      case Side::bottom:
        ++row;
        break;
      case Side::left:
        --column;
        break;
    }
    picture[row][column] = '.';
  }
  return picture;
}

namespace {

std::string where(size_t row, size_t column) {
  return "row " + std::to_string(row + 1) + ", column " + std::to_string(column + 1);
}

std::string shown(char c) {
  if (c >= 32 && c < 127) return std::string("'") + c + "'";
  return "byte " + std::to_string(static_cast<unsigned char>(c));
}

// The border square (row, column) as an opening of its boundary cell.
Opening border_opening(size_t row, size_t column, size_t height, int columns) {
  const int x = static_cast<int>(column / 2);
  const int y = static_cast<int>(row / 2);
  const auto at = [columns](int cx, int cy, Side side) {
    return Opening{cy * columns + cx, static_cast<int>(side)};
  };
  if (row == 0) return at(x, 0, Side::top);
  if (row == height - 1) return at(x, y - 1, Side::bottom);
  if (column == 0) return at(0, y, Side::left);
  return at(x - 1, y, Side::right);
}

}  // namespace

Maze parse_picture(const Picture& picture) {
  if (picture.empty()) throw Error("no rows");
  const size_t height = picture.size();
  const size_t width = picture[0].size();
  for (size_t r = 1; r < height; ++r) {
    if (picture[r].size() != width) {
      throw Error("row " + std::to_string(r + 1) + ": has " + std::to_string(picture[r].size()) +
                  " characters, row 1 has " + std::to_string(width));
    }
  }
  if (height < 3 || height % 2 == 0) {
    throw Error("expected an odd number of rows, at least 3 (2 x rows + 1), got " +
                std::to_string(height));
  }
  if (width < 3 || width % 2 == 0) {
    throw Error("expected an odd number of columns, at least 3 (2 x columns + 1), got " +
                std::to_string(width));
  }
  const size_t max_side = 2 * 10000 + 1;
  if (height > max_side || width > max_side) {
    throw Error("larger than 10000 cells a side");
  }

  Maze maze(static_cast<int>(width / 2), static_cast<int>(height / 2));
  std::vector<Opening> openings;
  for (size_t r = 0; r < height; ++r) {
    const std::string& line = picture[r];
    for (size_t c = 0; c < width; ++c) {
      const char ch = line[c];
      if (ch != '#' && ch != '.') {
        throw Error(where(r, c) + ": expected '#' or '.', got " + shown(ch));
      }
      const bool even_row = r % 2 == 0;
      const bool even_column = c % 2 == 0;
      if (even_row && even_column) {
        if (ch != '#')
          throw Error(where(r, c) + ": a post (even row and column) must be '#', got '.'");
        continue;
      }
      if (!even_row && !even_column) {
        if (ch != '.')
          throw Error(where(r, c) + ": a cell (odd row and column) must be '.', got '#'");
        continue;
      }
      if (ch != '.') continue;
      const bool border = r == 0 || c == 0 || r == height - 1 || c == width - 1;
      if (border) {
        openings.push_back(border_opening(r, c, height, maze.columns()));
        continue;
      }
      const int x = static_cast<int>(c / 2);
      const int y = static_cast<int>(r / 2);
      // A wall square between two cells: left/right of it on odd rows,
      // above/below it on odd columns.
      if (even_column) {
        maze.open(maze.index(x - 1, y), Side::right);
      } else {
        maze.open(maze.index(x, y - 1), Side::bottom);
      }
    }
  }
  if (openings.size() != 2) {
    throw Error("expected 2 openings in the outer wall (entrance and exit), found " +
                std::to_string(openings.size()));
  }
  maze.set_entrance(openings[0]);
  maze.set_exit(openings[1]);
  return maze;
}

}  // namespace mazebook
