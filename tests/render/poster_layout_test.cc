// The poster's legibility rule and its layout (src/render/poster_layout.h).

#include "render/poster_layout.h"

#include <gtest/gtest.h>

#include "base/error.h"
#include "render/cairo_handles.h"

namespace {

using namespace mazebook;

TEST(PosterLayout, WallsAreAnEighthOfTheCorridorWithinTheirBounds) {
  EXPECT_DOUBLE_EQ(poster_wall(1.25, 1), kPosterMinWall);
  EXPECT_DOUBLE_EQ(poster_wall(8, 1), 1);
  EXPECT_DOUBLE_EQ(poster_wall(100, 1), kPosterMaxWall);
  const GridPtr grid = rect_grid(10, 10);
  EXPECT_TRUE(poster_legible(*grid, 1.25));
  EXPECT_FALSE(poster_legible(*grid, 1.24));
}

// The grid is as large as the page allows and centred; the largest grid
// named in a refusal fits, and one more column or row does not.
TEST(PosterLayout, TheLargestLegibleGridFitsAndOneMoreDoesNot) {
  CairoSurface surface(cairo_image_surface_create(CAIRO_FORMAT_RGB24, 1, 1));
  Cairo cr(cairo_create(surface.get()));
  const BookTemplate look;
  PosterPage page;
  page.trim_width = 18 * 72;
  page.trim_height = 24 * 72;
  const PosterLayout layout = plan_poster(cr.get(), *rect_grid(100, 50), page, look);
  EXPECT_NEAR(layout.drawing.grid.x + layout.drawing.grid.width / 2, 9 * 72, 1e-9);
  EXPECT_NEAR(layout.drawing.grid.width, 100 * layout.drawing.cell, 1e-9);
  EXPECT_DOUBLE_EQ(layout.drawing.wall, poster_wall(layout.drawing.cell, 1));
  EXPECT_NO_THROW(plan_poster(cr.get(), *rect_grid(865, 1211), page, look));
  EXPECT_THROW(plan_poster(cr.get(), *rect_grid(866, 1211), page, look), Error);
  EXPECT_THROW(plan_poster(cr.get(), *rect_grid(865, 1212), page, look), Error);
}

}  // namespace
