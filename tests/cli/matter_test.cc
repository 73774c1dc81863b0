// Front and back matter as a buyer expects it, every word the template's:
// a contents page whose page numbers are where the sections and the
// solutions start, a how-to page pointing at the solutions, a copyright
// page with the spec's publisher, edition and ISBN and no word about how
// the book was made, and a closing thank-you page; a spec may list its own
// front and back matter.

#include <gtest/gtest.h>

#include <regex>

#include "support/book_files.h"

namespace {

namespace fs = std::filesystem;

// The text of one page (from 1), laid out by pdftotext.
std::string page_text(const fs::path& pdf, int page) {
  const std::string n = std::to_string(page);
  return mbtest::shell_output("pdftotext -layout -enc UTF-8 -f " + n + " -l " + n + " '" +
                              pdf.string() + "' - 2>/dev/null");
}

// Three sections of 8 mazes, 4 solutions a page: title, copyright,
// contents, how to play (1-4); Easy's heading on 5, its mazes 6-13;
// Medium 14, 15-22; Hard 23, 24-31; solutions 32-33, 34-35, 36-37; the
// thank-you page 38.
constexpr const char* kSpec =
    R"({"title": "Matter Test", "author": "A. Writer", "trim": "6x9", "seed": 21,
  "publisher": "Tiny Press", "edition": "First edition, 2026", "isbn": "978-0-306-40615-7",
  "solutions_per_page": 4, "sections": [{"preset": "easy", "count": 8},
  {"preset": "medium", "count": 8}, {"preset": "hard", "count": 8}]})";

TEST(Matter, ContentsHowToCopyrightAndThankYouSayWhatTheBookHolds) {
  const auto book = mbtest::build_book(kSpec, "matter");
  ASSERT_EQ(book->run.code, 0) << book->run.err;
  const fs::path pdf = book->out / "interior.pdf";
  EXPECT_EQ(book->manifest["interior"]["pages"], 38);
  const mazebook::Json& sections = book->manifest["interior"]["sections"];
  ASSERT_EQ(sections.size(), 3u);
  const int heading[] = {5, 14, 23};
  const int solutions[] = {32, 34, 36};
  for (size_t s = 0; s < 3; ++s) {
    EXPECT_EQ(sections[s]["page"], heading[s]);
    EXPECT_EQ(sections[s]["solutions_page"], solutions[s]);
    EXPECT_EQ(sections[s]["solutions_per_page"], 4);
  }
  const std::string contents = page_text(pdf, 3);
  for (const char* line :
       {R"(Contents)", R"(How to Play\s+4\n)", R"(Easy: 8 mazes\s+5\n)",
        R"(Medium: 8 mazes\s+14\n)", R"(Hard: 8 mazes\s+23\n)", R"(Solutions\s+32\n)"}) {
    EXPECT_TRUE(std::regex_search(contents, std::regex(line))) << line << "\n" << contents;
  }
  const std::string how_to = page_text(pdf, 4);
  EXPECT_NE(how_to.find("How to Play"), std::string::npos);
  EXPECT_NE(how_to.find("solutions start on page 32."), std::string::npos) << how_to;

  const std::string copyright = page_text(pdf, 2);
  for (const char* words :
       {"Matter Test", "Copyright © 2026 A. Writer. All rights reserved.",
        "Published by Tiny Press", "First edition, 2026", "ISBN 978-0-306-40615-7"}) {
    EXPECT_NE(copyright.find(words), std::string::npos) << words << "\n" << copyright;
  }
  for (const char* boast : {"seed", "mazebook", "program", "checked"}) {
    EXPECT_EQ(copyright.find(boast), std::string::npos) << boast << "\n" << copyright;
  }
  const std::string thanks = page_text(pdf, 38);
  EXPECT_NE(thanks.find("Thank You"), std::string::npos) << thanks;
  EXPECT_NE(thanks.find("Thank you for solving Matter Test."), std::string::npos) << thanks;
}

TEST(Matter, ASpecMayListItsOwnFrontAndBackMatter) {
  const auto book = mbtest::build_book(
      R"({"title": "Bare", "author": "A", "trim": "6x9", "seed": 2, "solutions_per_page": 4,
      "front_matter": ["title", "copyright"], "back_matter": [],
      "sections": [{"preset": "easy", "count": 16}]})",
      "bare");
  ASSERT_EQ(book->run.code, 0) << book->run.err;
  // Title, copyright, heading, 16 mazes, 4 solution pages: 23, then one
  // blank page to an even 24; no contents, how-to or thank-you page.
  EXPECT_EQ(book->manifest["interior"]["pages"], 24);
  EXPECT_EQ(book->manifest["interior"]["sections"][0]["page"], 3);
  EXPECT_EQ(book->manifest["spec"]["front_matter"], (mazebook::Json{"title", "copyright"}));
  EXPECT_EQ(page_text(book->out / "interior.pdf", 24).find_first_not_of(" \n\f"),
            std::string::npos);
}

// Words too long for their page are refused before any maze is made,
// naming the template's text; nothing is written.
TEST(Matter, AHowToTextTooLongForItsPageIsRefused) {
  mbtest::TempDir dir("long");
  std::string lines;
  for (int i = 0; i < 120; ++i) lines += "Rule\\n";
  mbtest::write_text(dir.file("long.json"), R"({"texts": {"how_to": ")" + lines + R"("}})");
  mbtest::write_text(dir.file("spec.json"),
                     R"({"title": "T", "author": "A", "trim": "5x8",
      "template": ")" + dir.file("long.json") +
                         R"(", "sections": [{"preset": "easy", "count": 20}]})");
  const mbtest::CliRun r =
      mbtest::run_mazebook({"build", dir.file("spec.json"), "--out", dir.file("out"), "-q"});
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.err, "mazebook: " + dir.file("long.json") +
                       ": texts.how_to: too long for its page at 5x8, even at 7 pt\n");
  EXPECT_FALSE(fs::exists(dir.file("out")));
}

// A title breaks into lines of even length, on the title page and the
// cover: "4-8" never stands alone on a line.
TEST(Matter, ATitleBreaksIntoEvenLines) {
  const auto book = mbtest::build_book(
      R"({"title": "Amazing Mazes for Kids Ages 4-8", "author": "A", "trim": "8.5x11",
      "template": "kids", "seed": 7, "sections": [{"preset": "kids-easy", "count": 12}]})",
      "title");
  ASSERT_EQ(book->run.code, 0) << book->run.err;
  for (const char* file : {"interior.pdf", "cover.pdf"}) {
    const std::string text = mbtest::shell_output("pdftotext -f 1 -l 1 '" +
                                                  (book->out / file).string() + "' - 2>/dev/null");
    EXPECT_NE(text.find("Amazing Mazes\nfor Kids Ages 4-8\n"), std::string::npos) << file << "\n"
                                                                                  << text;
  }
}

}  // namespace
