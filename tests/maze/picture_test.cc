// The picture format: every generator's mazes survive a round trip through
// to_picture and parse_picture, and every malformed picture is refused with
// its exact message, naming row and column 1-based.

#include "maze/picture.h"

#include <gtest/gtest.h>

#include <string>
#include <utility>

#include "base/error.h"
#include "maze/generators.h"
#include "maze/random.h"
#include "maze/solver.h"

namespace {

using mazebook::Maze;
using mazebook::Opening;
using mazebook::Picture;
using mazebook::Side;

// The message parse_picture throws for `picture`, or "" when it accepts it.
std::string parse_error(const Picture& picture) {
  try {
    mazebook::parse_picture(picture);
  } catch (const mazebook::Error& e) {
    EXPECT_EQ(e.exit_code(), 2);
    return e.what();
  }
  return "";
}

constexpr std::pair<int, int> kSizes[] = {{1, 1}, {1, 4}, {5, 1}, {2, 2}, {3, 5}, {16, 9}};

TEST(Picture, DrawsTheDocumentedLayout) {
  // 2 x 1 with its one passage open: entrance above (0,0), exit below (1,0).
  Maze maze(2, 1);
  maze.open(0, Side::right);
  EXPECT_EQ(mazebook::to_picture(maze), (Picture{"#.###", "#...#", "###.#"}));
  maze.set_entrance(maze.opening_at(0, 0, Side::left));
  maze.set_exit(maze.opening_at(1, 0, Side::right));
  maze.close(0, Side::right);
  EXPECT_EQ(mazebook::to_picture(maze), (Picture{"#####", "..#..", "#####"}));
}

TEST(Picture, RoundTripsEveryGenerator) {
  for (const mazebook::GeneratorInfo& g : mazebook::generators()) {
    for (const auto& [columns, rows] : kSizes) {
      for (uint64_t seed = 0; seed < 3; ++seed) {
        mazebook::Random random(seed);
        const Maze maze = mazebook::generate_rect(g, columns, rows, random);
        EXPECT_EQ(mazebook::parse_picture(mazebook::to_picture(maze)), maze)
            << g.name << " " << columns << "x" << rows << " seed " << seed;
      }
    }
  }
}

TEST(Picture, RoundTripsFarthestPlacement) {
  // parse_picture makes the first border opening in reading order the
  // entrance. place_farthest puts the entrance on the lower-index cell, and
  // the border square of a lower-index boundary cell always comes first in
  // reading order (top row first, then left before right on a row, bottom
  // row last), so entrance and exit come back the right way round.
  for (const mazebook::GeneratorInfo& g : mazebook::generators()) {
    for (const auto& [columns, rows] : kSizes) {
      for (uint64_t seed = 0; seed < 3; ++seed) {
        mazebook::Random random(seed);
        Maze maze = mazebook::generate_rect(g, columns, rows, random);
        mazebook::place_farthest(maze);
        EXPECT_EQ(mazebook::parse_picture(mazebook::to_picture(maze)), maze)
            << g.name << " " << columns << "x" << rows << " seed " << seed;
      }
    }
  }
}

TEST(Picture, FirstOpeningInReadingOrderIsTheEntrance) {
  // Exit drawn on top, entrance at the bottom: reading back swaps them.
  Maze maze(1, 1);
  maze.set_entrance(maze.opening_at(0, 0, Side::bottom));
  maze.set_exit(maze.opening_at(0, 0, Side::top));
  const Maze back = mazebook::parse_picture(mazebook::to_picture(maze));
  EXPECT_EQ(back.entrance(), back.opening_at(0, 0, Side::top));
  EXPECT_EQ(back.exit(), back.opening_at(0, 0, Side::bottom));
  // All four sides of the border are read back as openings of their cell.
  const Maze sides = mazebook::parse_picture({"#####", "#...#", "#.#.#", "#....", "###.#"});
  EXPECT_EQ(sides.entrance(), sides.opening_at(1, 1, Side::right));
  EXPECT_EQ(sides.exit(), sides.opening_at(1, 1, Side::bottom));
  const Maze left_top = mazebook::parse_picture({"###.#", "#...#", "#.#.#", "....#", "#####"});
  EXPECT_EQ(left_top.entrance(), left_top.opening_at(1, 0, Side::top));
  EXPECT_EQ(left_top.exit(), left_top.opening_at(0, 1, Side::left));
}

TEST(Picture, AcceptsLoopsAndCutOffCells) {
  // Well formed but not perfect: the checker's business, not the parser's.
  const Maze loop = mazebook::parse_picture({"#.###", "#...#", "#.#.#", "#...#", "###.#"});
  EXPECT_EQ(loop.passage_count(), 4);
  const Maze walled = mazebook::parse_picture({"#.###", "#.#.#", "#####", "#.#.#", "###.#"});
  EXPECT_EQ(walled.passage_count(), 0);
}

TEST(PictureErrors, Shape) {
  EXPECT_EQ(parse_error({}), "no rows");
  EXPECT_EQ(parse_error({"#.###", "#...#", "#.#", "#...#", "###.#"}),
            "row 3: has 3 characters, row 1 has 5");
  EXPECT_EQ(parse_error({"#.#", "#.#"}),
            "expected an odd number of rows, at least 3 (2 x rows + 1), got 2");
  EXPECT_EQ(parse_error({"#.#"}),
            "expected an odd number of rows, at least 3 (2 x rows + 1), got 1");
  EXPECT_EQ(parse_error({"#..#", "#..#", "#..#"}),
            "expected an odd number of columns, at least 3 (2 x columns + 1), got 4");
  EXPECT_EQ(parse_error({"#", "#", "#"}),
            "expected an odd number of columns, at least 3 (2 x columns + 1), got 1");
  // Lengths are compared before the row count is judged.
  EXPECT_EQ(parse_error({"#.#", "#."}), "row 2: has 2 characters, row 1 has 3");
}

TEST(PictureErrors, TooLarge) {
  // 10001 cells wide: 20003 characters a row.
  const std::string border = "#." + std::string(20001, '#');
  const std::string cells = "#" + std::string(20001, '.') + "#";
  std::string bottom(20003, '#');
  bottom[20001] = '.';
  EXPECT_EQ(parse_error({border, cells, bottom}), "larger than 10000 cells a side");
}

TEST(PictureErrors, Squares) {
  EXPECT_EQ(parse_error({"#.#", "#x#", "#.#"}), "row 2, column 2: expected '#' or '.', got 'x'");
  EXPECT_EQ(parse_error({"#.#", "#.#", "#.\t"}),
            "row 3, column 3: expected '#' or '.', got byte 9");
  EXPECT_EQ(parse_error({"#.###", "#...#", "#...#", "#...#", "###.#"}),
            "row 3, column 3: a post (even row and column) must be '#', got '.'");
  EXPECT_EQ(parse_error({"#.###", "#...#", "#.#.#", "#.###", "###.#"}),
            "row 4, column 4: a cell (odd row and column) must be '.', got '#'");
  // A corner is a post too.
  EXPECT_EQ(parse_error({"..#", "#.#", "#.#"}),
            "row 1, column 1: a post (even row and column) must be '#', got '.'");
}

TEST(PictureErrors, Openings) {
  EXPECT_EQ(parse_error({"#.#", "#.#", "###"}),
            "expected 2 openings in the outer wall (entrance and exit), found 1");
  EXPECT_EQ(parse_error({"###", "#.#", "###"}),
            "expected 2 openings in the outer wall (entrance and exit), found 0");
  EXPECT_EQ(parse_error({"#.#", "..#", "#.#"}),
            "expected 2 openings in the outer wall (entrance and exit), found 3");
  EXPECT_EQ(parse_error({"#.#", "...", "#.#"}),
            "expected 2 openings in the outer wall (entrance and exit), found 4");
}

}  // namespace
