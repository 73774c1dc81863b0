// START and FINISH marks placed by book/maze_marks.h, and the arrow size
// rules of book/mark_room.h: the one triangle, each placement rule on a
// maze small enough to check by hand, and the rules' differences named.

#include "book/maze_marks.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "maze/grids.h"

namespace mazebook {
namespace {

// Grid at (100, 200) points from the top left, 20-point cells, 1-point
// walls: a 3 x 2 rectangle, entrance on top of (0, 0), exit below (2, 1).
const Drawing kDrawing{{100, 200, 60, 40}, 20, 1};

// Labels 30 x 10 points with ink from 1 above the box to its foot.
MarkSizes sizes() {
  MarkSizes s;
  s.start = {30, 10, -1, 10};
  s.finish = {30, 10, -1, 10};
  s.marks_size = 10;
  return s;
}

TEST(MazeMarks, OneTrianglePointingInOrOut) {
  const ArrowShape in = arrow_shape({10, 10}, {0, -1}, 8, true);
  EXPECT_DOUBLE_EQ(in.tip.x, 10);
  EXPECT_DOUBLE_EQ(in.tip.y, 14);
  EXPECT_DOUBLE_EQ(in.left.x, 14);
  EXPECT_DOUBLE_EQ(in.left.y, 6);
  EXPECT_DOUBLE_EQ(in.right.x, 6);
  EXPECT_DOUBLE_EQ(in.right.y, 6);
  const ArrowShape out = arrow_shape({10, 10}, {0, -1}, 8, false);
  EXPECT_DOUBLE_EQ(out.tip.y, 6);
  EXPECT_DOUBLE_EQ(out.left.y, 14);
}

TEST(MazeMarks, ARectanglesRayIsExactlyAlongTheAxis) {
  const Ray r = ray_between({107.3, 211.9}, {107.3, 191.9});
  EXPECT_EQ(r.unit.x, 0);
  EXPECT_EQ(r.unit.y, -1);
}

TEST(MazeMarks, OneArrowSizeForEveryKindAndOneForEntranceLetters) {
  // START and FINISH of every kind: 0.55 of a unit, never under 0.6 of the
  // label, 7 to 14 pt; an entrance letter's follows the letter alone.
  EXPECT_DOUBLE_EQ(arrow_size(ArrowRule::mark, 20, 0), 11);
  EXPECT_DOUBLE_EQ(arrow_size(ArrowRule::mark, 5, 10), kMinArrow);
  EXPECT_DOUBLE_EQ(arrow_size(ArrowRule::mark, 5, 20), 12);
  EXPECT_DOUBLE_EQ(arrow_size(ArrowRule::mark, 100, 20), kMaxArrow);
  EXPECT_DOUBLE_EQ(arrow_size(ArrowRule::letter, 100, 12), 12 * 0.6);
  EXPECT_DOUBLE_EQ(arrow_size(ArrowRule::letter, 0, 40), kMaxArrow);
}

TEST(MazeMarks, ASlantedArrowIsNarrowerSoItsTipReads) {
  // A hexagon's lower right side: the way out runs 30 degrees below the
  // horizontal (page y grows downward).
  const PagePoint u{std::sqrt(3.0) / 2, 0.5};
  const ArrowShape a = arrow_shape({0, 0}, u, 10, false);
  EXPECT_NEAR(a.tip.x, 5 * u.x, 1e-12);
  EXPECT_NEAR(a.tip.y, 5 * u.y, 1e-12);
  EXPECT_NEAR(std::hypot(a.left.x - a.right.x, a.left.y - a.right.y), 10 * kSlantArrowWidth, 1e-12);
  // Along an axis it stays as wide as long.
  const ArrowShape b = arrow_shape({0, 0}, {0, 1}, 10, false);
  EXPECT_DOUBLE_EQ(std::hypot(b.left.x - b.right.x, b.left.y - b.right.y), 10);
}

TEST(MazeMarks, ARectanglesMarkSitsInTheBandBesideItsArrow) {
  const Maze maze(3, 2);
  const PlacedMark start = place_mark(maze, kDrawing, sizes(), true);
  EXPECT_EQ(start.kind, PlacedMark::Kind::arrow);
  // The arrow (11 pt: 0.55 of a cell) above the cell's centre, its middle
  // half the taller of arrow and ink (11 pt) beyond the wall, the keep-clear
  // room and the gap: 200 - (1 + 0.5 + 2.5 + 5.5); pointing down (in).
  EXPECT_DOUBLE_EQ(start.arrow.tip.x, 110);
  EXPECT_DOUBLE_EQ(start.arrow.tip.y, 190.5 + 5.5);
  EXPECT_DOUBLE_EQ(start.arrow.left.y, 190.5 - 5.5);
  // The label to its right (towards the middle), its ink centred on the
  // arrow's middle.
  EXPECT_DOUBLE_EQ(start.label.x, 110 + 5.5 + kMarkGap);
  EXPECT_DOUBLE_EQ(start.label.y, 190.5 - 5.5 + 1);
  const PlacedMark finish = place_mark(maze, kDrawing, sizes(), false);
  // Below the grid, pointing down (out), the label to its left (towards
  // the middle).
  EXPECT_DOUBLE_EQ(finish.arrow.tip.x, 150);
  EXPECT_DOUBLE_EQ(finish.arrow.tip.y, 249.5 + 5.5);
  EXPECT_DOUBLE_EQ(finish.label.x, 150 - 5.5 - kMarkGap - 30);
}

TEST(MazeMarks, ASideOpeningsLabelIsBeyondItsArrow) {
  Maze maze(3, 2);
  maze.set_entrance({maze.index(0, 1), static_cast<int>(Side::left)});
  const PlacedMark m = place_mark(maze, kDrawing, sizes(), true);
  // Centre (110, 230); the arrow 10 + 1 + 0.6 * 11 left of it.
  const double mid = 110 - (10 + 1 + 11 * kArrowBeyond);
  EXPECT_DOUBLE_EQ(m.arrow.tip.x, mid + 5.5);
  EXPECT_DOUBLE_EQ(m.arrow.tip.y, 230);
  EXPECT_DOUBLE_EQ(m.label.x, 110 - (10 + 1 + 11 * 2 * kArrowBeyond + kLabelGap) - 30);
  EXPECT_DOUBLE_EQ(m.label.y, 225);
}

// The least distance from `p` to segment ab.
double to_segment(PagePoint p, PagePoint a, PagePoint b) {
  const double dx = b.x - a.x;
  const double dy = b.y - a.y;
  const double t =
      std::clamp(((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy), 0.0, 1.0);
  return std::hypot(p.x - a.x - t * dx, p.y - a.y - t * dy);
}

TEST(MazeMarks, AShapedMarkKeepsClearOfTheWallsAlongItsRay) {
  const Maze maze(make_grid(GridSpec{GridKind::hex, 4, 3, 0, {}}));
  const Grid& grid = maze.grid();
  const GridBox b = grid.bounds();
  const Drawing d{{100, 200, (b.x1 - b.x0) * 20, (b.y1 - b.y0) * 20}, 20, 1};
  const PlacedMark m = place_mark(maze, d, sizes(), true);
  EXPECT_EQ(m.kind, PlacedMark::Kind::arrow);
  // The arrow's disc (its corners 0.71 of its size out) clears every
  // wall, the opening's closed too, by half a wall and the keep-clear room.
  const double size = arrow_size(ArrowRule::mark, 20, 10);
  // Its middle: half way from its tip to its base.
  const PagePoint centre{(m.arrow.tip.x + (m.arrow.left.x + m.arrow.right.x) / 2) / 2,
                         (m.arrow.tip.y + (m.arrow.left.y + m.arrow.right.y) / 2) / 2};
  const PagePoint in = on_page(grid, d, grid.centre(maze.entrance().cell));
  const PagePoint out =
      on_page(grid, d, grid.outside_point(maze.entrance().cell, maze.entrance().side));
  const Ray ray = ray_between(in, out);
  WallOptions each;
  each.each_wall = true;
  for (const WallShape& w : figure_walls(maze, std::span<const Opening>{}, each).shapes) {
    EXPECT_GE(to_segment(centre, on_page(grid, d, w.a), on_page(grid, d, w.b)),
              size * 0.75 + d.wall / 2 + kKeepClear - 1e-9);
  }
  // The label beyond the arrow, along the ray.
  const PagePoint label{m.label.x + 15, m.label.y + 5};
  EXPECT_GT((label.x - centre.x) * ray.unit.x + (label.y - centre.y) * ray.unit.y, size / 2);
}

TEST(MazeMarks, AGoalInsideTheMazeIsTheWordWhereItFitsAt7PtElseADot) {
  Maze maze(make_grid(GridSpec{GridKind::polar, 0, 0, 3, {}}));
  maze.set_exit({0, kNoSide});
  const GridBox b = maze.grid().bounds();
  const Drawing d{{100, 200, (b.x1 - b.x0) * 20, (b.y1 - b.y0) * 20}, 20, 1};
  // The slot: 0.85 of 20 pt, less half a wall and the keep-clear gap.
  MarkSizes s = sizes();
  s.centre_word_width = 20;
  s.centre_word_height = 8;
  const PlacedMark word = place_mark(maze, d, s, false);
  EXPECT_EQ(word.kind, PlacedMark::Kind::centre_word);
  EXPECT_DOUBLE_EQ(word.word_size, 10);
  EXPECT_DOUBLE_EQ(word.label.x, 160);
  EXPECT_DOUBLE_EQ(word.label.y, 256);
  // Twice as wide: too wide at 10 pt, so smaller, in quarter points, with
  // 2 % to spare: 10 * 16 / hypot(40, 8) * 2 * 0.98 = 7.69.
  s.centre_word_width = 40;
  const PlacedMark smaller = place_mark(maze, d, s, false);
  EXPECT_EQ(smaller.kind, PlacedMark::Kind::centre_word);
  EXPECT_DOUBLE_EQ(smaller.word_size, 7.5);
  EXPECT_DOUBLE_EQ(smaller.label.y, 260 - 8 * 0.75 / 2);
  // Under 7 pt it would be: a dot.
  s.centre_word_width = 60;
  const PlacedMark dot = place_mark(maze, d, s, false);
  EXPECT_EQ(dot.kind, PlacedMark::Kind::centre_dot);
  EXPECT_DOUBLE_EQ(dot.dot.x, 160);
  EXPECT_DOUBLE_EQ(dot.dot_radius, 7);
}

TEST(MazeMarks, TheSampleArrowIsCentredOnTheOutsidePointInGridUnits) {
  const Maze maze(3, 2);
  const ArrowShape a = arrow_at_outside_point(maze.grid(), maze.entrance(), 0.64, true);
  // Outside (0, 0)'s top: (0.5, -0.5); pointing down.
  EXPECT_DOUBLE_EQ(a.tip.x, 0.5);
  EXPECT_DOUBLE_EQ(a.tip.y, -0.5 + 0.32);
  EXPECT_DOUBLE_EQ(a.left.y, -0.5 - 0.32);
}

}  // namespace
}  // namespace mazebook
