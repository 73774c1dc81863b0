// The outline of a picture maze: the ring of cells just inside a
// silhouette, cleaned into a simple ring (maze/outline/outline_ring.h).

#include "maze/outline/outline_ring.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "outline_masks.h"

namespace mazebook {
namespace {

using mbtest::block;

TEST(OutlineRing, ABlockGivesItsBorderClockwiseFromTheTopLeft) {
  const OutlineRing ring = outline_ring(block(5, 4, 1));
  ASSERT_EQ(ring.refusal, "");
  ASSERT_EQ(ring.cells.size(), 14u);  // 2 * 5 + 2 * 4 - 4
  EXPECT_TRUE(is_simple_ring(ring.cells));
  EXPECT_EQ(ring.cells[0], (RingCell{1, 1}));
  EXPECT_EQ(ring.cells[1], (RingCell{2, 1}));  // rightwards first: clockwise
  EXPECT_EQ(ring.cells.back(), (RingCell{1, 2}));
}

TEST(OutlineRing, ADiagonalEdgeBecomesAStaircase) {
  // A right triangle: its long side steps down one cell a row.
  std::vector<std::string> mask;
  for (int y = 0; y < 12; ++y)
    mask.push_back(std::string(static_cast<size_t>(y + 1), 'X') + std::string(12 - y, '.'));
  const OutlineRing ring = outline_ring(mask);
  ASSERT_EQ(ring.refusal, "");
  EXPECT_TRUE(is_simple_ring(ring.cells));
  // Every step of the ring is through a side, never a corner.
  for (size_t i = 0; i < ring.cells.size(); ++i) {
    const RingCell& a = ring.cells[i];
    const RingCell& b = ring.cells[(i + 1) % ring.cells.size()];
    EXPECT_EQ(std::abs(a.x - b.x) + std::abs(a.y - b.y), 1) << i;
  }
}

TEST(OutlineRing, ThinPartsAndHolesAndSmallerPiecesGo) {
  std::vector<std::string> mask = block(8, 8, 2);
  mask[5][5] = '.';                // a hole: filled
  mask[2].replace(10, 4, "XXXX");  // a spur one cell thick: opened away
  mask[11].replace(0, 2, "XX");    // a piece of its own: not the largest
  const OutlineRing ring = outline_ring(mask);
  ASSERT_EQ(ring.refusal, "");
  EXPECT_TRUE(is_simple_ring(ring.cells));
  EXPECT_EQ(ring.cells.size(), 28u);  // the 8 x 8 block's border alone
  for (const RingCell& c : ring.cells) {
    EXPECT_GE(c.x, 2);
    EXPECT_LE(c.x, 9);
  }
}

TEST(OutlineRing, TwoLobesOnAThinNeckKeepTheLarger) {
  std::vector<std::string> mask(9, std::string(23, '.'));
  for (int y = 1; y < 8; ++y) {
    for (int x = 1; x < 8; ++x) mask[y][x] = 'X';    // 7 x 7
    for (int x = 12; x < 22; ++x) mask[y][x] = 'X';  // 10 x 7
  }
  for (int x = 8; x < 12; ++x) mask[4][x] = 'X';  // a neck one cell thick
  const OutlineRing ring = outline_ring(mask);
  ASSERT_EQ(ring.refusal, "");
  EXPECT_TRUE(is_simple_ring(ring.cells));
  EXPECT_EQ(ring.cells.size(), 30u);  // the 10 x 7 lobe's border
}

TEST(OutlineRing, TooSmallOrTooThinIsRefusedInOneLine) {
  const std::string refusal =
      "the outline leaves no ring of at least 8 cells: its silhouette is too small or too thin "
      "at this size";
  EXPECT_EQ(outline_ring(block(2, 9, 1)).refusal, refusal);  // two cells thick
  EXPECT_EQ(outline_ring(block(2, 2, 1)).refusal, refusal);
  EXPECT_EQ(outline_ring({"...", "..."}).refusal, refusal);
  EXPECT_EQ(outline_ring({}).refusal, refusal);
  EXPECT_TRUE(outline_ring(block(3, 3, 0)).refusal.empty());  // 8 cells round one
}

TEST(OutlineRing, IsSimpleRingRefusesEachBrokenRule) {
  std::vector<RingCell> ring = outline_ring(block(4, 4, 0)).cells;
  ASSERT_TRUE(is_simple_ring(ring));
  std::vector<RingCell> broken = ring;
  std::swap(broken[1], broken[2]);  // a step that is not through a side
  EXPECT_FALSE(is_simple_ring(broken));
  broken = ring;
  broken.push_back(ring[3]);  // a cell twice
  EXPECT_FALSE(is_simple_ring(broken));
  broken = outline_ring(block(5, 4, 0)).cells;
  // A ring whose cells touch across it: a 2-wide block's border.
  EXPECT_FALSE(is_simple_ring({{0, 0}, {1, 0}, {2, 0}, {3, 0}, {3, 1}, {2, 1}, {1, 1}, {0, 1}}));
  EXPECT_TRUE(is_simple_ring(broken));
}

// Every shipped silhouette, as its pinned text mask at 20 x 20 and 40 x 40
// (tests/render/shipped_masks_test.cc holds them to the shipped files),
// gives a ring.
TEST(OutlineRing, EveryShippedSilhouetteGivesARing) {
  const std::filesystem::path pins = std::filesystem::path(MAZEBOOK_TEST_DATA) / "pins" / "masks";
  int masks = 0;
  for (const auto& entry : std::filesystem::directory_iterator(pins)) {
    SCOPED_TRACE(entry.path().filename().string());
    std::ifstream in(entry.path());
    std::vector<std::string> rows;
    for (std::string line; std::getline(in, line);) {
      if (line.empty() || line[0] != '#') rows.push_back(line);
    }
    const OutlineRing ring = outline_ring(rows);
    EXPECT_EQ(ring.refusal, "");
    EXPECT_TRUE(is_simple_ring(ring.cells));
    // The ring keeps the silhouette's size: at least as many cells as the
    // mask has rows.
    EXPECT_GE(ring.cells.size(), rows.size()) << ring.cells.size();
    ++masks;
  }
  EXPECT_GE(masks, 38);  // 19 silhouettes at two sizes
}

}  // namespace
}  // namespace mazebook
