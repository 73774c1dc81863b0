// The verifier's own picture reader and the proof of a picture's maze.

#include "proof/topology/picture_proof.h"

#include <gtest/gtest.h>

#include "proof/core/error.h"
#include "proof/model/picture.h"

namespace mazeproof {
namespace {

const Picture kPerfect = {"#.#####", "#.....#", "#.###.#", "#...#.#",
                          "###.#.#", "#...#.#", "#####.#"};

TEST(Picture, ReadsPassagesAndOpenings) {
  const PictureMaze m = parse_picture(kPerfect);
  EXPECT_EQ(m.maze.grid.columns(), 3);
  EXPECT_EQ(m.maze.grid.rows(), 3);
  EXPECT_EQ(m.maze.open[0], (1u << 1) | (1u << 2));  // (0,0): east and south
  EXPECT_EQ(m.maze.open[1], (1u << 1) | (1u << 3));
  int passages = 0;
  for (int cell = 0; cell < 9; ++cell) passages += m.maze.passages(cell);
  EXPECT_EQ(passages, 16);  // 8 passages, counted from both ends
  ASSERT_EQ(m.openings.size(), 2u);
  EXPECT_EQ(m.openings[0], (CellOpening{0, 0}));
  EXPECT_EQ(m.openings[1], (CellOpening{8, 2}));
  EXPECT_EQ(m.maze.grid.cell_name(5), "cell (2,1)");
  EXPECT_EQ(picture_opening_name(m.maze.grid, m.openings[1]), "cell (2,2) bottom");
}

// Openings in reading order: row by row of the picture's squares, so a
// row's left end comes before its right end, and both before a lower row.
TEST(Picture, OpeningsInReadingOrder) {
  const PictureMaze m = parse_picture({"#####", "....#", "#.###", "#....", "###.#"});
  const std::vector<CellOpening> expected = {{0, 3}, {3, 1}, {3, 2}};
  EXPECT_EQ(m.openings, expected);
  EXPECT_EQ(in_reading_order(m.maze.grid, {{3, 2}, {0, 3}, {3, 1}}), expected);
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
      {{std::string(20003, '#'), std::string(20003, '.'), std::string(20003, '#')},
       "more than 10000 cells a side (10001x1)"},
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

TEST(PictureProof, PerfectMazeRouteAndForks) {
  const PictureProof p = prove_picture(parse_picture(kPerfect));
  EXPECT_TRUE(p.perfect);
  EXPECT_TRUE(p.problems.empty());
  EXPECT_EQ(p.forest.reached, 9);
  EXPECT_EQ(p.forest.route, (std::vector<int>{0, 1, 2, 5, 8}));
  EXPECT_EQ(p.forest.route_length, 4);
  EXPECT_EQ(p.forest.forks, 0);
  const PictureProof forks =
      prove_picture(parse_picture({"#.#####", "#.....#", "#.#.#.#", "#.#.#.#", "#####.#"}));
  EXPECT_TRUE(forks.perfect);
  EXPECT_EQ(forks.forest.route_length, 3);
  EXPECT_EQ(forks.forest.forks, 1);  // (1,0) has three passages
}

TEST(PictureProof, ExitCellIsNotAFork) {
  // The exit cell (1,1) has three passages; forks stop before it.
  const PictureProof p =
      prove_picture(parse_picture({"#.#####", "#.#...#", "#.#.###", "#.....#", "###.###"}));
  ASSERT_TRUE(p.perfect) << p.problems.front();
  EXPECT_EQ(p.forest.route_length, 2);
  EXPECT_EQ(p.forest.forks, 0);
}

TEST(PictureProof, Loop) {
  const PictureProof p = prove_picture(
      parse_picture({"#.#####", "#.....#", "#.###.#", "#...#.#", "###.#.#", "#.....#", "#####.#"}));
  EXPECT_FALSE(p.perfect);
  EXPECT_EQ(p.forest.loops, 1);
  ASSERT_EQ(p.problems.size(), 1u);
  EXPECT_EQ(p.problems[0], "1 loop, first closed by the passage between cell (1,2) and cell (2,2)");
}

TEST(PictureProof, CutOffCells) {
  const PictureProof p = prove_picture(
      parse_picture({"#.#####", "#.....#", "#.#####", "#...#.#", "###.#.#", "#...#.#", "#####.#"}));
  EXPECT_FALSE(p.perfect);
  EXPECT_EQ(p.forest.reached, 7);
  EXPECT_EQ(p.problems,
            (std::vector<std::string>{"2 cells cut off from the entrance, first cell (2,1)",
                                      "no route from the entrance to the exit"}));
}

TEST(PictureProof, OpeningsAndEntrance) {
  const PictureProof three = prove_picture(parse_picture({"#.#.#", "#...#", "###.#"}));
  EXPECT_FALSE(three.perfect);
  EXPECT_EQ(
      three.problems[0],
      "outer wall has 3 openings, expected 2: cell (0,0) top, cell (1,0) top, cell (1,0) bottom");
  const PictureMaze m = parse_picture(kPerfect);
  const PictureProof reversed = prove_picture(m, CellOpening{8, 2});
  EXPECT_TRUE(reversed.perfect);
  EXPECT_EQ(reversed.forest.route.front(), 8);
  const PictureProof wrong = prove_picture(m, CellOpening{1, 0});
  EXPECT_EQ(wrong.problems[0], "the entrance cell (1,0) top is not an opening");
}

TEST(PictureProof, OneCell) {
  const PictureProof p = prove_picture(parse_picture({"#.#", "#.#", "#.#"}));
  EXPECT_TRUE(p.perfect);
  EXPECT_EQ(p.forest.route_length, 0);
}

TEST(Picture, Differences) {
  const PictureMaze a = parse_picture(kPerfect);
  const PictureMaze b =
      parse_picture({"#.#####", "#.....#", "#.###.#", "#.#...#", "###.#.#", "#...#.#", "#####.#"});
  EXPECT_EQ(
      picture_differences(a, "the PDF", b, "book.json"),
      (std::vector<std::string>{
          "the wall between cell (0,1) and cell (1,1): passage in the PDF, wall in book.json",
          "the wall between cell (1,1) and cell (2,1): wall in the PDF, passage in book.json"}));
  EXPECT_EQ(picture_differences(a, "a", parse_picture({"#.#", "#.#", "#.#"}), "b"),
            (std::vector<std::string>{"size 3x3 in a, 1x1 in b"}));
  EXPECT_EQ(picture_differences(a, "a",
                                parse_picture({"###.###", "#.....#", "#.###.#", "#...#.#",
                                               "###.#.#", "#...#.#", "#####.#"}),
                                "b"),
            (std::vector<std::string>{
                "openings cell (0,0) top, cell (2,2) bottom in a, cell (1,0) top, cell (2,2) "
                "bottom in b"}));
}

}  // namespace
}  // namespace mazeproof
