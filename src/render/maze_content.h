#pragma once
// The PDF content output of a maze's figure (book/maze_figure.h): walls
// and routes written straight into a page's content stream rather than
// through Cairo's paths, for the pages that hold many of them. Two ways,
// each as it has always been written:
//
// - A book page's rectangle mazes, in Cairo's own conventions (page points
//   with y growing downward under one "1 0 0 -1 0 H cm", coordinates to a
//   thousandth of a point, widths to a millionth), so that a reader of the
//   file cannot tell them from what Cairo writes for draw_walls and
//   draw_route (src/proof/DRAWING_RULES.md, "Walls", "Solution routes").
// - A poster's maze, in grid units under a `cm` of its placement (PDF's y
//   growing upward): a rectangle in whole cells (its route under a cm
//   shifted by half a cell, so cell centres are whole too), every other
//   kind as Cairo splits its path on a page (arcs as Bezier pieces), to
//   four places; walls stroked 2048 pieces at a time, so that a reader
//   rendering part of a huge poster strokes only the walls near it.
//   render/pdf_append.h adds the streams to Cairo's pages.

#include <span>
#include <string>

#include "book/maze_figure.h"
#include "book/page_plan.h"
#include "maze/maze.h"

namespace mazebook {

// True when `maze`'s walls and route go into a book page's content this
// way: rectangles (masked grids and other shapes go through Cairo).
bool writes_as_content(const Maze& maze);

// Appends the transform that makes page points with y downward from the top
// of a page `page_height` points tall: what a page's maze content starts
// with, in the default PDF space.
void append_page_transform(std::string& content, double page_height);

// Appends the wall runs of a rectangle on `grid` placed by `drawing`
// (points, origin top left) in one stroke: black, `drawing.wall` wide,
// square caps. REQUIRES: after append_page_transform.
void append_page_walls(std::string& content, std::span<const WallRun> runs, const Grid& grid,
                       const Drawing& drawing);

// Appends a rectangle's route (figure_route) placed by `drawing`, `width`
// points wide, grey, round caps and joins. Nothing for an empty route.
// REQUIRES: after append_page_transform; no arcs (a rectangle's).
void append_page_route(std::string& content, const FigureRoute& route, const Grid& grid,
                       const Drawing& drawing, double width);

// Appends to `out` a poster's walls, or some of them (a rectangle's runs
// are written in two halves on two threads), of a maze on `grid` placed by
// `drawing` on a page `page_height` points high.
void append_poster_walls(std::string& out, std::span<const WallRun> runs,
                         std::span<const WallShape> shapes, const Grid& grid,
                         const Drawing& drawing, double page_height);

// Appends to `out` a poster's route, `width` points wide. Nothing for an
// empty route.
void append_poster_route(std::string& out, const FigureRoute& route, const Grid& grid,
                         const Drawing& drawing, double page_height, double width);

}  // namespace mazebook
