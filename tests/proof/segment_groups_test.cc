// Which wall segments touch (proof/drawings/segment_groups.h): rectangles' runs by
// their lines, and any segment, slanted or curved, by its ends; and a page
// of small hexagon mazes, whose walls are all slanted or short, proves
// (its walls are a few pieces a drawing, not dust over the pieces' limit).

#include "proof/drawings/segment_groups.h"

#include <gtest/gtest.h>

#include "real_book.h"

namespace mazeproof_test {
namespace {

using mazeproof::Segment;

Segment seg(double ax, double ay, double bx, double by) {
  Segment s;
  s.a = {ax, ay};
  s.b = {bx, by};
  return s;
}

TEST(SegmentGroups, SlantedSegmentsJoinAtTheirEnds) {
  // Half a hexagon's outline, as a drawing would print it (rounded to
  // 0.001 pt), and one slanted wall well away.
  const std::vector<Segment> walls = {seg(45.266, 111.191, 41.559, 111.191),
                                      seg(47.117, 114.398, 45.2661, 111.1909),
                                      seg(45.266, 117.609, 47.117, 114.398), seg(80, 80, 82, 83)};
  const std::vector<int> groups = mazeproof::touching_groups(walls, 0.1);
  EXPECT_EQ(groups[0], groups[1]);
  EXPECT_EQ(groups[1], groups[2]);
  EXPECT_NE(groups[3], groups[0]);
  // Ends further apart than the tolerance stay apart.
  const std::vector<int> apart =
      mazeproof::touching_groups({seg(0, 0, 10, 5), seg(10.2, 5, 20, 0)}, 0.1);
  EXPECT_NE(apart[0], apart[1]);
}

TEST(SegmentGroups, APageOfNineHexagonMazesProves) {
  TempDir dir;
  ASSERT_TRUE(
      build_real_book(dir.path(), "hex",
                      R"({"title":"T","author":"A","trim":"6x9","paper":"white","seed":5,)"
                      R"("sections":[{"preset":"hex-hard","count":12}],"solutions_per_page":9})"));
}

}  // namespace
}  // namespace mazeproof_test
