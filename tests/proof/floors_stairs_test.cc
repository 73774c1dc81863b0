// A maze of floors (floors_stairs.h) on hand-made floors: the stairs pair
// up across floors, the floors and stairs make one tree (the one proof of
// a tree, over every floor), and the one route and its pieces a floor are
// found; an unpaired stair, a loop through two stairs or a mark of another
// kind is named.

#include "proof/variants/floors_stairs.h"

#include <gtest/gtest.h>

#include <utility>
#include <vector>

namespace mazeproof {
namespace {

// Cells of the 2 x 2 grid: 0 (0,0), 1 (1,0), 2 (0,1), 3 (1,1).
const CellGrid kGrid = CellGrid::rect(2, 2);

GridMaze floor_of(const std::vector<std::pair<int, int>>& passages) {
  GridMaze maze(kGrid);
  for (const auto& [a, b] : passages) {
    for (int s = 0; s < kGrid.side_count(a); ++s) {
      if (kGrid.neighbour(a, s) == b) maze.join(a, s);
    }
  }
  maze.entrance = {0, -1};
  maze.exit = {2, -1};
  return maze;
}

Mark stair(MarkKind kind, int cell) {
  Mark m;
  m.kind = kind;
  m.a = cell;
  return m;
}

// Floor 0: 0-1, 0-2, 1-3; floor 1: 0-1, 1-3, 2-3; stairs at cell 3.
std::vector<GridMaze> two_floors() {
  return {floor_of({{0, 1}, {0, 2}, {1, 3}}), floor_of({{0, 1}, {1, 3}, {2, 3}})};
}

TEST(FloorsStairs, PairedStairsMakeOneRouteAcrossFloors) {
  const FloorsProof p = prove_floors(
      two_floors(), {{stair(MarkKind::stairs_up, 3)}, {stair(MarkKind::stairs_down, 3)}});
  EXPECT_TRUE(p.proved);
  EXPECT_TRUE(p.problems.empty());
  EXPECT_EQ(p.stairs, (std::vector<Stair>{{0, 3}}));
  EXPECT_EQ(p.route, (std::vector<int>{0, 1, 3, 7, 6}));
  EXPECT_EQ(p.metrics.at("floors_changed"), 1);
  EXPECT_EQ(floor_pieces(p.route, 4, 0), (std::vector<std::vector<int>>{{0, 1, 3}}));
  EXPECT_EQ(floor_pieces(p.route, 4, 1), (std::vector<std::vector<int>>{{3, 2}}));
}

TEST(FloorsStairs, AMissingDownMarkIsNamedAndSplitsTheFloors) {
  const FloorsProof p = prove_floors(two_floors(), {{stair(MarkKind::stairs_up, 3)}, {}});
  EXPECT_FALSE(p.proved);
  EXPECT_EQ(p.problems,
            (std::vector<std::string>{
                "stairs up at floor 0 cell 3 (1,1) with no stairs down at floor 1 cell 3 (1,1)",
                "4 cells cut off from the entrance, first floor 1 cell 0 (0,0)",
                "no route from the entrance to the exit"}));
  EXPECT_TRUE(p.route.empty());
}

TEST(FloorsStairs, AStrayDownMarkOnTheFirstFloorIsNamed) {
  const FloorsProof p =
      prove_floors(two_floors(), {{stair(MarkKind::stairs_up, 3), stair(MarkKind::stairs_down, 0)},
                                  {stair(MarkKind::stairs_down, 3)}});
  EXPECT_FALSE(p.proved);
  EXPECT_EQ(p.problems,
            (std::vector<std::string>{"stairs down at floor 0 cell 0 (0,0) on the ground floor"}));
}

TEST(FloorsStairs, TwoStairsMakeALoop) {
  const FloorsProof p = prove_floors(
      two_floors(), {{stair(MarkKind::stairs_up, 3), stair(MarkKind::stairs_up, 0)},
                     {stair(MarkKind::stairs_down, 3), stair(MarkKind::stairs_down, 0)}});
  EXPECT_FALSE(p.proved);
  EXPECT_EQ(p.problems,
            (std::vector<std::string>{"1 loop, first closed by the passage between floor 1 "
                                      "cell 1 (1,0) and floor 1 cell 3 (1,1)"}));
}

TEST(FloorsStairs, AMarkOfAnotherKindIsNamed) {
  const FloorsProof p =
      prove_floors(two_floors(), {{stair(MarkKind::stairs_up, 3)},
                                  {stair(MarkKind::stairs_down, 3), stair(MarkKind::key, 2)}});
  EXPECT_FALSE(p.proved);
  EXPECT_EQ(p.problems,
            (std::vector<std::string>{"a key mark at floor 1 cell 2 (0,1) in a puzzle of floors"}));
}

}  // namespace
}  // namespace mazeproof
