// The words a buyer reads, from a built book's book.json "texts" (the
// texts as printed, tests/cli/printed_texts_test.cc holds them to the
// PDFs): a 6x9 book of circles and hexagons says its levels on the cover,
// not its shapes, names its sections by their levels, says each section's
// count on its page and in the contents (its level once: the title names
// it), not its grid, and
// marks each maze with stars where its template asks.

#include <gtest/gtest.h>

#include "base/json.h"
#include "support/book_files.h"

namespace {

using mazebook::Json;

// Every text of `role` in book.json, in page order.
std::vector<std::string> texts_of(const Json& manifest, const std::string& role) {
  std::vector<std::string> found;
  for (const Json& text : manifest["texts"]) {
    if (text[2] == role) found.push_back(text[3].get<std::string>());
  }
  return found;
}

TEST(BookWords, ACircleAndHexagonBookSaysItsLevelsNotItsShapes) {
  mbtest::TempDir dir("words-template");
  mbtest::write_text(dir.file("stars.json"), R"({"texts": {"maze_level": "{level}  {stars}"}})");
  const auto book = mbtest::build_book(R"({"title": "Round and Six-Sided", "author": "A",
    "trim": "6x9", "seed": 3, "template": ")" +
                                           dir.file("stars.json") +
                                           R"(", "sections": [{"preset": "circle-medium",
    "count": 8}, {"preset": "hex-hard", "count": 8}]})",
                                       "words-shapes");
  ASSERT_EQ(book->run.code, 0) << book->run.err;
  EXPECT_EQ(texts_of(book->manifest, "section_note"),
            (std::vector<std::string>{"8 mazes", "8 mazes"}));
  const std::vector<std::string> levels = texts_of(book->manifest, "level_line");
  ASSERT_EQ(levels.size(), 16u);
  EXPECT_EQ(levels.front(), "Medium  ★★☆☆");
  EXPECT_EQ(levels.back(), "Hard  ★★★☆");
  const std::string contents =
      mbtest::shell_output("pdftotext -f 3 -l 3 '" + (book->out / "interior.pdf").string() + "' -");
  // Sections titled by their level say it once.
  EXPECT_NE(contents.find("Medium: 8 mazes\n"), std::string::npos) << contents;
  EXPECT_NE(contents.find("Hard: 8 mazes\n"), std::string::npos) << contents;
  EXPECT_EQ(contents.find("cells"), std::string::npos) << contents;
  EXPECT_EQ(texts_of(book->manifest, "cover_level_line"),
            std::vector<std::string>{"Medium to Hard, 16 mazes"});
  EXPECT_EQ(texts_of(book->manifest, "section_heading"),
            (std::vector<std::string>{"Medium", "Hard"}));
}

}  // namespace
