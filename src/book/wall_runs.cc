#include "book/wall_runs.h"

namespace mazebook {

namespace {

bool is_opening(const Maze& maze, std::span<const Opening> openings, int x, int y, Side side) {
  const Opening probe{maze.index(x, y), static_cast<int>(side)};
  for (const Opening& o : openings) {
    if (o == probe) return true;
  }
  return false;
}

// True when cell (x, y) exists: always on a rectangle; a masked grid's
// missing cells do not.
bool exists(const Maze& maze, int x, int y) {
  return x >= 0 && y >= 0 && x < maze.columns() && y < maze.rows() && maze.exists(maze.index(x, y));
}

// True when the wall between cells a (above or left) and b stands: between
// two cells when closed; between a cell and no cell unless it is an opening.
bool wall_between(const Maze& maze, std::span<const Opening> openings, int ax, int ay, int bx,
                  int by, Side a_side) {
  const bool a = exists(maze, ax, ay);
  const bool b = exists(maze, bx, by);
  if (a && b) return !maze.is_open(ax, ay, a_side);
  if (a) return !is_opening(maze, openings, ax, ay, a_side);
  if (b) return !is_opening(maze, openings, bx, by, opposite(a_side));
  return false;
}

// True when the wall on grid line y = `line` between corners x and x+1 stands.
bool horizontal_wall(const Maze& maze, std::span<const Opening> o, int x, int line) {
  return wall_between(maze, o, x, line - 1, x, line, Side::bottom);
}

// True when the wall on grid line x = `line` between corners y and y+1 stands.
bool vertical_wall(const Maze& maze, std::span<const Opening> o, int line, int y) {
  return wall_between(maze, o, line - 1, y, line, y, Side::right);
}

}  // namespace

std::vector<WallRun> wall_runs(const Maze& maze) {
  const Opening openings[] = {maze.entrance(), maze.exit()};
  return wall_runs(maze, openings);
}

std::vector<WallRun> wall_runs(const Maze& maze, std::span<const Opening> openings) {
  std::vector<WallRun> runs;
  for (int line = 0; line <= maze.rows(); ++line) {
    for (int x = 0; x < maze.columns();) {
      if (!horizontal_wall(maze, openings, x, line)) {
        ++x;
        continue;
      }
      const int start = x;
      while (x < maze.columns() && horizontal_wall(maze, openings, x, line)) ++x;
      runs.push_back({start, line, x, line});
    }
  }
  for (int line = 0; line <= maze.columns(); ++line) {
    for (int y = 0; y < maze.rows();) {
      if (!vertical_wall(maze, openings, line, y)) {
        ++y;
        continue;
      }
      const int start = y;
      while (y < maze.rows() && vertical_wall(maze, openings, line, y)) ++y;
      runs.push_back({line, start, line, y});
    }
  }
  return runs;
}

}  // namespace mazebook
