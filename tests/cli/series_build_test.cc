// `mazebook build A.json B.json ... --out DIR`: each book in DIR/<stem>/,
// byte for byte the book built alone; a failing spec leaves nothing and
// the others are still built.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "support/book_files.h"

namespace {

namespace fs = std::filesystem;

// A small book of 12 easy mazes; `trim` and `seed` tell them apart.
std::string small_spec(const std::string& title, const std::string& trim, int seed) {
  return R"({"title": ")" + title + R"(", "author": "T. Tester", "trim": ")" + trim +
         R"(", "seed": )" + std::to_string(seed) +
         R"(, "sections": [{"preset": "easy", "count": 12}], "solutions_per_page": 4})";
}

const std::vector<std::string> kBookFiles{"interior.pdf", "cover.pdf", "book.json"};

TEST(SeriesBuild, EachBookIsTheSameAsBuiltAlone) {
  mbtest::TempDir dir("series");
  const std::vector<std::string> names{"alpha", "beta", "gamma"};
  const std::vector<std::string> specs{small_spec("Alpha", "6x9", 1),
                                       small_spec("Beta", "8.5x11", 2),
                                       small_spec("Gamma", "5x8", 3)};
  std::vector<std::string> args{"build"};
  for (size_t i = 0; i < names.size(); ++i) {
    const std::string path = dir.file(names[i] + ".json");
    mbtest::write_text(path, specs[i]);
    args.push_back(path);
  }
  const std::string series = dir.file("series");
  args.insert(args.end(), {"--out", series, "--jobs", "3"});
  const mbtest::CliRun r = mbtest::run_mazebook(args);
  ASSERT_EQ(r.code, 0) << r.err;
  std::string expected_err;
  for (size_t i = 0; i < names.size(); ++i) {
    const std::string alone = dir.file(names[i] + "-alone");
    const mbtest::CliRun single = mbtest::run_mazebook(
        {"build", dir.file(names[i] + ".json"), "--out", alone, "--quiet", "--jobs", "1"});
    ASSERT_EQ(single.code, 0) << single.err;
    for (const std::string& file : kBookFiles) {
      EXPECT_EQ(mbtest::read_bytes(fs::path(series) / names[i] / file),
                mbtest::read_bytes(fs::path(alone) / file))
          << names[i] << "/" << file;
    }
    expected_err += "built " + dir.file(names[i] + ".json") + " into " + series + "/" + names[i] +
                    ": 24 pages, 12 mazes\n";
  }
  EXPECT_EQ(r.err, expected_err);
}

TEST(SeriesBuild, AFailingSpecLeavesNoFolderAndTheOthersAreBuilt) {
  mbtest::TempDir dir("series-fail");
  const std::string good = dir.file("good.json");
  const std::string bad = dir.file("bad.json");
  mbtest::write_text(good, small_spec("Good", "6x9", 4));
  mbtest::write_text(bad, R"({"title": "Bad", "author": "A", "trim": "6x9",
    "sections": [{"preset": "easy", "count": 0}]})");
  const std::string series = dir.file("series");
  const mbtest::CliRun r = mbtest::run_mazebook({"build", bad, good, "--out", series, "--quiet"});
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.err, "failed " + bad + ": " + bad +
                       ": sections[0].count: expected an integer from 1 to 2000, got 0\n");
  EXPECT_FALSE(fs::exists(fs::path(series) / "bad"));
  for (const std::string& file : kBookFiles) {
    EXPECT_TRUE(fs::exists(fs::path(series) / "good" / file)) << file;
  }
  // Nothing else is left in DIR: no staging folder of the failed book.
  int entries = 0;
  for ([[maybe_unused]] const auto& entry : fs::directory_iterator(series)) ++entries;
  EXPECT_EQ(entries, 1);
}

TEST(SeriesBuild, TwoSpecsWithOneStemAreRefusedBeforeAnything) {
  mbtest::TempDir dir("series-stem");
  fs::create_directory(dir.path() / "other");
  const std::string first = dir.file("book.json");
  const std::string second = dir.file("other/book.json");
  mbtest::write_text(first, small_spec("One", "6x9", 1));
  mbtest::write_text(second, small_spec("Two", "6x9", 2));
  const std::string series = dir.file("series");
  const mbtest::CliRun r = mbtest::run_mazebook({"build", first, second, "--out", series});
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.err, "mazebook: " + second + ": builds into " + series + "/book, as " + first +
                       " does; give the specs different file names\n");
  EXPECT_FALSE(fs::exists(series));
}

}  // namespace
