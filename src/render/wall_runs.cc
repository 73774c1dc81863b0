#include "render/wall_runs.h"

namespace mazebook {

namespace {

bool is_opening(const Maze& maze, int x, int y, Side side) {
  const Opening probe{maze.index(x, y), static_cast<int>(side)};
  return maze.entrance() == probe || maze.exit() == probe;
}

// True when the wall on grid line y = `line` between corners x and x+1 stands.
bool horizontal_wall(const Maze& maze, int x, int line) {
  if (line == 0) return !is_opening(maze, x, 0, Side::top);
  if (line == maze.rows()) return !is_opening(maze, x, line - 1, Side::bottom);
  return !maze.is_open(x, line - 1, Side::bottom);
}

// True when the wall on grid line x = `line` between corners y and y+1 stands.
bool vertical_wall(const Maze& maze, int line, int y) {
  if (line == 0) return !is_opening(maze, 0, y, Side::left);
  if (line == maze.columns()) return !is_opening(maze, line - 1, y, Side::right);
  return !maze.is_open(line - 1, y, Side::right);
}

}  // namespace

std::vector<WallRun> wall_runs(const Maze& maze) {
  std::vector<WallRun> runs;
  for (int line = 0; line <= maze.rows(); ++line) {
    for (int x = 0; x < maze.columns();) {
      if (!horizontal_wall(maze, x, line)) {
        ++x;
        continue;
      }
      const int start = x;
      while (x < maze.columns() && horizontal_wall(maze, x, line)) ++x;
      runs.push_back({start, line, x, line});
    }
  }
  for (int line = 0; line <= maze.columns(); ++line) {
    for (int y = 0; y < maze.rows();) {
      if (!vertical_wall(maze, line, y)) {
        ++y;
        continue;
      }
      const int start = y;
      while (y < maze.rows() && vertical_wall(maze, line, y)) ++y;
      runs.push_back({line, start, line, y});
    }
  }
  return runs;
}

}  // namespace mazebook
