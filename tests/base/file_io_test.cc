// Reading input files: only regular files, never more than the limit, and
// every refusal one line naming the path.

#include "base/file_io.h"

#include <gtest/gtest.h>
#include <sys/stat.h>

#include <fstream>

#include "base/error.h"
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

}  // namespace
}  // namespace mazebook
