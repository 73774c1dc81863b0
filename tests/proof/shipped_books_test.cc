// Every shipped trim with every shipped template builds and proves (ten
// expert mazes each, the densest shipped preset); every shipped preset
// builds and proves (one maze each, in one book, shaped ones too); and a book of the large
// grids the legibility rule allows (150 x 190 on 8.5 x 11) proves, which
// the lattice fit makes possible.

#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <tuple>

#include "real_book.h"

namespace mazeproof_test {
namespace {

const char* const kTrims[] = {"5x8",       "5.06x7.81", "5.25x8",    "5.5x8.5",
                              "6x9",       "6.14x9.21", "6.69x9.61", "7x10",
                              "7.44x9.69", "7.5x9.25",  "8x10",      "8.25x6",
                              "8.25x8.25", "8.5x8.5",   "8.5x11",    "8.27x11.69"};
const char* const kTemplates[] = {"classic", "kids", "large-print"};

// Builds `spec` with mazebook (which runs mazeproof and fails when the book
// does not prove), then proves it again here.
void expect_builds_and_proves(const std::string& spec) {
  TempDir dir;
  ASSERT_TRUE(build_real_book(dir.path(), "book", spec))
      << slurp(dir / ".stderr") << slurp(dir / "book/check.json").substr(0, 2000);
  const RunResult r = run_mazeproof(dir / "book");
  EXPECT_EQ(r.code, 0) << r.err;
  // Every check is said in a publisher's words, not only as its rule.
  const nlohmann::json report = nlohmann::json::parse(slurp(dir / "book/check.json"));
  for (const nlohmann::json& c : report["checks"]) {
    EXPECT_FALSE(c["says"].get<std::string>().empty()) << c["id"];
    EXPECT_NE(c["says"], c["rule"]) << c["id"];
  }
}

class TrimAndTemplate : public ::testing::TestWithParam<std::tuple<const char*, const char*>> {};

TEST_P(TrimAndTemplate, BuildsAndProves) {
  const auto [trim, look] = GetParam();
  expect_builds_and_proves(std::string(R"({"title": "Shipped", "author": "A", "trim": ")") + trim +
                           R"(", "template": ")" + look +
                           R"(", "seed": 3, "sections": [{"preset": "expert", "count": 10}]})");
}

INSTANTIATE_TEST_SUITE_P(
    Shipped, TrimAndTemplate,
    ::testing::Combine(::testing::ValuesIn(kTrims), ::testing::ValuesIn(kTemplates)),
    [](const ::testing::TestParamInfo<TrimAndTemplate::ParamType>& param_info) {
      std::string name =
          std::string(std::get<0>(param_info.param)) + "_" + std::get<1>(param_info.param);
      for (char& c : name) c = (c == '.' ? 'p' : c == '-' ? '_' : c);
      return name;
    });

TEST(ShippedPresets, EveryPresetBuildsAndProves) {
  std::string sections;
  int presets = 0;
  for (const auto& entry : fs::directory_iterator(fs::path(MAZEBOOK_SOURCE_DIR) / "presets")) {
    if (entry.path().extension() != ".json") continue;
    // Book specs refuse puzzle variants: pages draw plain mazes only.
    const nlohmann::json preset = nlohmann::json::parse(slurp(entry.path()));
    if (preset.contains("variant")) continue;
    sections += std::string(presets++ == 0 ? "" : ", ") + R"({"preset": ")" +
                entry.path().stem().string() + R"(", "count": 1})";
  }
  ASSERT_GE(presets, 15);  // the rect presets and the shaped ones: a version-2 book
  expect_builds_and_proves(R"({"title": "Presets", "author": "A", "trim": "8.5x11", )"
                           R"("seed": 4, "sections": [)" +
                           sections + "]}");
}

TEST(LargeGrids, OneHundredFiftyByOneHundredNinetyProves) {
  TempDir dir;
  write_text(dir / "large.json", R"({"name": "large", "grid": {"columns": 150, "rows": 190}, )"
                                 R"("generators": {"backtracker": 1}, "tries_per_maze": 1})");
  expect_builds_and_proves(R"({"title": "Large", "author": "A", "trim": "8.5x11", "seed": 5, )"
                           R"("sections": [{"preset": ")" +
                           (dir / "large.json") + R"(", "count": 9}]})");
}

}  // namespace
}  // namespace mazeproof_test
