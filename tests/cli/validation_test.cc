// Everything that can be refused is refused before any maze is made, and
// what a reader would accept is accepted: dates, page counts, text in any
// script, long titles that shrink to fit.

#include <gtest/gtest.h>

#include <cstdlib>

#include "app/book_job.h"
#include "book/book_spec.h"
#include "book/book_template.h"
#include "book/layout_metrics.h"
#include "book/ornaments.h"
#include "book/page_plan.h"
#include "book/page_texts.h"
#include "render/pango_measure.h"
#include "support/book_files.h"

namespace {

namespace fs = std::filesystem;

// Sets an environment variable for one scope.
class ScopedEnv {
 public:
  ScopedEnv(const char* name, const char* value) : name_(name) { ::setenv(name, value, 1); }
  ~ScopedEnv() { ::unsetenv(name_); }

 private:
  const char* name_;
};

TEST(Validation, SourceDateEpochOutOfRangeIsRefusedBeforeTheWork) {
  mbtest::TempDir dir("epoch");
  for (const char* value : {"99999999999999", "253402300800", "-5", "12abc", " 12", "1e9"}) {
    SCOPED_TRACE(value);
    const ScopedEnv env("SOURCE_DATE_EPOCH", value);
    const mbtest::CliRun r = mbtest::run_mazebook({"build", "--out", dir.file("out"), "--quiet"});
    EXPECT_EQ(r.code, 2);
    EXPECT_EQ(r.err, std::string("mazebook: SOURCE_DATE_EPOCH: expected whole seconds from 0 "
                                 "(1970) to 253402300799 (9999-12-31), got '") +
                         value + "'\n");
    EXPECT_FALSE(fs::exists(dir.file("out")));
  }
}

TEST(Validation, TheLastSecondOfYear9999IsADate) {
  const ScopedEnv env("SOURCE_DATE_EPOCH", "253402300799");
  mazebook::BookSpec spec;
  EXPECT_EQ(mazebook::pdf_date(spec), "9999-12-31T23:59:59");
}

// A book too long for KDP is refused from the spec alone: the message is the
// page count's, not the feasibility check's that selection would give first
// (the preset's bound is one no maze meets).
TEST(Validation, TooManyPagesIsRefusedBeforeAnyMazeIsMade) {
  mbtest::TempDir dir("pages");
  mbtest::write_text(dir.path() / "big.json", R"({"name": "big", "grid": {"columns": 400,
    "rows": 400}, "generators": {"backtracker": 1}, "bounds": {"route_length": {"max": 3}}})");
  mbtest::write_text(dir.path() / "spec.json",
                     R"({"title": "T", "author": "A", "trim": "8.5x11", "solutions_per_page": 1,
    "sections": [{"preset": ")" +
                         (dir.path() / "big.json").string() + R"(", "count": 2000}]})");
  const mbtest::CliRun r = mbtest::run_mazebook(
      {"build", (dir.path() / "spec.json").string(), "--out", dir.file("out"), "--quiet"});
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find(": sections: the book has 4006 pages; KDP allows at most 590 for 8.5x11"),
            std::string::npos)
      << r.err;
  EXPECT_FALSE(fs::exists(dir.file("out")));
}

TEST(Validation, ARightToLeftTitleOf112CharactersBuilds) {
  std::string title;
  while (title.size() < 2 * 112) title += "\xD7\x9E";  // Hebrew mem, two bytes
  const auto book = mbtest::build_book(R"({"title": ")" + title + R"(", "author": "A",
    "trim": "6x9", "sections": [{"preset": "easy", "count": 20}]})",
                                       "rtl");
  EXPECT_EQ(book->run.code, 0) << book->run.err;
  EXPECT_TRUE(fs::exists(book->out / "check.json"));
}

TEST(Validation, ALongTitleShrinksToKeepClearOfTheAuthor) {
  const mazebook::BookTemplate look = mazebook::load_template("classic", "test");
  mazebook::BookSpec spec;
  spec.title = std::string(200, 'M');
  for (size_t i = 9; i < spec.title.size(); i += 10) spec.title[i] = ' ';
  spec.author = "A. Writer";
  spec.trim_name = "6x9";
  spec.trim = *mazebook::parse_trim("6x9");
  spec.sections.push_back({});
  spec.sections.back().count = 30;
  const mazebook::BookPlan plan =
      mazebook::plan_book(spec, std::vector<mazebook::MazeShape>(30, {10, 12, 1.5, false}),
                          {look.front_matter, look.back_matter},
                          mazebook::layout_metrics(mazebook::PangoMeasure(), look, 1.5));
  const mazebook::TitleMetrics m =
      mazebook::measure_title_page(mazebook::PangoMeasure(), spec, look, plan);
  EXPECT_LT(m.title_size, look.title_size);
  EXPECT_GE(m.title_size, look.title_size / 2);
  EXPECT_TRUE(mazebook::title_page_fits(plan, m));
  const mazebook::TitlePage page = mazebook::lay_out_title_page(plan, m);
  EXPECT_LE(page.subtitle_y + m.subtitle + 36, page.author_y + 1e-9);
}

TEST(Validation, ASpecWhoseFileNameIsNotUtf8IsRefusedInOneLine) {
  mbtest::TempDir dir("not-utf8");
  const std::string spec = dir.file("caf\xE9.json");  // Latin-1, not UTF-8
  // A spec that builds: the name is what is wrong (the manifest records it).
  mbtest::write_text(spec, R"({"title": "T", "author": "A", "trim": "6x9",
    "sections": [{"preset": "easy", "count": 20}], "solutions_per_page": 4})");
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"build", spec, "--out", dir.file("out")},
        std::vector<std::string>{"build", spec, dir.file("b.json"), "--out", dir.file("out")}}) {
    const mbtest::CliRun r = mbtest::run_mazebook(args);
    EXPECT_EQ(r.code, 2);
    EXPECT_EQ(r.err, "mazebook: " + spec +
                         ": not a UTF-8 file name (byte 0xE9); a book's manifest records the files "
                         "it was made from by name, as UTF-8 text: rename it\n");
    EXPECT_FALSE(fs::exists(dir.file("out")));
  }
}

}  // namespace
