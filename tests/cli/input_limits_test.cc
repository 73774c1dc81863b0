// Every JSON input is bounded by what its kind can need before it is read
// (base/json_reader.h): a spec, preset, template or theme at 1 MiB, a file
// of mazes (a batch file, a manifest read by build --from) at 64 MiB. A
// larger one is refused in one line, at once, and leaves nothing behind.

#include <gtest/gtest.h>

#include "base/json_reader.h"
#include "support/book_files.h"

namespace {

namespace fs = std::filesystem;

// `json` followed by spaces up to `size` bytes: valid JSON of that size.
// Past a few megabytes the rest is a hole in the file instead (no 64 MiB
// written to disk): zero bytes, which only a size check can refuse.
void write_padded(const fs::path& path, const std::string& json, uint64_t size) {
  if (size <= (4u << 20)) {
    mbtest::write_text(path, json + std::string(size - json.size(), ' '));
    return;
  }
  mbtest::write_text(path, json);
  fs::resize_file(path, size);
}

std::string spec_naming(const std::string& key, const std::string& value) {
  return R"({"title": "T", "author": "A", "trim": "6x9", )" + key + R"(: ")" + value +
         R"(", "sections": [{"preset": "easy", "count": 2}]})";
}

TEST(InputLimits, EachKindOfJsonFileIsBoundedBeforeItIsRead) {
  mbtest::TempDir dir("limits");
  const std::string spec_text = spec_naming("\"subtitle\"", "S");
  const uint64_t small = mazebook::kMaxSpecBytes + 1;
  const uint64_t mazes = mazebook::kMaxMazesFileBytes + 1;
  const std::string too_small = "too large (" + std::to_string(small) + " bytes; at most " +
                                std::to_string(mazebook::kMaxSpecBytes) + ")";
  const std::string too_mazes = "too large (" + std::to_string(mazes) + " bytes; at most " +
                                std::to_string(mazebook::kMaxMazesFileBytes) + ")";

  write_padded(dir.path() / "big-spec.json", spec_text, small);
  write_padded(dir.path() / "big-preset.json", R"({"name": "p"})", small);
  write_padded(dir.path() / "big-template.json", "{}", small);
  write_padded(dir.path() / "big-theme.json", "{}", small);
  write_padded(dir.path() / "big-batch.json", "{}", mazes);
  write_padded(dir.path() / "big-book.json", "{}", mazes);
  mbtest::write_text(dir.path() / "preset.json",
                     R"({"title": "T", "author": "A", "trim": "6x9", "sections": [{"preset": ")" +
                         dir.file("big-preset.json") + R"(", "count": 2}]})");
  mbtest::write_text(dir.path() / "template.json",
                     spec_naming("\"template\"", dir.file("big-template.json")));
  mbtest::write_text(dir.path() / "theme.json",
                     spec_naming("\"theme\"", dir.file("big-theme.json")));
  mbtest::write_text(dir.path() / "batch.json",
                     R"({"title": "T", "author": "A", "trim": "6x9", "sections": [{"batch": ")" +
                         dir.file("big-batch.json") + R"("}]})");
  const std::string out = dir.file("out");
  struct Case {
    std::vector<std::string> args;
    std::string file;
    std::string limit;
  };
  const Case cases[] = {
      {{"build", dir.file("big-spec.json"), "--out", out}, "big-spec.json", too_small},
      {{"swap", dir.file("big-spec.json"), "--maze", "1"}, "big-spec.json", too_small},
      {{"build", dir.file("preset.json"), "--out", out}, "big-preset.json", too_small},
      {{"batch", "--preset", dir.file("big-preset.json"), "--count", "1", "--out", out},
       "big-preset.json",
       too_small},
      {{"build", dir.file("template.json"), "--out", out}, "big-template.json", too_small},
      {{"build", dir.file("theme.json"), "--out", out}, "big-theme.json", too_small},
      {{"build", dir.file("batch.json"), "--out", out}, "big-batch.json", too_mazes},
      {{"check", dir.file("big-batch.json")}, "big-batch.json", too_mazes},
      {{"build", "--from", dir.file("big-book.json"), "--out", out}, "big-book.json", too_mazes},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.args[0] + " " + c.file);
    const mbtest::CliRun r = mbtest::run_mazebook(c.args);
    EXPECT_EQ(r.code, 2);
    EXPECT_EQ(r.err, "mazebook: " + dir.file(c.file) + ": cannot read: " + c.limit + "\n");
    EXPECT_FALSE(fs::exists(out));
  }
  // At the limit, a spec is read (and refused for what it says).
  write_padded(dir.path() / "spec.json", spec_naming("\"nope\"", "x"), mazebook::kMaxSpecBytes);
  const mbtest::CliRun r = mbtest::run_mazebook({"build", dir.file("spec.json"), "--out", out});
  EXPECT_EQ(r.err, "mazebook: " + dir.file("spec.json") +
                       ": nope: unknown key; valid: title, subtitle, author, trim, paper, bleed, "
                       "template, seed, sections, solutions_per_page, back_text, date, ramp, "
                       "publisher, theme, edition, isbn, front_matter, back_matter, cover, "
                       "series, pages, pages_fill, overrides\n");
}

TEST(InputLimits, AFileOfManySmallValuesIsRefusedBeforeItTakesGigabytes) {
  // Within its bytes, a spec of small values: each costs many times its
  // two bytes once read (base/json_text.h kJsonMemoryPerByte).
  mbtest::TempDir dir("limits-values");
  std::string text = spec_naming("\"subtitle\"", "S");
  text.pop_back();
  text += ", \"x\": [0";
  while (text.size() + 4 < mazebook::kMaxSpecBytes) text += ",0";
  text += "]}";
  mbtest::write_text(dir.path() / "spec.json", text);
  const mbtest::CliRun r =
      mbtest::run_mazebook({"build", dir.file("spec.json"), "--out", dir.file("out")});
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.err, "mazebook: " + dir.file("spec.json") +
                       ": too many values: reading them would take more than 8 MiB of memory\n");
  EXPECT_FALSE(fs::exists(dir.path() / "out"));
}

}  // namespace
