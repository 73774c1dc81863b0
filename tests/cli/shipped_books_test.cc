// Every book spec shipped in presets/books/ builds as the README promises
// (`mazebook build FILE --out DIR`), and mazeproof's verdict on it is pass.

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "base/json_reader.h"
#include "support/book_files.h"

namespace {

namespace fs = std::filesystem;

std::vector<std::string> shipped_book_specs() {
  std::vector<std::string> names;
  for (const auto& entry : fs::directory_iterator(fs::path(MAZEBOOK_SOURCE_DIR) / "presets/books"))
    if (entry.path().extension() == ".json") names.push_back(entry.path().stem().string());
  std::sort(names.begin(), names.end());
  return names;
}

class ShippedBook : public ::testing::TestWithParam<std::string> {};

TEST_P(ShippedBook, BuildsAndProves) {
  const std::string spec =
      (fs::path(MAZEBOOK_SOURCE_DIR) / "presets/books" / (GetParam() + ".json")).string();
  mbtest::TempDir dir("shipped-" + GetParam());
  const std::string out = dir.file("book");
  const mbtest::CliRun run = mbtest::run_mazebook({"build", spec, "--out", out, "--quiet"});
  ASSERT_EQ(run.code, 0) << run.err;
  const mazebook::Json check =
      mazebook::read_json_file(out + "/check.json", mazebook::kMaxMazesFileBytes, "check.json");
  EXPECT_EQ(check["verdict"], "pass") << check.dump(1);
  const mazebook::Json manifest =
      mazebook::read_json_file(out + "/book.json", mazebook::kMaxMazesFileBytes, "book.json");
  EXPECT_GT(manifest["mazes"].size(), 0u);
}

INSTANTIATE_TEST_SUITE_P(Specs, ShippedBook, ::testing::ValuesIn(shipped_book_specs()),
                         [](const ::testing::TestParamInfo<std::string>& param) {
                           std::string name = param.param;
                           std::replace(name.begin(), name.end(), '-', '_');
                           return name;
                         });

}  // namespace
