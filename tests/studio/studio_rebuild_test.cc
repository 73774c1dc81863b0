// A book built in the studio is made again by `mazebook build --from`, byte
// for byte: the studio saves the spec it builds beside the book and writes
// the same "rebuild" record as the command line, naming that saved spec.

#include <filesystem>

#include "studio_fixture.h"

namespace mazebook {
namespace {

namespace fs = std::filesystem;

using StudioRebuildTest = StudioFixture;

TEST_F(StudioRebuildTest, BuildFromMakesTheStudiosBookAgainByteForByte) {
  Json spec = small_studio_spec();
  spec["template"] = "kids";
  ASSERT_EQ(post_json("/api/build", {{"spec", spec}})["state"], "running");
  const Json status = wait_for_build();
  ASSERT_EQ(status["state"], "passed") << status.dump();

  const fs::path book = fs::path(session_.paths().work()) / "builds" / "untitled" / "001";
  const Json manifest = read_json_file((book / "book.json").string(), kMaxMazesFileBytes);
  ASSERT_TRUE(manifest.contains("rebuild")) << "the studio's book.json records no rebuild";
  const fs::path saved = book / "spec.json";
  EXPECT_EQ(manifest["rebuild"]["spec_file"], saved.string());
  ASSERT_TRUE(fs::exists(saved));

  const std::string again = dir_.file("again");
  const mbtest::CliRun run = mbtest::run_mazebook(
      {"build", "--from", (book / "book.json").string(), "--out", again, "--quiet"});
  ASSERT_EQ(run.code, 0) << run.err;
  for (const char* name : {"interior.pdf", "cover.pdf", "book.json"}) {
    const std::string want = mbtest::read_bytes(book / name);
    const std::string got = mbtest::read_bytes(fs::path(again) / name);
    EXPECT_FALSE(want.empty()) << name;
    EXPECT_TRUE(got == want) << name << " differs: " << got.size() << " bytes against "
                             << want.size();
  }
}

}  // namespace
}  // namespace mazebook
