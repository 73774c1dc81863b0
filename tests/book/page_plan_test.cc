// The page plan: the page sequence is written once and counted (front
// matter as the template lists it, a heading page a section, a page a
// maze, the solutions), every maze is placed on the page the sequence
// gives it, and "auto" never lays out solutions whose cells are smaller
// than kMinAutoSolutionCell (6 pt, documented with solutions_per_page in
// README.md and src/book/README.md) or whose walls are under KDP's
// 0.75 pt, for every shipped preset on every KDP trim, with either shipped
// template, with and without bleed.

#include "book/page_plan.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "book/book_mazes.h"
#include "book/book_template.h"
#include "book/layout_metrics.h"
#include "book/page_texts.h"
#include "book/preset.h"
#include "render/pango_measure.h"
#include "render/shipped_masks.h"

namespace {

using mazebook::PageKind;
using mazebook::PlannedPage;

std::vector<PageKind> kinds_of(const std::vector<PlannedPage>& pages) {
  std::vector<PageKind> kinds;
  for (const PlannedPage& p : pages) kinds.push_back(p.kind);
  return kinds;
}

TEST(PageSequence, FrontMatterSectionsMazesSolutionsThenBackMatter) {
  const std::vector<PlannedPage> pages =
      mazebook::page_sequence({{PageKind::belongs_to, PageKind::title}, {PageKind::thank_you}},
                              std::vector<int>{3, 2}, std::vector<int>{2, 2});
  using K = PageKind;
  EXPECT_EQ(kinds_of(pages), (std::vector<K>{K::belongs_to, K::title, K::section, K::maze, K::maze,
                                             K::maze, K::section, K::maze, K::maze, K::solutions,
                                             K::solutions, K::solutions, K::thank_you}));
  EXPECT_EQ(pages[2].section, 0);
  EXPECT_EQ(pages[6].section, 1);
  EXPECT_EQ(pages[7].maze, 3);
  EXPECT_EQ(pages[8].maze, 4);
  // Each section's solutions start a page of their own.
  EXPECT_EQ(pages[9].solutions, (std::vector<int>{0, 1}));
  EXPECT_EQ(pages[10].solutions, (std::vector<int>{2}));
  EXPECT_EQ(pages[11].solutions, (std::vector<int>{3, 4}));
  EXPECT_EQ(pages[10].section, 0);
  EXPECT_EQ(pages[11].section, 1);
  EXPECT_EQ(mazebook::page_sequence({}, std::vector<int>{1}, std::vector<int>{9}).size(), 3u);
}

mazebook::SectionSpec section_of(const mazebook::Preset& preset, int count,
                                 const std::string& title) {
  mazebook::SectionSpec section;
  section.preset = preset;
  section.count = count;
  section.title = title;
  return section;
}

mazebook::BookSpec one_section_spec(const std::string& trim_name, bool bleed,
                                    const mazebook::Preset& preset, int count) {
  mazebook::BookSpec spec;
  spec.source = "test.json";
  spec.trim_name = trim_name;
  spec.trim = *mazebook::parse_trim(trim_name);
  spec.bleed = bleed;
  spec.solutions_per_page = 0;  // "auto"
  spec.sections.push_back(section_of(preset, count, preset.label));
  return spec;
}

// Sections with their own solutions a page: each gets the arrangement it
// asks for, or the most "auto" allows for its own grid, whatever the
// other sections need.
TEST(PagePlan, EachSectionHasItsOwnSolutionsLayout) {
  const mazebook::Preset easy = mazebook::load_preset("easy", "test", mazebook::mask_files());
  const mazebook::Preset expert = mazebook::load_preset("expert", "test", mazebook::mask_files());
  mazebook::BookSpec spec = one_section_spec("6x9", false, easy, 12);
  spec.paper = mazebook::Paper::cream;
  spec.sections.push_back(section_of(expert, 12, "Expert"));
  spec.sections.push_back(section_of(easy, 12, "Easy again"));
  spec.sections.back().solutions_per_page = 2;
  const mazebook::BookTemplate look = mazebook::load_template("classic", "test");
  const mazebook::LayoutMetrics metrics =
      mazebook::layout_metrics(mazebook::PangoMeasure(), look, 2.5);
  std::vector<mazebook::MazeShape> shapes(12, {10, 12, 1.5, false});
  shapes.insert(shapes.end(), 12, mazebook::MazeShape{32, 40, 1.75, false});
  shapes.insert(shapes.end(), 12, mazebook::MazeShape{10, 12, 1.5, false});
  const mazebook::BookPlan plan = mazebook::plan_book(spec, shapes, {}, metrics);
  ASSERT_EQ(plan.section_solutions.size(), 3u);
  EXPECT_EQ(plan.section_solutions[0].per_page, 9);  // easy mazes, "auto"
  EXPECT_EQ(plan.section_solutions[1].per_page, 1);  // expert mazes, "auto"
  EXPECT_EQ(plan.section_solutions[2].per_page, 2);  // asked for 2
  EXPECT_EQ(plan.solutions_per_page(), 9);
  // 3 x (heading + 12 mazes), then 2 + 12 + 6 solution pages.
  EXPECT_EQ(plan.first_page(PageKind::solutions, 0), 40);
  EXPECT_EQ(plan.first_page(PageKind::solutions, 1), 42);
  EXPECT_EQ(plan.first_page(PageKind::solutions, 2), 54);
  EXPECT_EQ(plan.page_count(), 60);
}

TEST(PagePlan, EveryMazeIsPlacedWhereTheSequencePutsIt) {
  const mazebook::Preset easy = mazebook::load_preset("easy", "test", mazebook::mask_files());
  mazebook::BookSpec spec = one_section_spec("6x9", false, easy, 12);
  spec.solutions_per_page = 4;
  const std::vector<mazebook::MazeShape> shapes(12, {10, 12, 2.5, false});
  const mazebook::BookMatter matter{{PageKind::title, PageKind::copyright, PageKind::belongs_to},
                                    {}};
  const mazebook::BookPlan plan = mazebook::plan_book(spec, shapes, matter, {});
  // 3 front pages, a heading, 12 mazes, 3 solution pages: 19, padded to 24.
  ASSERT_EQ(plan.page_count(), 24);
  for (int m = 0; m < 12; ++m) {
    const auto i = static_cast<size_t>(m);
    EXPECT_EQ(plan.maze_page[i], 5 + m);
    EXPECT_EQ(plan.solution_page[i], 17 + m / 4);
    EXPECT_EQ(plan.solution_slot[i], m % 4);
    EXPECT_GT(plan.maze_drawing[i].cell, plan.solution_drawing[i].cell);
    EXPECT_NEAR(plan.maze_drawing[i].grid.width, 10 * plan.maze_drawing[i].cell, 1e-9);
  }
  EXPECT_EQ(plan.pages[18].kind, PageKind::solutions);
  EXPECT_EQ(plan.pages[19].kind, PageKind::blank);
}

// The minimum as README.md documents it, written out by hand.
constexpr double kDocumentedMinimumCell = 6.0;

TEST(PagePlan, AutoNeverPicksSolutionCellsUnderTheMinimum) {
  EXPECT_EQ(mazebook::kMinAutoSolutionCell, kDocumentedMinimumCell);
  int plans = 0;
  for (const std::string& name : mazebook::shipped_preset_names()) {
    const mazebook::Preset preset = mazebook::load_preset(name, "test", mazebook::mask_files());
    if (preset.grid->kind() != mazebook::GridKind::rect) continue;  // books print rect grids
    for (const std::string& look_name : mazebook::shipped_template_names()) {
      const mazebook::BookTemplate look = mazebook::load_template(look_name, "test");
      const double wall = preset.wall_weight * look.wall_scale;
      const mazebook::LayoutMetrics metrics =
          mazebook::layout_metrics(mazebook::PangoMeasure(), look, wall);
      for (std::string_view trim : mazebook::kdp_trim_names()) {
        for (const bool bleed : {false, true}) {
          for (const bool side : {false, true}) {
            SCOPED_TRACE(name + " on " + std::string(trim) + " with " + look_name +
                         (bleed ? ", bleed" : "") + (side ? ", side openings" : ""));
            const mazebook::BookSpec spec = one_section_spec(std::string(trim), bleed, preset, 30);
            const std::vector<mazebook::MazeShape> shapes(
                30, {static_cast<double>(preset.columns), static_cast<double>(preset.rows), wall,
                     side});
            const mazebook::BookPlan plan =
                mazebook::plan_book(spec, shapes, {look.front_matter, look.back_matter}, metrics);
            ++plans;
            for (size_t m = 0; m < shapes.size(); ++m) {
              EXPECT_GE(plan.solution_drawing[m].cell, kDocumentedMinimumCell)
                  << plan.solutions_per_page() << " a page";
              EXPECT_GE(plan.solution_drawing[m].wall, mazebook::kMinLinePt - 1e-9)
                  << plan.solutions_per_page() << " a page";
            }
          }
        }
      }
    }
  }
  EXPECT_GE(plans, 7 * 2 * 16 * 4);
}

// The maze fills the page: on 8.5 x 11 and 6 x 9, with and without
// bleed, every shipped rectangular preset's grid (the box round its walls)
// takes at least half the trim's area on its maze page, with the classic
// and large-print templates, and the kids presets with the kids template
// too. The shapes are the spec's (book_mazes.h): openings where the
// preset's placement may put them.
TEST(PagePlan, EveryShippedRectangleTakesHalfThePage) {
  int plans = 0;
  for (const std::string& name : mazebook::shipped_preset_names()) {
    const mazebook::Preset preset = mazebook::load_preset(name, "test", mazebook::mask_files());
    if (preset.grid->kind() != mazebook::GridKind::rect) continue;
    // Books refuse puzzle variants (their pages cannot draw the marks yet).
    if (preset.variant.kind != mazebook::VariantKind::none) continue;
    const bool kids = name.rfind("kids-", 0) == 0;
    std::vector<std::string> looks{"classic", "large-print"};
    if (kids) looks.push_back("kids");
    for (const std::string& look_name : looks) {
      const mazebook::BookTemplate look = mazebook::load_template(look_name, "test");
      for (const char* trim : {"8.5x11", "6x9"}) {
        for (const bool bleed : {false, true}) {
          SCOPED_TRACE(name + " on " + trim + " with " + look_name + (bleed ? ", bleed" : ""));
          const mazebook::BookSpec spec = one_section_spec(trim, bleed, preset, 30);
          const std::vector<mazebook::MazeShape> shapes = mazebook::spec_shapes(spec, look);
          const mazebook::LayoutMetrics metrics =
              mazebook::layout_metrics(mazebook::PangoMeasure(), look, shapes.front().wall_weight);
          const mazebook::BookPlan plan =
              mazebook::plan_book(spec, shapes, {look.front_matter, look.back_matter}, metrics);
          const double trim_area = spec.trim.width * spec.trim.height * 72 * 72;
          for (const mazebook::Drawing& d : plan.maze_drawing) {
            EXPECT_GE(d.grid.width * d.grid.height / trim_area, 0.5);
          }
          ++plans;
        }
      }
    }
  }
  EXPECT_EQ(plans, 7 * 2 * 2 * 2 + 3 * 2 * 2);
}

}  // namespace
