// The sample PNG's plan (book/sample_plan.h): its pixels a unit, the
// image's size, START and FINISH placed before it is drawn, and a maze
// too large to draw refused.

#include "book/sample_plan.h"

#include <gtest/gtest.h>

#include "base/error.h"
#include "maze/grids.h"

namespace mazebook {
namespace {

TEST(SamplePlan, ARectangleIsAbout800PixelsAcrossWithItsArrowsOnTheOutsidePoints) {
  // 3 x 2, entrance on top of (0, 0), exit below (2, 1).
  const Maze maze(3, 2);
  const SamplePlan plan = plan_sample(maze, 0);
  EXPECT_EQ(plan.unit, 40);  // 800 / 3, at most 40
  EXPECT_EQ(plan.width, (3 + 3) * 40);
  EXPECT_EQ(plan.height, (2 + 3) * 40);
  ASSERT_EQ(plan.start.kind, PlacedMark::Kind::arrow);
  EXPECT_TRUE(plan.start.start);
  // START points in, down into (0, 0), centred half a cell above it.
  EXPECT_DOUBLE_EQ(plan.start.arrow.tip.x, 0.5);
  EXPECT_DOUBLE_EQ(plan.start.arrow.tip.y, -0.5 + kSampleArrow / 2);
  // FINISH points out, down from (2, 1).
  ASSERT_EQ(plan.finish.kind, PlacedMark::Kind::arrow);
  EXPECT_FALSE(plan.finish.start);
  EXPECT_DOUBLE_EQ(plan.finish.arrow.tip.x, 2.5);
  EXPECT_DOUBLE_EQ(plan.finish.arrow.tip.y, 2.5 + kSampleArrow / 2);
  EXPECT_EQ(plan_sample(maze, 7).unit, 7);
  EXPECT_EQ(plan_sample(maze, 7).width, 42);
}

TEST(SamplePlan, AGoalInsideTheMazeIsADotOnItsCentre) {
  Maze maze(make_grid(GridSpec{GridKind::polar, 0, 0, 3, {}}));
  maze.set_exit({0, kNoSide});
  const SamplePlan plan = plan_sample(maze, 0);
  ASSERT_EQ(plan.finish.kind, PlacedMark::Kind::centre_dot);
  EXPECT_DOUBLE_EQ(plan.finish.dot.x, maze.grid().centre(0).x);
  EXPECT_DOUBLE_EQ(plan.finish.dot.y, maze.grid().centre(0).y);
  EXPECT_DOUBLE_EQ(plan.finish.dot_radius, kSampleGoalRadius);
  EXPECT_EQ(plan.start.kind, PlacedMark::Kind::arrow);
}

TEST(SamplePlan, AMazeTooLargeToDrawIsRefused) {
  const Maze maze(4001, 2);
  try {
    plan_sample(maze, 0);
    FAIL() << "no error";
  } catch (const Error& e) {
    EXPECT_STREQ(e.what(), "png: at most 4000 cells a side, got 4001");
  }
}

}  // namespace
}  // namespace mazebook
