// Every book its own mazes: a seed derived from the book's words, series
// records that keep volumes apart, and `check --against` and `build
// --strict`, which find the mazes two books share (src/book/README.md,
// "The seed" and "Series").

#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "base/json.h"
#include "support/book_files.h"

namespace {

namespace fs = std::filesystem;

// A small book: 8 easy mazes; `extra` adds keys ("seed", "series").
std::string spec(const std::string& title, const std::string& extra = "") {
  return R"({"title": ")" + title + R"(", "author": "T. Tester", "trim": "6x9",
    "sections": [{"preset": "easy", "count": 8}], "solutions_per_page": 4)" +
         (extra.empty() ? "" : ", " + extra) + "}";
}

mazebook::Json manifest(const fs::path& book) {
  return mazebook::Json::parse(mbtest::read_bytes(book / "book.json"));
}

// Every maze key of a built book's series entry, through `check --against`
// run on itself: a book shares each of its mazes with itself.
mbtest::CliRun against(const fs::path& a, const fs::path& b) {
  return mbtest::run_mazebook(
      {"check", (a / "book.json").string(), "--against", (b / "book.json").string()});
}

const std::vector<std::string> kBookFiles{"interior.pdf", "cover.pdf", "book.json"};

TEST(BookSeed, TwoSpecsDifferingOnlyInTitleShareNoMaze) {
  mbtest::TempDir dir("seed-title");
  mbtest::write_text(dir.file("one.json"), spec("Mazes One"));
  mbtest::write_text(dir.file("two.json"), spec("Mazes Two"));
  for (const char* name : {"one", "two"}) {
    const mbtest::CliRun r = mbtest::run_mazebook(
        {"build", dir.file(std::string(name) + ".json"), "--out", dir.file(name), "--quiet"});
    ASSERT_EQ(r.code, 0) << r.err;
  }
  const mazebook::Json one = manifest(dir.file("one"));
  EXPECT_EQ(one["seed"]["from"], "derived");
  EXPECT_EQ(one["seed"]["value"], one["spec"]["seed"]);
  EXPECT_NE(one["spec"]["seed"], manifest(dir.file("two"))["spec"]["seed"]);
  const mbtest::CliRun r = against(dir.file("one"), dir.file("two"));
  EXPECT_EQ(r.code, 0) << r.out << r.err;
  EXPECT_EQ(r.out, dir.file("one") + "/book.json and " + dir.file("two") +
                       "/book.json: no maze in common\n");
}

