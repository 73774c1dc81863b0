// A page target as a user builds it: a 120-page spec at 6x9 makes a
// proved 120-page interior with no blank page, its expert mazes two or
// more answers a page, and `build --from` makes the same book; a target
// met only above says so on the console and in book.json.

#include <gtest/gtest.h>

#include <string>

#include "support/book_files.h"

namespace {

namespace fs = std::filesystem;
using mazebook::Json;

TEST(PageTargetBuild, A120PageSpecMakesA120PageBookAndTheSameAgain) {
  const std::string spec = R"({"title": "One Hundred and Twenty", "author": "P. Lanner",
    "trim": "6x9", "seed": 120, "pages": 120, "pages_fill": 0,
    "sections": [{"preset": "easy"}, {"preset": "expert", "count": 20}]})";
  const auto book = mbtest::build_book(spec, "pages-120", {"--jobs", "2"});
  ASSERT_EQ(book->run.code, 0) << book->run.err;
  const Json& interior = book->manifest["interior"];
  EXPECT_EQ(interior["pages"], 120);
  EXPECT_EQ(interior["pages_asked"], 120);
  EXPECT_FALSE(interior.contains("pages_note"));
  const int per_page = interior["sections"][1]["solutions_per_page"];
  EXPECT_GE(per_page, 2);
  // No blank page: the expert solutions' last page, then the thank-you page.
  const int last_solutions =
      interior["sections"][1]["solutions_page"].get<int>() + (20 + per_page - 1) / per_page - 1;
  EXPECT_EQ(last_solutions + 1, 120);
  const int easy = book->manifest["spec"]["sections"][0]["count"];
  EXPECT_EQ(static_cast<int>(book->manifest["mazes"].size()), easy + 20);
  EXPECT_EQ(book->manifest["spec"]["pages"], 120);
  EXPECT_EQ(book->manifest["spec"]["pages_fill"], 0);

  const std::string again = book->dir.file("again");
  const mbtest::CliRun r =
      mbtest::run_mazebook({"build", "--from", (book->out / "book.json").string(), "--out", again,
                            "--quiet", "--jobs", "1"});
  ASSERT_EQ(r.code, 0) << r.err;
  for (const char* file : {"interior.pdf", "cover.pdf", "book.json"}) {
    EXPECT_EQ(mbtest::read_bytes(fs::path(again) / file), mbtest::read_bytes(book->out / file))
        << file;
  }
}

TEST(PageTargetBuild, ATargetMetAboveIsAWarningAndInBookJson) {
  mbtest::TempDir dir("pages-odd");
  const std::string spec = dir.file("odd.json");
  mbtest::write_text(spec, R"({"title": "Odd", "author": "P. Lanner", "trim": "6x9", "seed": 3,
    "pages": 25, "pages_fill": 0, "sections": [{"preset": "easy"}]})");
  const mbtest::CliRun r = mbtest::run_mazebook({"build", spec, "--out", dir.file("out")});
  ASSERT_EQ(r.code, 0) << r.err;
  const std::string line =
      "warning: pages: 25 is odd and KDP prints an even number of pages: the book has 26\n";
  EXPECT_NE(r.err.find(line), std::string::npos) << r.err;
  const Json manifest = Json::parse(mbtest::read_bytes(dir.path() / "out" / "book.json"));
  EXPECT_EQ(manifest["interior"]["pages"], 26);
  EXPECT_EQ(manifest["interior"]["pages_note"],
            "pages: 25 is odd and KDP prints an even number of pages: the book has 26");
}

}  // namespace
