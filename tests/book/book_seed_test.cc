// The derived seed to the letter (src/book/README.md, "The seed"): the
// values below were worked out apart from mazebook, from the documented
// text, with another SHA-256.

#include "book/book_seed.h"

#include <gtest/gtest.h>

#include "book/book_spec.h"
#include "render/shipped_masks.h"

namespace {

TEST(BookSeed, TheDocumentedTextAndItsDigest) {
  EXPECT_EQ(mazebook::book_seed_text("Mazes", "Volume one", "A. Author", "2nd"),
            "mazebook book seed 1\n5:Mazes\n10:Volume one\n9:A. Author\n3:2nd\n");
  EXPECT_EQ(mazebook::derive_book_seed("Mazes", "Volume one", "A. Author", "2nd"),
            549701374246803943u);
  // Lengths are bytes: "Été" is 5.
  EXPECT_EQ(mazebook::derive_book_seed("\xc3\x89t\xc3\xa9", "", "B", ""), 13925187886723279819u);
}

TEST(BookSeed, ASpecWithoutASeedGetsTheDerivedOne) {
  const auto parse = [](const std::string& extra) {
    return mazebook::parse_book_spec(
        mazebook::Json::parse(R"({"title": "Mazes", "subtitle": "Volume one",
          "author": "A. Author", "edition": "2nd", "trim": "6x9",
          "sections": [{"preset": "easy", "count": 1}])" +
                              extra + "}"),
        "spec.json", mazebook::mask_files());
  };
  const mazebook::BookSpec derived = parse("");
  EXPECT_TRUE(derived.seed_derived);
  EXPECT_EQ(derived.seed, 549701374246803943u);
  const mazebook::BookSpec given = parse(R"(, "seed": 1)");
  EXPECT_FALSE(given.seed_derived);
  EXPECT_EQ(given.seed, 1u);
}

}  // namespace
