// `mazebook build --from DIR/book.json`: the book made again from its
// manifest's "rebuild" record is the same, byte for byte; an outside file
// that changed since is refused, naming it and both digests.

#include <gtest/gtest.h>

#include <string>

#include "base/data_paths.h"
#include "base/sha256.h"
#include "support/book_files.h"

namespace {

namespace fs = std::filesystem;
using mazebook::Json;

// A book whose preset is a file of its own (absolute, so it names the same
// file from any folder).
std::string spec_with_preset(const std::string& preset) {
  return R"({"title": "Again", "author": "T. Tester", "trim": "6x9", "seed": 8, "date": "2025-03-04",
    "sections": [{"preset": ")" +
         preset + R"(", "count": 12}], "solutions_per_page": 4})";
}

std::string easy_preset() {
  return mbtest::read_bytes(fs::path(MAZEBOOK_TEST_DATA).parent_path().parent_path() / "presets" /
                            "easy.json");
}

TEST(Rebuild, TheBookMadeAgainFromItsManifestIsTheSame) {
  mbtest::TempDir dir("rebuild");
  const std::string preset = dir.file("mine.json");
  mbtest::write_text(preset, easy_preset());
  const std::string spec = dir.file("book.json");
  mbtest::write_text(spec, spec_with_preset(preset));
  const std::string first = dir.file("first");
  mbtest::CliRun r = mbtest::run_mazebook({"build", spec, "--out", first, "--quiet"});
  ASSERT_EQ(r.code, 0) << r.err;
  const Json record = Json::parse(mbtest::read_bytes(fs::path(first) / "book.json"))["rebuild"];
  EXPECT_EQ(record["spec"], Json::parse(spec_with_preset(preset)));
  EXPECT_EQ(record["date"], "2025-03-04T00:00:00");
  EXPECT_EQ(record["files"][0]["role"], "preset");
  EXPECT_EQ(record["files"][0]["file"], preset);
  EXPECT_EQ(record["files"][0]["sha256"], mazebook::sha256_hex(easy_preset()));
  EXPECT_EQ(record["files"][0]["content"], Json::parse(easy_preset()));
  EXPECT_EQ(record["files"][1]["role"], "template");
  EXPECT_EQ(record["fonts"].size(), 3u);  // classic: Lato Black, Lato Bold and Lato

  // Made again elsewhere, even with the spec gone.
  fs::remove(spec);
  const std::string again = dir.file("again");
  r = mbtest::run_mazebook(
      {"build", "--from", first + "/book.json", "--out", again, "--quiet", "--jobs", "1"});
  ASSERT_EQ(r.code, 0) << r.err;
  for (const char* file : {"interior.pdf", "cover.pdf", "book.json"}) {
    EXPECT_EQ(mbtest::read_bytes(fs::path(again) / file),
              mbtest::read_bytes(fs::path(first) / file))
        << file;
  }
}

TEST(Rebuild, ThePresetsMaskFilesAreRecorded) {
  const auto book = mbtest::build_book(
      R"({"title": "Masked", "author": "T. Tester", "trim": "6x9", "solutions_per_page": 4,
      "sections": [{"preset": "easy", "count": 11}, {"preset": "kids-cat", "count": 1}]})",
      "rebuild-mask");
  ASSERT_EQ(book->run.code, 0);
  // The file as the program reads it: in its data folder.
  const fs::path cat = fs::path(mazebook::data_dir()) / "presets" / "masks" / "cat.txt";
  int masks = 0;
  for (const Json& f : book->manifest["rebuild"]["files"]) {
    if (f["role"] != "mask") continue;
    ++masks;
    EXPECT_EQ(fs::path(f["file"].get<std::string>()), cat);
    EXPECT_EQ(f["sha256"], mazebook::sha256_hex(mbtest::read_bytes(cat)));
  }
  EXPECT_EQ(masks, 1);
}

TEST(Rebuild, AFileThatChangedIsRefusedWithBothDigests) {
  mbtest::TempDir dir("rebuild-changed");
  const std::string preset = dir.file("mine.json");
  mbtest::write_text(preset, easy_preset());
  const std::string spec = dir.file("book.json");
  mbtest::write_text(spec, spec_with_preset(preset));
  const std::string first = dir.file("first");
  mbtest::CliRun r = mbtest::run_mazebook({"build", spec, "--out", first, "--quiet"});
  ASSERT_EQ(r.code, 0) << r.err;
  const std::string changed = easy_preset() + "\n";
  mbtest::write_text(preset, changed);
  const std::string again = dir.file("again");
  r = mbtest::run_mazebook({"build", "--from", first + "/book.json", "--out", again});
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.err, "mazebook: " + preset + ": changed since the book was made: sha256 expected " +
                       mazebook::sha256_hex(easy_preset()) + ", found " +
                       mazebook::sha256_hex(changed) + "\n");
  EXPECT_FALSE(fs::exists(again));
}

TEST(Rebuild, AManifestWithoutARecordOrWithASpecIsRefused) {
  mbtest::TempDir dir("rebuild-refused");
  const std::string manifest = dir.file("book.json");
  mbtest::write_text(manifest, R"({"format": "mazebook-manifest", "version": 1})");
  mbtest::CliRun r = mbtest::run_mazebook({"build", "--from", manifest, "--out", dir.file("out")});
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.err,
            "mazebook: " + manifest +
                ": no \"rebuild\" record; the book was made before manifests recorded one\n");
  r = mbtest::run_mazebook({"build", "x.json", "--from", manifest, "--out", dir.file("out")});
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.err, "mazebook: --from: makes the book its manifest records; give no SPEC with it\n");
  EXPECT_FALSE(fs::exists(dir.file("out")));
}

}  // namespace
