#pragma once
// Any maze's walls and route as Cairo paths, from its grid's geometry: each
// wall once (a segment or a true arc), the outer wall broken at the
// openings; the route through cell centres, along rings as arcs. In grid
// units; the caller sets the transform and the stroke.

#include <cairo.h>

#include <cstdint>
#include <span>

#include "maze/maze.h"

namespace mazebook {

// Adds every standing wall of `maze` to the current path. Rectangles and
// masked grids are merged into long runs; other kinds add each wall, arcs
// as arcs.
void add_wall_path(cairo_t* cr, const Maze& maze);

// Adds the route (cells from the entrance cell to the exit cell) as one
// path: from half a cell outside the entrance through every cell centre to
// half a cell outside the exit (or to the centre for a goal inside), with
// steps around a polar ring drawn as arcs, and a step into a cell of a
// split ring bent: along the inner ring's middle circle to the outer cell's
// angle, then straight out.
void add_route_path(cairo_t* cr, const Maze& maze, std::span<const int32_t> route);

}  // namespace mazebook
