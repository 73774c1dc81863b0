// The difficulty ramp: the score as src/book/difficulty.h defines it,
// worked by hand; each section's mazes printed easiest first, their ids
// and numbers in printed order; "ramp": false keeps the selection's order
// with the very same mazes.

#include "book/difficulty.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "book/book_mazes.h"
#include "book/book_spec.h"
#include "render/shipped_masks.h"
#include "support/book_files.h"

namespace {

TEST(Difficulty, RouteForksTwiceDeadEndsHalf) {
  mazebook::Metrics m;
  m.route_length = 40;
  m.forks = 6;
  m.dead_end_share = 0.125;  // of 120 cells: 15 dead ends
  EXPECT_EQ(mazebook::difficulty(m, 120), 40 + 2 * 6 + 7.5);
  m.dead_end_share = 0.3;  // 36 dead ends
  EXPECT_EQ(mazebook::difficulty(m, 120), 40 + 12 + 18);
  EXPECT_EQ(mazebook::difficulty(mazebook::Metrics{}, 120), 0);
}

TEST(Difficulty, RampOrderIsStableAndAscending) {
  EXPECT_EQ(mazebook::ramp_order({3, 1, 2, 1, 0.5}), (std::vector<int>{4, 1, 3, 2, 0}));
  EXPECT_EQ(mazebook::ramp_order({}), std::vector<int>{});
}

std::vector<mazebook::BookMaze> mazes_of(bool ramp) {
  mbtest::TempDir dir("ramp");
  const std::string path = dir.file("spec.json");
  mbtest::write_text(path, std::string(R"({"title": "T", "author": "A", "trim": "6x9", "seed": 8,
    "ramp": )") + (ramp ? "true" : "false") +
                               R"(, "sections": [{"preset": "medium", "count": 12},
    {"preset": "medium", "count": 9}]})");
  return mazebook::select_book_mazes(mazebook::load_book_spec(path, mazebook::mask_files()), 2,
                                     nullptr);
}

TEST(Difficulty, EachSectionRisesAndTheOrderCanBeTurnedOff) {
  const std::vector<mazebook::BookMaze> ramp = mazes_of(true);
  const std::vector<mazebook::BookMaze> plain = mazes_of(false);
  ASSERT_EQ(ramp.size(), 21u);
  ASSERT_EQ(plain.size(), 21u);
  int rises = 0;
  for (size_t i = 0; i < ramp.size(); ++i) {
    const mazebook::BookMaze& m = ramp[i];
    SCOPED_TRACE(m.id);
    EXPECT_EQ(m.number, static_cast<int>(i) + 1);
    EXPECT_EQ(m.difficulty, mazebook::difficulty(m.solved.metrics, m.solved.maze.grid().cells()));
    if (i > 0 && ramp[i - 1].section == m.section) {
      EXPECT_GE(m.difficulty, ramp[i - 1].difficulty);
      rises += m.difficulty > ramp[i - 1].difficulty;
    }
  }
  EXPECT_GE(rises, 10);
  // Ids follow the printed order within each section.
  EXPECT_EQ(ramp[0].id, "s1-medium-001");
  EXPECT_EQ(ramp[11].id, "s1-medium-012");
  EXPECT_EQ(ramp[12].id, "s2-medium-001");
  // The same mazes either way, section by section; without the ramp in the
  // order they were selected, which is not sorted here.
  for (int s = 0; s < 2; ++s) {
    std::multiset<uint64_t> a, b;
    for (const auto& m : ramp)
      if (m.section == s) a.insert(m.solved.seed);
    for (const auto& m : plain)
      if (m.section == s) b.insert(m.solved.seed);
    EXPECT_EQ(a, b) << "section " << s;
  }
  const bool plain_sorted =
      std::is_sorted(plain.begin(), plain.begin() + 12,
                     [](const auto& x, const auto& y) { return x.difficulty < y.difficulty; });
  EXPECT_FALSE(plain_sorted);
}

}  // namespace
