#include "proof/model/picture.h"

#include <algorithm>
#include <utility>

#include "proof/core/error.h"
#include "proof/core/limits.h"

namespace mazeproof {

namespace {

[[noreturn]] void fail(size_t row, size_t column, const std::string& what) {
  throw Error("row " + std::to_string(row + 1) + ", column " + std::to_string(column + 1) + ": " +
              what);
}

constexpr const char* kSideWords[] = {"top", "right", "bottom", "left"};

// "cell (2,0) top", or "none".
std::string openings_text(const CellGrid& grid, const std::vector<CellOpening>& openings) {
  if (openings.empty()) return "none";
  std::string out;
  for (const CellOpening& o : openings) {
    if (!out.empty()) out += ", ";
    out += picture_opening_name(grid, o);
  }
  return out;
}

}  // namespace

std::vector<CellOpening> in_reading_order(const CellGrid& grid, std::vector<CellOpening> openings) {
  // Where an opening's square lies in the picture: row, then column.
  const auto square = [&](const CellOpening& o) {
    const int x = o.cell % grid.columns(), y = o.cell / grid.columns();
    switch (o.side) {
      case 0:
        return std::pair{0, 2 * x + 1};
      case 1:
        return std::pair{2 * y + 1, 2 * x + 2};
      case 2:
        return std::pair{2 * y + 2, 2 * x + 1};
      default:
        return std::pair{2 * y + 1, 2 * x};
    }
  };
  std::sort(openings.begin(), openings.end(),
            [&](const CellOpening& a, const CellOpening& b) { return square(a) < square(b); });
  return openings;
}

std::string picture_opening_name(const CellGrid& grid, const CellOpening& o) {
  return grid.cell_name(o.cell) + " " + (o.side >= 0 && o.side < 4 ? kSideWords[o.side] : "inside");
}

std::optional<int> picture_side(std::string_view word) {
  for (int side = 0; side < 4; ++side) {
    if (word == kSideWords[side]) return side;
  }
  return std::nullopt;
}

PictureMaze parse_picture(const Picture& picture) {
  if (picture.size() < 3 || picture.size() % 2 == 0) {
    throw Error("expected an odd number of rows, at least 3, got " +
                std::to_string(picture.size()));
  }
  const size_t width = picture[0].size();
  if (width < 3 || width % 2 == 0) {
    throw Error("row 1: expected an odd number of squares, at least 3, got " +
                std::to_string(width));
  }
  constexpr size_t kMaxSquares = 2 * static_cast<size_t>(kMaxRecordGridSide) + 1;
  if (width > kMaxSquares || picture.size() > kMaxSquares) {
    throw Error("more than " + std::to_string(kMaxRecordGridSide) + " cells a side (" +
                std::to_string(width / 2) + "x" + std::to_string(picture.size() / 2) + ")");
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
  PictureMaze out{GridMaze(CellGrid::rect(columns, rows).with_picture_names()), {}};
  GridMaze& maze = out.maze;
  for (int y = 0; y < rows; ++y) {
    for (int x = 0; x < columns; ++x) {
      const int cell = y * columns + x;
      if (x + 1 < columns && picture[2 * y + 1][2 * x + 2] == '.') maze.join(cell, 1);
      if (y + 1 < rows && picture[2 * y + 2][2 * x + 1] == '.') maze.join(cell, 2);
    }
  }
  // Reading order: the top border, then each row's left and right ends,
  // then the bottom border.
  std::vector<CellOpening>& openings = out.openings;
  for (int x = 0; x < columns; ++x) {
    if (picture[0][2 * x + 1] == '.') openings.push_back({x, 0});
  }
  for (int y = 0; y < rows; ++y) {
    if (picture[2 * y + 1][0] == '.') openings.push_back({y * columns, 3});
    if (picture[2 * y + 1][2 * columns] == '.') openings.push_back({y * columns + columns - 1, 1});
  }
  for (int x = 0; x < columns; ++x) {
    if (picture[2 * rows][2 * x + 1] == '.') openings.push_back({(rows - 1) * columns + x, 2});
  }
  return out;
}

std::vector<std::string> picture_differences(const PictureMaze& a, std::string_view a_name,
                                             const PictureMaze& b, std::string_view b_name,
                                             size_t limit) {
  std::vector<std::string> out;
  const std::string an(a_name), bn(b_name);
  const CellGrid& grid = a.maze.grid;
  const CellGrid& other = b.maze.grid;
  if (grid.columns() != other.columns() || grid.rows() != other.rows()) {
    out.push_back("size " + grid.name() + " in " + an + ", " + other.name() + " in " + bn);
    return out;
  }
  size_t total = 0;
  for (int cell = 0; cell < grid.size(); ++cell) {
    for (int side : {1, 2}) {
      const int across = grid.neighbour(cell, side);
      if (across == kOutside) continue;
      const bool open_a = (a.maze.open[static_cast<size_t>(cell)] >> side) & 1u;
      const bool open_b = (b.maze.open[static_cast<size_t>(cell)] >> side) & 1u;
      if (open_a == open_b || ++total > limit) continue;
      out.push_back("the wall between " + grid.cell_name(cell) + " and " + grid.cell_name(across) +
                    ": " + (open_a ? "passage" : "wall") + " in " + an + ", " +
                    (open_b ? "passage" : "wall") + " in " + bn);
    }
  }
  if (total > limit) out.push_back("and " + std::to_string(total - limit) + " more");
  if (a.openings != b.openings) {
    out.push_back("openings " + openings_text(grid, a.openings) + " in " + an + ", " +
                  openings_text(grid, b.openings) + " in " + bn);
  }
  return out;
}

}  // namespace mazeproof
