// Book specs: a good spec reads with its defaults filled in; every bad spec
// under tests/data/specs/ stops `mazebook build` with exit code 2, its exact
// one-line message, and no interior.pdf. Parse errors, an unknown template
// (found when building), and books too short or too long for KDP's page
// counts (found when planning, src/book/page_plan.cc) all go through the
// same door a user does.

#include "book/book_spec.h"

#include <gtest/gtest.h>

#include <filesystem>

#include "base/error.h"
#include "base/json_reader.h"
#include "book/book_seed.h"
#include "book/book_template.h"
#include "render/shipped_masks.h"
#include "support/book_files.h"

namespace {

namespace fs = std::filesystem;
using mazebook::Error;

std::string expected_message(const fs::path& json) {
  std::string text = mbtest::read_bytes(fs::path(json).replace_extension(".expected"));
  while (!text.empty() && text.back() == '\n') text.pop_back();
  const size_t at = text.find("{file}");
  if (at != std::string::npos) text.replace(at, 6, json.string());
  return text;
}

mazebook::BookSpec parse(const std::string& text) {
  return mazebook::parse_book_spec(mazebook::parse_json_text(text, "spec.json"), "spec.json",
                                   mazebook::mask_files());
}

TEST(BookSpec, DefaultsAreFilledIn) {
  const mazebook::BookSpec spec = parse(
      R"({"title": "T", "author": "A", "trim": "6x9", "sections": [{"preset": "easy", "count": 20}]})");
  EXPECT_EQ(spec.title, "T");
  EXPECT_EQ(spec.author, "A");
  EXPECT_EQ(spec.trim_name, "6x9");
  EXPECT_EQ(spec.trim.width, 6);
  EXPECT_EQ(spec.trim.height, 9);
  EXPECT_EQ(spec.paper, mazebook::Paper::white);
  EXPECT_FALSE(spec.bleed);
  EXPECT_EQ(spec.template_name, "classic");
  // No seed given: the one derived from title "T", author "A" (book/book_seed.h).
  EXPECT_TRUE(spec.seed_derived);
  EXPECT_EQ(spec.seed, mazebook::derive_book_seed("T", "", "A", ""));
  EXPECT_EQ(spec.solutions_per_page, 0);  // "auto"
  EXPECT_EQ(spec.date, "2026-01-01");
  ASSERT_EQ(spec.sections.size(), 1u);
  EXPECT_EQ(spec.sections[0].title, "Easy");  // the preset's label
  EXPECT_EQ(spec.sections[0].count, 20);
  EXPECT_EQ(mazebook::total_mazes(spec), 20);
}

TEST(BookSpec, EveryFieldIsRead) {
  const mazebook::BookSpec spec = parse(R"({"title": "T", "subtitle": "S", "author": "A",
    "trim": "7.25x10.5", "paper": "premium-color", "bleed": true, "template": "kids", "seed": 18446744073709551615,
    "date": "2030-12-31", "solutions_per_page": 9, "back_text": "B",
    "sections": [{"preset": "kids-easy", "count": 3, "title": "Go"}, {"preset": "hard", "count": 4}]})");
  EXPECT_EQ(spec.subtitle, "S");
  EXPECT_TRUE(spec.trim.custom);
  EXPECT_EQ(spec.paper, mazebook::Paper::premium_color);
  EXPECT_TRUE(spec.bleed);
  EXPECT_EQ(spec.template_name, "kids");
  EXPECT_EQ(spec.seed, 18446744073709551615u);
  EXPECT_EQ(spec.date, "2030-12-31");
  EXPECT_EQ(spec.solutions_per_page, 9);
  EXPECT_EQ(spec.back_text, "B");
  EXPECT_EQ(spec.sections[0].title, "Go");
  EXPECT_EQ(spec.sections[1].preset.name, "hard");
  EXPECT_EQ(mazebook::total_mazes(spec), 7);
  // The manifest's resolved spec says the same, "auto" spelled out.
  const mazebook::Json j = mazebook::book_spec_json(spec);
  EXPECT_EQ(j["trim"], "7.25x10.5");
  EXPECT_EQ(j["paper"], "premium-color");
  EXPECT_EQ(j["solutions_per_page"], 9);
  EXPECT_EQ(j["sections"][1]["preset"]["name"], "hard");
  EXPECT_EQ(mazebook::book_spec_json(parse(R"({"title": "T", "author": "A", "trim": "6x9",
    "solutions_per_page": "auto", "sections": [{"preset": "easy", "count": 1}]})"))
                ["solutions_per_page"],
            "auto");
}

