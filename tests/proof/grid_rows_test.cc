// The row-at-a-time forms of the rendered check's per-pixel tests
// (model/grid_shapes.h fill_inside, model/grid_distance.h capsule_span)
// pick exactly the pixels the per-pixel tests pick, on every kind.

#include <gtest/gtest.h>

#include <random>

#include "proof/model/cell_grid.h"
#include "proof/model/grid_distance.h"
#include "proof/model/grid_shapes.h"

namespace mazeproof_test {
namespace {

using mazeproof::CellGrid;
using mazeproof::GridPoint;
using mazeproof::GridShapes;

TEST(GridRows, FillInsideIsInsideOfEveryPixel) {
  const std::vector<CellGrid> grids = {CellGrid::rect(5, 4),
                                       CellGrid::masked({"X.X", "XXX", ".X."}), CellGrid::polar(4),
                                       CellGrid::hex(4, 3), CellGrid::triangle(6, 3)};
  for (const CellGrid& grid : grids) {
    const GridShapes shapes(grid);
    int inside = 0;
    // Rows on and between cell edges, pixels on and beside the bounds.
    for (double y = -5.25; y <= 5.25; y += 0.125) {
      const int n = 120;
      const double x0 = -5.0, step = 0.0875;
      std::vector<uint8_t> row(n, 0);
      shapes.fill_inside(y, x0, step, n, row.data(), 7);
      for (int k = 0; k < n; ++k) {
        const bool expected = shapes.inside({x0 + k * step, y});
        EXPECT_EQ(row[static_cast<size_t>(k)] == 7, expected)
            << grid.name() << " at (" << x0 + k * step << ", " << y << ")";
        inside += expected ? 1 : 0;
      }
    }
    EXPECT_GT(inside, 100) << grid.name();
  }
}

TEST(GridRows, CapsuleSpanHoldsThePointsWithinReach) {
  std::mt19937 random(7);
  std::uniform_real_distribution<double> coordinate(-3, 3), reach(0.05, 1.5);
  int hits = 0;
  for (int trial = 0; trial < 300; ++trial) {
    GridPoint a{coordinate(random), coordinate(random)};
    GridPoint b = trial % 5 == 0 ? a : GridPoint{coordinate(random), coordinate(random)};
    if (trial % 7 == 0) b.y = a.y;  // level, as most walls are
    if (trial % 11 == 0) b.x = a.x;
    const double r = reach(random);
    for (double y = -5; y <= 5; y += 0.0625) {
      double lo = 0, hi = 0;
      const bool any = mazeproof::capsule_span(a, b, r, y, lo, hi);
      for (double x = -5; x <= 5; x += 0.03125) {
        const double d = mazeproof::point_segment_distance({x, y}, a, b);
        if (std::abs(d - r) < 1e-9) continue;  // on the edge: rounding decides
        const bool near = d <= r;
        EXPECT_EQ(any && x >= lo && x <= hi, near)
            << "segment (" << a.x << ", " << a.y << ")-(" << b.x << ", " << b.y << ") r " << r
            << " at (" << x << ", " << y << ")";
        hits += near ? 1 : 0;
      }
    }
  }
  EXPECT_GT(hits, 10000);
}

}  // namespace
}  // namespace mazeproof_test
