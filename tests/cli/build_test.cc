// `mazebook build` end to end on a tiny book, through run_cli as a user
// runs it, the files read back with qpdf and poppler-utils (readers that
// share nothing with the Cairo writer): page count and size, embedded fonts,
// no annotations or bookmarks, every maze and its solution where the
// manifest says, the cover sized for the real page count, and byte-identical
// output for the same spec whatever --jobs says.

#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "book/kdp.h"
#include "support/book_files.h"

namespace {

namespace fs = std::filesystem;
using mbtest::BuiltBook;
using mbtest::PdfFile;

// 20 mazes in two sections, 4 solutions a page: title, copyright, contents
// and how-to pages, two section pages, 20 maze pages, 5 solution pages (3
// for the 12 easy mazes, 2 for the 8 medium ones: each section's start a
// page) and the thank-you page make 32.
std::string tiny_spec(bool bleed) {
  return std::string(R"({"title": "Tiny Maze Book", "subtitle": "A test", "author": "T. Tester",
    "trim": "6x9", "paper": "white", "seed": 5, "bleed": )") +
         (bleed ? "true" : "false") + R"(,
    "sections": [{"preset": "easy", "count": 12}, {"preset": "medium", "count": 8, "title": "Medium"}],
    "solutions_per_page": 4, "back_text": "Twenty mazes for a test."})";
}

// The text of every page, by poppler's pdftotext (pages end with \f).
std::vector<std::string> page_texts(const fs::path& pdf) {
  const std::string all =
      mbtest::shell_output("pdftotext -enc UTF-8 '" + pdf.string() + "' - 2>/dev/null");
  std::vector<std::string> pages;
  size_t start = 0;
  for (size_t ff = all.find('\f'); ff != std::string::npos; ff = all.find('\f', start)) {
    pages.push_back(all.substr(start, ff - start));
    start = ff + 1;
  }
  return pages;
}

class TinyBook : public ::testing::Test {
 protected:
  static void SetUpTestSuite() { book_ = mbtest::build_book(tiny_spec(false), "tiny").release(); }
  static void TearDownTestSuite() {
    delete book_;
    book_ = nullptr;
  }
  static BuiltBook* book_;
};
BuiltBook* TinyBook::book_ = nullptr;

TEST_F(TinyBook, PageCountIsEvenAtLeast24AndTheManifests) {
  ASSERT_EQ(book_->run.code, 0);
  PdfFile pdf(book_->out / "interior.pdf");
  EXPECT_EQ(pdf.page_count(), 32);
  EXPECT_EQ(pdf.page_count() % 2, 0);
  EXPECT_GE(pdf.page_count(), 24);
  EXPECT_EQ(book_->manifest["interior"]["pages"], pdf.page_count());
  // A second reader agrees.
  const std::string info =
      mbtest::shell_output("pdfinfo '" + (book_->out / "interior.pdf").string() + "'");
  EXPECT_NE(info.find("Pages:           32\n"), std::string::npos) << info;
}

TEST_F(TinyBook, EveryPageIsTheTrimAndBleedAddsAnEighthAndAQuarter) {
  PdfFile pdf(book_->out / "interior.pdf");
  for (int n = 1; n <= pdf.page_count(); ++n) {
    EXPECT_EQ(pdf.media_box(n), (std::vector<double>{0, 0, 432, 648})) << "page " << n;  // 6 x 9 in
  }
  EXPECT_EQ(book_->manifest["interior"]["width_in"], 6.0);
  EXPECT_EQ(book_->manifest["interior"]["height_in"], 9.0);

  const auto bled = mbtest::build_book(tiny_spec(true), "bleed");
  ASSERT_EQ(bled->run.code, 0);
  PdfFile with_bleed(bled->out / "interior.pdf");
  ASSERT_GE(with_bleed.page_count(), 24);
  for (int n = 1; n <= with_bleed.page_count(); ++n) {
    // (6 + 0.125) x (9 + 0.25) in = 441 x 666 pt.
    EXPECT_EQ(with_bleed.media_box(n), (std::vector<double>{0, 0, 441, 666})) << "page " << n;
  }
  EXPECT_EQ(bled->manifest["interior"]["width_in"], 6.125);
  EXPECT_EQ(bled->manifest["interior"]["height_in"], 9.25);
  EXPECT_EQ(bled->manifest["interior"]["bleed"], true);
}

