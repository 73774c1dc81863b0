// The studio's kept selections: a kept answer is exactly what a fresh
// selection gives, so the preview and the build never differ from
// `mazebook build`.

#include "studio/maze_cache.h"

#include <gtest/gtest.h>

#include "book/preset.h"
#include "cli/command.h"
#include "render/shipped_masks.h"

namespace mazebook {
namespace {

std::vector<uint64_t> seeds(const Selection& s) {
  std::vector<uint64_t> out;
  for (const KeptMaze& k : s.mazes) out.push_back(k.candidate.seed);
  return out;
}

SelectionOptions options_for(int count, uint64_t section) {
  SelectionOptions o;
  o.count = count;
  o.seed = 11;
  o.section = section;
  o.jobs = 2;
  return o;
}

TEST(MazeCache, AnswersASmallerCountWithTheFirstMazesOfALargerOne) {
  const Preset preset = load_preset("medium", "test", mazebook::mask_files());
  MazeCache cache;
  const SectionSelector select = cache.selector();
  const Selection eight = select(preset, options_for(8, 1));
  EXPECT_EQ(cache.misses(), 1);
  ASSERT_EQ(eight.mazes.size(), 8u);
  const Selection five = select(preset, options_for(5, 1));
  const Selection ten = select(preset, options_for(10, 1));  // inside the headroom
  EXPECT_EQ(cache.hits(), 2);
  EXPECT_EQ(seeds(ten), seeds(select_mazes(preset, options_for(10, 1))));
  EXPECT_EQ(seeds(five), seeds(select_mazes(preset, options_for(5, 1))));
  EXPECT_EQ(seeds(eight), seeds(select_mazes(preset, options_for(8, 1))));
  ASSERT_EQ(five.mazes.size(), 5u);
  EXPECT_EQ(five.mazes[4].candidate.maze.grid().cells(),
            eight.mazes[4].candidate.maze.grid().cells());
}

TEST(MazeCache, KeysOnSeedSectionAndPreset) {
  const Preset easy = load_preset("easy", "test", mazebook::mask_files());
  const Preset medium = load_preset("medium", "test", mazebook::mask_files());
  MazeCache cache;
  const SectionSelector select = cache.selector();
  select(easy, options_for(3, 0));
  select(easy, options_for(3, 1));  // another section: other seeds
  select(medium, options_for(3, 0));
  SelectionOptions reseeded = options_for(3, 0);
  reseeded.seed = 12;
  select(easy, reseeded);
  EXPECT_EQ(cache.misses(), 4);
  EXPECT_EQ(cache.hits(), 0);
  // Each was selected with room to grow: 3 + 4 places.
  select(easy, options_for(7, 0));
  EXPECT_EQ(cache.hits(), 1);
  select(easy, options_for(8, 0));  // more than kept: selected again
  EXPECT_EQ(cache.misses(), 5);
  select(easy, options_for(2, 0));
  EXPECT_EQ(cache.hits(), 2);
}

}  // namespace
}  // namespace mazebook
