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
  for (size_t i = 0; i < route.size(); ++i) {
    const GridPoint c = grid.centre(route[i]);
    // A step around a polar ring follows the ring.
    if (i > 0 && grid.kind() == GridKind::polar && route[i - 1] != 0 && route[i] != 0) {
      const GridPoint a = grid.centre(route[i - 1]);
      const double ra = std::hypot(a.x, a.y);
      const double rc = std::hypot(c.x, c.y);
      if (std::abs(ra - rc) < 1e-9) {
        const double from = std::atan2(-a.y, a.x);
        double to = std::atan2(-c.y, c.x);
        // The short way round.
        while (to - from > M_PI) to -= 2 * M_PI;
        while (to - from < -M_PI) to += 2 * M_PI;
        if (to > from) {
          cairo_arc_negative(cr, 0, 0, ra, -from, -to);
        } else {
          cairo_arc(cr, 0, 0, ra, -from, -to);
        }
        continue;
      }
    }
    cairo_line_to(cr, c.x, c.y);
  }
  if (out.side != kNoSide) {
    p = grid.outside_point(out.cell, out.side);
    cairo_line_to(cr, p.x, p.y);
  }
}

}  // namespace mazebook
