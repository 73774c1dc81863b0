// The verifier's own arithmetic of the grid kinds (README.md "The maze
// JSON"), checked against the rules as written, and the walk and proof
// over it.

#include "proof/model/cell_grid.h"

#include <gtest/gtest.h>

#include <set>
#include <utility>

#include "proof/topology/grid_proof.h"

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

// A corridor a million cells long: the walk neither recurses nor queues.
TEST(GridProof, MillionCellCorridor) {
  const int side = 1000;
  GridMaze maze(CellGrid::rect(side, side));
  for (int y = 0; y < side; ++y) {
    for (int x = 0; x + 1 < side; ++x) maze.join(y * side + x, 1);
    // Down at the right end of even rows, at the left end of odd ones.
    if (y + 1 < side) maze.join(y * side + (y % 2 == 0 ? side - 1 : 0), 2);
  }
  maze.entrance = {0, 0};
  maze.exit = {side * side - side, 2};  // the corridor ends at the bottom left
  const GridProof proof = prove_grid_maze(maze);
  EXPECT_TRUE(proof.perfect);
  EXPECT_EQ(proof.route_length, int64_t{side} * side - 1);
  EXPECT_EQ(proof.forks, 0);
}

TEST(GridProof, OpeningsThatDoNotFaceOut) {
  GridMaze maze(CellGrid::rect(1, 1));
  maze.entrance = {0, -1};
  maze.exit = {0, -1};
  EXPECT_EQ(prove_grid_maze(maze).problems,
            std::vector<std::string>{"the entrance, cell 0 (0,0), names no side: it must face "
                                     "the outside"});
  maze.entrance = {0, 3};
  maze.exit = {0, 3};
  EXPECT_EQ(
      prove_grid_maze(maze).problems,
      std::vector<std::string>{"the entrance and the exit are the same opening, side 3 of cell 0 "
                               "(0,0)"});
  maze.exit = {0, 1};
  EXPECT_TRUE(prove_grid_maze(maze).perfect);
}

TEST(GridProof, LoopsCountedAndTheFirstNamed) {
  // Every wall of a 3x3 rectangle open: 12 passages, 9 cells, 4 loops. In
  // sorted order [0,1], [0,3], [1,2], [1,4], [2,5] join cells; [3,4] is the
  // first whose ends are joined already.
  GridMaze maze(CellGrid::rect(3, 3));
  for (int cell = 0; cell < 9; ++cell) {
    if (cell % 3 < 2) maze.join(cell, 1);
    if (cell < 6) maze.join(cell, 2);
  }
  maze.entrance = {0, 0};
  maze.exit = {8, 2};
  const GridProof proof = prove_grid_maze(maze);
  EXPECT_FALSE(proof.perfect);
  EXPECT_EQ(proof.loops, 4);
  EXPECT_EQ(proof.route_length, 0);
  EXPECT_EQ(proof.problems, std::vector<std::string>{"4 loops, first closed by the passage "
                                                     "between cell 3 (0,1) and cell 4 (1,1)"});
}

}  // namespace
}  // namespace mazeproof
