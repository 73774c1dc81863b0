// A section whose mazes come from a batch file ("batch": "picked.json"):
// in file order, or by difficulty with the ramp; all of them or `count`;
// a bad file refused in one line naming the file and the field.

#include <gtest/gtest.h>

#include <set>
#include <string>

#include "support/book_files.h"

namespace {

namespace fs = std::filesystem;
using mazebook::Json;

// A batch of `count` easy mazes in `dir`/picked.json.
Json make_batch(const mbtest::TempDir& dir, int count) {
  const mbtest::CliRun r =
      mbtest::run_mazebook({"batch", "--preset", "easy", "--count", std::to_string(count), "--seed",
                            "21", "--out", dir.file("picked.json"), "--quiet"});
  EXPECT_EQ(r.code, 0) << r.err;
  return Json::parse(mbtest::read_bytes(dir.path() / "picked.json"));
}

std::string spec(const std::string& section, bool ramp) {
  return R"({"title": "Picked", "author": "T. Tester", "trim": "6x9", "solutions_per_page": 4,
    "ramp": )" +
         std::string(ramp ? "true" : "false") + R"(, "sections": [)" + section + "]}";
}

mbtest::CliRun build(const mbtest::TempDir& dir, const std::string& text) {
  mbtest::write_text(dir.path() / "book.json", text);
  return mbtest::run_mazebook(
      {"build", dir.file("book.json"), "--out", dir.file("out"), "--quiet", "--jobs", "2"});
}

TEST(BatchSection, AllTheBatchsMazesInFileOrder) {
  mbtest::TempDir dir("batch-section");
  const Json batch = make_batch(dir, 13);
  const mbtest::CliRun r = build(dir, spec(R"({"batch": "picked.json", "title": "Mine"})", false));
  ASSERT_EQ(r.code, 0) << r.err;
  const Json manifest = Json::parse(mbtest::read_bytes(dir.path() / "out" / "book.json"));
  ASSERT_EQ(manifest["mazes"].size(), 13u);
  for (size_t i = 0; i < 13; ++i) {
    const Json& maze = manifest["mazes"][i];
    EXPECT_EQ(maze["seed"], batch["mazes"][i]["seed"]) << i;
    EXPECT_EQ(maze["picture"], batch["mazes"][i]["picture"]) << i;
    EXPECT_EQ(maze["metrics"], batch["mazes"][i]["metrics"]) << i;
    EXPECT_EQ(maze["level"], "Mine");
  }
  EXPECT_EQ(manifest["spec"]["sections"][0]["batch"], "picked.json");
}

TEST(BatchSection, ACountTakesTheFirstAndTheRampOrdersThem) {
  mbtest::TempDir dir("batch-section-ramp");
  const Json batch = make_batch(dir, 14);
  const mbtest::CliRun r = build(dir, spec(R"({"batch": "picked.json", "count": 12})", true));
  ASSERT_EQ(r.code, 0) << r.err;
  const Json manifest = Json::parse(mbtest::read_bytes(dir.path() / "out" / "book.json"));
  ASSERT_EQ(manifest["mazes"].size(), 12u);
  std::multiset<uint64_t> printed;
  std::multiset<uint64_t> first;
  for (size_t i = 0; i < 12; ++i) {
    printed.insert(manifest["mazes"][i]["seed"].get<uint64_t>());
    first.insert(batch["mazes"][i]["seed"].get<uint64_t>());
    if (i > 0) {
      EXPECT_LE(manifest["mazes"][i - 1]["difficulty"].get<double>(),
                manifest["mazes"][i]["difficulty"].get<double>());
    }
  }
  EXPECT_EQ(printed, first);
}

TEST(BatchSection, BadBatchesAreRefusedInOneLine) {
  mbtest::TempDir dir("batch-section-bad");
  make_batch(dir, 3);
  const std::string picked = (dir.path() / "picked.json").string();
  const std::string book = dir.file("book.json");
  mbtest::CliRun r = build(dir, spec(R"({"batch": "picked.json", "count": 4})", true));
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.err,
            "mazebook: " + book + ": sections[0].count: expected an integer from 1 to 3, got 4\n");
  r = build(dir, spec(R"({"batch": "picked.json", "preset": "easy", "count": 2})", true));
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.err, "mazebook: " + book +
                       ": sections[0].preset: a section takes a preset or a batch, not both\n");
  Json broken = Json::parse(mbtest::read_bytes(picked));
  broken["format"] = "mazebook-manifest";
  mbtest::write_text(picked, broken.dump());
  r = build(dir, spec(R"({"batch": "picked.json"})", true));
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.err, "mazebook: " + picked +
                       ": format: expected \"mazebook-batch\", got \"mazebook-manifest\"\n");
  r = build(dir, spec(R"({"batch": "missing.json"})", true));
  EXPECT_EQ(r.code, 2);
  // Named by its key, with the folder it was looked for in: the spec's.
  EXPECT_EQ(r.err, "mazebook: " + dir.file("book.json") +
                       ": sections[0].batch: no such file 'missing.json' in " +
                       dir.path().string() + "\n");
  EXPECT_FALSE(fs::exists(dir.path() / "out"));
}

}  // namespace
