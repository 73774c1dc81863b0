#pragma once
// How small a solution may be drawn and still be followed by eye: the rule
// "auto" solutions keep (src/book/README.md, "Solutions"). A solution is
// readable when its narrowest corridor is at least its grid kind's
// minimum and its route's line is at least kMinReadableRoutePt wide. The
// route's width is the book pages' own (render/maze_style.h draws with
// these constants), so the plan judges the line that is printed.

#include "maze/grid.h"

namespace mazebook {

// A route is this share of a corridor wide (a rectangle's cell), kept to a
// passage's width (one unit) where corridors are wider.
constexpr double kRouteShare = 0.38;
// No route or walk is drawn thinner than this, points.
constexpr double kMinRouteWidth = 0.75;
// A route's grey line reads as a band to follow, not a hairline, from this
// width, points: twice KDP's thinnest line.
constexpr double kMinReadableRoutePt = 1.5;

// The narrowest corridor (grid units times the kind's corridor, points) an
// "auto" solution may have on a grid of `kind`: 5.5 pt on rectangles and
// silhouettes, 6 on circles and triangles, 7 on hexagons.
double min_auto_corridor_pt(GridKind kind);

// The width a book page draws a route with on grid units of `unit` points
// whose narrowest corridor is `corridor` units, points.
double book_route_width(double unit, double corridor);

// True when a solution drawn on grid units of `unit` points keeps the
// rule: its corridor (`corridor` units) at least min_auto_corridor_pt and
// its route at least kMinReadableRoutePt.
bool readable_solution(GridKind kind, double unit, double corridor);

}  // namespace mazebook
