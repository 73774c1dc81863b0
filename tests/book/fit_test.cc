// Sections fitted to the page ("fit": {"cell_in": ...}): one preset gives
// each trim a grid of cells about that wide filling the maze page, its
// route_length and forks bounds scaled with the grid (src/book/fit.h),
// its share bounds kept, and the manifest keeps the preset as named.

#include "book/fit.h"

#include <gtest/gtest.h>

#include "app/book_job.h"
#include "book/preset.h"
#include "book/selection.h"
#include "render/shipped_masks.h"
#include "support/book_files.h"

namespace {

const mazebook::Bound& bound_of(const mazebook::Preset& p, const std::string& metric) {
  for (const mazebook::Bound& b : p.bounds) {
    if (b.metric == metric) return b;
  }
  static const mazebook::Bound none;
  ADD_FAILURE() << "no bound on " << metric;
  return none;
}

TEST(Fit, BoundsThatGrowWithTheGridAreScaledTheOthersKept) {
  const mazebook::Preset hard =
      mazebook::load_preset("hard", "test", mazebook::mask_files());  // 24 x 30
  const mazebook::Preset larger = mazebook::fitted_preset(hard, 36, 45, 5);
  const mazebook::Preset smaller = mazebook::fitted_preset(hard, 12, 15, 5);
  EXPECT_EQ(larger.grid->name(), "rect:36x45");
  EXPECT_EQ(larger.columns, 36);
  EXPECT_EQ(smaller.rows, 15);
  for (const char* grows : {"route_length", "forks"}) {
    SCOPED_TRACE(grows);
    const double own = *bound_of(hard, grows).min;
    EXPECT_GT(*bound_of(larger, grows).min, own * 1.2);
    EXPECT_LT(*bound_of(smaller, grows).min, own * 0.8);
    // Whole counts.
    EXPECT_EQ(*bound_of(larger, grows).min, std::round(*bound_of(larger, grows).min));
  }
  EXPECT_EQ(*bound_of(larger, "opening_distance").min, 0.5);
  // Twice the cells, but a uniform maze's route grows more slowly than
  // its cells: scaling by the cell count alone would ask for too much.
  EXPECT_LT(*bound_of(larger, "route_length").min, 130 * 2.25);
  // The scaled bounds are still met about as often: 20 mazes each.
  for (const mazebook::Preset* p : {&larger, &smaller}) {
    mazebook::SelectionOptions options;
    options.count = 20;
    options.seed = 4;
    options.jobs = 2;
    EXPECT_EQ(mazebook::select_mazes(*p, options).mazes.size(), 20u) << p->grid->name();
  }
  // The same size is the preset itself.
  EXPECT_EQ(*bound_of(mazebook::fitted_preset(hard, 24, 30, 5), "forks").min, 60);
}

std::unique_ptr<mazebook::BookJob> fitted_job(const std::string& trim, mbtest::TempDir& dir) {
  const std::string path = dir.file(trim + ".json");
  mbtest::write_text(path, R"({"title": "T", "author": "A", "trim": ")" + trim +
                               R"(", "seed": 6, "sections": [{"preset": "medium", "count": 10,
    "fit": {"cell_in": 0.25}}, {"preset": "easy", "count": 10}]})");
  return mazebook::prepare_book(path, 2, nullptr);
}

TEST(Fit, OnePresetFillsEveryTrimWithCellsOfTheAskedSize) {
  mbtest::TempDir dir("fit");
  int last_columns = 0;
  for (const char* trim : {"5x8", "6x9", "8.5x11"}) {
    SCOPED_TRACE(trim);
    const auto job = fitted_job(trim, dir);
    const mazebook::SectionSpec& fitted = job->spec.sections[0];
    ASSERT_TRUE(fitted.unfitted.has_value());
    EXPECT_EQ(fitted.unfitted->columns, 16);  // the preset as named
    EXPECT_GT(fitted.preset.columns, last_columns);
    last_columns = fitted.preset.columns;
    EXPECT_EQ(job->spec.sections[1].preset.columns, 10);  // not fitted
    // Cells of a quarter inch, or a little more: the count is rounded
    // down to fit.
    const mazebook::Drawing& d = job->plan.maze_drawing[0];
    EXPECT_GE(d.cell, 0.25 * 72 - 1e-9);
    EXPECT_LT(d.cell, 0.25 * 72 * 1.1);
    EXPECT_EQ(job->mazes[0].solved.maze.grid().columns(), fitted.preset.columns);
  }
}

TEST(Fit, TheManifestKeepsThePresetAsNamedAndTheBookProves) {
  const auto book = mbtest::build_book(
      R"({"title": "T", "author": "A", "trim": "6x9", "seed": 6, "sections": [{"preset": "hard",
      "count": 12, "fit": {"cell_in": 0.3}}]})",
      "fit");
  ASSERT_EQ(book->run.code, 0) << book->run.err;
  const mazebook::Json& section = book->manifest["spec"]["sections"][0];
  EXPECT_EQ(section["fit"]["cell_in"], 0.3);
  EXPECT_EQ(section["fit"]["preset"]["grid"]["columns"], 24);
  const int columns = section["preset"]["grid"]["columns"];
  EXPECT_LT(columns, 24);  // a 6 x 9 page holds fewer cells of 0.3 in
  EXPECT_EQ(book->manifest["mazes"][0]["columns"], columns);
}

}  // namespace
