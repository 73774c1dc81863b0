// The grid kinds against their definitions (src/maze/README.md, "Grids"):
// exact neighbours, ring counts, symmetry of every neighbour relation, each
// wall stored once and seen alike from both sides, outside sides, the
// corner openings, and the limits.

#include "maze/grids.h"

#include <gtest/gtest.h>

#include <cmath>
#include <set>
#include <string>
#include <vector>

#include "maze/grids/kinds.h"
#include "maze/grids/rect_grid.h"
#include "maze/open_grid.h"

namespace {

using mazebook::GridKind;
using mazebook::GridPtr;
using mazebook::GridSpec;
using mazebook::kOutside;

GridSpec spec_of(GridKind kind, int a, int b = 0) {
  GridSpec spec;
  spec.kind = kind;
  if (kind == GridKind::polar) {
    spec.rings = a;
  } else {
    spec.columns = a;
    spec.rows = b;
  }
  return spec;
}

std::vector<GridPtr> sample_grids() {
  GridSpec mask;
  mask.kind = GridKind::masked;
  mask.mask = {".XXX.", "XX.XX", "XXXXX", ".X.X."};
  return {mazebook::make_grid(spec_of(GridKind::rect, 5, 4)),
          mazebook::make_grid(spec_of(GridKind::rect, 1, 1)),
          mazebook::make_grid(spec_of(GridKind::hex, 6, 5)),
          mazebook::make_grid(spec_of(GridKind::hex, 1, 3)),
          mazebook::make_grid(spec_of(GridKind::triangle, 7, 4)),
          mazebook::make_grid(spec_of(GridKind::triangle, 1, 1)),
          mazebook::make_grid(spec_of(GridKind::polar, 2)),
          mazebook::make_grid(spec_of(GridKind::polar, 7)),
          mazebook::make_grid(mask)};
}

bool near(const mazebook::GridPoint& a, const mazebook::GridPoint& b) {
  return std::abs(a.x - b.x) < 1e-9 && std::abs(a.y - b.y) < 1e-9;
}

// A wall's two ends (arcs included), to compare a wall seen from both sides.
std::pair<mazebook::GridPoint, mazebook::GridPoint> ends(const mazebook::WallShape& w) {
  if (!w.arc) return {w.a, w.b};
  return {{w.radius * std::cos(w.from), -w.radius * std::sin(w.from)},
          {w.radius * std::cos(w.to), -w.radius * std::sin(w.to)}};
}

TEST(Grids, EveryNeighbourRelationIsSymmetricAndEachWallStoredOnce) {
  for (const GridPtr& grid : sample_grids()) {
    SCOPED_TRACE(grid->name());
    std::set<std::pair<int32_t, int>> stored;  // (owner, bit) of every inner wall
    int64_t sides_inside = 0;
    int32_t cells = 0;
    for (int32_t cell = 0; cell < grid->size(); ++cell) {
      if (!grid->exists(cell)) continue;
      ++cells;
      for (int side = 0; side < grid->side_count(cell); ++side) {
        const int32_t next = grid->neighbour(cell, side);
        if (next == kOutside) continue;
        ++sides_inside;
        ASSERT_TRUE(grid->exists(next));
        const int back = grid->back_side(cell, side);
        EXPECT_EQ(grid->neighbour(next, back), cell) << cell << " side " << side;
        const mazebook::WallRef ref = grid->wall_ref(cell, side);
        const mazebook::WallRef other = grid->wall_ref(next, back);
        EXPECT_EQ(ref.owner, other.owner) << cell << " side " << side;
        EXPECT_EQ(ref.bit, other.bit) << cell << " side " << side;
        EXPECT_LT(ref.bit, grid->wall_bits());
        EXPECT_TRUE(ref.owner == cell || ref.owner == next);
        stored.insert({ref.owner, ref.bit});
        // The same wall, drawn from either side.
        const auto [a1, b1] = ends(grid->wall_shape(cell, side));
        const auto [a2, b2] = ends(grid->wall_shape(next, back));
        EXPECT_TRUE((near(a1, a2) && near(b1, b2)) || (near(a1, b2) && near(b1, a2)))
            << cell << " side " << side;
      }
    }
    EXPECT_EQ(cells, grid->cells());
    // Every inner wall once: two sides see it, one bit holds it.
    EXPECT_EQ(static_cast<int64_t>(stored.size()) * 2, sides_inside);
  }
}

TEST(Grids, LinksAreTheSidesWithANeighbourInSideOrder) {
  for (const GridPtr& grid : sample_grids()) {
    SCOPED_TRACE(grid->name());
    mazebook::Link links[mazebook::kMaxSides];
    for (int32_t cell = 0; cell < grid->size(); ++cell) {
      if (!grid->exists(cell)) continue;
      const int n = grid->links(cell, links);
      int k = 0;
      for (int side = 0; side < grid->side_count(cell); ++side) {
        const int32_t next = grid->neighbour(cell, side);
        if (next == kOutside) continue;
        ASSERT_LT(k, n);
        EXPECT_EQ(links[k].side, side);
        EXPECT_EQ(links[k].cell, next);
        ++k;
      }
      EXPECT_EQ(k, n);
    }
  }
}

TEST(Grids, CornerOpeningsFaceTheOutside) {
  for (const GridPtr& grid : sample_grids()) {
    SCOPED_TRACE(grid->name());
    for (const mazebook::Opening& o : {grid->first_opening(), grid->last_opening()}) {
      EXPECT_TRUE(grid->exists(o.cell));
      EXPECT_TRUE(grid->is_outer(o.cell, o.side));
    }
  }
}

TEST(Grids, HexNeighboursAsDefined) {
  const GridPtr hex = mazebook::make_grid(spec_of(GridKind::hex, 4, 4));
  const auto at = [](int x, int y) { return y * 4 + x; };
  // Even column x = 2, y = 1: (2,0) (3,0) (3,1) (2,2) (1,1) (1,0).
  const int32_t even[6] = {at(2, 0), at(3, 0), at(3, 1), at(2, 2), at(1, 1), at(1, 0)};
  // Odd column x = 1, y = 1: (1,0) (2,1) (2,2) (1,2) (0,2) (0,1).
  const int32_t odd[6] = {at(1, 0), at(2, 1), at(2, 2), at(1, 2), at(0, 2), at(0, 1)};
  for (int side = 0; side < 6; ++side) {
    EXPECT_EQ(hex->neighbour(at(2, 1), side), even[side]) << side;
    EXPECT_EQ(hex->neighbour(at(1, 1), side), odd[side]) << side;
  }
  EXPECT_EQ(hex->neighbour(at(0, 0), 5), kOutside);
  EXPECT_EQ(hex->neighbour(at(3, 3), 2), kOutside);  // odd column, bottom row
}

TEST(Grids, TriangleNeighboursAsDefined) {
  const GridPtr tri = mazebook::make_grid(spec_of(GridKind::triangle, 5, 3));
  // (2, 0) points up (2 + 0 even): its third side leads down to (2, 1).
  EXPECT_EQ(tri->neighbour(2, 2), 7);
  // (3, 0) points down: its third side faces the top of the grid.
  EXPECT_EQ(tri->neighbour(3, 2), kOutside);
  // (2, 1) points down: up to (2, 0).
  EXPECT_EQ(tri->neighbour(7, 2), 2);
  EXPECT_EQ(tri->neighbour(5, 0), kOutside);
  EXPECT_EQ(tri->neighbour(5, 1), 6);
}

TEST(Grids, PolarRingsSplitAsTheRuleSays) {
  EXPECT_EQ(mazebook::polar_ring_counts(9),
            (std::vector<int32_t>{1, 6, 12, 24, 24, 24, 48, 48, 48}));
  const GridPtr polar = mazebook::make_grid(spec_of(GridKind::polar, 4));
  EXPECT_EQ(polar->cells(), 1 + 6 + 12 + 24);
  // The centre touches every ring-1 cell.
  EXPECT_EQ(polar->side_count(0), 6);
  for (int side = 0; side < 6; ++side) EXPECT_EQ(polar->neighbour(0, side), 1 + side);
  // Ring 2 cell i (index 7 + i) goes in to ring-1 cell floor(i * 6 / 12).
  for (int i = 0; i < 12; ++i) EXPECT_EQ(polar->neighbour(7 + i, 2), 1 + i / 2) << i;
  // Clockwise and counter-clockwise wrap round the ring.
  EXPECT_EQ(polar->neighbour(7, 0), 18);
  EXPECT_EQ(polar->neighbour(18, 1), 7);
  // The outer ring faces the outside.
  EXPECT_TRUE(polar->is_outer(19, 3));
  EXPECT_FALSE(polar->is_outer(7, 3));
  EXPECT_EQ(polar->centre_goal().cell, 0);
}

TEST(Grids, OpenDistanceFormulasAgreeWithASearch) {
  for (const GridPtr& grid : {mazebook::make_grid(spec_of(GridKind::rect, 6, 4)),
                              mazebook::make_grid(spec_of(GridKind::hex, 7, 6))}) {
    SCOPED_TRACE(grid->name());
    for (int32_t a = 0; a < grid->size(); ++a) {
      const std::vector<int32_t> d = mazebook::open_distances_from(*grid, a);
      for (int32_t b = 0; b < grid->size(); ++b) {
        EXPECT_EQ(grid->open_distance_formula(a, b), d[b]) << a << " to " << b;
      }
    }
  }
}

TEST(Grids, BoundaryDiameterIsTheFarthestPairOfOutsideCells) {
  for (const GridPtr& grid : sample_grids()) {
    SCOPED_TRACE(grid->name());
    int64_t best = 0;
    for (int32_t a = 0; a < grid->size(); ++a) {
      if (!grid->exists(a) || !grid->on_boundary(a)) continue;
      const std::vector<int32_t> d = mazebook::open_distances_from(*grid, a);
      for (int32_t b = 0; b < grid->size(); ++b) {
        if (grid->exists(b) && grid->on_boundary(b)) best = std::max<int64_t>(best, d[b]);
      }
    }
    EXPECT_EQ(grid->boundary_diameter(), best);
  }
}

TEST(Grids, ProblemsAreNamed) {
  EXPECT_EQ(mazebook::grid_spec_problem(spec_of(GridKind::polar, 0)),
            "rings: expected 2 to 2000, got 0");
  EXPECT_EQ(mazebook::grid_spec_problem(spec_of(GridKind::polar, 2001)),
            "rings: expected 2 to 2000, got 2001");
  EXPECT_EQ(mazebook::grid_spec_problem(spec_of(GridKind::hex, 0, 3)),
            "columns: expected 1 to 10000, got 0");
  EXPECT_EQ(mazebook::grid_spec_problem(spec_of(GridKind::triangle, 3, 10001)),
            "rows: expected 1 to 10000, got 10001");
  EXPECT_EQ(mazebook::grid_spec_problem(spec_of(GridKind::rect, 10000, 10001)),
            "rows: expected 1 to 10000, got 10001");
  GridSpec mask;
  mask.kind = GridKind::masked;
  EXPECT_EQ(mazebook::grid_spec_problem(spec_of(GridKind::triangle, 1, 2)),
            "columns: a triangle grid of one column falls apart into pairs; expected at least 2");
  EXPECT_EQ(mazebook::grid_spec_problem(spec_of(GridKind::triangle, 1, 1)), "");
  mask.mask = {"...", "..."};
  EXPECT_EQ(mazebook::grid_spec_problem(mask), "mask: has no cells");
  mask.mask = {"X..", ".X"};
  EXPECT_EQ(mazebook::grid_spec_problem(mask), "mask: row 2 has 2 columns, row 1 has 3");
  mask.mask = {"X.o"};
  EXPECT_EQ(mazebook::grid_spec_problem(mask),
            "mask: row 1, column 3: expected 'X' (a cell) or '.' (none)");
}

TEST(Grids, AMaskKeepsItsLargestPieceOnly) {
  GridSpec mask;
  mask.kind = GridKind::masked;
  // A 3-cell piece, a 4-cell piece, and a cell touching it only at a corner.
  mask.mask = {"XXX..", ".....", "XX..X", "XX.X."};
  int32_t dropped = 0;
  const GridPtr grid = mazebook::make_grid(mask, &dropped);
  EXPECT_EQ(grid->cells(), 4);
  EXPECT_EQ(dropped, 5);
  EXPECT_EQ(*grid->mask(), (std::vector<std::string>{".....", ".....", "XX...", "XX..."}));
}

}  // namespace

namespace {

// The rectangle's division-free column is cell % columns for every width
// and for cells up to the largest grid.
TEST(RectTopology, ColumnIsTheRemainderWithoutADivision) {
  for (int columns : {1, 2, 3, 7, 16, 1000, 4096, 9999, 10000}) {
    const mazebook::RectTopology t(columns, 1);
    for (int32_t cell = 0; cell < 100'000'000; cell = cell * 3 + 1) {
      for (int32_t c : {cell, cell + columns - 1, cell + columns}) {
        ASSERT_EQ(t.column(c), c % columns) << columns << " " << c;
      }
    }
    for (int32_t c = 0; c < 20000; ++c) ASSERT_EQ(t.column(c), c % columns) << columns;
  }
}

}  // namespace
