#pragma once
// A rectangle maze's walls and route written straight into PDF content
// (operators and whole numbers in cell units under one `cm`), not through
// Cairo's paths: a book has tens of thousands of wall runs, and Cairo
// formats every coordinate with printf and compresses at zlib's default
// level. What is drawn is exactly what draw_walls and draw_route draw
// (src/proof/DRAWING_RULES.md, "Walls" and "Solution routes").

#include <cstdint>
#include <span>
#include <string>

#include "book/page_plan.h"
#include "maze/maze.h"

namespace mazebook {

// True when `maze`'s walls and route can be written this way: rectangles
// (masked grids and other shapes go through Cairo).
bool writes_as_content(const Maze& maze);

// Appends to `content` the walls of `maze` at `drawing` (points, origin top
// left) on a page `page_height` points tall: `q`, black, square caps, the
// runs of render/wall_runs.h stroked once, `Q`. REQUIRES: writes_as_content.
void append_wall_content(std::string& content, const Maze& maze, const Drawing& drawing,
                         double page_height);

// Appends the route (cells, entrance first) from half a cell outside the
// entrance to half a cell outside the exit, one segment per straight
// stretch, grey, round caps and joins, as wide as draw_route's. Nothing
// for an empty route. REQUIRES: writes_as_content.
void append_route_content(std::string& content, const Maze& maze, std::span<const int32_t> route,
                          const Drawing& drawing, double page_height);

}  // namespace mazebook
