#include "book/maze_figure.h"

#include <algorithm>
#include <cmath>

namespace mazebook {

namespace {

bool lattice(const Grid& grid) {
  return grid.kind() == GridKind::rect || grid.kind() == GridKind::masked;
}

bool is_opening(std::span<const Opening> openings, int32_t cell, int side) {
  const Opening probe{cell, side};
  return std::find(openings.begin(), openings.end(), probe) != openings.end();
}

// The arcs of `shapes` merged where they meet on one circle, after the
// straight walls: arcs sorted by radius and angle, and a circle's last arc
// run on into its first across angle 0.
std::vector<WallShape> merged_arcs(const std::vector<WallShape>& shapes) {
  std::vector<WallShape> out;
  std::vector<WallShape> arcs;
  for (const WallShape& w : shapes) (w.arc ? arcs : out).push_back(w);
  std::sort(arcs.begin(), arcs.end(), [](const WallShape& a, const WallShape& b) {
    return a.radius != b.radius ? a.radius < b.radius : a.from < b.from;
  });
  constexpr double kSame = 1e-9;
  std::vector<WallShape> merged;
  for (const WallShape& arc : arcs) {
    WallShape* last = merged.empty() ? nullptr : &merged.back();
    if (last && std::abs(last->radius - arc.radius) < kSame &&
        std::abs(last->to - arc.from) < kSame) {
      last->to = arc.to;
    } else {
      merged.push_back(arc);
    }
  }
  for (size_t first = 0; first < merged.size();) {
    size_t end = first;
    while (end < merged.size() && merged[end].radius == merged[first].radius) ++end;
    const WallShape& head = merged[first];
    const WallShape& tail = merged[end - 1];
    size_t from = first;
    size_t to = end;
    if (end - first > 1 && std::abs(tail.to - (head.from + 2 * M_PI)) < kSame) {
      WallShape whole = head;
      whole.from = tail.from - 2 * M_PI;
      out.push_back(whole);
      ++from;
      --to;
    }
    for (size_t i = from; i < to; ++i) out.push_back(merged[i]);
    first = end;
  }
  return out;
}

// A grid point's polar angle, counter-clockwise as the page shows it.
double angle_of(const GridPoint& p) { return std::atan2(-p.y, p.x); }

// An arc of the circle of `radius` from angle `from` to `to`, the short
// way round.
RouteStep ring_arc(double radius, double from, double to) {
  while (to - from > M_PI) to -= 2 * M_PI;
  while (to - from < -M_PI) to += 2 * M_PI;
  RouteStep s;
  s.arc = true;
  s.radius = radius;
  s.from = from;
  s.to_angle = to;
  s.to = {radius * std::cos(to), -radius * std::sin(to)};
  return s;
}

RouteStep line(const GridPoint& p) {
  RouteStep s;
  s.to = p;
  return s;
}

// True when b lies on the straight stretch from a to c along a grid line.
bool on_stretch(const GridPoint& a, const GridPoint& b, const GridPoint& c) {
  const bool in_line = (a.x == b.x && b.x == c.x) || (a.y == b.y && b.y == c.y);
  return in_line && (b.x - a.x) * (c.x - b.x) + (b.y - a.y) * (c.y - b.y) > 0;
}

GridPoint midpoint(const GridPoint& a, const GridPoint& b) {
  return {(a.x + b.x) / 2, (a.y + b.y) / 2};
}

}  // namespace

PagePoint on_page(const Grid& grid, const Drawing& d, const GridPoint& p) {
  const GridBox box = grid.bounds();
  return {d.grid.x + (p.x - box.x0) * d.cell, d.grid.y + (p.y - box.y0) * d.cell};
}

FigureWalls figure_walls(const Maze& maze, const WallOptions& options) {
  const Opening openings[] = {maze.entrance(), maze.exit()};
  return figure_walls(maze, openings, options);
}

FigureWalls figure_walls(const Maze& maze, std::span<const Opening> openings,
                         const WallOptions& options) {
  FigureWalls walls;
  if (maze.empty()) return walls;
  const Grid& grid = maze.grid();
  if (lattice(grid) && !options.each_wall) {
    walls.runs = wall_runs(maze, openings);
    return walls;
  }
  for (int32_t cell = 0; cell < maze.size(); ++cell) {
    if (!grid.exists(cell)) continue;
    const int sides = grid.side_count(cell);
    for (int side = 0; side < sides; ++side) {
      const int32_t next = grid.neighbour(cell, side);
      const bool stands = next == kOutside ? !is_opening(openings, cell, side)
                                           : next > cell && !maze.is_open(cell, side);
      if (stands) walls.shapes.push_back(grid.wall_shape(cell, side));
    }
  }
  if (options.merge_arcs) walls.shapes = merged_arcs(walls.shapes);
  return walls;
}

FigureWalls figure_walls(const WeaveMaze& wm, const WallOptions& options) {
  FigureWalls walls = figure_walls(wm.maze, options);
  if (wm.maze.empty()) return walls;
  for (const Crossing& c : wm.crossings) {
    const std::vector<WallShape> ink = crossing_segments(wm.maze.grid(), c);
    walls.shapes.insert(walls.shapes.end(), ink.begin(), ink.end());
  }
  return walls;
}

std::vector<WallShape> crossing_segments(const Grid& grid, const Crossing& crossing) {
  const GridPoint centre = grid.centre(crossing.cell);
  const double x = centre.x - 0.5;
  const double y = centre.y - 0.5;
  // (along, across) in the cell, `along` the over passage's way: an ew
  // crossing is the ns one with x and y swapped.
  const bool ns = crossing.over == Over::ns;
  const auto at = [&](double across, double along_over) {
    return ns ? GridPoint{x + across, y + along_over} : GridPoint{x + along_over, y + across};
  };
  const auto segment = [&](double a0, double b0, double a1, double b1) {
    WallShape w;
    w.a = at(a0, b0);
    w.b = at(a1, b1);
    return w;
  };
  constexpr double q = 0.25, e = 0.125;
  return {
      // The over walls, straight through.
      segment(q, 0, q, 1), segment(1 - q, 0, 1 - q, 1),
      // The over shoulders, on the sides the over passage crosses.
      segment(0, 0, q, 0), segment(1 - q, 0, 1, 0), segment(0, 1, q, 1), segment(1 - q, 1, 1, 1),
      // The under shoulders, on the sides the tunnel comes through.
      segment(0, 0, 0, q), segment(0, 1 - q, 0, 1), segment(1, 0, 1, q), segment(1, 1 - q, 1, 1),
      // The stubs: the tunnel's walls, stopping short of the over walls.
      segment(0, q, e, q), segment(0, 1 - q, e, 1 - q), segment(1 - e, q, 1, q),
      segment(1 - e, 1 - q, 1, 1 - q)};
}

FigureRoute figure_route(const Maze& maze, std::span<const int32_t> route, Stretches stretches) {
  if (maze.empty() || route.empty()) return {};
  const Grid& grid = maze.grid();
  const Opening& in = maze.entrance();
  const Opening& out = maze.exit();
  if (grid.kind() == GridKind::rect && stretches == Stretches::merged) {
    std::vector<GridPoint> points;
    points.reserve(route.size() + 2);
    points.push_back(grid.outside_point(in.cell, in.side));
    for (const int32_t cell : route) points.push_back(grid.centre(cell));
    points.push_back(grid.outside_point(out.cell, out.side));
    return figure_path(points, stretches);
  }
  FigureRoute path;
  path.start = grid.outside_point(in.cell, in.side);
  path.steps.reserve(route.size() + 1);
  const bool polar = grid.kind() == GridKind::polar;
  for (size_t i = 0; i < route.size(); ++i) {
    const GridPoint c = grid.centre(route[i]);
    if (i == 0 || !polar || route[i - 1] == 0 || route[i] == 0) {
      path.steps.push_back(line(c));
      continue;
    }
    const GridPoint a = grid.centre(route[i - 1]);
    const double ra = std::hypot(a.x, a.y);
    const double rc = std::hypot(c.x, c.y);
    const double from = angle_of(a);
    const double to = angle_of(c);
    if (std::abs(ra - rc) < 1e-9) {
      // A step around a polar ring follows the ring.
      path.steps.push_back(ring_arc(ra, from, to));
    } else if (std::abs(std::remainder(to - from, 2 * M_PI)) < 1e-9) {
      path.steps.push_back(line(c));
    } else if (ra < rc) {
      // Out into a split cell: round the inner ring to the outer cell's
      // angle, then straight out, clear of the wall between the outer cell
      // and its sibling.
      path.steps.push_back(ring_arc(ra, from, to));
      path.steps.push_back(line(c));
    } else {
      // In from a split cell: the same bend, walked the other way.
      path.steps.push_back(line({rc * std::cos(from), -rc * std::sin(from)}));
      path.steps.push_back(ring_arc(rc, from, to));
    }
  }
  if (out.side != kNoSide) path.steps.push_back(line(grid.outside_point(out.cell, out.side)));
  return path;
}

FigureRoute figure_route(const WeaveMaze& wm, std::span<const int32_t> route, Stretches stretches) {
  const Maze& maze = wm.maze;
  if (wm.crossings.empty() || maze.empty() || route.empty()) {
    return figure_route(maze, route, stretches);
  }
  const Grid& grid = maze.grid();
  const std::vector<int32_t> slots = crossing_slots(maze.size(), wm.crossings);
  // A masked grid's route has a corner at every cell, as figure_route's.
  const Stretches way = grid.kind() == GridKind::rect ? stretches : Stretches::each_cell;
  FigureRoute path;
  std::vector<GridPoint> piece{grid.outside_point(maze.entrance().cell, maze.entrance().side)};
  path.start = piece.front();
  const auto end_piece = [&] {
    const FigureRoute part = figure_path(piece, way);
    if (!path.steps.empty()) {
      RouteStep begin = line(piece.front());
      begin.move = true;
      path.steps.push_back(begin);
    }
    path.steps.insert(path.steps.end(), part.steps.begin(), part.steps.end());
    piece.clear();
  };
  for (size_t i = 0; i < route.size(); ++i) {
    const int32_t cell = route[i];
    const int32_t k = slots[static_cast<size_t>(cell)];
    if (k >= 0 && i > 0 && i + 1 < route.size()) {
      const GridPoint a = grid.centre(route[i - 1]);
      const GridPoint m = grid.centre(cell);
      const bool vertical = a.x == m.x;
      if (vertical != (wm.crossings[static_cast<size_t>(k)].over == Over::ns)) {
        const RouteDash under{midpoint(a, m), midpoint(m, grid.centre(route[i + 1]))};
        piece.push_back(under.from);
        end_piece();
        piece.push_back(under.to);
        path.dashed.push_back(under);
        continue;
      }
    }
    piece.push_back(grid.centre(cell));
  }
  const Opening& out = maze.exit();
  if (out.side != kNoSide) piece.push_back(grid.outside_point(out.cell, out.side));
  end_piece();
  return path;
}

FigureRoute figure_path(std::span<const GridPoint> points, Stretches stretches) {
  FigureRoute path;
  if (points.size() < 2) return path;
  path.start = points.front();
  GridPoint corner = points.front();
  for (size_t i = 1; i < points.size(); ++i) {
    const GridPoint& b = points[i];
    if (stretches == Stretches::merged && i + 1 < points.size() &&
        on_stretch(corner, b, points[i + 1])) {
      continue;
    }
    path.steps.push_back(line(b));
    corner = b;
  }
  return path;
}

}  // namespace mazebook
