#pragma once
// A rectangle maze's walls and route written straight into PDF content,
// not through Cairo's paths: a book has tens of thousands of wall runs, and
// Cairo builds a path object for each, formats every coordinate with printf
// and compresses at zlib's default level. What is written is what Cairo
// writes for draw_walls and draw_route, in its own conventions (page points
// with y growing downward under one "1 0 0 -1 0 H cm", coordinates to a
// thousandth of a point, widths to a millionth), so a reader of the file
// cannot tell the two apart (src/proof/DRAWING_RULES.md, "Walls" and
// "Solution routes").

#include <cstdint>
#include <span>
#include <string>

#include "book/page_plan.h"
#include "maze/maze.h"

namespace mazebook {

// True when `maze`'s walls and route can be written this way: rectangles
// (masked grids and other shapes go through Cairo).
bool writes_as_content(const Maze& maze);

// Appends the transform that makes page points with y downward from the top
// of a page `page_height` points tall: what a page's maze content starts
// with, in the default PDF space.
void append_page_transform(std::string& content, double page_height);

// Appends the walls of `maze` at `drawing` (points, origin top left):
// black, square caps, the runs of render/wall_runs.h in one stroke.
// REQUIRES: writes_as_content; after append_page_transform.
void append_wall_content(std::string& content, const Maze& maze, const Drawing& drawing);

// Appends the route (cells, entrance first) from half a cell outside the
// entrance to half a cell outside the exit, one segment per straight
// stretch, grey, round caps and joins, as wide as draw_route's. Nothing
// for an empty route. REQUIRES: writes_as_content; after
// append_page_transform.
void append_route_content(std::string& content, const Maze& maze, std::span<const int32_t> route,
                          const Drawing& drawing);

}  // namespace mazebook
