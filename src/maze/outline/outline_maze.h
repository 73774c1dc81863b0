#pragma once
// Picture mazes (src/maze/README.md, "Picture mazes"): the maze grown
// round its planned route (maze/outline/outline_route.h), so that the
// route is its one way through.

#include <span>
#include <string_view>

#include "maze/maze.h"
#include "maze/random.h"

namespace mazebook {

// True when `generator` can grow a maze off a route: backtracker (a
// depth-first search from every route cell) and wilson (loop-erased walks
// that end on the route or on what joins it).
bool grows_off_route(std::string_view generator);

// The maze on `grid` whose route from START to FINISH is `route`: its
// passages carved first, then every other cell joined by `generator` as a
// branch off the route or off another branch, so no passage joins two
// route cells but the route's own and the maze is perfect. START opens
// the outer wall of the route's first cell, FINISH its last's.
// REQUIRES: grows_off_route(generator); `route` a path through sides,
// each cell once, from a cell on the outer wall to another.
Maze grow_off_route(const GridPtr& grid, std::span<const int32_t> route, std::string_view generator,
                    Random& random);

}  // namespace mazebook
