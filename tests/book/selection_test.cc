// Selection: deterministic for any number of jobs, bounded when no
// candidate can pass, free of repeats up to mirror images and rotations.

#include "book/selection.h"

#include <gtest/gtest.h>

#include <chrono>
#include <set>

#include "base/error.h"
#include "book/batch_file.h"
#include "book/preset.h"
#include "maze/generators.h"
#include "maze/grids.h"
#include "maze/symmetry.h"
#include "render/shipped_masks.h"

namespace {

using mazebook::Preset;
using mazebook::SelectionOptions;

Preset small_preset() {
  return mazebook::parse_preset(
      mazebook::Json::parse(R"({"name": "t", "grid": {"columns": 12, "rows": 9},
        "generators": {"wilson": 1, "backtracker": 2}, "placement": "farthest",
        "bounds": {"forks": {"min": 6}}})"),
      "t.json", mazebook::mask_files());
}

std::string batch_text(const Preset& preset, int jobs) {
  SelectionOptions options;
  options.count = 60;
  options.seed = 11;
  options.jobs = jobs;
  return mazebook::batch_json(preset, 11, mazebook::select_mazes(preset, options)).dump();
}

TEST(Selection, ByteIdenticalForOneTwoAndFiveJobs) {
  const Preset preset = small_preset();
  const std::string one = batch_text(preset, 1);
  EXPECT_EQ(one, batch_text(preset, 2));
  EXPECT_EQ(one, batch_text(preset, 5));
}

TEST(Selection, EveryKeptMazeMeetsTheBoundsAndFiguresAddUp) {
  const Preset preset = small_preset();
  SelectionOptions options;
  options.count = 40;
  const mazebook::Selection s = mazebook::select_mazes(preset, options);
  ASSERT_EQ(s.mazes.size(), 40u);
  int64_t attempts = 0;
  for (const mazebook::KeptMaze& kept : s.mazes) {
    EXPECT_GE(kept.candidate.metrics.forks, 6);
    attempts += kept.attempt + 1;
  }
  // Every candidate tried either was kept, failed the bound, or repeated.
  EXPECT_EQ(s.candidates, attempts);
  EXPECT_EQ(s.candidates, 40 + s.failures[0] + s.duplicates);
}

TEST(Selection, ImpossibleBoundIsRefusedByTheFirstSample) {
  const Preset preset = mazebook::parse_preset(
      mazebook::Json::parse(R"({"name": "x", "grid": {"columns": 10, "rows": 10},
        "generators": {"wilson": 1}, "bounds": {"route_ratio": {"min": 9.0}},
        "tries_per_maze": 1000})"),
      "x.json", mazebook::mask_files());
  SelectionOptions options;
  options.count = 500;
  options.jobs = 2;
  try {
    mazebook::select_mazes(preset, options);
    FAIL() << "no error";
  } catch (const mazebook::Error& e) {
    const std::string message = e.what();
    EXPECT_EQ(e.exit_code(), 2);
    EXPECT_EQ(
        message.rfind(
            "x.json: bounds.route_ratio: no maze of a first 64 met route_ratio >= 9.0 (best ", 0),
        0u)
        << message;
  }
}

TEST(Selection, FeasibilitySampleShrinksWithTheGrid) {
  EXPECT_EQ(mazebook::feasibility_sample(100), 64);
  EXPECT_EQ(mazebook::feasibility_sample(32 * 40), 64);
  EXPECT_EQ(mazebook::feasibility_sample(100 * 100), 20);
  EXPECT_EQ(mazebook::feasibility_sample(400 * 400), 16);
}

TEST(Selection, ATimeLimitStopsSelectionWithItsOwnMessage) {
  const Preset preset = mazebook::parse_preset(
      mazebook::Json::parse(R"({"name": "x", "grid": {"columns": 10, "rows": 10},
        "generators": {"wilson": 1}, "bounds": {"route_ratio": {"min": 1.2}}})"),
      "x.json", mazebook::mask_files());
  SelectionOptions options;
  options.count = 50;
  options.time_limit = 0;
  try {
    mazebook::select_mazes(preset, options);
    FAIL() << "no error";
  } catch (const mazebook::Error& e) {
    EXPECT_EQ(e.exit_code(), 1);
    EXPECT_STREQ(e.what(),
                 "x.json: selection stopped after 0 s with 0 of 50 mazes settled; its bounds are "
                 "met too rarely on this grid: loosen them");
  }
}

TEST(Selection, RepeatsAreDroppedUpToSymmetry) {
  // A 2 x 2 grid has only 4 perfect mazes; with both openings on corner
  // cells, few are different up to symmetry, so asking for many must fail
  // on repeats rather than keep the same maze twice.
  const Preset preset = mazebook::parse_preset(
      mazebook::Json::parse(R"({"name": "tiny", "grid": {"columns": 2, "rows": 2},
        "generators": {"wilson": 1}, "tries_per_maze": 50})"),
      "tiny.json", mazebook::mask_files());
  SelectionOptions options;
  options.count = 2;
  const mazebook::Selection two = mazebook::select_mazes(preset, options);
  EXPECT_NE(mazebook::canonical_key(two.mazes[0].candidate.maze),
            mazebook::canonical_key(two.mazes[1].candidate.maze));
  options.count = 5;
  try {
    mazebook::select_mazes(preset, options);
    FAIL() << "five different 2 x 2 mazes do not exist";
  } catch (const mazebook::Error& e) {
    EXPECT_NE(std::string(e.what()).find("candidates repeated a kept maze"), std::string::npos)
        << e.what();
  }
}

TEST(CanonicalKey, EqualForMirrorsAndRotationsOnly) {
  mazebook::Random random(5);
  const mazebook::Maze maze = mazebook::generate_wilson(mazebook::rect_grid(5, 5), random);
  // Mirror left-right by hand: cell (x, y) -> (4 - x, y).
  mazebook::Maze mirror(5, 5);
  for (int y = 0; y < 5; ++y) {
    for (int x = 0; x < 5; ++x) {
      if (x + 1 < 5 && maze.is_open(x, y, mazebook::Side::right)) {
        mirror.open(mirror.index(4 - x, y), mazebook::Side::left);
      }
      if (y + 1 < 5 && maze.is_open(x, y, mazebook::Side::bottom)) {
        mirror.open(mirror.index(4 - x, y), mazebook::Side::bottom);
      }
    }
  }
  mirror.set_entrance(mirror.opening_at(4, 0, mazebook::Side::top));
  mirror.set_exit(mirror.opening_at(0, 4, mazebook::Side::bottom));
  EXPECT_EQ(mazebook::canonical_key(maze), mazebook::canonical_key(mirror));
  mazebook::Random other(6);
  EXPECT_NE(mazebook::canonical_key(maze),
            mazebook::canonical_key(mazebook::generate_wilson(mazebook::rect_grid(5, 5), other)));
}

TEST(MazeId, PadsToThreeDigitsOrMore) {
  EXPECT_EQ(mazebook::maze_id("easy", 0, 25), "easy-001");
  EXPECT_EQ(mazebook::maze_id("easy", 999, 1000), "easy-1000");
  EXPECT_EQ(mazebook::maze_id("easy", 6, 1000), "easy-0007");
}

}  // namespace
