// The verifier's copy of the KDP numbers, against src/proof/KDP_RULES.md.

#include "proof/preflight/kdp_rules.h"

#include <gtest/gtest.h>

namespace mazeproof {
namespace {

TEST(KdpRules, PageRanges) {
  EXPECT_EQ(page_range({6, 9}, Paper::white).max, 828);
  EXPECT_EQ(page_range({6, 9}, Paper::cream).max, 776);
  EXPECT_EQ(page_range({8.25, 8.25}, Paper::cream).max, 750);
  EXPECT_EQ(page_range({8.5, 11}, Paper::white).max, 590);
  EXPECT_EQ(page_range({8.27, 11.69}, Paper::premium_color).max, 590);
  EXPECT_EQ(page_range({8.27, 11.69}, Paper::white).max, 780);
  EXPECT_EQ(page_range({6, 9}, Paper::standard_color).min, 72);
  EXPECT_EQ(page_range({6, 9}, Paper::white).min, 24);
  EXPECT_EQ(page_range({7.8, 9.9}, Paper::white).max, 828);   // custom within 8 x 10
  EXPECT_EQ(page_range({8.4, 10.5}, Paper::white).max, 590);  // custom beyond: the safer row
}

TEST(KdpRules, Margins) {
  EXPECT_DOUBLE_EQ(minimum_margins(24, false).inside, 0.375);
  EXPECT_DOUBLE_EQ(minimum_margins(150, false).inside, 0.375);
  EXPECT_DOUBLE_EQ(minimum_margins(151, false).inside, 0.5);
  EXPECT_DOUBLE_EQ(minimum_margins(300, false).inside, 0.5);
  EXPECT_DOUBLE_EQ(minimum_margins(301, false).inside, 0.625);
  EXPECT_DOUBLE_EQ(minimum_margins(501, false).inside, 0.75);
  EXPECT_DOUBLE_EQ(minimum_margins(701, false).inside, 0.875);
  EXPECT_DOUBLE_EQ(minimum_margins(24, false).outside, 0.25);
  EXPECT_DOUBLE_EQ(minimum_margins(24, true).outside, 0.375);
}

TEST(KdpRules, SizesAndCover) {
  const TrimSize bled = interior_page_size({8.5, 11}, true);
  EXPECT_DOUBLE_EQ(bled.width, 8.625);
  EXPECT_DOUBLE_EQ(bled.height, 11.25);
  const CoverLayout c = cover_layout({8.5, 11}, Paper::white, 60);
  EXPECT_NEAR(c.spine, 0.13512, 1e-9);
  EXPECT_NEAR(c.width, 17.38512, 1e-9);
  EXPECT_DOUBLE_EQ(c.height, 11.25);
  EXPECT_DOUBLE_EQ(c.spine_left, 8.625);
  EXPECT_NEAR(cover_layout({6, 9}, Paper::cream, 100).spine, 0.25, 1e-12);
  EXPECT_NEAR(cover_layout({6, 9}, Paper::premium_color, 100).spine, 0.2347, 1e-12);
}

TEST(KdpRules, TrimsAndPapers) {
  EXPECT_TRUE(is_standard_trim({5.06, 7.81}));
  EXPECT_FALSE(is_standard_trim({6, 8}));
  EXPECT_TRUE(is_custom_trim_allowed({6, 8}));
  EXPECT_FALSE(is_custom_trim_allowed({9, 12}));
  EXPECT_EQ(parse_paper("premium-color"), Paper::premium_color);
  EXPECT_EQ(parse_paper("standard_colour"), Paper::standard_color);
  EXPECT_FALSE(parse_paper("glossy").has_value());
}

}  // namespace
}  // namespace mazeproof
