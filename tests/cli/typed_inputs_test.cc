// Inputs as people type them: a trim by its paper name or with spaces and
// units, a paper in any case, and a slip answered with the nearest valid
// name. The book records the one spelling mazeproof reads.

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>

#include "base/error.h"
#include "base/json_text.h"
#include "book/book_spec.h"
#include "book/preset.h"
#include "book/trim_spelling.h"
#include "render/shipped_masks.h"
#include "support/book_files.h"

namespace {

namespace fs = std::filesystem;
using mazebook::trim_spelling;

mazebook::BookSpec parse(const std::string& fields) {
  const std::string text = R"({"title": "T", "author": "A", )" + fields +
                           R"(, "sections": [{"preset": "easy", "count": 20}]})";
  return mazebook::parse_book_spec(mazebook::parse_json_text(text, "spec.json"), "spec.json",
                                   mazebook::mask_files());
}

TEST(TrimSpelling, PaperNamesSpacesUnitsAndCapitalsAreReadAway) {
  EXPECT_EQ(trim_spelling("A4"), "8.27x11.69");
  EXPECT_EQ(trim_spelling("a4"), "8.27x11.69");
  EXPECT_EQ(trim_spelling("A5"), "5.83x8.27");
  EXPECT_EQ(trim_spelling("8.5 x 11"), "8.5x11");
  EXPECT_EQ(trim_spelling("8.5x11in"), "8.5x11");
  EXPECT_EQ(trim_spelling("6 x 9 in"), "6x9");
  EXPECT_EQ(trim_spelling("8.5X11"), "8.5x11");
  EXPECT_EQ(trim_spelling("8.5\" x 11\""), "8.5x11");
  EXPECT_EQ(trim_spelling("8.5 \xC3\x97 11 inches"), "8.5x11");
  EXPECT_EQ(trim_spelling("6in x 9in"), "6x9");
  EXPECT_EQ(trim_spelling("5.83 x 8.27 inch"), "5.83x8.27");  // custom: as typed
}

TEST(TrimSpelling, WhatParseTrimTakesIsKeptAsWritten) {
  EXPECT_EQ(trim_spelling("6x9"), "6x9");
  EXPECT_EQ(trim_spelling("8.50x11"), "8.50x11");  // a book.json of before records it so
  EXPECT_EQ(trim_spelling("7.25x10.5"), "7.25x10.5");
}

TEST(TrimSpelling, WhatIsNoTrimStaysRefused) {
  EXPECT_EQ(trim_spelling("9 x 12"), std::nullopt);  // larger than KDP prints
  EXPECT_EQ(trim_spelling("210 x 297 mm"), std::nullopt);
  EXPECT_EQ(trim_spelling("A3"), std::nullopt);
  EXPECT_EQ(trim_spelling("letter"), std::nullopt);
  EXPECT_EQ(trim_spelling("in x in"), std::nullopt);
  EXPECT_EQ(trim_spelling(""), std::nullopt);
}

TEST(TypedInputs, ASpecRecordsTheTrimAndPaperAsMazebookSpellsThem) {
  const mazebook::BookSpec a4 = parse(R"("trim": "A4", "paper": "Cream")");
  EXPECT_EQ(a4.trim_name, "8.27x11.69");
  EXPECT_EQ(a4.trim.width, 8.27);
  EXPECT_FALSE(a4.trim.custom);
  EXPECT_EQ(a4.paper, mazebook::Paper::cream);
  const mazebook::BookSpec letter = parse(R"("trim": "8.5 x 11", "paper": "PREMIUM-Color")");
  EXPECT_EQ(letter.trim_name, "8.5x11");
  EXPECT_EQ(letter.paper, mazebook::Paper::premium_color);
  const mazebook::BookSpec a5 = parse(R"("trim": "A5")");
  EXPECT_EQ(a5.trim_name, "5.83x8.27");
  EXPECT_TRUE(a5.trim.custom);
}

TEST(TypedInputs, AnA4CreamBookBuildsAndProves) {
  mbtest::TempDir dir("typed");
  const std::string spec = dir.file("a4.json");
  mbtest::write_text(spec, R"({"title": "Mazes", "author": "A", "trim": "A4", "paper": "Cream",
    "seed": 3, "sections": [{"preset": "easy", "count": 20}]})");
  const mbtest::CliRun r =
      mbtest::run_mazebook({"build", spec, "--out", dir.file("book"), "--quiet", "--jobs", "2"});
  ASSERT_EQ(r.code, 0) << r.err;
  const nlohmann::json book = nlohmann::json::parse(mbtest::read_bytes(dir.file("book/book.json")));
  EXPECT_EQ(book["spec"]["trim"], "8.27x11.69");
  EXPECT_EQ(book["spec"]["paper"], "cream");
}

// Sets MAZEBOOK_DATA for one test and restores it afterwards.
class DataFolder {
 public:
  explicit DataFolder(const fs::path& path) {
    if (const char* old = std::getenv("MAZEBOOK_DATA")) old_ = old;
    setenv("MAZEBOOK_DATA", path.c_str(), 1);
  }
  ~DataFolder() {
    if (old_)
      setenv("MAZEBOOK_DATA", old_->c_str(), 1);
    else
      unsetenv("MAZEBOOK_DATA");
  }

 private:
  std::optional<std::string> old_;
};

TEST(TypedInputs, ADataFolderWithoutPresetsIsNamedAsTheLikelyCause) {
  mbtest::TempDir dir("nodata");
  const DataFolder data(dir.path());
  try {
    mazebook::load_preset("kids-easy", "--preset", mazebook::mask_files());
    FAIL() << "accepted";
  } catch (const mazebook::Error& e) {
    EXPECT_EQ(std::string(e.what()), "--preset: unknown preset 'kids-easy': no presets in " +
                                         dir.path().string() + "/presets: is MAZEBOOK_DATA right?");
  }
}

}  // namespace
