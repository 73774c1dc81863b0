// The poster's plan (src/book/poster_plan.h): its legibility rule, its
// layout, and its marks placed before anything is drawn.

#include "book/poster_plan.h"

#include <gtest/gtest.h>

#include <cmath>

#include "base/error.h"
#include "book/mark_plan.h"
#include "render/cairo_handles.h"
#include "render/pango_measure.h"

namespace {

using namespace mazebook;

TEST(PosterPlan, WallsAreAnEighthOfTheCorridorWithinTheirBounds) {
  EXPECT_DOUBLE_EQ(poster_wall(1.25, 1), kPosterMinWall);
  EXPECT_DOUBLE_EQ(poster_wall(8, 1), 1);
  EXPECT_DOUBLE_EQ(poster_wall(100, 1), kPosterMaxWall);
  const GridPtr grid = rect_grid(10, 10);
  EXPECT_TRUE(poster_legible(*grid, 1.25));
  EXPECT_FALSE(poster_legible(*grid, 1.24));
}

// The grid is as large as the page allows and centred; the largest grid
// named in a refusal fits, and one more column or row does not.
TEST(PosterPlan, TheLargestLegibleGridFitsAndOneMoreDoesNot) {
  CairoSurface surface(cairo_image_surface_create(CAIRO_FORMAT_RGB24, 1, 1));
  Cairo cr(cairo_create(surface.get()));
  const PangoMeasure measure(cr.get());
  const BookTemplate look;
  PosterPage page;
  page.trim_width = 18 * 72;
  page.trim_height = 24 * 72;
  const PosterLayout layout = plan_poster(measure, *rect_grid(100, 50), page, look);
  EXPECT_NEAR(layout.drawing.grid.x + layout.drawing.grid.width / 2, 9 * 72, 1e-9);
  EXPECT_NEAR(layout.drawing.grid.width, 100 * layout.drawing.cell, 1e-9);
  EXPECT_DOUBLE_EQ(layout.drawing.wall, poster_wall(layout.drawing.cell, 1));
  EXPECT_NO_THROW(plan_poster(measure, *rect_grid(865, 1211), page, look));
  EXPECT_THROW(plan_poster(measure, *rect_grid(866, 1211), page, look), Error);
  EXPECT_THROW(plan_poster(measure, *rect_grid(865, 1212), page, look), Error);
}

// Both marks are placed by the one placement, clear of the route's end:
// the plan's marks are the ones place_mark gives with that room.
TEST(PosterPlan, MarksArePlacedBeforeDrawingClearOfTheRoutesEnd) {
  const PangoMeasure measure;
  const BookTemplate look;
  PosterPage page;
  page.trim_width = 18 * 72;
  page.trim_height = 24 * 72;
  const Maze maze(make_grid(GridSpec{GridKind::hex, 6, 5, 0, {}}));
  const PosterLayout layout = plan_poster(measure, maze.grid(), page, look);
  const PosterMarks marks = plan_poster_marks(measure, maze, layout, look, 9);
  MarkSizes sizes = mark_sizes(measure, look, maze);
  for (const bool start : {true, false}) {
    const PlacedMark& planned = start ? marks.start : marks.finish;
    EXPECT_EQ(planned.start, start);
    sizes.route_end_pt = 9;
    const PlacedMark with_room = place_mark(maze, layout.drawing, sizes, start);
    EXPECT_DOUBLE_EQ(planned.arrow.tip.x, with_room.arrow.tip.x);
    EXPECT_DOUBLE_EQ(planned.arrow.tip.y, with_room.arrow.tip.y);
    sizes.route_end_pt = 0;
    const PlacedMark without = place_mark(maze, layout.drawing, sizes, start);
    // Kept farther out than a book's mark would be.
    EXPECT_GT(std::hypot(planned.arrow.tip.x - without.arrow.tip.x,
                         planned.arrow.tip.y - without.arrow.tip.y),
              1)
        << start;
  }
}

}  // namespace
