// Pick and swap (book/maze_override.h): a spec's override replaces one maze
// in its place and changes nothing else, compared page by page through
// qpdf; `mazebook swap` records the override in the spec file.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "book/maze_override.h"
#include "support/book_files.h"

namespace {

namespace fs = std::filesystem;
using mazebook::Json;

// Two sections on the difficulty ramp, 4 solutions a page.
const char* const kSpec = R"({"title": "Swap Book", "author": "T. Tester", "trim": "6x9",
  "seed": 11, "sections": [{"preset": "easy", "count": 12}, {"preset": "medium", "count": 8}],
  "solutions_per_page": 4)";

std::string spec_with(const std::string& more) { return std::string(kSpec) + more + "}"; }

// The pages (from 1) whose content differs between two PDFs of one page
// count.
std::vector<int> differing_pages(const fs::path& a, const fs::path& b) {
  mbtest::PdfFile first(a);
  mbtest::PdfFile second(b);
  EXPECT_EQ(first.page_count(), second.page_count());
  std::vector<int> pages;
  for (int n = 1; n <= std::min(first.page_count(), second.page_count()); ++n) {
    if (mbtest::page_content(first.page(n)) != mbtest::page_content(second.page(n)))
      pages.push_back(n);
  }
  return pages;
}

const Json& maze_entry(const Json& manifest, int number) {
  return manifest["mazes"][static_cast<size_t>(number - 1)];
}

// Maze 14 is the second of the ramped medium section: the override takes
// its place there, whatever its difficulty.
TEST(Swap, AnOverrideChangesItsMazePageAndItsSolutionPageOnly) {
  const auto plain = mbtest::build_book(spec_with(""), "swap-plain");
  const auto swapped =
      mbtest::build_book(spec_with(R"(, "overrides": [{"maze": 14, "seed": 987654321}])"), "swap");
  ASSERT_EQ(plain->run.code, 0);
  ASSERT_EQ(swapped->run.code, 0);
  const Json& before = maze_entry(plain->manifest, 14);
  const Json& after = maze_entry(swapped->manifest, 14);
  EXPECT_EQ(after["id"], before["id"]);
  EXPECT_EQ(after["page"], before["page"]);
  EXPECT_EQ(after["solution_page"], before["solution_page"]);
  EXPECT_NE(after["seed"], before["seed"]);
  for (int n = 1; n <= 20; ++n) {
    if (n == 14) continue;
    EXPECT_EQ(maze_entry(swapped->manifest, n), maze_entry(plain->manifest, n)) << "maze " << n;
  }
  const std::vector<int> expected{before["page"].get<int>(), before["solution_page"].get<int>()};
  EXPECT_EQ(differing_pages(plain->out / "interior.pdf", swapped->out / "interior.pdf"), expected);
  // The back cover previews three mazes; the cover changes only if one is
  // maze 14.
  bool previewed = false;
  for (const Json& id : swapped->manifest["cover"]["back_samples"]) previewed |= id == before["id"];
  EXPECT_EQ(differing_pages(plain->out / "cover.pdf", swapped->out / "cover.pdf").empty(),
            !previewed);
  EXPECT_EQ(swapped->manifest["spec"]["overrides"],
            Json::parse(R"([{"maze": 14, "seed": 987654321, "swaps": 1}])"));
}

// The replacement is the maze `mazebook batch` keeps first from the seed.
TEST(Swap, TheReplacementIsTheFirstMazeItsSeedKeeps) {
  const auto swapped =
      mbtest::build_book(spec_with(R"(, "overrides": [{"maze": 3, "seed": 4242}])"), "swap-batch");
  ASSERT_EQ(swapped->run.code, 0);
  const std::string batch = swapped->dir.file("batch.json");
  const mbtest::CliRun r = mbtest::run_mazebook(
      {"batch", "--preset", "easy", "--seed", "4242", "--count", "1", "--out", batch, "--quiet"});
  ASSERT_EQ(r.code, 0) << r.err;
  const Json kept = Json::parse(mbtest::read_bytes(batch))["mazes"][0];
  const Json& maze = maze_entry(swapped->manifest, 3);
  EXPECT_EQ(maze["seed"], kept["seed"]);
  EXPECT_EQ(maze["algorithm"], kept["algorithm"]);
  EXPECT_EQ(maze["metrics"], kept["metrics"]);
}

TEST(Swap, TheCommandAddsThenReplacesTheOverrideAndPrintsItsSeed) {
  mbtest::TempDir dir("swap-command");
  const std::string spec = dir.file("book.json");
  mbtest::write_text(spec, spec_with(R"(, "back_text": "kept as written")"));
  mbtest::CliRun r = mbtest::run_mazebook({"swap", spec, "--maze", "3"});
  ASSERT_EQ(r.code, 0) << r.err;
  const uint64_t first = mazebook::swap_seed(11, 3, 0);
  EXPECT_EQ(r.out, std::to_string(first) + "\n");
  EXPECT_EQ(r.err, "");
  Json written = Json::parse(mbtest::read_bytes(spec));
  EXPECT_EQ(written["back_text"], "kept as written");
  EXPECT_EQ(written["overrides"],
            Json::parse(R"([{"maze": 3, "seed": )" + std::to_string(first) + R"(, "swaps": 1}])"));

  // Again: the next seed of maze 3, in place of the first.
  r = mbtest::run_mazebook({"swap", spec, "--maze", "3"});
  ASSERT_EQ(r.code, 0) << r.err;
  const uint64_t second = mazebook::swap_seed(11, 3, 1);
  EXPECT_NE(second, first);
  EXPECT_EQ(r.out, std::to_string(second) + "\n");
  // A seed given, and another maze (listed by number).
  r = mbtest::run_mazebook({"swap", spec, "--maze", "17", "--seed", "42"});
  EXPECT_EQ(r.out, "42\n");
  written = Json::parse(mbtest::read_bytes(spec));
  EXPECT_EQ(written["overrides"],
            Json::parse(R"([{"maze": 3, "seed": )" + std::to_string(second) +
                        R"(, "swaps": 2}, {"maze": 17, "seed": 42, "swaps": 1}])"));
}

TEST(Swap, AnUnknownMazeNumberIsRefusedAndTheSpecKept) {
  mbtest::TempDir dir("swap-refused");
  const std::string spec = dir.file("book.json");
  const std::string text = spec_with("");
  mbtest::write_text(spec, text);
  const mbtest::CliRun r = mbtest::run_mazebook({"swap", spec, "--maze", "21"});
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.err, "mazebook: " + spec + ": --maze: the book has mazes 1 to 20, not 21\n");
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(mbtest::read_bytes(spec), text);
}

TEST(Swap, DerivedSeedsDependOnTheBookTheMazeAndTheSwapsBefore) {
  EXPECT_NE(mazebook::swap_seed(1, 3, 0), mazebook::swap_seed(2, 3, 0));
  EXPECT_NE(mazebook::swap_seed(1, 3, 0), mazebook::swap_seed(1, 4, 0));
  EXPECT_NE(mazebook::swap_seed(1, 3, 0), mazebook::swap_seed(1, 3, 1));
  EXPECT_EQ(mazebook::swap_seed(1, 3, 0), mazebook::swap_seed(1, 3, 0));
}

}  // namespace
