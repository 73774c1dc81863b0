// book.json's "texts" (src/book/README.md, "Printed texts") against what
// the PDFs print: a small book with a plain section and one of each kind
// of puzzle variant (their letters on keys, doors and beside entrances,
// their floor headings and START and FINISH recorded too), a subtitle, a
// back text and a spine, and every page of words (the title page, the
// copyright page, "This book belongs to", the contents, how to play and
// the thank-you page), read back with `pdftotext -bbox`.
// Every recorded text is the words printed inside its box on its page,
// in order; the box is Pango's line box and a PDF reader's is the font's
// ascent to descent, so a word may stand out of it by a quarter of the
// text's size above and below and by 1 pt on either side (across and
// along the spine's turned line). No word is printed that is not
// recorded.

#include <gtest/gtest.h>

#include <regex>
#include <sstream>

#include "base/json.h"
#include "support/book_files.h"
#include "support/kept_book.h"

namespace {

namespace fs = std::filesystem;
using mazebook::Json;

struct Word {
  double x0, y0, x1, y1;
  std::string text;
};

// Every page's words, as pdftotext -bbox prints them (points from the
// page's top left, y down), by page from 1.
std::vector<std::vector<Word>> pdf_words(const fs::path& pdf) {
  const std::string xml = mbtest::shell_output("pdftotext -bbox '" + pdf.string() + "' -");
  std::vector<std::vector<Word>> pages;
  const std::regex token(
      R"re(<page |<word xMin="([^"]+)" yMin="([^"]+)" xMax="([^"]+)" yMax="([^"]+)">([^<]*)</word>)re");
  for (std::sregex_iterator it(xml.begin(), xml.end(), token), end; it != end; ++it) {
    const std::smatch& m = *it;
    if (m.str(0).rfind("<page", 0) == 0) {
      pages.emplace_back();
      continue;
    }
    pages.back().push_back({std::stod(m.str(1)), std::stod(m.str(2)), std::stod(m.str(3)),
                            std::stod(m.str(4)), m.str(5)});
  }
  return pages;
}

std::string unescaped(std::string s) {
  for (const auto& [from, to] : std::vector<std::pair<std::string, std::string>>{
           {"&amp;", "&"}, {"&lt;", "<"}, {"&gt;", ">"}, {"&quot;", "\""}, {"&apos;", "'"}}) {
    for (size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + 1))
      s.replace(at, from.size(), to);
  }
  return s;
}

// The words of `page` inside the text's box, widened by the tolerance,
// joined by spaces in the order pdftotext reads them.
// A record of "texts": [file, page, role, text, font, size_pt, x, y,
// width, height].
enum Field { kFile, kPage, kRole, kText, kFont, kSize, kX, kY, kWidth, kHeight };

std::string words_in(const std::vector<Word>& page, const Json& text) {
  const double size = text[kSize].get<double>();
  // The spine's line is turned: its height runs across the page.
  const bool turned = text[kRole] == "spine";
  const double across = turned ? 0.25 * size : 1;
  const double down = turned ? 1 : 0.25 * size;
  const double x0 = text[kX].get<double>() - across;
  const double x1 = text[kX].get<double>() + text[kWidth].get<double>() + across;
  const double y0 = text[kY].get<double>() - down;
  const double y1 = text[kY].get<double>() + text[kHeight].get<double>() + down;
  std::string out;
  for (const Word& w : page) {
    if (w.x0 >= x0 && w.x1 <= x1 && w.y0 >= y0 && w.y1 <= y1)
      out += (out.empty() ? "" : " ") + unescaped(w.text);
  }
  return out;
}

// The text's words, white space of any kind between them as one space.
std::string words_of(const std::string& text) {
  std::istringstream in(text);
  std::string word;
  std::string out;
  while (in >> word) out += (out.empty() ? "" : " ") + word;
  return out;
}

size_t word_count(const std::string& text) {
  std::istringstream in(text);
  size_t n = 0;
  for (std::string word; in >> word;) ++n;
  return n;
}

