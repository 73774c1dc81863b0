#include "render/grid_paths.h"

#include <cmath>

#include "render/wall_runs.h"

namespace mazebook {

namespace {

// Cairo's angles grow clockwise on the page (y down); the grid's are
// counter-clockwise.
void add_arc(cairo_t* cr, double radius, double from, double to) {
  cairo_new_sub_path(cr);
  cairo_arc_negative(cr, 0, 0, radius, -from, -to);
}

void add_wall(cairo_t* cr, const WallShape& w) {
  if (w.arc) {
    add_arc(cr, w.radius, w.from, w.to);
  } else {
    cairo_move_to(cr, w.a.x, w.a.y);
    cairo_line_to(cr, w.b.x, w.b.y);
  }
}

// A grid point's polar angle, counter-clockwise as the page shows it.
double angle_of(const GridPoint& p) { return std::atan2(-p.y, p.x); }

// Continues the path along the circle of `radius` from angle `from` to
// `to`, the short way round.
void add_ring_arc(cairo_t* cr, double radius, double from, double to) {
  while (to - from > M_PI) to -= 2 * M_PI;
  while (to - from < -M_PI) to += 2 * M_PI;
  if (to > from) {
    cairo_arc_negative(cr, 0, 0, radius, -from, -to);
  } else {
    cairo_arc(cr, 0, 0, radius, -from, -to);
  }
}

bool is_opening(const Maze& maze, int32_t cell, int side) {
  const Opening probe{cell, side};
  return maze.entrance() == probe || maze.exit() == probe;
}

}  // namespace

void add_wall_path(cairo_t* cr, const Maze& maze) {
  if (maze.empty()) return;
  const Grid& grid = maze.grid();
  if (grid.kind() == GridKind::rect || grid.kind() == GridKind::masked) {
    for (const WallRun& run : wall_runs(maze)) {
      cairo_move_to(cr, run.x0, run.y0);
      cairo_line_to(cr, run.x1, run.y1);
    }
    return;
  }
  for (int32_t cell = 0; cell < maze.size(); ++cell) {
    if (!grid.exists(cell)) continue;
    const int sides = grid.side_count(cell);
    for (int side = 0; side < sides; ++side) {
      const int32_t next = grid.neighbour(cell, side);
      if (next == kOutside) {
        if (!is_opening(maze, cell, side)) add_wall(cr, grid.wall_shape(cell, side));
      } else if (next > cell && !maze.is_open(cell, side)) {
        add_wall(cr, grid.wall_shape(cell, side));
      }
    }
  }
}

void add_route_path(cairo_t* cr, const Maze& maze, std::span<const int32_t> route) {
  if (maze.empty() || route.empty()) return;
  const Grid& grid = maze.grid();
  const Opening& in = maze.entrance();
  const Opening& out = maze.exit();
  GridPoint p = grid.outside_point(in.cell, in.side);
  cairo_move_to(cr, p.x, p.y);
  const bool polar = grid.kind() == GridKind::polar;
  for (size_t i = 0; i < route.size(); ++i) {
    const GridPoint c = grid.centre(route[i]);
    if (i == 0 || !polar || route[i - 1] == 0 || route[i] == 0) {
      cairo_line_to(cr, c.x, c.y);
      continue;
    }
    const GridPoint a = grid.centre(route[i - 1]);
    const double ra = std::hypot(a.x, a.y);
    const double rc = std::hypot(c.x, c.y);
    const double from = angle_of(a);
    const double to = angle_of(c);
    if (std::abs(ra - rc) < 1e-9) {
      // A step around a polar ring follows the ring.
      add_ring_arc(cr, ra, from, to);
    } else if (std::abs(std::remainder(to - from, 2 * M_PI)) < 1e-9) {
      cairo_line_to(cr, c.x, c.y);
    } else if (ra < rc) {
      // Out into a split cell: round the inner ring to the outer cell's
      // angle, then straight out, clear of the wall between the outer cell
      // and its sibling (src/proof/DRAWING_RULES.md "Shaped mazes").
      add_ring_arc(cr, ra, from, to);
      cairo_line_to(cr, c.x, c.y);
    } else {
      // In from a split cell: the same bend, walked the other way.
      const GridPoint bend{rc * std::cos(from), -rc * std::sin(from)};
      cairo_line_to(cr, bend.x, bend.y);
      add_ring_arc(cr, rc, from, to);
    }
  }
  if (out.side != kNoSide) {
    p = grid.outside_point(out.cell, out.side);
    cairo_line_to(cr, p.x, p.y);
  }
}

}  // namespace mazebook
