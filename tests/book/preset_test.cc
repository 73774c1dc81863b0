// Presets: every shipped one loads and meets its own bounds on a small
// batch; every bad preset in tests/data/presets/ is refused with its exact
// message.

#include "book/preset.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "base/error.h"
#include "base/json_reader.h"
#include "book/maze_check.h"
#include "book/selection.h"
#include "render/shipped_masks.h"

namespace {

using mazebook::Error;
using mazebook::Preset;

std::string read_text(const std::filesystem::path& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  std::string text = s.str();
  while (!text.empty() && text.back() == '\n') text.pop_back();
  return text;
}

TEST(ShippedPresets, AllSevenAreThere) {
  const std::vector<std::string> names = mazebook::shipped_preset_names();
  for (const char* name :
       {"easy", "medium", "hard", "expert", "kids-easy", "kids-medium", "kids-hard"}) {
    EXPECT_NE(std::find(names.begin(), names.end(), name), names.end()) << name;
  }
}

TEST(ShippedPresets, EachLoadsAndASmallBatchMeetsItsBounds) {
  for (const std::string& name : mazebook::shipped_preset_names()) {
    SCOPED_TRACE(name);
    const Preset preset = mazebook::load_preset(name, "test", mazebook::mask_files());
    EXPECT_EQ(preset.name, name);
    EXPECT_FALSE(preset.bounds.empty());
    mazebook::SelectionOptions options;
    options.count = 8;
    options.seed = 3;
    const mazebook::Selection selection = mazebook::select_mazes(preset, options);
    ASSERT_EQ(selection.mazes.size(), 8u);
    for (const mazebook::KeptMaze& kept : selection.mazes) {
      const mazebook::MazeRecord record{"m", kept.candidate.maze, kept.candidate.variant};
      const mazebook::MazeFinding finding = mazebook::check_maze(record, preset.bounds, &preset);
      EXPECT_TRUE(finding.passed()) << finding.perfect_text();
    }
  }
}

// START and FINISH never closer than half the grid: every shipped preset
// whose openings both face out bounds opening_distance at 0.5 or more, and
// 100 hard and 100 expert mazes, measured again here, keep it, with START
// on top and FINISH below (their placement keeps openings there).
TEST(ShippedPresets, OpeningsAtLeastHalfTheGridApart) {
  for (const std::string& name : mazebook::shipped_preset_names()) {
    const Preset preset = mazebook::load_preset(name, "test", mazebook::mask_files());
    if (preset.placement == mazebook::Placement::centre) continue;  // FINISH in the middle
    const auto bound =
        std::find_if(preset.bounds.begin(), preset.bounds.end(),
                     [](const mazebook::Bound& b) { return b.metric == "opening_distance"; });
    ASSERT_NE(bound, preset.bounds.end()) << name;
    EXPECT_GE(bound->min.value_or(0), 0.5) << name;
  }
  for (const char* name : {"hard", "expert"}) {
    SCOPED_TRACE(name);
    const Preset preset = mazebook::load_preset(name, "test", mazebook::mask_files());
    mazebook::SelectionOptions options;
    options.count = 100;
    options.seed = 11;
    options.jobs = 2;
    const mazebook::Selection selection = mazebook::select_mazes(preset, options);
    ASSERT_EQ(selection.mazes.size(), 100u);
    double closest = 1;
    for (const mazebook::KeptMaze& kept : selection.mazes) {
      const mazebook::Maze& maze = kept.candidate.maze;
      closest = std::min(closest, mazebook::measure(maze).opening_distance);
      EXPECT_EQ(maze.entrance().side, static_cast<int>(mazebook::Side::top));
      EXPECT_EQ(maze.exit().side, static_cast<int>(mazebook::Side::bottom));
    }
    EXPECT_GE(closest, 0.5);
    std::cout << name << ": 100 mazes, openings at least " << closest << " of the grid apart\n";
  }
}

TEST(ShippedPresets, KidsPresetsKeepTheRequiredRouteRatioAndForks) {
  const std::pair<const char*, double> kids[] = {
      {"kids-easy", 3}, {"kids-medium", 4}, {"kids-hard", 5}};
  for (const auto& [name, forks] : kids) {
    const Preset preset = mazebook::load_preset(name, "test", mazebook::mask_files());
    double ratio_min = 0;
    double forks_min = 0;
    for (const mazebook::Bound& b : preset.bounds) {
      if (b.metric == "route_ratio" && b.min) ratio_min = *b.min;
      if (b.metric == "forks" && b.min) forks_min = *b.min;
    }
    EXPECT_GE(ratio_min, 1.5) << name;
    EXPECT_GE(forks_min, forks) << name;
  }
}

TEST(PresetErrors, UnknownNameListsTheShippedOnes) {
  try {
    mazebook::load_preset("nope", "--preset", mazebook::mask_files());
    FAIL() << "no error";
  } catch (const Error& e) {
    EXPECT_EQ(
        std::string(e.what()),
        "--preset: unknown preset 'nope'; valid: circle-medium, easy, entrances, expert, floors, "
        "hard, hex-hard, keys, kids-cat, kids-circle, kids-easy, kids-fish, kids-hard, "
        "kids-heart, kids-medium, kids-star, medium, oneway, triangle-medium (or a path to a "
        ".json file)");
    EXPECT_EQ(e.exit_code(), 2);
  }
}

// Each tests/data/presets/NAME.json has its exact message in NAME.expected,
// with {file} standing for the path it was loaded from.
TEST(PresetErrors, EveryBadPresetHasItsExactMessage) {
  const std::filesystem::path folder = std::filesystem::path(MAZEBOOK_TEST_DATA) / "presets";
  int cases = 0;
  for (const auto& entry : std::filesystem::directory_iterator(folder)) {
    if (entry.path().extension() != ".json") continue;
    ++cases;
    const std::string path = entry.path().string();
    std::string expected =
        read_text(std::filesystem::path(entry.path()).replace_extension(".expected"));
    expected.replace(expected.find("{file}"), 6, path);
    try {
      mazebook::load_preset(path, "test", mazebook::mask_files());
      ADD_FAILURE() << path << " was accepted";
    } catch (const Error& e) {
      EXPECT_EQ(std::string(e.what()), expected) << path;
    }
  }
  EXPECT_GE(cases, 15);
}

TEST(PresetWeights, TheDocumentedRangeIsTheOneRead) {
  // presets/README.md says what a weight may be; the reader takes that.
  const std::string readme =
      read_text(std::filesystem::path(MAZEBOOK_SOURCE_DIR) / "presets" / "README.md");
  EXPECT_NE(readme.find("relative weights, each from 0.001 to 1000000"), std::string::npos);
  EXPECT_EQ(mazebook::kMinGeneratorWeight, 0.001);
  EXPECT_EQ(mazebook::kMaxGeneratorWeight, 1000000.0);
  const auto weighted = [](const std::string& weight) {
    return mazebook::Json::parse(R"({"name": "w", "grid": {"columns": 4, "rows": 4},
      "generators": {"prim": )" + weight +
                                 "}}");
  };
  for (const char* fine : {"0.001", "1000000", "2.5"}) {
    EXPECT_EQ(mazebook::parse_preset(weighted(fine), "w.json", mazebook::mask_files())
                  .generators[0]
                  .weight,
              std::stod(fine));
  }
  for (const char* refused : {"0.000999", "1000000.5", "0", "-1"}) {
    try {
      mazebook::parse_preset(weighted(refused), "w.json", mazebook::mask_files());
      ADD_FAILURE() << refused;
    } catch (const Error& e) {
      EXPECT_EQ(std::string(e.what()),
                std::string("w.json: generators.prim: expected a number from 0.001 to 1e+06, "
                            "got ") +
                    mazebook::describe_json(weighted(refused)["generators"]["prim"]));
    }
  }
}

TEST(PresetJson, RoundTripsWithDefaultsFilledIn) {
  const Preset preset = mazebook::load_preset("expert", "test", mazebook::mask_files());
  const Preset again =
      mazebook::parse_preset(mazebook::preset_json(preset), "again", mazebook::mask_files());
  EXPECT_EQ(mazebook::preset_json(again).dump(), mazebook::preset_json(preset).dump());
  EXPECT_EQ(again.tries_per_maze, preset.tries_per_maze);
  EXPECT_EQ(again.placement, mazebook::Placement::farthest);
  EXPECT_EQ(again.level, mazebook::Level::expert);
}

TEST(DescribeBound, KeepsADecimalPointForRatios) {
  EXPECT_EQ(mazebook::describe_bound({"route_ratio", 9.0, std::nullopt}), "route_ratio >= 9.0");
  EXPECT_EQ(mazebook::describe_bound({"forks", 5.0, 30.0}), "forks >= 5 and <= 30");
  EXPECT_EQ(mazebook::describe_bound({"coverage", std::nullopt, 0.25}), "coverage <= 0.25");
}

}  // namespace
