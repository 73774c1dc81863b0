#pragma once
// A maze's key in a series record and in `check --against`: the SHA-256 of
// its canonical text (maze/symmetry.h), so that one maze turned or
// mirrored has one key, and a key is short whatever the grid.

#include <span>
#include <string>

#include "maze/maze.h"
#include "maze/weave/weave.h"

namespace mazebook {

// 64 lowercase hex digits; "" for the empty maze.
std::string maze_key(const Maze& maze);
// A weave maze's: its crossings are part of it (two mazes that differ only
// in crossings are two mazes). No crossings: maze_key(maze).
std::string maze_key(const Maze& maze, std::span<const Crossing> crossings);

}  // namespace mazebook