TEST_F(TinyBook, FontsEmbeddedNoAnnotationsNoBookmarksNoEncryption) {
  for (const char* file : {"interior.pdf", "cover.pdf"}) {
    SCOPED_TRACE(file);
    const fs::path path = book_->out / file;
    PdfFile pdf(path);
    EXPECT_EQ(pdf.fonts_not_embedded(), std::vector<std::string>{});
    EXPECT_GE(pdf.fonts_seen(), 2);
    for (int n = 1; n <= pdf.page_count(); ++n) {
      EXPECT_FALSE(pdf.page(n).getObjectHandle().hasKey("/Annots")) << "page " << n;
    }
    EXPECT_FALSE(pdf.qpdf().getRoot().hasKey("/Outlines"));
    EXPECT_FALSE(pdf.qpdf().isEncrypted());
    // pdffonts: two header lines, then one line a font; "emb" is column 4
    // counted from the right (emb sub uni object ID).
    const std::string fonts = mbtest::shell_output("pdffonts '" + path.string() + "'");
    std::istringstream lines(fonts);
    std::string line;
    int rows = 0;
    for (int i = 0; std::getline(lines, line); ++i) {
      if (i < 2 || line.empty()) continue;
      ++rows;
      std::vector<std::string> words;
      std::istringstream w(line);
      for (std::string word; w >> word;) words.push_back(word);
      ASSERT_GE(words.size(), 6u) << line;
      EXPECT_EQ(words[words.size() - 5], "yes") << line;
    }
    EXPECT_GE(rows, 2) << fonts;
  }
}

TEST_F(TinyBook, EveryMazeHasItsPageAndItsSolutionWhereTheManifestSays) {
  const mazebook::Json& mazes = book_->manifest["mazes"];
  ASSERT_EQ(mazes.size(), 20u);
  const std::vector<std::string> text = page_texts(book_->out / "interior.pdf");
  ASSERT_EQ(text.size(), 32u);
  const int per_page = book_->manifest["interior"]["solutions_per_page"];
  EXPECT_EQ(per_page, 4);
  std::set<std::pair<int, int>> slots;
  int last_maze_page = 0;
  const std::regex maze_label(R"(Maze (\d+)(?!\d|,))");
  for (size_t i = 0; i < mazes.size(); ++i) {
    const mazebook::Json& m = mazes[i];
    const int number = m["number"];
    const int page = m["page"];
    const int solution_page = m["solution_page"];
    SCOPED_TRACE("maze " + std::to_string(number));
    EXPECT_EQ(number, static_cast<int>(i) + 1);
    ASSERT_GE(page, 1);
    ASSERT_LE(solution_page, 32);
    // The maze page names this maze and no other.
    const std::string& on_page = text[static_cast<size_t>(page - 1)];
    std::vector<std::string> labels;
    for (std::sregex_iterator it(on_page.begin(), on_page.end(), maze_label), end; it != end;
         ++it) {
      labels.push_back((*it)[1]);
    }
    EXPECT_EQ(labels, std::vector<std::string>{std::to_string(number)}) << on_page;
    EXPECT_NE(on_page.find(m["level"].get<std::string>()), std::string::npos);
    // Its solution page labels it with the maze's page.
    const std::string label = "Maze " + std::to_string(number) + ", page " + std::to_string(page);
    EXPECT_NE(text[static_cast<size_t>(solution_page - 1)].find(label), std::string::npos) << label;
    EXPECT_NE(text[static_cast<size_t>(solution_page - 1)].find("Solutions"), std::string::npos);
    // Solutions come after every maze, four to a page, in maze order (12
    // easy mazes fill their three pages, so the medium ones go on).
    EXPECT_GT(page, last_maze_page);
    last_maze_page = page;
    EXPECT_EQ(solution_page, 27 + static_cast<int>(i) / per_page);
    EXPECT_EQ(m["solution_slot"], static_cast<int>(i) % per_page);
    EXPECT_TRUE(slots.insert({solution_page, m["solution_slot"]}).second);
  }
  EXPECT_LT(last_maze_page, 27);
}

