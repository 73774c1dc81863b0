// Wall runs: the exact runs of a hand-made maze, and for generated mazes
// that the runs cover exactly the wall squares of the picture, are maximal
// (no two on one line touch or overlap) and come in the documented order.

#include "book/wall_runs.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <ostream>
#include <set>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "maze/generators.h"
#include "maze/picture.h"
#include "maze/random.h"
#include "maze/solver.h"

namespace mazebook {
void PrintTo(const WallRun& r, std::ostream* os) {
  *os << "{" << r.x0 << "," << r.y0 << " - " << r.x1 << "," << r.y1 << "}";
}
}  // namespace mazebook

namespace {

using mazebook::Maze;
using mazebook::Picture;
using mazebook::WallRun;

// A unit wall segment in corner coordinates: horizontal from (x, y) to
// (x+1, y), or vertical from (x, y) to (x, y+1).
using Segment = std::tuple<bool, int, int>;  // horizontal?, x, y

// The wall segments of a picture: '#' at even row and odd column lies on
// horizontal line row/2 between corners column/2 and column/2 + 1; '#' at
// odd row and even column on vertical line column/2.
std::set<Segment> picture_segments(const Picture& p) {
  std::set<Segment> out;
  for (size_t r = 0; r < p.size(); ++r) {
    for (size_t c = 0; c < p[r].size(); ++c) {
      if (p[r][c] != '#' || r % 2 == c % 2) continue;
      const int x = static_cast<int>(c / 2);
      const int y = static_cast<int>(r / 2);
      out.insert(r % 2 == 0 ? Segment{true, x, y} : Segment{false, x, y});
    }
  }
  return out;
}

// 3 x 2, entrance above (0,0), exit below (2,1); passages (0,0)-(0,1),
// (0,1)-(1,1), (1,1)-(1,0), (1,0)-(2,0), (2,0)-(2,1).
const Picture kThreeByTwo = {
    "#.#####", "#.#...#", "#.#.#.#", "#...#.#", "#####.#",
};

TEST(WallRuns, HandMadeThreeByTwo) {
  // Horizontal, line y = 0: x 0-1 is the entrance, so 1-3. Line y = 1: all
  // three cells open downwards, nothing. Line y = 2: 2-3 is the exit, so 0-2.
  // Vertical, line x = 0: the whole left side. x = 1: only between (0,0) and
  // (1,0), y 0-1. x = 2: only between (1,1) and (2,1), y 1-2. x = 3: the
  // whole right side.
  const std::vector<WallRun> expected = {
      {1, 0, 3, 0}, {0, 2, 2, 2}, {0, 0, 0, 2}, {1, 0, 1, 1}, {2, 1, 2, 2}, {3, 0, 3, 2},
  };
  EXPECT_EQ(mazebook::wall_runs(mazebook::parse_picture(kThreeByTwo)), expected);
}

TEST(WallRuns, OneByOneWithSideOpenings) {
  // Entrance on the left and exit on the right break the vertical sides.
  Maze maze(1, 1);
  maze.set_entrance(maze.opening_at(0, 0, mazebook::Side::left));
  maze.set_exit(maze.opening_at(0, 0, mazebook::Side::right));
  EXPECT_EQ(mazebook::wall_runs(maze), (std::vector<WallRun>{{0, 0, 1, 0}, {0, 1, 1, 1}}));
}

void check_runs(const Maze& maze) {
  const std::vector<WallRun> runs = mazebook::wall_runs(maze);
  const std::set<Segment> walls = picture_segments(mazebook::to_picture(maze));
  std::set<Segment> covered;
  int length = 0;
  for (const WallRun& r : runs) {
    const bool horizontal = r.y0 == r.y1;
    ASSERT_TRUE(horizontal || r.x0 == r.x1);
    ASSERT_TRUE(horizontal ? r.x0 < r.x1 : r.y0 < r.y1);
    ASSERT_GE(std::min(r.x0, r.y0), 0);
    ASSERT_LE(std::max(r.x0, r.x1), maze.columns());
    ASSERT_LE(std::max(r.y0, r.y1), maze.rows());
    if (horizontal) {
      for (int x = r.x0; x < r.x1; ++x) covered.insert({true, x, r.y0});
      length += r.x1 - r.x0;
    } else {
      for (int y = r.y0; y < r.y1; ++y) covered.insert({false, r.x0, y});
      length += r.y1 - r.y0;
    }
  }
  EXPECT_EQ(length, static_cast<int>(walls.size()));
  EXPECT_EQ(covered, walls);
  // Documented order, and maximal: consecutive runs on one line leave a gap
  // of at least one unit (touching runs should have been one run).
  for (size_t i = 1; i < runs.size(); ++i) {
    const WallRun& a = runs[i - 1];
    const WallRun& b = runs[i];
    const bool ha = a.y0 == a.y1;
    const bool hb = b.y0 == b.y1;
    ASSERT_TRUE(ha || !hb) << "horizontal runs come first";
    if (ha && hb) {
      ASSERT_TRUE(a.y0 < b.y0 || (a.y0 == b.y0 && a.x1 < b.x0)) << i;
    } else if (!ha && !hb) {
      ASSERT_TRUE(a.x0 < b.x0 || (a.x0 == b.x0 && a.y1 < b.y0)) << i;
    }
  }
}

TEST(WallRuns, CoverTheWallsExactlyAndAreMaximal) {
  const std::pair<int, int> sizes[] = {{1, 1}, {1, 5}, {5, 1}, {2, 2}, {3, 5}, {17, 11}};
  for (const mazebook::GeneratorInfo& g : mazebook::generators()) {
    for (const auto& [columns, rows] : sizes) {
      for (uint64_t seed = 0; seed < 3; ++seed) {
        SCOPED_TRACE(std::string(g.name) + " " + std::to_string(columns) + "x" +
                     std::to_string(rows) + " seed " + std::to_string(seed));
        mazebook::Random random(seed);
        Maze maze = mazebook::generate_rect(g, columns, rows, random);
        check_runs(maze);
        mazebook::place_farthest(maze);  // openings on any side
        check_runs(maze);
      }
    }
  }
}

TEST(WallRuns, PictureSegmentsCountsHandMade) {
  // The helper itself, on kThreeByTwo: 2 + 3 + 0 + 3 + 2 wall squares.
  EXPECT_EQ(picture_segments(kThreeByTwo).size(), 10u);
}

}  // namespace
