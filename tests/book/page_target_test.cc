// The page target: "pages": N makes an interior of exactly N pages, with
// no blank page, by the solutions a page of each section and, with
// "pages_fill", a section's count; else the nearest count above, with a
// note saying why; a target no choice reaches is refused naming both
// numbers. Planned from the spec alone, as the build plans it.

#include "book/page_target.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "base/error.h"
#include "base/json_reader.h"
#include "book/book_mazes.h"
#include "book/layout_metrics.h"
#include "render/pango_measure.h"
#include "render/shipped_masks.h"

namespace {

using mazebook::PageKind;

struct Planned {
  mazebook::BookSpec spec;
  mazebook::BookPlan plan;
};

// The spec `text` with its page target met and its pages planned, with the
// classic template.
Planned plan_with_target(const std::string& text) {
  Planned p{mazebook::parse_book_spec(mazebook::parse_json_text(text, "spec.json"), "spec.json",
                                      mazebook::mask_files()),
            {}};
  const mazebook::BookTemplate look = mazebook::load_template("classic", "test");
  const mazebook::BookMatter matter{look.front_matter, look.back_matter};
  double wall = 0;
  for (const mazebook::MazeShape& s : mazebook::spec_shapes(p.spec, look))
    wall = std::max(wall, s.wall_weight);
  const mazebook::LayoutMetrics metrics =
      mazebook::layout_metrics(mazebook::PangoMeasure(), look, wall);
  mazebook::meet_page_target(p.spec, look, matter, metrics);
  p.plan = mazebook::plan_book(p.spec, mazebook::spec_shapes(p.spec, look), matter, metrics);
  return p;
}

int blank_pages(const mazebook::BookPlan& plan) {
  return static_cast<int>(std::count_if(plan.pages.begin(), plan.pages.end(), [](const auto& page) {
    return page.kind == PageKind::blank;
  }));
}

const std::string kHead = R"({"title": "T", "author": "A", "trim": "6x9", )";

TEST(PageTarget, ASectionsCountMakesExactly120Pages) {
  const Planned p = plan_with_target(kHead + R"("pages": 120, "pages_fill": 0,
      "sections": [{"preset": "easy"}, {"preset": "medium", "count": 10}]})");
  EXPECT_EQ(p.plan.page_count(), 120);
  EXPECT_EQ(blank_pages(p.plan), 0);
  EXPECT_EQ(p.spec.pages_note, "");
  // The matter (5 pages), two headings, 10 medium mazes and their
  // solutions as "auto" lays them out (4 a page: 3 pages) leave 100 pages
  // for easy mazes and their solutions, nine a page: 90 + 10.
  EXPECT_EQ(p.spec.sections[0].count, 90);
  EXPECT_EQ(p.plan.section_solutions[0].per_page, 9);
}

TEST(PageTarget, TwentyExpertMazesGetAtLeastTwoAnswersAPage) {
  const Planned p = plan_with_target(kHead + R"("pages": 120, "pages_fill": 0,
      "sections": [{"preset": "easy"}, {"preset": "expert", "count": 20}]})");
  EXPECT_EQ(p.plan.page_count(), 120);
  EXPECT_EQ(blank_pages(p.plan), 0);
  EXPECT_GE(p.plan.section_solutions[1].per_page, 2);
}

TEST(PageTarget, WithoutAFilledSectionTheSolutionsAPageMeetIt) {
  // 30 easy mazes: 5 pages of matter, a heading and 30 maze pages, then 4,
  // 5, 8, 15 or 30 pages of solutions (9, 6, 4, 2 or 1 a page): 40, 41,
  // 44, 51 or 66 pages.
  for (const int pages : {44, 66}) {
    SCOPED_TRACE(pages);
    const Planned p = plan_with_target(kHead + R"("pages": )" + std::to_string(pages) +
                                       R"(, "sections": [{"preset": "easy", "count": 30}]})");
    EXPECT_EQ(p.plan.page_count(), pages);
    EXPECT_EQ(blank_pages(p.plan), 0);
    EXPECT_EQ(p.spec.pages_note, "");
  }
  // A number asked caps the choice: at most 4 a page.
  const Planned capped = plan_with_target(
      kHead +
      R"("pages": 44, "sections": [{"preset": "easy", "count": 30, "solutions_per_page": 4}]})");
  EXPECT_EQ(capped.plan.section_solutions[0].per_page, 4);
}

TEST(PageTarget, WhereNoChoiceReachesItTheNearestAboveWithANote) {
  const Planned between =
      plan_with_target(kHead + R"("pages": 46, "sections": [{"preset": "easy", "count": 30}]})");
  EXPECT_EQ(between.plan.page_count(), 52);  // 51 pages of content, one blank to make it even
  EXPECT_EQ(between.spec.pages_note,
            "pages: no choice of solutions a page makes 46 pages without blank pages: the book "
            "has 52, the nearest above");
  const Planned odd = plan_with_target(
      kHead + R"("pages": 121, "pages_fill": 0, "sections": [{"preset": "easy"}]})");
  EXPECT_EQ(odd.plan.page_count(), 122);
  EXPECT_EQ(blank_pages(odd.plan), 0);
  EXPECT_EQ(odd.spec.pages_note,
            "pages: 121 is odd and KDP prints an even number of pages: the book has 122");
}

TEST(PageTarget, ATargetNoChoiceReachesIsRefusedNamingBothNumbers) {
  const auto refusal = [](const std::string& text) {
    try {
      plan_with_target(text);
    } catch (const mazebook::Error& e) {
      EXPECT_EQ(e.exit_code(), mazebook::kExitUnusable);
      return std::string(e.what());
    }
    return std::string("no refusal");
  };
  // 5 + 2 headings + 40 easy mazes, 9 a page (5 pages), one medium maze
  // and its page: 54.
  EXPECT_EQ(refusal(kHead + R"("pages": 40, "pages_fill": 1,
      "sections": [{"preset": "easy", "count": 40}, {"preset": "medium"}]})"),
            "spec.json: pages: 40 is below the smallest this book can be (54 pages)");
  EXPECT_EQ(refusal(kHead + R"("pages": 200, "sections": [{"preset": "easy", "count": 30}]})"),
            "spec.json: pages: 200 is above the most pages this book fills (66): add mazes or "
            "name a section in pages_fill");
  // A swapped maze past the filled book's mazes.
  EXPECT_EQ(refusal(kHead + R"("pages": 24, "pages_fill": 0, "sections": [{"preset": "easy"}],
      "overrides": [{"maze": 50, "seed": 3}]})"),
            "spec.json: overrides[0].maze: maze 50 is past the book's 16 mazes at 24 pages");
}

}  // namespace