TEST_F(TinyBook, CoverIsSizedForTheRealPageCount) {
  PdfFile cover(book_->out / "cover.pdf");
  ASSERT_EQ(cover.page_count(), 1);
  const std::vector<double> box = cover.media_box(1);
  ASSERT_EQ(box.size(), 4u);
  // By hand: 32 pages x 0.002252 = 0.072064 in of spine; 0.125 + 6 +
  // 0.072064 + 6 + 0.125 = 12.322064 in wide, 9 + 0.25 = 9.25 in high.
  EXPECT_NEAR((box[2] - box[0]) / 72, 12.322064, 0.01);
  EXPECT_NEAR((box[3] - box[1]) / 72, 9.25, 0.01);
  const mazebook::CoverGeometry g =
      mazebook::cover_geometry(*mazebook::parse_trim("6x9"), mazebook::Paper::white, 32);
  EXPECT_NEAR((box[2] - box[0]) / 72, g.width, 0.01);
  const mazebook::Json& c = book_->manifest["cover"];
  EXPECT_NEAR(c["width_in"].get<double>(), 12.322064, 1e-9);
  EXPECT_NEAR(c["height_in"].get<double>(), 9.25, 1e-9);
  EXPECT_NEAR(c["spine_in"].get<double>(), 0.072064, 1e-9);
  EXPECT_EQ(c["spine_text"], false);
  EXPECT_EQ(c["spine_note"],
            "spine left blank: KDP prints spine text from 80 pages, and the book has 32");
  EXPECT_NEAR(c["barcode_box_in"]["x"].get<double>(), 3.875, 1e-9);
  EXPECT_NEAR(c["barcode_box_in"]["y"].get<double>(), 0.375, 1e-9);
}

// Restores (or removes) SOURCE_DATE_EPOCH when the test ends.
class EpochGuard {
 public:
  EpochGuard() {
    const char* v = std::getenv("SOURCE_DATE_EPOCH");
    if (v) saved_ = v;
    had_ = v != nullptr;
    ::unsetenv("SOURCE_DATE_EPOCH");
  }
  ~EpochGuard() {
    if (had_)
      ::setenv("SOURCE_DATE_EPOCH", saved_.c_str(), 1);
    else
      ::unsetenv("SOURCE_DATE_EPOCH");
  }

 private:
  std::string saved_;
  bool had_ = false;
};

// book.json without its "rebuild" record, which names the spec file, and
// each of these books has its own (in its own temporary folder).
std::string manifest_without_record(const fs::path& out) {
  mazebook::Json manifest = mazebook::Json::parse(mbtest::read_bytes(out / "book.json"));
  EXPECT_TRUE(manifest.contains("rebuild"));
  manifest.erase("rebuild");
  return manifest.dump(1);
}

TEST(BuildOutput, SameSpecGivesTheSameBytesForAnyJobs) {
  EpochGuard guard;
  const auto one = mbtest::build_book(tiny_spec(false), "jobs1", {"--jobs", "1"});
  const auto two = mbtest::build_book(tiny_spec(false), "jobs2", {"--jobs", "2"});
  const auto again = mbtest::build_book(tiny_spec(false), "again", {"--jobs", "2"});
  EXPECT_EQ(manifest_without_record(one->out), manifest_without_record(two->out));
  EXPECT_EQ(manifest_without_record(one->out), manifest_without_record(again->out));
  for (const char* file : {"interior.pdf", "cover.pdf"}) {
    const std::string bytes = mbtest::read_bytes(one->out / file);
    ASSERT_FALSE(bytes.empty()) << file;
    EXPECT_TRUE(bytes == mbtest::read_bytes(two->out / file))
        << file << ": --jobs 1 and --jobs 2 differ";
    EXPECT_TRUE(bytes == mbtest::read_bytes(again->out / file)) << file << ": two builds differ";
  }

  // The PDF dates follow SOURCE_DATE_EPOCH; the manifest records the date
  // used for a rebuild, and is otherwise the same.
  ::setenv("SOURCE_DATE_EPOCH", "1700000000", 1);  // 2023-11-14T22:13:20Z
  const auto dated = mbtest::build_book(tiny_spec(false), "epoch");
  for (const char* file : {"interior.pdf", "cover.pdf"}) {
    const std::string bytes = mbtest::read_bytes(dated->out / file);
    EXPECT_FALSE(bytes == mbtest::read_bytes(one->out / file)) << file;
    EXPECT_NE(bytes.find("20231114221320"), std::string::npos) << file;
  }
  EXPECT_EQ(manifest_without_record(dated->out), manifest_without_record(one->out));
  EXPECT_EQ(dated->manifest["rebuild"]["date"], "2023-11-14T22:13:20");
  EXPECT_EQ(one->manifest["rebuild"]["date"], "2026-01-01T00:00:00");
}

}  // namespace
