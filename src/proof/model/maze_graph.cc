#include "proof/model/maze_graph.h"

#include <algorithm>
#include <utility>

namespace mazeproof {

std::string_view side_name(Side side) {
  switch (side) {
    case Side::top:
      return "top";
    case Side::right:
      return "right";
    case Side::bottom:
      return "bottom";
    case Side::left:
      return "left";
  }
  return "top";
}

std::optional<Side> parse_side(std::string_view text) {
  if (text == "top") return Side::top;
  if (text == "right") return Side::right;
  if (text == "bottom") return Side::bottom;
  if (text == "left") return Side::left;
  return std::nullopt;
}

std::string cell_name(int x, int y) {
  return "cell (" + std::to_string(x) + "," + std::to_string(y) + ")";
}

std::string opening_name(const Opening& o) {
  return cell_name(o.x, o.y) + " " + std::string(side_name(o.side));
}

MazeGraph::MazeGraph(int columns, int rows)
    : columns_(columns), rows_(rows), bits_(static_cast<size_t>(columns) * rows, 0) {}

void MazeGraph::set_east(int x, int y, bool open) {
  uint8_t& b = bits_[index(x, y)];
  b = open ? (b | kEast) : (b & ~kEast);
}

void MazeGraph::set_south(int x, int y, bool open) {
  uint8_t& b = bits_[index(x, y)];
  b = open ? (b | kSouth) : (b & ~kSouth);
}

int MazeGraph::neighbours(int cell, int out[4]) const {
  const int x = cell % columns_;
  const int y = cell / columns_;
  int n = 0;
  if (y > 0 && open_south(x, y - 1)) out[n++] = cell - columns_;
  if (x + 1 < columns_ && open_east(x, y)) out[n++] = cell + 1;
  if (y + 1 < rows_ && open_south(x, y)) out[n++] = cell + columns_;
  if (x > 0 && open_east(x - 1, y)) out[n++] = cell - 1;
  return n;
}

int MazeGraph::passage_count(int cell) const {
  int out[4];
  return neighbours(cell, out);
}

int64_t MazeGraph::passage_total() const {
  int64_t total = 0;
  for (int y = 0; y < rows_; ++y) {
    for (int x = 0; x < columns_; ++x) {
      if (x + 1 < columns_ && open_east(x, y)) ++total;
      if (y + 1 < rows_ && open_south(x, y)) ++total;
    }
  }
  return total;
}

void MazeGraph::sort_openings() {
  // The picture square of an opening: (row, column).
  auto square = [this](const Opening& o) {
    switch (o.side) {
      case Side::top:
        return std::pair{0, 2 * o.x + 1};
      case Side::bottom:
        return std::pair{2 * rows_, 2 * o.x + 1};
      case Side::left:
        return std::pair{2 * o.y + 1, 0};
      case Side::right:
        return std::pair{2 * o.y + 1, 2 * columns_};
    }
    return std::pair{0, 0};
  };
  std::sort(openings.begin(), openings.end(),
            [&](const Opening& a, const Opening& b) { return square(a) < square(b); });
}

namespace {

std::string openings_text(const std::vector<Opening>& openings) {
  if (openings.empty()) return "none";
  std::string out;
  for (const Opening& o : openings) {
    if (!out.empty()) out += ", ";
    out += opening_name(o);
  }
  return out;
}

}  // namespace

std::vector<std::string> maze_differences(const MazeGraph& a, std::string_view a_name,
                                          const MazeGraph& b, std::string_view b_name,
                                          size_t limit) {
  std::vector<std::string> out;
  const std::string an(a_name), bn(b_name);
  if (a.columns() != b.columns() || a.rows() != b.rows()) {
    out.push_back("size " + std::to_string(a.columns()) + "x" + std::to_string(a.rows()) + " in " +
                  an + ", " + std::to_string(b.columns()) + "x" + std::to_string(b.rows()) +
                  " in " + bn);
    return out;
  }
  size_t total = 0;
  auto note = [&](int x, int y, const char* side, bool open_a) {
    if (++total > limit) return;
    out.push_back(cell_name(x, y) + " " + side + ": " + (open_a ? "passage" : "wall") + " in " +
                  an + ", " + (open_a ? "wall" : "passage") + " in " + bn);
  };
  for (int y = 0; y < a.rows(); ++y) {
    for (int x = 0; x < a.columns(); ++x) {
      if (x + 1 < a.columns() && a.open_east(x, y) != b.open_east(x, y))
        note(x, y, "east", a.open_east(x, y));
      if (y + 1 < a.rows() && a.open_south(x, y) != b.open_south(x, y))
        note(x, y, "south", a.open_south(x, y));
    }
  }
  if (total > limit) out.push_back("and " + std::to_string(total - limit) + " more");
  if (a.openings != b.openings) {
    out.push_back("openings " + openings_text(a.openings) + " in " + an + ", " +
                  openings_text(b.openings) + " in " + bn);
  }
  return out;
}

}  // namespace mazeproof