TEST(BookSpec, TooManyMazesInAllNamesTheSection) {
  try {
    parse(R"({"title": "T", "author": "A", "trim": "6x9",
      "sections": [{"preset": "easy", "count": 1500}, {"preset": "easy", "count": 501}]})");
    FAIL() << "accepted";
  } catch (const Error& e) {
    EXPECT_STREQ(e.what(),
                 "spec.json: sections[1].count: the book asks for 2001 mazes; at most 2000");
    EXPECT_EQ(e.exit_code(), 2);
  }
}

TEST(BookSpec, UnknownTemplateNamesItsContextAndTheValidOnes) {
  try {
    mazebook::load_template("fancy", "books/x.json: template");
    FAIL() << "accepted";
  } catch (const Error& e) {
    EXPECT_STREQ(
        e.what(),
        "books/x.json: template: unknown template 'fancy'; valid: classic, kids, large-print");
  }
}

// Each tests/data/specs/NAME.json is refused by `mazebook build` with the
// line in NAME.expected ({file} stands for the path) and exit code 2, and
// the build writes nothing.
TEST(BookSpec, EveryBadSpecStopsTheBuildWithItsExactMessage) {
  const fs::path folder = fs::path(MAZEBOOK_TEST_DATA) / "specs";
  mbtest::TempDir dir("specs");
  int cases = 0;
  for (const auto& entry : fs::directory_iterator(folder)) {
    if (entry.path().extension() != ".json") continue;
    ++cases;
    SCOPED_TRACE(entry.path().filename().string());
    const std::string out = dir.file(entry.path().stem().string());
    const mbtest::CliRun r = mbtest::run_mazebook(
        {"build", entry.path().string(), "--out", out, "--quiet", "--jobs", "2"});
    EXPECT_EQ(r.code, 2);
    EXPECT_EQ(r.err, "mazebook: " + expected_message(entry.path()) + "\n");
    EXPECT_EQ(r.out, "");
    EXPECT_FALSE(fs::exists(out + "/interior.pdf"));
    EXPECT_FALSE(fs::exists(out + "/cover.pdf"));
    EXPECT_FALSE(fs::exists(out + "/book.json"));
  }
  EXPECT_GE(cases, 15);
}

// The page-count messages, worked out by hand (tests/data/specs/too-*.json):
// the classic template's front matter is title, copyright, contents and
// how to play, its back matter a thank-you page. 3 mazes, 4 solutions a
// page make 4 + section + 3 + 1 + 1 = 10 pages; with at most 10 blank
// pages at the end, 24 pages need 14 of content; 6 mazes give
// 4 + 1 + 6 + 2 + 1 = 14, 5 give 4 + 1 + 5 + 2 + 1 = 13: 3 more mazes.
// 600 mazes, 9 solutions a page: 4 + 1 + 600 + 67 + 1 = 673 pages, 674
// with the page that makes the count even, over 550 for 8.5x11 cream.
// Here: 5 mazes are one short, 6 are enough.
TEST(BookSpec, TheMoreMazesCountIsEnough) {
  mbtest::TempDir dir("enough");
  const auto spec = [&](int count) {
    const std::string n = std::to_string(count);
    const std::string path = dir.file(n + ".json");
    std::string text = R"({"title": "T", "author": "A", "trim": "6x9", "solutions_per_page": 4,
      "sections": [{"preset": "easy", "count": )";
    text += n;
    text += "}]}";
    mbtest::write_text(path, text);
    return path;
  };
  const mbtest::CliRun five =
      mbtest::run_mazebook({"build", spec(5), "--out", dir.file("o5"), "-q"});
  EXPECT_EQ(five.code, 2);
  EXPECT_NE(
      five.err.find("the book has 13 pages; KDP needs at least 24 and allows 10 blank pages at the "
                    "end: add at least 1 more maze\n"),
      std::string::npos)
      << five.err;
  const mbtest::CliRun six =
      mbtest::run_mazebook({"build", spec(6), "--out", dir.file("o6"), "-q"});
  EXPECT_EQ(six.code, 0) << six.err;
  EXPECT_TRUE(fs::exists(dir.file("o6/interior.pdf")));
}

}  // namespace