TEST(PrintedTexts, EveryRecordedTextIsPrintedInItsBox) {
  mbtest::TempDir dir("printed-texts");
  const std::string spec = dir.file("spec.json");
  mbtest::write_text(spec, R"({"title": "Keys and Doors for Everyone",
    "subtitle": "A small book of mazes", "author": "Kim Doe", "trim": "6x9", "seed": 5,
    "back_text": "Find the key, then open its door.", "solutions_per_page": 1,
    "front_matter": ["title", "copyright", "belongs_to", "contents", "how_to"],
    "back_matter": ["thank_you"],
    "sections": [{"preset": "easy", "count": 52}, {"preset": "keys", "count": 4},
      {"preset": "entrances", "count": 2}, {"preset": "oneway", "count": 2},
      {"preset": "floors", "count": 2}]})");
  const std::unique_ptr<mbtest::KeptBook> book = mbtest::build_book_kept(spec, 2, "printed-texts");
  const Json manifest = Json::parse(mbtest::read_bytes(book->folder / "book.json"));
  const std::map<std::string, std::vector<std::vector<Word>>> words{
      {"interior.pdf", pdf_words(book->folder / "interior.pdf")},
      {"cover.pdf", pdf_words(book->folder / "cover.pdf")}};
  std::map<std::string, int> roles;
  // Words recorded on each page, by file.
  std::map<std::string, std::map<int, size_t>> recorded;
  for (const Json& text : manifest["texts"]) {
    ASSERT_EQ(text.size(), 10u) << text.dump();
    const auto& pages = words.at(text[kFile].get<std::string>());
    const int page = text[kPage].get<int>();
    ASSERT_GE(page, 1);
    ASSERT_LE(page, static_cast<int>(pages.size()));
    EXPECT_EQ(words_in(pages[static_cast<size_t>(page - 1)], text),
              words_of(text[kText].get<std::string>()))
        << text.dump();
    ++roles[text[kRole].get<std::string>()];
    recorded[text[kFile].get<std::string>()][page] += word_count(text[kText].get<std::string>());
    // The check can fail: the box moved left by 3 pt leaves a word out.
    Json moved = text;
    moved[kX] = text[kX].get<double>() - 3;
    if (text[kRole] != "spine") {
      EXPECT_NE(words_in(pages[static_cast<size_t>(page - 1)], moved),
                words_of(text[kText].get<std::string>()))
          << text.dump();
    }
  }
  // Every kind of text the book prints is among them.
  for (const char* role : {"section_heading",
                           "section_note",
                           "maze_heading",
                           "level_line",
                           "rule_line",
                           "start",
                           "finish",
                           "page_number",
                           "solutions_heading",
                           "solution_label",
                           "cover_title",
                           "cover_subtitle",
                           "cover_level_line",
                           "cover_author",
                           "back_text",
                           "spine",
                           "key_letter",
                           "door_letter",
                           "entrance_letter",
                           "floor_heading",
                           "title",
                           "subtitle",
                           "author",
                           "copyright",
                           "belongs_to",
                           "contents_heading",
                           "contents_entry",
                           "contents_page",
                           "how_to_heading",
                           "how_to",
                           "thank_you_heading",
                           "thank_you"})
    EXPECT_GT(roles[role], 0) << role;
  // And they are every word the PDFs print: none is printed unrecorded.
  for (const auto& [file, pages] : words) {
    for (size_t page = 0; page < pages.size(); ++page) {
      EXPECT_EQ(pages[page].size(), recorded[file][static_cast<int>(page) + 1])
          << file << " page " << page + 1;
    }
  }
  // The contents: the how-to page, five sections and the solutions.
  EXPECT_EQ(roles["contents_entry"], 7);
  EXPECT_EQ(roles["contents_page"], 7);
  EXPECT_EQ(roles["maze_heading"], 62);
  EXPECT_EQ(roles["solution_label"], 62);
  EXPECT_EQ(roles["rule_line"], 10);
}

}  // namespace
