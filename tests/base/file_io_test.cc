// Reading input files: only regular files, never more than the limit, and
// every refusal one line naming the path. Writing: through a fresh file of
// an unpredictable name, never through anything planted beside the target.

#include "base/file_io.h"

#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "base/error.h"
#include "base/read_roots.h"
#include "support/book_files.h"

namespace mazebook {
namespace {

std::string refusal(const std::string& path, uint64_t max_bytes = kMaxInputBytes) {
  try {
    read_file(path, max_bytes);
  } catch (const Error& e) {
    EXPECT_EQ(e.exit_code(), kExitUnusable);
    return e.what();
  }
  return "accepted";
}

TEST(ReadFile, ReadsARegularFileWhole) {
  mbtest::TempDir dir("read-file");
  const std::string path = dir.file("a.json");
  std::ofstream(path, std::ios::binary) << std::string(200000, 'x') << "end";
  const std::string bytes = read_file(path);
  EXPECT_EQ(bytes.size(), 200003u);
  EXPECT_EQ(bytes.substr(199998), "xxend");
}

TEST(ReadFile, RefusesAFifoAtOnceInsteadOfWaitingForAWriter) {
  mbtest::TempDir dir("read-fifo");
  const std::string path = dir.file("spec.json");
  ASSERT_EQ(::mkfifo(path.c_str(), 0600), 0);
  EXPECT_EQ(refusal(path), path + ": cannot read: a FIFO, not a file");
}

TEST(ReadFile, RefusesDevicesAndFolders) {
  EXPECT_EQ(refusal("/dev/zero"), "/dev/zero: cannot read: a device, not a file");
  mbtest::TempDir dir("read-folder");
  EXPECT_EQ(refusal(dir.path().string()),
            dir.path().string() + ": cannot read: a folder, not a file");
}

TEST(ReadFile, RefusesAFileAboveTheLimitByName) {
  mbtest::TempDir dir("read-large");
  const std::string path = dir.file("big.json");
  std::ofstream(path, std::ios::binary) << std::string(1001, ' ');
  EXPECT_EQ(refusal(path, 1000), path + ": cannot read: too large (1001 bytes; at most 1000)");
  EXPECT_EQ(read_file(path, 1001).size(), 1001u);
}

TEST(ReadFile, NamesAMissingFile) {
  EXPECT_EQ(refusal("/nonexistent/x.json"),
            "/nonexistent/x.json: cannot read: No such file or directory");
}

TEST(WriteFileAtomically, NeverWritesThroughASymlinkPlantedAtATemporaryName) {
  mbtest::TempDir dir("write-planted");
  std::filesystem::create_directories(dir.path() / "work");
  const std::string victim = dir.file("victim.txt");
  mbtest::write_text(victim, "victim");
  const std::string target = dir.file("work/book-spec.json");
  // The name a temporary file used to get: PATH.tmp-PID.
  std::filesystem::create_symlink(victim, target + ".tmp-" + std::to_string(::getpid()));
  write_file_atomically(target, "{}\n");
  EXPECT_EQ(mbtest::read_bytes(victim), "victim");
  EXPECT_EQ(mbtest::read_bytes(target), "{}\n");
  EXPECT_FALSE(std::filesystem::is_symlink(target));
  EXPECT_EQ(temporary_name(target), "");  // none left in flight
}

TEST(WriteFileAtomically, ReplacesASymlinkAtTheTargetInsteadOfFollowingIt) {
  mbtest::TempDir dir("write-target-link");
  const std::string victim = dir.file("victim.txt");
  mbtest::write_text(victim, "victim");
  const std::string target = dir.file("out.json");
  std::filesystem::create_symlink(victim, target);
  write_file_atomically(target, "new");
  EXPECT_EQ(mbtest::read_bytes(victim), "victim");
  EXPECT_FALSE(std::filesystem::is_symlink(target));
  EXPECT_EQ(mbtest::read_bytes(target), "new");
}

TEST(WriteFileAtomically, GivesTheFileTheModeLessTheUmask) {
  mbtest::TempDir dir("write-mode");
  const std::string target = dir.file("out.json");
  write_file_atomically(target, "x");
  struct stat info {};
  ASSERT_EQ(::stat(target.c_str(), &info), 0);
  const mode_t mask = ::umask(022);
  ::umask(mask);
  EXPECT_EQ(info.st_mode & 0777, 0666 & ~mask);
  write_file_atomically(target, "y", 0600);
  ASSERT_EQ(::stat(target.c_str(), &info), 0);
  EXPECT_EQ(info.st_mode & 0777, 0600 & ~mask);
  // Nothing but the file itself is left in the folder.
  int entries = 0;
  for ([[maybe_unused]] const auto& e : std::filesystem::directory_iterator(dir.path())) ++entries;
  EXPECT_EQ(entries, 1);
}

TEST(WriteFileAtomically, NamesAMissingFolder) {
  try {
    write_file_atomically("/nonexistent/out.json", "x");
    FAIL() << "wrote into a missing folder";
  } catch (const Error& e) {
    EXPECT_STREQ(e.what(), "/nonexistent/out.json: cannot write: No such file or directory");
  }
}

TEST(ReadRoots, KeepReadsInsideTheirFoldersWhateverTheSymlinks) {
  mbtest::TempDir dir("read-roots");
  std::filesystem::create_directories(dir.path() / "work" / "sub");
  mbtest::write_text(dir.path() / "work" / "sub" / "mine.json", "{}");
  mbtest::write_text(dir.path() / "secret.json", "secret");
  std::filesystem::create_symlink(dir.path() / "secret.json", dir.path() / "work" / "link.json");
  std::filesystem::create_symlink(dir.path(), dir.path() / "work" / "up");
  std::filesystem::create_symlink("sub/mine.json", dir.path() / "work" / "inside.json");
  {
    const ReadRoots roots({dir.file("work")}, "the test's folders");
    EXPECT_EQ(read_file(dir.file("work/sub/mine.json")), "{}");
    EXPECT_EQ(refusal(dir.file("secret.json")),
              dir.file("secret.json") + ": cannot read: outside the test's folders");
    EXPECT_EQ(refusal(dir.file("work/link.json")),
              dir.file("work/link.json") + ": cannot read: outside the test's folders");
    EXPECT_EQ(refusal(dir.file("work/up/secret.json")),
              dir.file("work/up/secret.json") + ": cannot read: outside the test's folders");
    EXPECT_EQ(refusal(dir.file("work/../secret.json")),
              dir.file("work/../secret.json") + ": cannot read: outside the test's folders");
    EXPECT_EQ(
        refusal("/proc/self/root" + dir.file("secret.json")),
        "/proc/self/root" + dir.file("secret.json") + ": cannot read: outside the test's folders");
  }
  // Without roots, reads go where the path leads.
  EXPECT_EQ(read_file(dir.file("work/link.json")), "secret");
}

}  // namespace
}  // namespace mazebook
