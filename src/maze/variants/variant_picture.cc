#include "maze/variants/variant_picture.h"

namespace mazebook {

namespace {

// The square of a cell, of the wall across `side` of it, in picture rows
// and columns.
struct Square {
  size_t row;
  size_t column;
};

Square cell_square(const Maze& maze, int32_t cell) {
  return {static_cast<size_t>(2 * (cell / maze.columns()) + 1),
          static_cast<size_t>(2 * (cell % maze.columns()) + 1)};
}

Square side_square(const Maze& maze, int32_t cell, int side) {
  Square s = cell_square(maze, cell);
  switch (static_cast<Side>(side)) {
    case Side::top:
      --s.row;
      break;
    case Side::right:
      ++s.column;
      break;
    case Side::bottom:
      ++s.row;
      break;
    case Side::left:
      --s.column;
      break;
  }
  return s;
}

// The side of `from` that leads to `to`. REQUIRES: neighbours.
int side_to(const Maze& maze, int32_t from, int32_t to) {
  int side = 0;
  while (maze.neighbour(from, side) != to) ++side;
  return side;
}

void put(Picture& picture, Square s, char mark) { picture[s.row][s.column] = mark; }

}  // namespace

std::vector<Picture> variant_pictures(const VariantMaze& vm) {
  std::vector<Picture> pictures;
  const Maze& first = vm.maze;
  for (int f = 0; f < vm.floor_count(); ++f) {
    Picture picture = to_picture(vm.floor(f));
    if (vm.floor_count() > 1) {
      // A floor's own corner openings mean nothing: only the entrance (first
      // floor) and the exit (last floor) are open.
      for (const Opening& o : {vm.floor(f).entrance(), vm.floor(f).exit()}) {
        put(picture, side_square(first, o.cell, o.side), '#');
      }
      if (f == 0)
        put(picture, side_square(first, first.entrance().cell, first.entrance().side), '.');
      if (f + 1 == vm.floor_count()) {
        put(picture, side_square(first, first.exit().cell, first.exit().side), '.');
      }
    }
    pictures.push_back(std::move(picture));
  }
  Picture& ground = pictures.front();
  for (size_t i = 0; i < vm.entrances.size(); ++i) {
    const Opening& o = vm.entrances[i];
    put(ground, side_square(first, o.cell, o.side), letter_char(static_cast<int>(i)));
  }
  for (const Door& d : vm.doors) {
    put(ground, side_square(first, d.a, side_to(first, d.a, d.b)), letter_char(d.letter));
  }
  for (const Key& k : vm.keys) {
    put(ground, cell_square(first, k.cell), static_cast<char>('a' + k.letter));
  }
  static constexpr char kArrowMarks[4] = {'^', '>', 'v', '<'};  // by rect side
  for (const Arrow& a : vm.arrows) {
    const int side = side_to(first, a.from, a.to);
    put(ground, side_square(first, a.from, side), kArrowMarks[side]);
  }
  for (const Stair& s : vm.stairs) {
    put(pictures[static_cast<size_t>(s.floor)], cell_square(first, s.cell), 'U');
    put(pictures[static_cast<size_t>(s.floor) + 1], cell_square(first, s.cell), 'D');
  }
  return pictures;
}

}  // namespace mazebook
