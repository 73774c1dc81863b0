// The page plan: the page sequence is written once and counted (front
// matter as the template lists it, a heading page a section, a page a
// maze, the solutions), every maze is placed on the page the sequence
// gives it, and "auto" takes the fewest pages whose solutions keep their
// kind's least corridor and a readable route (book/solution_rule.h, as
// src/book/README.md "Solutions" documents them) and walls of KDP's
// 0.75 pt or more, for every shipped preset on every KDP trim, with each
// shipped template, with and without bleed.

#include "book/page_plan.h"

#include <gtest/gtest.h>

#include <algorithm>
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

TEST(PageSequence, SeveralMazesAPageFillEachPageInOrder) {
  // Five mazes four a page, then three one a page.
  const std::vector<PlannedPage> pages = mazebook::page_sequence(
      {}, std::vector<int>{5, 3}, std::vector<int>{9, 9}, std::vector<int>{4, 1});
  using K = PageKind;
  EXPECT_EQ(kinds_of(pages), (std::vector<K>{K::section, K::maze, K::maze, K::section, K::maze,
                                             K::maze, K::maze, K::solutions, K::solutions}));
  EXPECT_EQ(pages[1].mazes, (std::vector<int>{0, 1, 2, 3}));
  EXPECT_EQ(pages[1].maze, 0);
  EXPECT_EQ(pages[2].mazes, (std::vector<int>{4}));
  EXPECT_EQ(pages[4].mazes, (std::vector<int>{5}));
  EXPECT_EQ(pages[6].maze, 7);
  EXPECT_EQ(pages[7].solutions, (std::vector<int>{0, 1, 2, 3, 4}));
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
  // 12 easy mazes take two pages at 9 or at 6 a page: 6, the larger.
  EXPECT_EQ(plan.section_solutions[0].per_page, 6);  // easy mazes, "auto"
  EXPECT_EQ(plan.section_solutions[1].per_page, 2);  // expert mazes, "auto"
  EXPECT_EQ(plan.section_solutions[2].per_page, 2);  // asked for 2
  EXPECT_EQ(plan.solutions_per_page(), 6);
  // 3 x (heading + 12 mazes), then 2 + 6 + 6 solution pages.
  EXPECT_EQ(plan.first_page(PageKind::solutions, 0), 40);
  EXPECT_EQ(plan.first_page(PageKind::solutions, 1), 42);
  EXPECT_EQ(plan.first_page(PageKind::solutions, 2), 48);
  EXPECT_EQ(plan.page_count(), 54);
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

// The least corridor of each kind as src/book/README.md documents it,
// written out by hand, and the least route.
double documented_minimum(mazebook::GridKind kind) {
  switch (kind) {
    case mazebook::GridKind::rect:
    case mazebook::GridKind::masked:
      return 5.5;
    case mazebook::GridKind::polar:
    case mazebook::GridKind::triangle:
      return 6.0;
    case mazebook::GridKind::hex:
      return 7.0;
  }
  return 0;
}
constexpr double kDocumentedRoute = 1.5;

// The solutions a page "auto" gives a section of `count` mazes of
// `preset` in a book of 24 pages on `trim`, with the classic template.
int auto_per_page(const std::string& preset_name, int count, const std::string& trim) {
  const mazebook::Preset preset =
      mazebook::load_preset(preset_name, "test", mazebook::mask_files());
  const mazebook::BookTemplate look = mazebook::load_template("classic", "test");
  const mazebook::BookSpec spec = one_section_spec(trim, false, preset, count);
  const std::vector<mazebook::MazeShape> shapes = mazebook::spec_shapes(spec, look);
  const mazebook::LayoutMetrics metrics =
      mazebook::layout_metrics(mazebook::PangoMeasure(), look, shapes.front().wall_weight);
  mazebook::BookPlan plan;
  plan.page_in = mazebook::interior_page_size(spec.trim, false);
  plan.margins_in = mazebook::book_margins(24, false);
  return mazebook::asked_arrangement(plan, spec, 0, shapes, metrics).per_page;
}

TEST(PagePlan, AutoTakesTheFewestPagesThenTheLargestDrawings) {
  // Twenty expert mazes on 6 x 9: two answers a page (5.6 pt corridors;
  // four would be 5.1 pt), where a 6 pt least corridor gave one.
  EXPECT_EQ(auto_per_page("expert", 20, "6x9"), 2);
  // Hexagons on 6 x 9: six a page; nine would be 6.4 pt corridors and a
  // 1.4 pt route.
  EXPECT_EQ(auto_per_page("hex-hard", 30, "6x9"), 6);
  // Nine easy answers fit a page; four mazes take one page either way, so
  // they are drawn four a page, as large as one page allows.
  EXPECT_EQ(auto_per_page("easy", 30, "6x9"), 9);
  EXPECT_EQ(auto_per_page("easy", 4, "6x9"), 4);
  EXPECT_EQ(auto_per_page("easy", 2, "6x9"), 2);
  EXPECT_EQ(auto_per_page("easy", 7, "6x9"), 9);
}

TEST(PagePlan, AutoKeepsEachKindsLeastCorridorAndAReadableRoute) {
  int plans = 0;
  int checked = 0;
  for (const std::string& name : mazebook::shipped_preset_names()) {
    const mazebook::Preset preset = mazebook::load_preset(name, "test", mazebook::mask_files());
    // A variant's solutions keep its marks' cells (book/variant_layout.h).
    if (preset.variant.kind != mazebook::VariantKind::none) continue;
    for (const std::string& look_name : mazebook::shipped_template_names()) {
      const mazebook::BookTemplate look = mazebook::load_template(look_name, "test");
      for (std::string_view trim : mazebook::kdp_trim_names()) {
        for (const bool bleed : {false, true}) {
          SCOPED_TRACE(name + " on " + std::string(trim) + " with " + look_name +
                       (bleed ? ", bleed" : ""));
          const mazebook::BookSpec spec = one_section_spec(std::string(trim), bleed, preset, 30);
          const std::vector<mazebook::MazeShape> shapes = mazebook::spec_shapes(spec, look);
          const mazebook::LayoutMetrics metrics =
              mazebook::layout_metrics(mazebook::PangoMeasure(), look, shapes.front().wall_weight);
          const mazebook::BookPlan plan =
              mazebook::plan_book(spec, shapes, {look.front_matter, look.back_matter}, metrics);
          ++plans;
          // One a page is what a section gets when nothing is readable.
          if (plan.solutions_per_page() == 1) continue;
          ++checked;
          const mazebook::GridKind kind = preset.grid->kind();
          const double corridor = preset.grid->corridor_width();
          for (size_t m = 0; m < shapes.size(); ++m) {
            const double unit = plan.solution_drawing[m].cell;
            EXPECT_GE(unit * corridor, documented_minimum(kind) - 1e-9)
                << plan.solutions_per_page() << " a page";
            EXPECT_GE(unit * std::min(corridor, 1.0) * 0.38, kDocumentedRoute - 1e-9)
                << plan.solutions_per_page() << " a page";
            EXPECT_GE(plan.solution_drawing[m].wall, mazebook::kMinLinePt - 1e-9)
                << plan.solutions_per_page() << " a page";
          }
        }
      }
    }
  }
  EXPECT_GE(plans, 15 * 3 * 16 * 2);
  EXPECT_GE(checked, plans / 2);
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
