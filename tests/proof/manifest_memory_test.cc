// book.json read with memory in proportion to its size (core/limits.h
// json_memory_bound): the real binary, bounded to 1 GB of address space and
// 10 s of CPU, ends a huge or value-dense manifest with exit 2 and one line
// naming the file and the problem. A child killed by its bounds has no exit
// code, so the test fails.

#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "proof/core/json_field.h"
#include "proof/core/limits.h"
#include "real_book.h"

namespace mazeproof_test {
namespace {

using ManifestMemory = RealBookTest;

constexpr uint64_t kMostBytes = uint64_t{1} << 30;
constexpr unsigned kMostCpuSeconds = 10;
constexpr long kMostKb = 1'000'000;

MeasuredRun prove_bounded(const std::string& dir) {
  return run_measured({MAZEPROOF_BINARY, "book", dir}, dir, kMostBytes, kMostCpuSeconds);
}

// The real manifest with a last key "padding" of `bytes` bytes: copies of
// `item`, comma-separated, in an array.
std::string padded(std::string text, const std::string& item, size_t bytes) {
  const size_t close = text.rfind('}');
  std::string padding = ",\n  \"padding\": [";
  const size_t items = bytes / (item.size() + 1);
  padding.reserve(padding.size() + items * (item.size() + 1) + 2);
  for (size_t i = 0; i < items; ++i) padding.append(i ? "," : "").append(item);
  padding += "]\n";
  text.insert(close, padding);
  return text;
}

void expect_one_line(const MeasuredRun& r, const std::string& line) {
  EXPECT_EQ(r.code, 2) << r.err;
  EXPECT_EQ(r.err, line);
  EXPECT_LT(r.max_rss_kb, kMostKb);
}

TEST_F(ManifestMemory, HundredAndTwentyMegabytesEndInExitTwo) {
  // The real mazes' records over and over: 120 MB of a manifest.
  const std::string text =
      padded(slurp(copy_ / "book.json"), manifest_["mazes"][0].dump(), size_t{120} << 20);
  write_text(copy_ / "book.json", text);
  expect_one_line(prove_bounded(copy_.path()), "mazeproof: book.json: too large for a JSON file (" +
                                                   std::to_string(text.size()) +
                                                   " bytes; at most 67108864)\n");
  EXPECT_FALSE(fs::exists(copy_ / "check.json"));
}

TEST_F(ManifestMemory, ValuesDenseBeyondTheirSizeEndInExitTwo) {
  // 4 MiB of objects of one-letter keys take 38 times their text once
  // read: past the 32 bytes a byte that the file's size allows.
  const std::string text =
      padded(slurp(copy_ / "book.json"), R"({"a":0,"b":0,"c":0,"d":0})", size_t{4} << 20);
  write_text(copy_ / "book.json", text);
  const uint64_t bound = mazeproof::json_memory_bound(text.size());
  ASSERT_LT(bound, mazeproof::kMaxJsonMemory);
  expect_one_line(prove_bounded(copy_.path()),
                  "mazeproof: book.json: too many values: reading them would take more than " +
                      std::to_string(bound) + " bytes of memory\n");
}

TEST_F(ManifestMemory, ManifestsWrittenAnyWayReadWithinTheirBound) {
  // mazebook's manifest, as written and compactly: each read within the
  // memory its own size allows.
  const std::string text = slurp(copy_ / "book.json");
  EXPECT_NO_THROW(mazeproof::parse_json(text, "book.json"));
  EXPECT_NO_THROW(mazeproof::parse_json(manifest_.dump(), "book.json"));
  const MeasuredRun r = prove_bounded(copy_.path());
  EXPECT_EQ(r.code, 0) << r.err;
}

}  // namespace
}  // namespace mazeproof_test
