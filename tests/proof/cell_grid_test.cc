// The verifier's own arithmetic of the grid kinds (README.md "The maze
// JSON"), checked against the rules as written, and the walk and proof
// over it.

#include "proof/model/cell_grid.h"

#include <gtest/gtest.h>

#include <set>
#include <utility>

namespace mazeproof {
namespace {

std::vector<CellGrid> sample_grids() {
  return {CellGrid::rect(5, 4),     CellGrid::masked({".XX.", "XXXX", "X.XX", ".XX."}),
          CellGrid::polar(2),       CellGrid::polar(7),
          CellGrid::hex(5, 4),      CellGrid::hex(1, 3),
          CellGrid::triangle(6, 3), CellGrid::triangle(2, 1)};
}

TEST(CellGrid, PolarRingsFollowTheRoundingRule) {
  // count(r) = count(r-1) * round(2 pi r / count(r-1)): 1, 6, 12, 24, 24, 24, 48.
  const CellGrid g = CellGrid::polar(7);
  EXPECT_EQ(g.size(), 1 + 6 + 12 + 24 + 24 + 24 + 48);
  EXPECT_EQ(g.side_count(0), 6);
  // Ring 1 cell 2 (index 3): clockwise 2, counter-clockwise 4, inward the
  // centre, outward the two cells 7 + 2*2 and 7 + 2*2 + 1 of ring 2.
  EXPECT_EQ(g.side_count(3), 5);
  EXPECT_EQ(g.neighbour(3, 0), 2);
  EXPECT_EQ(g.neighbour(3, 1), 4);
  EXPECT_EQ(g.neighbour(3, 2), 0);
  EXPECT_EQ(g.neighbour(3, 3), 11);
  EXPECT_EQ(g.neighbour(3, 4), 12);
  // Ring 1 wraps: cell 0 of the ring (index 1) has cell 5 (index 6) clockwise.
  EXPECT_EQ(g.neighbour(1, 0), 6);
  EXPECT_EQ(g.neighbour(6, 1), 1);
  // Ring 3 (24 cells, index 19 on) to ring 4 (24): one cell outward;
  // ring 2 cell 5 (index 12) lies inward of ring 3 cells 10 and 11.
  EXPECT_EQ(g.side_count(19), 4);
  EXPECT_EQ(g.neighbour(19 + 10, 2), 12);
  EXPECT_EQ(g.neighbour(19 + 11, 2), 12);
  // The outer ring's side 3 faces the outside.
  const int outer = g.size() - 48;
  EXPECT_EQ(g.side_count(outer), 4);
  EXPECT_EQ(g.neighbour(outer, 3), kOutside);
  EXPECT_EQ(g.neighbour(outer, 2), outer - 24);
  EXPECT_EQ(g.cell_name(outer + 5), "cell " + std::to_string(outer + 5) + " (ring 6, 5)");
}

TEST(CellGrid, HexNeighboursByColumnParity) {
  const CellGrid g = CellGrid::hex(4, 4);
  const auto at = [&](int x, int y) { return y * 4 + x; };
  // Even column (2,1): top, top right (3,0), bottom right (3,1), bottom,
  // bottom left (1,1), top left (1,0).
  const int even[6] = {at(2, 0), at(3, 0), at(3, 1), at(2, 2), at(1, 1), at(1, 0)};
  // Odd column (1,1): top right (2,1), bottom right (2,2), bottom left
  // (0,2), top left (0,1).
  const int odd[6] = {at(1, 0), at(2, 1), at(2, 2), at(1, 2), at(0, 2), at(0, 1)};
  for (int side = 0; side < 6; ++side) {
    EXPECT_EQ(g.neighbour(at(2, 1), side), even[side]) << side;
    EXPECT_EQ(g.neighbour(at(1, 1), side), odd[side]) << side;
  }
  EXPECT_EQ(g.neighbour(at(0, 0), 5), kOutside);
  EXPECT_EQ(g.neighbour(at(3, 3), 2), kOutside);  // odd column, bottom row
  EXPECT_EQ(g.name(), "hex:4x4");
}

TEST(CellGrid, TrianglesPointUpAndDown) {
  const CellGrid g = CellGrid::triangle(4, 2);
  EXPECT_EQ(g.neighbour(0, 2), 4);         // (0,0) points up: below it (0,1)
  EXPECT_EQ(g.neighbour(4, 2), 0);         // (0,1) points down: above it (0,0)
  EXPECT_EQ(g.neighbour(1, 2), kOutside);  // (1,0) points down, nothing above
  EXPECT_EQ(g.neighbour(5, 2), kOutside);  // (1,1) points up, nothing below
  EXPECT_EQ(g.neighbour(0, 0), kOutside);
  EXPECT_EQ(g.neighbour(2, 1), 3);
  EXPECT_EQ(g.bit_side(1, 1), -1);  // a down cell stores no bottom
  EXPECT_EQ(g.bit_side(0, 1), 2);
}

TEST(CellGrid, MissingCellsFaceOutside) {
  const CellGrid g = CellGrid::masked({"XXX", "X.X", "XXX"});
  EXPECT_EQ(g.size(), 9);
  EXPECT_EQ(g.cells(), 8);
  EXPECT_FALSE(g.exists(4));
  EXPECT_EQ(g.neighbour(1, 2), kOutside);
  EXPECT_EQ(g.neighbour(3, 1), kOutside);
  EXPECT_EQ(g.neighbour(3, 0), 0);
  EXPECT_EQ(g.name(), "masked:3x3");
  EXPECT_EQ(CellGrid::rect(16, 20).name(), "16x20");
}

// Every side with a neighbour has one facing back, and the formula for it
// agrees with a search.
TEST(CellGrid, SidesFaceBack) {
  for (const CellGrid& g : sample_grids()) {
    for (int cell = 0; cell < g.size(); ++cell) {
      if (!g.exists(cell)) continue;
      for (int side = 0; side < g.side_count(cell); ++side) {
        const int other = g.neighbour(cell, side);
        if (other == kOutside) continue;
        ASSERT_TRUE(g.exists(other));
        EXPECT_EQ(g.neighbour(other, g.back_side(cell, side)), cell)
            << g.name() << " " << g.cell_name(cell) << " side " << side;
        EXPECT_EQ(g.side_towards(other, cell), g.back_side(cell, side));
      }
    }
  }
}

// The bits of "passage_bits" name every wall between two cells exactly once.
TEST(CellGrid, WallBitsNameEveryWallOnce) {
  for (const CellGrid& g : sample_grids()) {
    std::set<std::pair<int, int>> walls, named;
    for (int cell = 0; cell < g.size(); ++cell) {
      if (!g.exists(cell)) continue;
      for (int side = 0; side < g.side_count(cell); ++side) {
        const int other = g.neighbour(cell, side);
        if (other != kOutside) walls.insert(std::minmax(cell, other));
      }
      for (int bit = 0; bit < g.wall_bits(); ++bit) {
        const int side = g.bit_side(cell, bit);
        if (side < 0 || g.neighbour(cell, side) == kOutside) continue;
        EXPECT_TRUE(named.insert(std::minmax(cell, g.neighbour(cell, side))).second) << g.name();
      }
    }
    EXPECT_EQ(named, walls) << g.name();
  }
}

}  // namespace
}  // namespace mazeproof
