// The front cover's maze (book/ornaments.h choose_cover_art): a themed
// front with silhouettes is a masked maze on one of them, chosen by the
// book seed; a theme without silhouettes, or no theme, keeps the 14-column
// rectangle, the very same maze; and a front image of the user's keeps
// the rectangle too (it is not drawn).

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>

#include "base/error.h"
#include "book/book_spec.h"
#include "book/ornaments.h"
#include "book/theme.h"
#include "maze/grid.h"
#include "render/shipped_masks.h"

namespace mazebook {
namespace {

BookSpec spec_of(uint64_t seed, const std::string& extra = "") {
  return parse_book_spec(Json::parse(R"({"title": "T", "author": "A", "trim": "8.5x11", "seed": )" +
                                     std::to_string(seed) + extra +
                                     R"(, "sections": [{"preset": "kids-easy", "count": 2}]})"),
                         "spec.json", mazebook::mask_files());
}

Theme theme_with(std::vector<std::string> silhouettes) {
  Theme t;
  t.name = "test";
  t.source = "test.json";
  t.silhouettes = std::move(silhouettes);
  return t;
}

TEST(CoverArt, ASilhouetteThemeGivesAMaskedMazeChosenByTheSeed) {
  const Theme theme = theme_with({"cat", "fish", "butterfly", "heart"});
  std::set<std::string> chosen;
  for (uint64_t seed = 1; seed <= 24; ++seed) {
    const CoverArt art = choose_cover_art(spec_of(seed), &theme, mazebook::mask_files());
    ASSERT_EQ(art.front.maze.grid().kind(), GridKind::masked) << seed;
    EXPECT_TRUE(theme.silhouettes.end() !=
                std::find(theme.silhouettes.begin(), theme.silhouettes.end(), art.front_mask))
        << art.front_mask;
    chosen.insert(art.front_mask);
    // A perfect maze: its route runs from the entrance cell to the exit cell.
    ASSERT_FALSE(art.front.route.empty());
    EXPECT_EQ(art.front.route.front(), art.front.maze.entrance().cell);
    EXPECT_EQ(art.front.route.back(), art.front.maze.exit().cell);
    // The same seed, the same maze.
    const CoverArt again = choose_cover_art(spec_of(seed), &theme, mazebook::mask_files());
    EXPECT_EQ(again.front_mask, art.front_mask);
    EXPECT_EQ(again.front.route, art.front.route);
  }
  EXPECT_EQ(chosen.size(), 4u);
}

TEST(CoverArt, SizedToTheArtAreaWithCellsAboutASixthOfAnInch) {
  const Theme theme = theme_with({"heart"});
  const CoverArt art = choose_cover_art(spec_of(5), &theme, mazebook::mask_files());
  // 8.5 x 11: the art area is about 4.95 in high, 7.48 in wide: sampled
  // 44 x 29, the heart (wider than high) fills its height, and the grid is
  // trimmed to the heart's own box: a cell on each of its four edges.
  EXPECT_EQ(art.front_mask, "heart");
  // (A sampled edge row may miss the heart's tips at its cell centres.)
  EXPECT_GE(art.front.maze.rows(), 27);
  EXPECT_LE(art.front.maze.rows(), 29);
  EXPECT_LT(art.front.maze.columns(), 44);
  const std::vector<std::string>& mask = *art.front.maze.grid().mask();
  ASSERT_EQ(mask.size(), static_cast<size_t>(art.front.maze.rows()));
  EXPECT_NE(mask.front().find('X'), std::string::npos);
  EXPECT_NE(mask.back().find('X'), std::string::npos);
  bool left = false, right = false;
  for (const std::string& row : mask) {
    left = left || row.front() == 'X';
    right = right || row.back() == 'X';
  }
  EXPECT_TRUE(left);
  EXPECT_TRUE(right);
}

TEST(CoverArt, WithoutSilhouettesOrThemeTheFrontIsTheSameRectangle) {
  const Theme plain = theme_with({});
  for (uint64_t seed : {1u, 7u, 11u}) {
    const CoverArt none = choose_cover_art(spec_of(seed), nullptr, mazebook::mask_files());
    const CoverArt themed = choose_cover_art(spec_of(seed), &plain, mazebook::mask_files());
    ASSERT_EQ(none.front.maze.grid().kind(), GridKind::rect);
    EXPECT_EQ(none.front.maze.columns(), 14);
    EXPECT_EQ(themed.front.maze.columns(), 14);
    EXPECT_EQ(themed.front.maze.rows(), none.front.maze.rows());
    EXPECT_EQ(themed.front.route, none.front.route);
    EXPECT_TRUE(themed.front_mask.empty());
  }
}

TEST(CoverArt, AFrontImageKeepsTheRectangle) {
  const Theme theme = theme_with({"cat"});
  BookSpec spec = spec_of(3);
  spec.cover.front_image = "/nowhere/front.png";
  const CoverArt art = choose_cover_art(spec, &theme, mazebook::mask_files());
  EXPECT_FALSE(art.front_drawn);
  EXPECT_EQ(art.front.maze.grid().kind(), GridKind::rect);
  EXPECT_TRUE(art.front_mask.empty());
}

TEST(CoverArt, AnUnknownSilhouetteNamesTheThemeFile) {
  // load_theme refuses it first; a Theme made otherwise is refused here.
  const Theme theme = theme_with({"zebra"});
  std::string valid;
  for (const std::string& name : shipped_mask_names()) valid += (valid.empty() ? "" : ", ") + name;
  try {
    choose_cover_art(spec_of(3), &theme, mazebook::mask_files());
    FAIL() << "no error";
  } catch (const Error& e) {
    EXPECT_EQ(std::string(e.what()), "test.json: silhouettes: unknown mask 'zebra'; valid: " +
                                         valid + " (or a path to a .txt, .png or .svg file)");
  }
}

}  // namespace
}  // namespace mazebook
