// "Did you mean": the nearest valid name to a slip, and the one-line
// refusal of an unknown shipped name.

#include "base/nearest_name.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace {

using mazebook::did_you_mean;
using mazebook::edit_distance;
using mazebook::nearest_name;

const std::vector<std::string> kPresets = {"easy", "expert", "hard", "kids-easy", "medium"};

TEST(EditDistance, CountsInsertionsDeletionsAndChangesIgnoringCase) {
  EXPECT_EQ(edit_distance("medium", "medium"), 0u);
  EXPECT_EQ(edit_distance("medum", "medium"), 1u);
  EXPECT_EQ(edit_distance("Cream", "cream"), 0u);
  EXPECT_EQ(edit_distance("8.5x12", "8.5x11"), 1u);
  EXPECT_EQ(edit_distance("kitten", "sitting"), 3u);
  EXPECT_EQ(edit_distance("", "abc"), 3u);
}

TEST(NearestName, NamesASlipAndNothingFarther) {
  EXPECT_EQ(nearest_name("medum", kPresets), "medium");
  EXPECT_EQ(nearest_name("kids-esy", kPresets), "kids-easy");
  EXPECT_EQ(nearest_name("HARD", kPresets), "hard");
  // One edit in three characters at most: "xyz" is no slip for "easy".
  EXPECT_EQ(nearest_name("xyz", kPresets), std::nullopt);
  EXPECT_EQ(nearest_name("impossible", kPresets), std::nullopt);
  EXPECT_EQ(nearest_name("", kPresets), std::nullopt);
}

TEST(NearestName, TheFirstOfEquallyNearNamesIsChosen) {
  EXPECT_EQ(nearest_name("bbb", std::vector<std::string>{"bba", "bbc"}), "bba");
}

TEST(NearestName, ATextLongerThanAnyNameIsNotCompared) {
  EXPECT_EQ(nearest_name(std::string(100000, 'e'), kPresets), std::nullopt);
}

TEST(DidYouMean, IsAPhraseOrNothing) {
  EXPECT_EQ(did_you_mean("medum", kPresets), " (did you mean 'medium'?)");
  EXPECT_EQ(did_you_mean("zzzzzz", kPresets), "");
}

TEST(UnknownNameMessage, ListsTheValidNamesAndTheNearest) {
  EXPECT_EQ(mazebook::unknown_name_message("spec.json: template", "template", "clasic",
                                           {"classic", "kids"}, "/data/templates"),
            "spec.json: template: unknown template 'clasic' (did you mean 'classic'?); valid: "
            "classic, kids");
  EXPECT_EQ(mazebook::unknown_name_message("--preset", "preset", "nope", kPresets, "/data/presets",
                                           " (or a path to a .json file)"),
            "--preset: unknown preset 'nope'; valid: easy, expert, hard, kids-easy, medium (or a "
            "path to a .json file)");
}

TEST(UnknownNameMessage, AFolderWithNoNamesSaysSoAndAsksAboutTheDataFolder) {
  EXPECT_EQ(mazebook::unknown_name_message("--preset", "preset", "kids-easy", {}, "/opt/x/presets"),
            "--preset: unknown preset 'kids-easy': no presets in /opt/x/presets: is "
            "MAZEBOOK_DATA right?");
}

}  // namespace
