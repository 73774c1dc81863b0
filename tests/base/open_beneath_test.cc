// Opening beneath a folder: neither "..", an absolute path nor a symlink
// leads out, with the kernel's openat2 and with the walk one component at a
// time that stands in for it where the kernel refuses openat2.

#include "base/open_beneath.h"

#include <fcntl.h>
#include <gtest/gtest.h>

#include <cerrno>
#include <filesystem>

#include "base/file_descriptor.h"
#include "support/book_files.h"

namespace mazebook {
namespace {

class OpenBeneathTest : public ::testing::TestWithParam<BeneathMethod> {
 protected:
  OpenBeneathTest() : dir_("open-beneath") {
    std::filesystem::create_directories(dir_.path() / "work" / "book");
    mbtest::write_text(dir_.path() / "work" / "book" / "interior.pdf", "%PDF-");
    mbtest::write_text(dir_.path() / "passwd", "root:x:0:0");
    std::filesystem::create_symlink(dir_.path() / "passwd", dir_.path() / "work" / "spec.json");
    std::filesystem::create_symlink(dir_.path(), dir_.path() / "work" / "outside");
    std::filesystem::create_symlink("../..", dir_.path() / "work" / "book" / "up");
    work_ = FileDescriptor(::open(dir_.file("work").c_str(), O_PATH | O_DIRECTORY));
  }
  // errno of a refused open, or 0 when it opened.
  int refused(const std::string& relative) {
    const FileDescriptor fd(open_beneath(work_.get(), relative, O_RDONLY, GetParam()));
    return fd.valid() ? 0 : errno;
  }

  mbtest::TempDir dir_;
  FileDescriptor work_;
};

TEST_P(OpenBeneathTest, OpensAFileInsideTheFolder) {
  const FileDescriptor fd(open_beneath(work_.get(), "book/interior.pdf", O_RDONLY, GetParam()));
  ASSERT_TRUE(fd.valid());
  char bytes[5];
  EXPECT_EQ(::read(fd.get(), bytes, 5), 5);
  EXPECT_EQ(std::string(bytes, 5), "%PDF-");
  EXPECT_EQ(refused("./book//interior.pdf"), 0);
}

TEST_P(OpenBeneathTest, RefusesEveryWayOut) {
  EXPECT_NE(refused("../passwd"), 0);
  EXPECT_NE(refused("book/../../passwd"), 0);
  EXPECT_NE(refused(dir_.file("passwd")), 0);
  EXPECT_NE(refused("spec.json"), 0);       // a symlink to a file outside
  EXPECT_NE(refused("outside/passwd"), 0);  // through a symlinked folder
  EXPECT_NE(refused("book/up/passwd"), 0);  // a relative symlink climbing out
  EXPECT_NE(refused("book/missing.pdf"), 0);
  EXPECT_EQ(refused("book/missing.pdf"), ENOENT);
}

INSTANTIATE_TEST_SUITE_P(Methods, OpenBeneathTest,
                         ::testing::Values(BeneathMethod::best, BeneathMethod::components));

}  // namespace
}  // namespace mazebook
