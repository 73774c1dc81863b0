#include "proof/book/art_shape.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <memory>

#include "proof/book/shape_mazes.h"
#include "proof/drawings/legibility.h"
#include "proof/drawings/shape_area.h"
#include "proof/topology/shape_proof.h"

namespace mazeproof {

namespace {

// An outline agrees with a recorded box to this, points.
constexpr double kBoxTolerancePt = 1.0;

// The grid's bounds where `placement` puts them, points.
Box placed_bounds(const GridBounds& b, const Placement& placement) {
  const Point a = placement.to_page({b.x0, b.y0});
  const Point c = placement.to_page({b.x1, b.y1});
  return Box::of(a.x, a.y, c.x, c.y);
}

// How far apart two boxes' corners lie, at most, points.
double corner_gap(const Box& a, const Box& b) {
  return std::max(
      {std::abs(a.x0 - b.x0), std::abs(a.y0 - b.y0), std::abs(a.x1 - b.x1), std::abs(a.y1 - b.y1)});
}

// The first passage difference between the drawing and the record, and
// how many there are, as one line; empty when none.
std::string passage_differences(const GridMaze& drawn, const GridMaze& listed,
                                const std::vector<PossibleWall>& walls) {
  std::string first;
  size_t count = 0;
  for (const PossibleWall& w : walls) {
    if (w.other == kOutside) continue;
    const bool a = ((drawn.open[static_cast<size_t>(w.cell)] >> w.side) & 1u) != 0;
    const bool b = ((listed.open[static_cast<size_t>(w.cell)] >> w.side) & 1u) != 0;
    if (a == b) continue;
    if (count++ == 0) {
      first = wall_name(drawn.grid, w) + ": " + (a ? "passage" : "wall") + " in the PDF, " +
              (b ? "passage" : "wall") + " in book.json";
    }
  }
  if (count > 1) first += " (and " + std::to_string(count - 1) + " more passage difference(s))";
  return first;
}

}  // namespace

std::optional<size_t> nearest_drawing(const ShapeRecord& record,
                                      const std::vector<const MazeDrawing*>& candidates) {
  const Box listed = placed_bounds(GridShapes(record.maze.grid).bounds(), record.placement);
  std::optional<size_t> best;
  double best_gap = 0;
  for (size_t i = 0; i < candidates.size(); ++i) {
    const double gap = corner_gap(candidates[i]->outline, listed);
    if (!best || gap < best_gap) {
      best = i;
      best_gap = gap;
    }
  }
  return best;
}

ShapeDrawingProof prove_art_drawing(const ManifestArt& art, const MazeDrawing& drawing) {
  const ShapeRecord& record = *art.shape;
  return prove_shape_drawing(drawing.walls, GridShapes(record.maze.grid), record.maze.entrance,
                             record.maze.exit);
}

bool shows_art(const ManifestArt& art, const ShapeDrawingProof& p) {
  return p.ok && p.manifest_problems.empty() &&
         passage_differences(*p.maze, art.shape->maze, p.walls.walls).empty();
}

ShapedArt report_art(const ManifestArt& art, const MazeDrawing& drawing, const ShapeDrawingProof& p,
                     const std::string& at, Check& check) {
  ShapedArt out;
  const ShapeRecord& record = *art.shape;
  const GridShapes shapes(record.maze.grid);
  for (const std::string& problem : p.drawing_problems) check.fail(at + problem);
  if (!p.ok) return out;
  for (const std::string& problem : p.proof_problems) check.fail(at + problem);
  out.perfect = p.proof_problems.empty() && p.proof.proved;

  // The record against the drawing: where, how wide, which openings and
  // passages.
  char buffer[200];
  if (art.placed) {
    const double gap = placement_gap(p.placement, record.placement, shapes.bounds());
    if (!(gap <= kPlacementTolerance)) {
      std::snprintf(buffer, sizeof buffer,
                    "placement in book.json lies %.3f units from where the walls are drawn "
                    "(fitted: origin (%.2f, %.2f) pt, unit %.3f pt)",
                    std::min(gap, 1e9), p.placement.x, p.placement.y, p.placement.unit);
      check.fail(at + buffer);
    }
    if (!(std::abs(record.wall_pt - drawing.wall_width) <= 0.01)) {
      std::snprintf(buffer, sizeof buffer,
                    "placement.wall_pt %.2f in book.json, walls drawn %.2f pt wide", record.wall_pt,
                    drawing.wall_width);
      check.fail(at + buffer);
    }
  }
  const Box outline = placed_bounds(shapes.bounds(), p.placement);
  if (art.box_pt && corner_gap(outline, *art.box_pt) > kBoxTolerancePt) {
    const Box& b = *art.box_pt;
    std::snprintf(buffer, sizeof buffer,
                  "drawn at (%.1f, %.1f)-(%.1f, %.1f) pt, not (%.1f, %.1f)-(%.1f, %.1f) pt as "
                  "book.json says",
                  outline.x0, outline.y0, outline.x1, outline.y1, b.x0, b.y0, b.x1, b.y1);
    check.fail(at + buffer);
  }
  for (const std::string& problem : p.manifest_problems) check.fail(at + problem);
  const std::string differences = passage_differences(*p.maze, record.maze, p.walls.walls);
  if (!differences.empty()) check.fail(at + differences);

  // Legible for the kind's corridor, no two walls too close to read.
  const double corridor_pt = p.placement.unit * shapes.corridor();
  for (const std::string& problem :
       legibility_problems(drawing.wall_width, drawing.thinnest_wall, corridor_pt, p.gaps))
    check.fail(at + problem);

  // What the renderer must show: every drawn wall dark, the rest of the
  // grid's area light.
  auto render = std::make_shared<ShapeRender>();
  render->area =
      std::make_shared<const ShapeArea>(record.maze.grid, p.placement, drawing.wall_width, false);
  for (size_t i = 0; i < p.walls.walls.size(); ++i) {
    if (p.walls.state[i] == WallState::drawn)
      render->drawn.push_back({p.walls.walls[i].cell, p.walls.walls[i].side});
  }
  render->outline = outline;
  render->corridor_pt = corridor_pt;
  RenderJob job;
  job.thinnest_wall = drawing.thinnest_wall;
  job.widest_wall = drawing.wall_width;
  job.where = at;
  job.shape = std::move(render);
  out.job = std::move(job);
  return out;
}

}  // namespace mazeproof
