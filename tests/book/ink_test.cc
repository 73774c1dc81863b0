// Black ink: the Rec. 709 grey of a colour worked by hand, the interior
// colours of a template turned grey on white and cream paper and kept on
// colour paper, the cover's kept always, and a grey never lighter against
// the paper than its colour was.

#include "book/ink.h"

#include <gtest/gtest.h>

#include "book/legibility.h"
#include "maze/random.h"

namespace {

using mazebook::Colour;

TEST(Ink, GreyIsRec709LumaOfTheEncodedComponents) {
  // #e4572e: (0.2126 x 228 + 0.7152 x 87 + 0.0722 x 46) / 255 = 114.0164 / 255.
  const Colour g = mazebook::grey_of(mazebook::hex_colour(0xe4572e));
  EXPECT_NEAR(g.r, 114.0164 / 255, 1e-12);
  EXPECT_EQ(g.r, g.g);
  EXPECT_EQ(g.g, g.b);
  EXPECT_NEAR(mazebook::grey_of({1, 1, 1}).r, 1, 1e-12);
  EXPECT_EQ(mazebook::grey_of({0, 0, 0}).r, 0);
  EXPECT_NEAR(mazebook::grey_of({0, 1, 0}).r, 0.7152, 1e-12);
}

TEST(Ink, BlackInkPaperTurnsTheInteriorGreyColourPaperKeepsIt) {
  mazebook::BookTemplate kids;
  kids.accent = mazebook::hex_colour(0xe4572e);
  kids.start = mazebook::hex_colour(0x2e8b57);
  kids.finish = mazebook::hex_colour(0xe4572e);
  kids.cover_background = mazebook::hex_colour(0xffd23f);
  EXPECT_EQ(mazebook::coloured_interior_keys(kids),
            (std::vector<std::string>{"accent", "start", "finish"}));
  for (const mazebook::Paper paper : {mazebook::Paper::white, mazebook::Paper::cream}) {
    const mazebook::BookTemplate inside = mazebook::interior_look(kids, paper);
    EXPECT_TRUE(mazebook::black_ink_only(paper));
    EXPECT_EQ(mazebook::coloured_interior_keys(inside), std::vector<std::string>{});
    EXPECT_EQ(inside.start.r, mazebook::grey_of(kids.start).r);
    EXPECT_EQ(inside.cover_background.b, kids.cover_background.b);  // the cover keeps colour
  }
  for (const mazebook::Paper paper :
       {mazebook::Paper::standard_color, mazebook::Paper::premium_color}) {
    EXPECT_FALSE(mazebook::black_ink_only(paper));
    EXPECT_EQ(mazebook::interior_look(kids, paper).start.g, kids.start.g);
  }
}

// Why a template's contrast check still holds in grey: luma of the
// encoded components is never lighter than the colour's luminance.
TEST(Ink, AGreyContrastsWithThePaperAtLeastAsMuchAsItsColour) {
  mazebook::Random random(17);
  for (int i = 0; i < 20000; ++i) {
    const Colour c{random.uniform(256) / 255.0, random.uniform(256) / 255.0,
                   random.uniform(256) / 255.0};
    EXPECT_GE(mazebook::contrast_with_white(mazebook::grey_of(c)),
              mazebook::contrast_with_white(c) - 1e-9)
        << c.r << " " << c.g << " " << c.b;
  }
}

}  // namespace
