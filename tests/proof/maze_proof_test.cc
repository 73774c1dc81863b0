// The verifier's own maze model, picture reader and proof.

#include "proof/topology/maze_proof.h"

#include <gtest/gtest.h>

#include "proof/core/error.h"
#include "proof/model/picture.h"

namespace mazeproof {
namespace {

const Picture kPerfect = {"#.#####", "#.....#", "#.###.#", "#...#.#",
                          "###.#.#", "#...#.#", "#####.#"};

TEST(Picture, ReadsPassagesAndOpenings) {
  const MazeGraph m = parse_picture(kPerfect);
  EXPECT_EQ(m.columns(), 3);
  EXPECT_EQ(m.rows(), 3);
  EXPECT_TRUE(m.open_east(0, 0));
  EXPECT_FALSE(m.open_south(1, 0));
  EXPECT_EQ(m.passage_total(), 8);
  ASSERT_EQ(m.openings.size(), 2u);
  EXPECT_EQ(m.openings[0], (Opening{0, 0, Side::top}));
  EXPECT_EQ(m.openings[1], (Opening{2, 2, Side::bottom}));
}

TEST(Picture, MalformedPicturesName) {
  const struct {
    Picture picture;
    const char* message;
  } cases[] = {
      {{"#.#", "#.#"}, "expected an odd number of rows, at least 3, got 2"},
      {{"#.##", "#..#", "####"}, "row 1: expected an odd number of squares, at least 3, got 4"},
      {{"#.#", "#.", "#.#"}, "row 2: expected 3 squares like row 1, got 2"},
      {{"#.#", "#x#", "#.#"}, "row 2, column 2: expected '#' or '.', got 'x'"},
      {{"..#", "#.#", "#.#"}, "row 1, column 1: a post (even row and column) must be '#'"},
      {{"#.#", "###", "#.#"}, "row 2, column 2: a cell (odd row and column) must be '.'"},
  };
  for (const auto& c : cases) {
    try {
      parse_picture(c.picture);
      ADD_FAILURE() << c.message;
    } catch (const Error& e) {
      EXPECT_STREQ(e.what(), c.message);
    }
  }
}

TEST(MazeProof, PerfectMazeRouteAndForks) {
  const MazeProof p = prove_maze(parse_picture(kPerfect));
  EXPECT_TRUE(p.perfect);
  EXPECT_TRUE(p.problems.empty());
  EXPECT_EQ(p.reached, 9);
  EXPECT_EQ(p.route, (std::vector<int>{0, 1, 2, 5, 8}));
  EXPECT_EQ(p.route_length, 4);
  EXPECT_EQ(p.forks, 0);
  const MazeProof forks =
      prove_maze(parse_picture({"#.#####", "#.....#", "#.#.#.#", "#.#.#.#", "#####.#"}));
  EXPECT_TRUE(forks.perfect);
  EXPECT_EQ(forks.route_length, 3);
  EXPECT_EQ(forks.forks, 1);  // (1,0) has three passages
}

TEST(MazeProof, ExitCellIsNotAFork) {
  // The exit cell (1,1) has three passages; forks stop before it.
  const MazeProof p =
      prove_maze(parse_picture({"#.#####", "#.#...#", "#.#.###", "#.....#", "###.###"}));
  ASSERT_TRUE(p.perfect) << p.problems.front();
  EXPECT_EQ(p.route_length, 2);
  EXPECT_EQ(p.forks, 0);
}

TEST(MazeProof, Loop) {
  const MazeProof p = prove_maze(
      parse_picture({"#.#####", "#.....#", "#.###.#", "#...#.#", "###.#.#", "#.....#", "#####.#"}));
  EXPECT_FALSE(p.perfect);
  EXPECT_EQ(p.loops, 1);
  ASSERT_EQ(p.problems.size(), 1u);
  EXPECT_EQ(p.problems[0], "1 loop, first closed by the passage between cell (1,2) and cell (2,2)");
}

TEST(MazeProof, CutOffCells) {
  const MazeProof p = prove_maze(
      parse_picture({"#.#####", "#.....#", "#.#####", "#...#.#", "###.#.#", "#...#.#", "#####.#"}));
  EXPECT_FALSE(p.perfect);
  EXPECT_EQ(p.reached, 7);
  EXPECT_EQ(p.problems,
            (std::vector<std::string>{"2 cells cut off from the entrance, first cell (2,1)",
                                      "no route from the entrance to the exit"}));
}

TEST(MazeProof, OpeningsAndEntrance) {
  const MazeProof three = prove_maze(parse_picture({"#.#.#", "#...#", "###.#"}));
  EXPECT_FALSE(three.perfect);
  EXPECT_EQ(
      three.problems[0],
      "outer wall has 3 openings, expected 2: cell (0,0) top, cell (1,0) top, cell (1,0) bottom");
  const MazeGraph m = parse_picture(kPerfect);
  const MazeProof reversed = prove_maze(m, Opening{2, 2, Side::bottom});
  EXPECT_TRUE(reversed.perfect);
  EXPECT_EQ(reversed.route.front(), 8);
  const MazeProof wrong = prove_maze(m, Opening{1, 0, Side::top});
  EXPECT_EQ(wrong.problems[0], "the entrance cell (1,0) top is not an opening");
}

TEST(MazeProof, OneCell) {
  const MazeProof p = prove_maze(parse_picture({"#.#", "#.#", "#.#"}));
  EXPECT_TRUE(p.perfect);
  EXPECT_EQ(p.route_length, 0);
}

TEST(MazeGraph, Differences) {
  const MazeGraph a = parse_picture(kPerfect);
  MazeGraph b = a;
  b.set_east(0, 1, false);
  b.set_east(1, 1, true);
  EXPECT_EQ(maze_differences(a, "the PDF", b, "book.json"),
            (std::vector<std::string>{"cell (0,1) east: passage in the PDF, wall in book.json",
                                      "cell (1,1) east: wall in the PDF, passage in book.json"}));
  EXPECT_EQ(maze_differences(a, "a", parse_picture({"#.#", "#.#", "#.#"}), "b"),
            (std::vector<std::string>{"size 3x3 in a, 1x1 in b"}));
}

}  // namespace
}  // namespace mazeproof
