// Books with puzzle variants (src/book/README.md, "How variants print"):
// the how-to page explains exactly the variants the book holds, a section
// whose cells are too small for 7 pt key letters is refused before any maze
// is made, and so is a variant preset on a hexagon grid, each with one line
// to the letter.

#include <gtest/gtest.h>

#include "support/book_files.h"
#include "support/kept_book.h"

namespace {

namespace fs = std::filesystem;

std::string how_to_page_text(const mbtest::KeptBook& book) {
  const fs::path pdf = book.folder / "interior.pdf";
  for (int page = 1; page <= 8; ++page) {
    const std::string text =
        mbtest::shell_output("pdftotext -f " + std::to_string(page) + " -l " +
                             std::to_string(page) + " '" + pdf.string() + "' -");
    if (text.find("How to Play") != std::string::npos && text.find("START") != std::string::npos)
      return text;
  }
  return "";
}

TEST(VariantBook, TheHowToPageExplainsTheVariantsTheBookHolds) {
  const std::unique_ptr<mbtest::KeptBook> book = mbtest::build_book_kept(
      std::string(MAZEBOOK_SOURCE_DIR) + "/presets/books/puzzles.json", 2, "puzzles-how-to");
  const std::string all = how_to_page_text(*book);
  ASSERT_FALSE(all.empty());
  for (const char* words : {"Which way?", "Keys and doors:", "One way:", "Up and down:"})
    EXPECT_NE(all.find(words), std::string::npos) << words;

  mbtest::TempDir dir("keys-only");
  const std::string spec = dir.file("spec.json");
  mbtest::write_text(spec, R"({"title": "Keys", "author": "K", "trim": "8.5x11", "seed": 5,
    "template": "kids", "sections": [{"preset": "kids-easy", "count": 16},
    {"preset": "keys", "count": 2}], "solutions_per_page": "auto"})");
  const std::unique_ptr<mbtest::KeptBook> keys = mbtest::build_book_kept(spec, 2, "keys-only");
  const std::string some = how_to_page_text(*keys);
  ASSERT_FALSE(some.empty());
  EXPECT_NE(some.find("Keys and doors:"), std::string::npos);
  for (const char* words : {"Which way?", "One way:", "Up and down:"})
    EXPECT_EQ(some.find(words), std::string::npos) << words;
}

mbtest::CliRun refused(const std::string& preset_json, const std::string& tag,
                       std::string& spec_path) {
  mbtest::TempDir dir(tag);
  const std::string preset = dir.file("big.json");
  mbtest::write_text(preset, preset_json);
  spec_path = dir.file("spec.json");
  mbtest::write_text(spec_path, R"({"title": "T", "author": "A", "trim": "6x9", "sections": [
    {"preset": "easy", "count": 20}, {"preset": ")" +
                                    preset + R"(", "count": 4}]})");
  return mbtest::run_mazebook(
      {"build", spec_path, "--out", dir.file("out"), "--quiet", "--jobs", "2"});
}

TEST(VariantBook, CellsTooSmallForSevenPointLettersAreRefused) {
  std::string spec;
  const mbtest::CliRun r = refused(
      R"({"name": "big-keys", "grid": {"columns": 30, "rows": 40},
          "generators": {"backtracker": 1}, "variant": {"kind": "keys", "pairs": 2}})",
      "small-cells", spec);
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.err, "mazebook: " + spec +
                       ": sections[1] (big-keys): cells of 11.0 pt on page 27 are too small for "
                       "key and door letters of 7 pt; they need cells of 19.4 pt (a smaller "
                       "grid or a larger trim)\n");
}

TEST(VariantBook, AVariantOnAHexagonGridIsRefused) {
  std::string spec;
  const mbtest::CliRun r = refused(
      R"({"name": "hex-keys", "grid": {"kind": "hex", "columns": 8, "rows": 8},
          "generators": {"backtracker": 1}, "variant": {"kind": "keys", "pairs": 1}})",
      "hex-variant", spec);
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.err, "mazebook: " + spec +
                       ": sections[1].preset: preset hex-keys is a puzzle variant (keys:1) on a "
                       "hex grid; books print variants on rectangles only\n");
}

}  // namespace
