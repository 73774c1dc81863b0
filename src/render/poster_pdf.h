#pragma once
// A poster's walls and route written straight into the PDF's content
// streams: hundreds of thousands of wall runs are too many to send
// through Cairo's drawing one by one (each coordinate printed as a float,
// every stream compressed at the default level), so Cairo draws the title
// and marks and these streams are appended to its pages. What they draw
// is what maze_drawing.h draws, by src/proof/DRAWING_RULES.md: black walls
// (a rectangle's square-capped runs on the lattice), the grey route
// through cell centres under them. Coordinates are grid units under a `cm`
// of the unit (a rectangle's whole cells), so the streams stay short;
// render/pdf_append.h adds them to the pages.

#include <cstdint>
#include <span>
#include <string>

#include "book/page_plan.h"
#include "maze/maze.h"
#include "render/wall_runs.h"

namespace mazebook {

// A poster's walls are stroked this many pieces at a time: a reader
// rendering part of a huge poster (a tile, a zoomed view) skips the strokes
// wholly outside it instead of stroking all of the walls for every part,
// and an SVG's path stays far below the 10 MB of one attribute that
// libxml2 reads by default (about 50 bytes a piece).
constexpr int kPiecesPerStroke = 2048;

// The width of a route on a poster of `unit` points, points.
double poster_route_width(double unit);

// Appends to `out` content that strokes `runs` (wall runs of a rect maze,
// render/wall_runs.h, or some of them) as placed by `drawing` on a page
// `page_height` points high (PDF's y grows upward), a stroke for every
// 2048 runs (render/poster_pdf.cc: kPiecesPerStroke).
void append_wall_runs(std::string& out, std::span<const WallRun> runs, const Drawing& drawing,
                      double page_height);

// Appends to `out` content that strokes the route (cells, entrance first)
// of the rect `maze` from half a cell outside the entrance to half a cell
// outside the exit, straight stretches as one segment.
void append_rect_route(std::string& out, const Maze& maze, std::span<const int32_t> route,
                       const Drawing& drawing, double page_height);

// The same for a maze of any other kind: its walls and its route as
// render/grid_paths.h builds them (arcs as Bezier pieces, as Cairo splits
// them on a page), in grid units under the `cm` of the manifest's
// placement, four decimals; walls with round caps and joins (square and
// mitred on a masked grid), the route round.
void append_shaped_walls(std::string& out, const Maze& maze, const Drawing& drawing,
                         double page_height);
void append_shaped_route(std::string& out, const Maze& maze, std::span<const int32_t> route,
                         const Drawing& drawing, double page_height);

}  // namespace mazebook
