#include "book/sample_plan.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "base/error.h"

namespace mazebook {

namespace {

PlacedMark sample_mark(const Grid& grid, const Opening& o, bool start) {
  PlacedMark m;
  m.start = start;
  if (o.side == kNoSide) {
    const GridPoint c = grid.centre(o.cell);
    m.kind = PlacedMark::Kind::centre_dot;
    m.dot = {c.x, c.y};
    m.dot_radius = kSampleGoalRadius;
    return m;
  }
  m.arrow = arrow_at_outside_point(grid, o, kSampleArrow, start);
  return m;
}

}  // namespace

SamplePlan plan_sample(const Maze& maze, int cell_pixels) {
  const Grid& grid = maze.grid();
  SamplePlan plan;
  plan.bounds = grid.bounds();
  const GridBox& box = plan.bounds;
  const double span = std::max(box.x1 - box.x0, box.y1 - box.y0);
  if (span > kMaxPngSide) {
    throw Error("png: at most " + std::to_string(kMaxPngSide) + " cells a side, got " +
                std::to_string(static_cast<int64_t>(std::ceil(span))));
  }
  plan.unit = cell_pixels > 0 ? cell_pixels : std::clamp(static_cast<int>(800 / span), 2, 40);
  plan.width = static_cast<int>(std::lround((box.x1 - box.x0 + 2 * plan.margin) * plan.unit));
  plan.height = static_cast<int>(std::lround((box.y1 - box.y0 + 2 * plan.margin) * plan.unit));
  plan.start = sample_mark(grid, maze.entrance(), true);
  plan.finish = sample_mark(grid, maze.exit(), false);
  return plan;
}

}  // namespace mazebook
