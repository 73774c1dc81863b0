// KDP's numbers (src/book/KDP.md) as the book code applies them: trims, page
// ranges, interior page size and margins on both sides of every gutter step,
// the live area of right- and left-hand pages in a real plan, and the cover's
// size. Every expected value is written out here from src/book/KDP.md by hand, never
// computed with the code under test, so a wrong constant in src/book/kdp.cc
// shows up as a wrong number.

#include "book/kdp.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "book/page_plan.h"

namespace {

using mazebook::Paper;
using mazebook::Trim;

constexpr double kEps = 1e-9;

Trim trim(const char* text) {
  const auto t = mazebook::parse_trim(text);
  EXPECT_TRUE(t.has_value()) << text;
  return t.value_or(Trim{});
}

TEST(ParseTrim, AcceptsEveryStandardTrimOfKdpMd) {
  // The list of src/book/KDP.md "Trim sizes", in its order.
  const std::vector<std::pair<const char*, std::pair<double, double>>> standard = {
      {"5x8", {5, 8}},
      {"5.06x7.81", {5.06, 7.81}},
      {"5.25x8", {5.25, 8}},
      {"5.5x8.5", {5.5, 8.5}},
      {"6x9", {6, 9}},
      {"6.14x9.21", {6.14, 9.21}},
      {"6.69x9.61", {6.69, 9.61}},
      {"7x10", {7, 10}},
      {"7.44x9.69", {7.44, 9.69}},
      {"7.5x9.25", {7.5, 9.25}},
      {"8x10", {8, 10}},
      {"8.25x6", {8.25, 6}},
      {"8.25x8.25", {8.25, 8.25}},
      {"8.5x8.5", {8.5, 8.5}},
      {"8.5x11", {8.5, 11}},
      {"8.27x11.69", {8.27, 11.69}}};
  ASSERT_EQ(mazebook::kdp_trim_names().size(), standard.size());
  for (size_t i = 0; i < standard.size(); ++i) {
    const auto& [name, size] = standard[i];
    EXPECT_EQ(mazebook::kdp_trim_names()[i], name);
    const auto t = mazebook::parse_trim(name);
    ASSERT_TRUE(t) << name;
    EXPECT_EQ(t->width, size.first) << name;
    EXPECT_EQ(t->height, size.second) << name;
    EXPECT_FALSE(t->custom) << name;
  }
  // A standard size written differently is still the standard trim.
  EXPECT_FALSE(trim("6.0x9.0").custom);
}

TEST(ParseTrim, AcceptsCustomSizesInsideTheRangeAndRejectsTheRest) {
  // Custom: width 4 to 8.5, height 6 to 11.69, edges included.
  for (const char* ok : {"7.25x10.5", "4x6", "8.5x11.69", "4x11.69", "8.5x6", "5.8x8.3"}) {
    const auto t = mazebook::parse_trim(ok);
    ASSERT_TRUE(t) << ok;
    EXPECT_TRUE(t->custom) << ok;
  }
  EXPECT_EQ(trim("7.25x10.5").width, 7.25);
  EXPECT_EQ(trim("7.25x10.5").height, 10.5);
  for (const char* bad : {"9x12", "3x8", "6by9", "8.6x11", "6x5.9", "6x11.7", "x9", "6x", "",
                          "6x9x2", "6 x 9", "-6x9", "6x9in"}) {
    EXPECT_FALSE(mazebook::parse_trim(bad)) << bad;
  }
}

TEST(PageRange, FollowsThePageCountTablePerPaper) {
  struct Row {
    const char* trim;
    int white, cream, premium;
  };
  // src/book/KDP.md "Page count"; custom trims past 8 x 10 take the 8.5 x 11 row.
  const Row rows[] = {{"5x8", 828, 776, 828},       {"6x9", 828, 776, 828},
                      {"8x10", 828, 776, 828},      {"8.25x6", 800, 750, 800},
                      {"8.25x8.25", 800, 750, 800}, {"8.5x8.5", 590, 550, 590},
                      {"8.5x11", 590, 550, 590},    {"8.27x11.69", 780, 730, 590},
                      {"7.25x10.5", 590, 550, 590}, {"7x9", 828, 776, 828}};
  for (const Row& r : rows) {
    SCOPED_TRACE(r.trim);
    const Trim t = trim(r.trim);
    EXPECT_EQ(mazebook::page_range(t, Paper::white).min, 24);
    EXPECT_EQ(mazebook::page_range(t, Paper::white).max, r.white);
    EXPECT_EQ(mazebook::page_range(t, Paper::cream).max, r.cream);
    EXPECT_EQ(mazebook::page_range(t, Paper::premium_color).max, r.premium);
    // Standard colour: 72-600 whatever the trim.
    EXPECT_EQ(mazebook::page_range(t, Paper::standard_color).min, 72);
    EXPECT_EQ(mazebook::page_range(t, Paper::standard_color).max, 600);
  }
}

TEST(InteriorPage, IsTheTrimOrTheTrimPlusBleed) {
  // With bleed: width + 0.125 (outside edge only), height + 0.25.
  const std::vector<std::tuple<const char*, double, double>> cases = {{"5x8", 5.125, 8.25},
                                                                      {"6x9", 6.125, 9.25},
                                                                      {"8.5x11", 8.625, 11.25},
                                                                      {"8.27x11.69", 8.395, 11.94},
                                                                      {"7.25x10.5", 7.375, 10.75}};
  for (const auto& [name, bleed_w, bleed_h] : cases) {
    const Trim t = trim(name);
    const mazebook::PageSize plain = mazebook::interior_page_size(t, false);
    EXPECT_EQ(plain.width, t.width) << name;
    EXPECT_EQ(plain.height, t.height) << name;
    const mazebook::PageSize bled = mazebook::interior_page_size(t, true);
    EXPECT_NEAR(bled.width, bleed_w, kEps) << name;
    EXPECT_NEAR(bled.height, bleed_h, kEps) << name;
  }
}

// src/book/KDP.md "Margins": the gutter for a page count, by hand.
double kdp_gutter(int pages) {
  if (pages <= 150) return 0.375;
  if (pages <= 300) return 0.5;
  if (pages <= 500) return 0.625;
  if (pages <= 700) return 0.75;
  return 0.875;
}

TEST(Margins, KdpMinimumOnBothSidesOfEachGutterStep) {
  const std::vector<std::pair<int, double>> steps = {
      {24, 0.375},  {150, 0.375}, {151, 0.5},  {300, 0.5},   {301, 0.625},
      {500, 0.625}, {501, 0.75},  {700, 0.75}, {701, 0.875}, {828, 0.875}};
  for (const auto& [pages, inside] : steps) {
    for (const bool bleed : {false, true}) {
      const mazebook::Margins m = mazebook::kdp_minimum_margins(pages, bleed);
      EXPECT_EQ(m.inside, inside) << pages << " pages, bleed " << bleed;
      const double other = bleed ? 0.375 : 0.25;
      EXPECT_EQ(m.outside, other) << pages;
      EXPECT_EQ(m.top, other) << pages;
      EXPECT_EQ(m.bottom, other) << pages;
    }
  }
}

TEST(Margins, BookMarginsAreGenerousAndNeverUnderKdp) {
  for (const int pages : {24, 150, 151, 300, 301, 500, 501, 700, 701, 828}) {
    for (const bool bleed : {false, true}) {
      const mazebook::Margins m = mazebook::book_margins(pages, bleed);
      const mazebook::Margins kdp = mazebook::kdp_minimum_margins(pages, bleed);
      EXPECT_GE(m.inside, kdp.inside);
      EXPECT_GE(m.outside, kdp.outside);
      EXPECT_GE(m.top, kdp.top);
      EXPECT_GE(m.bottom, kdp.bottom);
      // The design: gutter + 1/8 in; 0.5 in outside and 0.55 in top and
      // bottom from the trim, so 1/8 in more from the page edge with bleed.
      const double b = bleed ? 0.125 : 0;
      EXPECT_NEAR(m.inside, kdp_gutter(pages) + 0.125, kEps) << pages;
      EXPECT_NEAR(m.outside, 0.5 + b, kEps) << pages;
      EXPECT_NEAR(m.top, 0.55 + b, kEps) << pages;
      EXPECT_NEAR(m.bottom, 0.55 + b, kEps) << pages;
    }
  }
}

// A book of one section whose plan has exactly `pages` pages: with one
// solution a page, title + copyright + section + n mazes + n solutions is
// 3 + 2n pages, padded to 4 + 2n.
mazebook::BookPlan plan_with_pages(const char* trim_name, bool bleed, int pages) {
  mazebook::BookSpec spec;
  spec.source = "test.json";
  spec.trim_name = trim_name;
  spec.trim = trim(trim_name);
  spec.bleed = bleed;
  spec.solutions_per_page = 1;
  const int mazes = (pages - 4) / 2;
  mazebook::SectionSpec section;
  section.count = mazes;
  section.title = "Easy";
  spec.sections.push_back(section);
  const std::vector<mazebook::MazeShape> shapes(static_cast<size_t>(mazes), {10, 12, 2.5, false});
  const mazebook::BookMatter matter{{mazebook::PageKind::title, mazebook::PageKind::copyright}, {}};
  return mazebook::plan_book(spec, shapes, matter, mazebook::LayoutMetrics{});
}

TEST(PagePlan, LiveAreaOfRightAndLeftHandPagesAtEveryStep) {
  struct Case {
    const char* trim;
    int pages;
  };
  // Page counts are even: 150 | 152 brackets the 150/151 step, and so on.
  // 7.25x10.5 and 8.5x11 stop at 590 pages on white paper.
  const Case cases[] = {{"5x8", 24},        {"5x8", 150},        {"5x8", 152},
                        {"6x9", 300},       {"6x9", 302},        {"6x9", 500},
                        {"6x9", 502},       {"6x9", 700},        {"6x9", 702},
                        {"8.5x11", 150},    {"8.5x11", 152},     {"8.5x11", 500},
                        {"8.5x11", 502},    {"8.27x11.69", 700}, {"8.27x11.69", 702},
                        {"7.25x10.5", 300}, {"7.25x10.5", 302}};
  for (const Case& c : cases) {
    for (const bool bleed : {false, true}) {
      SCOPED_TRACE(std::string(c.trim) + " at " + std::to_string(c.pages) +
                   (bleed ? " with bleed" : ""));
      const mazebook::BookPlan plan = plan_with_pages(c.trim, bleed, c.pages);
      ASSERT_EQ(plan.page_count(), c.pages);
      const Trim t = trim(c.trim);
      const double page_w = t.width + (bleed ? 0.125 : 0);
      const double page_h = t.height + (bleed ? 0.25 : 0);
      EXPECT_NEAR(plan.page_in.width, page_w, kEps);
      EXPECT_NEAR(plan.page_in.height, page_h, kEps);
      const double b = bleed ? 0.125 : 0;
      const double inside = kdp_gutter(c.pages) + 0.125;
      const double outside = 0.5 + b;
      const double top = 0.55 + b;
      EXPECT_NEAR(plan.margins_in.inside, inside, kEps);
      // Odd pages are right-hand: gutter on the left.
      const mazebook::Box odd = plan.live_area(5);
      EXPECT_NEAR(odd.x, inside * 72, 1e-6);
      EXPECT_NEAR(odd.y, top * 72, 1e-6);
      EXPECT_NEAR(odd.width, (page_w - inside - outside) * 72, 1e-6);
      EXPECT_NEAR(odd.height, (page_h - 2 * top) * 72, 1e-6);
      // Even pages are left-hand: gutter on the right.
      const mazebook::Box even = plan.live_area(6);
      EXPECT_NEAR(even.x, outside * 72, 1e-6);
      EXPECT_NEAR(even.x + even.width, (page_w - inside) * 72, 1e-6);
      EXPECT_NEAR(even.y, odd.y, 1e-6);
      EXPECT_NEAR(even.height, odd.height, 1e-6);
    }
  }
}

TEST(PagePlan, OneHandWorkedPage) {
  // 6x9, 152 pages, no bleed: gutter 0.5 + 0.125 = 0.625 in = 45 pt,
  // outside 0.5 in = 36 pt, top and bottom 0.55 in = 39.6 pt.
  const mazebook::BookPlan plan = plan_with_pages("6x9", false, 152);
  const mazebook::Box odd = plan.live_area(1);
  EXPECT_NEAR(odd.x, 45, 1e-9);
  EXPECT_NEAR(odd.y, 39.6, 1e-9);
  EXPECT_NEAR(odd.width, 432 - 45 - 36, 1e-9);
  EXPECT_NEAR(odd.height, 648 - 2 * 39.6, 1e-9);
  EXPECT_NEAR(plan.live_area(2).x, 36, 1e-9);
}

TEST(CoverGeometry, SizeForEachPaperAtFourPageCounts) {
  // 6 x 9. spine = pages x factor (white 0.002252, cream 0.0025, premium
  // 0.002347); width = 0.125 + 6 + spine + 6 + 0.125 = 12.25 + spine;
  // height = 9 + 0.25. Worked out by hand:
  struct Case {
    Paper paper;
    int pages;
    double spine;
    double width;
  };
  const Case cases[] = {
      {Paper::white, 24, 0.054048, 12.304048},
      {Paper::white, 80, 0.18016, 12.43016},
      {Paper::white, 150, 0.3378, 12.5878},
      {Paper::white, 300, 0.6756, 12.9256},
      {Paper::cream, 24, 0.06, 12.31},
      {Paper::cream, 80, 0.2, 12.45},
      {Paper::cream, 150, 0.375, 12.625},
      {Paper::cream, 300, 0.75, 13.0},
      {Paper::premium_color, 24, 0.056328, 12.306328},
      {Paper::premium_color, 80, 0.18776, 12.43776},
      {Paper::premium_color, 150, 0.35205, 12.60205},
      {Paper::premium_color, 300, 0.7041, 12.9541},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(std::string(mazebook::paper_name(c.paper)) + " " + std::to_string(c.pages));
    const mazebook::CoverGeometry g = mazebook::cover_geometry(trim("6x9"), c.paper, c.pages);
    EXPECT_NEAR(g.spine, c.spine, kEps);
    EXPECT_NEAR(g.width, c.width, kEps);
    EXPECT_NEAR(g.height, 9.25, kEps);
    // Trim lines and folds, from the left bleed edge.
    EXPECT_NEAR(g.back_left, 0.125, kEps);
    EXPECT_NEAR(g.spine_left, 6.125, kEps);
    EXPECT_NEAR(g.spine_right, 6.125 + c.spine, kEps);
    EXPECT_NEAR(g.front_right, 12.125 + c.spine, kEps);
    EXPECT_NEAR(g.bottom, 0.125, kEps);
    EXPECT_NEAR(g.top, 9.125, kEps);
  }
  // 8.5 x 11 cream, 300 pages: 0.125 + 8.5 + 0.75 + 8.5 + 0.125 by 11.25.
  const mazebook::CoverGeometry big = mazebook::cover_geometry(trim("8.5x11"), Paper::cream, 300);
  EXPECT_NEAR(big.width, 18.0, kEps);
  EXPECT_NEAR(big.height, 11.25, kEps);
}

TEST(CoverGeometry, SpineTextFromEightyPages) {
  // KDP says 79; page counts are even, so 80 (the safer).
  for (const Paper paper : {Paper::white, Paper::cream, Paper::premium_color}) {
    EXPECT_FALSE(mazebook::cover_geometry(trim("6x9"), paper, 24).spine_text);
    EXPECT_FALSE(mazebook::cover_geometry(trim("6x9"), paper, 78).spine_text);
    EXPECT_FALSE(mazebook::cover_geometry(trim("6x9"), paper, 79).spine_text);
    EXPECT_TRUE(mazebook::cover_geometry(trim("6x9"), paper, 80).spine_text);
    EXPECT_TRUE(mazebook::cover_geometry(trim("6x9"), paper, 300).spine_text);
  }
}

TEST(CoverGeometry, BarcodeBoxSitsInTheLowerRightOfTheBack) {
  // 2 x 1.2 in; its right edge 0.25 in left of the back's fold (0.125 +
  // trim width), its bottom 0.25 in above the bottom trim (0.125).
  const std::vector<std::pair<const char*, double>> cases = {
      {"6x9", 3.875}, {"8.5x11", 6.375}, {"5x8", 2.875}, {"7.25x10.5", 5.125}};
  for (const auto& [name, x] : cases) {
    for (const int pages : {24, 300}) {
      const mazebook::CoverGeometry g = mazebook::cover_geometry(trim(name), Paper::white, pages);
      EXPECT_NEAR(g.barcode.x, x, kEps) << name;
      EXPECT_NEAR(g.barcode.y, 0.375, kEps) << name;
      EXPECT_NEAR(g.barcode.width, 2, kEps) << name;
      EXPECT_NEAR(g.barcode.height, 1.2, kEps) << name;
      EXPECT_NEAR(g.spine_left - (g.barcode.x + g.barcode.width), 0.25, kEps) << name;
    }
  }
}

}  // namespace
