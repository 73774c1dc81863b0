// The one proof of a tree (forest_proof.h) on hand-made grids: a perfect
// maze is one tree with its route measured; a loop, a cut-off cell and a
// missing route are named; k entrances expect k trees, one holding the
// exit; floors are joined by their stairs; a picture's grid names its
// cells as pictures do.

#include "proof/topology/forest_proof.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace mazeproof {
namespace {

// A corridor a million cells long: the walk neither recurses nor queues.
TEST(ForestProof, MillionCellCorridor) {
  const int side = 1000;
  GridMaze maze(CellGrid::rect(side, side));
  for (int y = 0; y < side; ++y) {
    for (int x = 0; x + 1 < side; ++x) maze.join(y * side + x, 1);
    // Down at the right end of even rows, at the left end of odd ones.
    if (y + 1 < side) maze.join(y * side + (y % 2 == 0 ? side - 1 : 0), 2);
  }
  maze.entrance = {0, 0};
  maze.exit = {side * side - side, 2};  // the corridor ends at the bottom left
  const ForestProof proof = prove_perfect(maze);
  EXPECT_TRUE(proof.proved);
  EXPECT_EQ(proof.trees, 1);
  EXPECT_EQ(proof.route_length, int64_t{side} * side - 1);
  EXPECT_EQ(proof.forks, 0);
}

TEST(ForestProof, OpeningsThatDoNotFaceOut) {
  GridMaze maze(CellGrid::rect(1, 1));
  maze.entrance = {0, -1};
  maze.exit = {0, -1};
  EXPECT_EQ(prove_perfect(maze).problems,
            std::vector<std::string>{"the entrance, cell 0 (0,0), names no side: it must face "
                                     "the outside"});
  maze.entrance = {0, 3};
  maze.exit = {0, 3};
  EXPECT_EQ(
      prove_perfect(maze).problems,
      std::vector<std::string>{"the entrance and the exit are the same opening, side 3 of cell 0 "
                               "(0,0)"});
  maze.exit = {0, 1};
  EXPECT_TRUE(prove_perfect(maze).proved);
}

// Every wall of a 3x3 rectangle open: 12 passages, 9 cells, 4 loops.
GridMaze all_open() {
  GridMaze maze(CellGrid::rect(3, 3));
  for (int cell = 0; cell < 9; ++cell) {
    if (cell % 3 < 2) maze.join(cell, 1);
    if (cell < 6) maze.join(cell, 2);
  }
  maze.entrance = {0, 0};
  maze.exit = {8, 2};
  return maze;
}

TEST(ForestProof, LoopsCountedAndTheFirstNamed) {
  // In sorted order [0,1], [0,3], [1,2], [1,4], [2,5] join cells; [3,4] is
  // the first whose ends are joined already.
  const ForestProof proof = prove_perfect(all_open());
  EXPECT_FALSE(proof.proved);
  EXPECT_EQ(proof.loops, 4);
  EXPECT_EQ(proof.route_length, 0);
  EXPECT_EQ(proof.problems, std::vector<std::string>{"4 loops, first closed by the passage "
                                                     "between cell 3 (0,1) and cell 4 (1,1)"});
}

TEST(ForestProof, APictureGridNamesCellsAsPicturesDo) {
  GridMaze maze = all_open();
  maze.grid = maze.grid.with_picture_names();
  EXPECT_EQ(prove_perfect(maze).problems,
            std::vector<std::string>{"4 loops, first closed by the passage between cell (0,1) "
                                     "and cell (1,1)"});
}

// A 3 x 2 rectangle cut into two trees by the wall between its columns 0
// and 1: {0, 3} and {1, 2, 4, 5}.
GridMaze two_trees() {
  GridMaze maze(CellGrid::rect(3, 2));
  maze.join(0, 2);  // 0-3
  maze.join(1, 1);  // 1-2
  maze.join(1, 2);  // 1-4
  maze.join(4, 1);  // 4-5
  return maze;
}

TEST(ForestProof, CellsCutOffAndNoRoute) {
  const GridMaze maze = two_trees();
  const ForestProof proof = prove_forest(Places(maze.grid, maze.open), {0}, 5);
  EXPECT_FALSE(proof.proved);
  EXPECT_EQ(proof.trees, 2);
  EXPECT_EQ(proof.loops, 0);
  EXPECT_EQ(proof.problems,
            (std::vector<std::string>{"4 cells cut off from the entrance, first cell 1 (1,0)",
                                      "no route from the entrance to the exit"}));
}

TEST(ForestProof, OneTreePerEntranceOneOfThemHoldingTheExit) {
  const GridMaze maze = two_trees();
  const ForestProof proof = prove_forest(Places(maze.grid, maze.open), {3, 2}, 5, "AB");
  EXPECT_TRUE(proof.proved) << proof.problems.front();
  EXPECT_EQ(proof.trees, 2);
  EXPECT_EQ(proof.winner, 1);
  EXPECT_EQ(proof.dead, std::vector<int>{0});
  EXPECT_EQ(proof.route, (std::vector<int>{2, 1, 4, 5}));
  EXPECT_EQ(proof.route_length, 3);
}

TEST(ForestProof, EntrancesSharingATreeAreNamed) {
  GridMaze maze = two_trees();
  maze.join(0, 1);  // 0-1 joins the two trees
  const ForestProof proof = prove_forest(Places(maze.grid, maze.open), {3, 2}, 5, "AB");
  EXPECT_FALSE(proof.proved);
  EXPECT_EQ(proof.problems,
            (std::vector<std::string>{
                "1 tree(s) of passages, expected one per entrance (2)",
                "entrance A shares its tree with another entrance (they are joined)",
                "entrance B shares its tree with another entrance (they are joined)"}));
}

TEST(ForestProof, TooFewEntrancesForTheTreesExpected) {
  const GridMaze maze = two_trees();
  // Three trees expected, two lettered entrances: the count is the puzzle's.
  const ForestProof proof = prove_forest(Places(maze.grid, maze.open), {3, 2}, 5, "AC", 3);
  EXPECT_FALSE(proof.proved);
  EXPECT_EQ(proof.problems,
            std::vector<std::string>{"2 tree(s) of passages, expected one per entrance (3)"});
}

TEST(ForestProof, NoEntranceCountsLoopsAlone) {
  const GridMaze maze = all_open();
  const ForestProof proof = prove_forest(Places(maze.grid, maze.open), {}, -1);
  EXPECT_FALSE(proof.proved);
  EXPECT_EQ(proof.loops, 4);
  EXPECT_EQ(proof.problems.size(), 1u);
}

TEST(ForestProof, FloorsJoinedByTheirStairsAreOneTree) {
  // Two 2 x 1 floors, each one passage; stairs at cell 1: places 0-1-3-2.
  const CellGrid grid = CellGrid::rect(2, 1);
  GridMaze floor(grid);
  floor.join(0, 1);
  const Places places(grid, {&floor.open, &floor.open}, {{0, 1}});
  EXPECT_EQ(places.name(3), "floor 1 cell 1 (1,0)");
  const ForestProof proof = prove_forest(places, {0}, 2);
  EXPECT_TRUE(proof.proved) << proof.problems.front();
  EXPECT_EQ(proof.passages, 3);
  EXPECT_EQ(proof.route, (std::vector<int>{0, 1, 3, 2}));
  const ForestProof apart = prove_forest(Places(grid, {&floor.open, &floor.open}, {}), {0}, 2);
  EXPECT_EQ(apart.problems,
            (std::vector<std::string>{"2 cells cut off from the entrance, first floor 1 cell 0 "
                                      "(0,0)",
                                      "no route from the entrance to the exit"}));
}

}  // namespace
}  // namespace mazeproof