TEST(BookSeed, CheckAgainstFindsTheMazesOfTwoBooksWithOneSeed) {
  mbtest::TempDir dir("seed-same");
  mbtest::write_text(dir.file("one.json"), spec("Mazes One", R"("seed": 7)"));
  mbtest::write_text(dir.file("two.json"), spec("Mazes Two", R"("seed": 7)"));
  const mbtest::CliRun built = mbtest::run_mazebook(
      {"build", dir.file("one.json"), dir.file("two.json"), "--out", dir.file("out"), "--quiet"});
  ASSERT_EQ(built.code, 0) << built.err;
  EXPECT_EQ(manifest(dir.file("out/one"))["seed"]["from"], "spec");
  // 8 mazes, the title page's ornament and the cover's art: all the same.
  EXPECT_EQ(built.err, "warning: " + dir.file("one.json") + " and " + dir.file("two.json") +
                           " share 10 mazes (mazebook check " + dir.file("out") +
                           "/one/book.json --against " + dir.file("out") +
                           "/two/book.json lists them)\n");
  const mbtest::CliRun r = against(dir.file("out/one"), dir.file("out/two"));
  EXPECT_EQ(r.code, 1);
  EXPECT_NE(r.out.find("/two/book.json: 10 mazes in common (this book's id, the other's)\n"
                       "  easy-001  easy-001\n"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("  ornament-title  ornament-title\n  cover-front  cover-front\n"),
            std::string::npos)
      << r.out;
}

TEST(BookSeed, StrictRefusesTheSecondBookSharingAMaze) {
  mbtest::TempDir dir("seed-strict");
  mbtest::write_text(dir.file("one.json"), spec("Mazes One", R"("seed": 7)"));
  mbtest::write_text(dir.file("two.json"), spec("Mazes Two", R"("seed": 7)"));
  const mbtest::CliRun r =
      mbtest::run_mazebook({"build", dir.file("one.json"), dir.file("two.json"), "--out",
                            dir.file("out"), "--quiet", "--strict"});
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(r.err, "failed " + dir.file("two.json") + ": " + dir.file("two.json") +
                       ": shares 10 mazes with " + dir.file("one.json") +
                       " (--strict); the book was not committed\n");
  EXPECT_TRUE(fs::exists(dir.file("out/one/book.json")));
  EXPECT_FALSE(fs::exists(dir.file("out/two")));
}

TEST(Series, ThreeVolumesOfOneSeedHoldNoMazeTwiceAndAVolumeIsMadeAgainAlike) {
  mbtest::TempDir dir("series-record");
  // One seed for all three: without the series every volume would hold
  // the first one's mazes.
  const std::vector<std::string> names{"vol1", "vol2", "vol3"};
  for (const std::string& name : names) {
    mbtest::write_text(dir.file(name + ".json"),
                       spec("Volume " + name, R"("seed": 5, "series": "record/series.json")"));
  }
  fs::create_directory(dir.file("record"));
  for (const std::string& name : names) {
    const mbtest::CliRun r = mbtest::run_mazebook(
        {"build", dir.file(name + ".json"), "--out", dir.file(name), "--quiet"});
    ASSERT_EQ(r.code, 0) << name << ": " << r.err;
  }
  const mazebook::Json record =
      mazebook::Json::parse(mbtest::read_bytes(dir.file("record/series.json")));
  EXPECT_EQ(record["format"], "mazebook-series");
  ASSERT_EQ(record["books"].size(), 3u);
  EXPECT_EQ(record["books"][1]["book"], "../vol2.json");
  EXPECT_EQ(record["books"][1]["title"], "Volume vol2");
  std::set<std::string> keys;
  size_t listed = 0;
  for (const auto& book : record["books"]) {
    for (const auto& maze : book["mazes"]) {
      keys.insert(maze["key"].get<std::string>());
      ++listed;
    }
  }
  EXPECT_EQ(listed, 30u);
  EXPECT_EQ(keys.size(), 30u);
  for (size_t a = 0; a < names.size(); ++a) {
    for (size_t b = a + 1; b < names.size(); ++b) {
      const mbtest::CliRun r = against(dir.file(names[a]), dir.file(names[b]));
      EXPECT_EQ(r.code, 0) << r.out;
    }
  }
  // The second volume skipped the first one's mazes, and says so.
  EXPECT_EQ(manifest(dir.file("vol2"))["rebuild"]["avoid"].size(), 10u);
  EXPECT_EQ(manifest(dir.file("vol1"))["rebuild"]["avoid"].size(), 0u);

  // Built again by its spec, with the third volume now in the record, and
  // by build --from: the same bytes, and the record as it was.
  const std::string before = mbtest::read_bytes(dir.file("record/series.json"));
  const mbtest::CliRun again = mbtest::run_mazebook(
      {"build", dir.file("vol2.json"), "--out", dir.file("vol2-again"), "--quiet"});
  ASSERT_EQ(again.code, 0) << again.err;
  const mbtest::CliRun from = mbtest::run_mazebook(
      {"build", "--from", dir.file("vol2/book.json"), "--out", dir.file("vol2-from"), "--quiet"});
  ASSERT_EQ(from.code, 0) << from.err;
  for (const std::string& file : kBookFiles) {
    EXPECT_EQ(mbtest::read_bytes(dir.file("vol2-again/" + file)),
              mbtest::read_bytes(dir.file("vol2/" + file)))
        << file;
    EXPECT_EQ(mbtest::read_bytes(dir.file("vol2-from/" + file)),
              mbtest::read_bytes(dir.file("vol2/" + file)))
        << file;
  }
  EXPECT_EQ(mbtest::read_bytes(dir.file("record/series.json")), before);
}

TEST(Series, TwoBooksOfOneSeriesBuiltSideBySideWaitForTheLockAndShareNoMaze) {
  mbtest::TempDir dir("series-together");
  for (const char* name : {"left", "right"}) {
    mbtest::write_text(dir.file(std::string(name) + ".json"),
                       spec(name, R"("seed": 9, "series": "series.json")"));
  }
  const mbtest::CliRun r =
      mbtest::run_mazebook({"build", dir.file("left.json"), dir.file("right.json"), "--out",
                            dir.file("out"), "--jobs", "2", "--quiet"});
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.err, "");  // no warning: the second book skipped the first one's mazes
  EXPECT_EQ(against(dir.file("out/left"), dir.file("out/right")).code, 0);
  const mazebook::Json record = mazebook::Json::parse(mbtest::read_bytes(dir.file("series.json")));
  EXPECT_EQ(record["books"].size(), 2u);
}

TEST(Series, BadRecordsAreRefusedBeforeAnythingIsMade) {
  mbtest::TempDir dir("series-bad");
  const std::string spec_file = dir.file("book.json");
  mbtest::write_text(spec_file, spec("Volume", R"("series": "series.json")"));
  const std::string record = dir.file("series.json");
  const auto refused = [&](const std::string& content, const std::string& message) {
    mbtest::write_text(record, content);
    const mbtest::CliRun r =
        mbtest::run_mazebook({"build", spec_file, "--out", dir.file("out"), "--quiet"});
    EXPECT_EQ(r.code, 2) << content;
    EXPECT_EQ(r.err, "mazebook: " + message + "\n") << content;
    EXPECT_FALSE(fs::exists(dir.file("out"))) << content;
    EXPECT_EQ(mbtest::read_bytes(record), content);
  };
  refused("{\"format\": ", record +
                               ": not valid JSON: line 1, column 12: syntax error while parsing "
                               "value - unexpected end of input; expected '[', '{', or a literal");
  refused(R"({"format": "mazebook-series", "version": 1, "books": {}})",
          record + ": books: expected an array, got {}");
  refused(R"({"format": "mazebook-series", "version": 1, "books": [
            {"book": "a.json", "title": "A", "mazes": [{"id": "easy-001", "key": "x"}]}]})",
          record +
              ": books[0].mazes[0].key: expected a maze key (64 hex digits, lowercase), got \"x\"");
  refused(R"({"format": "mazebook-book", "version": 1, "books": []})",
          record + ": format: expected \"mazebook-series\", got \"mazebook-book\"");
  // A record in a folder that is not there is never half made.
  mbtest::write_text(spec_file, spec("Volume", R"("series": "nowhere/series.json")"));
  const mbtest::CliRun r =
      mbtest::run_mazebook({"build", spec_file, "--out", dir.file("out"), "--quiet"});
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.err, "mazebook: " + spec_file + ": series: " + dir.file("nowhere/series.json") +
                       ": cannot write: No such file or directory\n");
  EXPECT_FALSE(fs::exists(dir.file("out")));
  EXPECT_FALSE(fs::exists(dir.file("nowhere")));
}

}  // namespace
