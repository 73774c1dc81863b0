// A book folder as an ordinary user finds it: the permissions of the
// output folder and of what is left beside it decide what a build may do,
// and a build says so instead of leaving folders that user cannot remove.
// When the tests run as root (for whom permissions do not hold), mazebook
// runs as the user nobody.

#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>

#include "support/book_files.h"

namespace {

namespace fs = std::filesystem;

constexpr const char* kSpec = R"({"title": "Small Book", "author": "T. Tester", "trim": "6x9",
  "sections": [{"preset": "easy", "count": 20}], "solutions_per_page": 4, "seed": )";

constexpr const char* kAsNobody = "setpriv --reuid=65534 --regid=65534 --clear-groups ";

// The mazebook the user nobody runs, with what goes before it on the
// command line: the build's own, or, when a folder above the checkout is
// closed to others (mktemp -d makes mode 700), a copy of it, of mazeproof
// beside it and of the data folder, made once in a folder nobody can read.
const std::string& nobodys_mazebook() {
  static const std::string command = [] {
    const std::string own = MAZEBOOK_BINARY;
    if (std::system((std::string(kAsNobody) + "test -x '" + own + "'").c_str()) == 0)
      return "'" + own + "'";
    static const mbtest::TempDir copy("nobody-bin");
    const fs::path bin = copy.path() / "bin";
    fs::create_directories(bin);
    fs::create_directories(copy.path() / "data");
    fs::copy_file(own, bin / "mazebook");
    fs::copy_file(MAZEPROOF_BINARY, bin / "mazeproof");
    for (const char* data : {"presets", "templates"}) {
      fs::copy(fs::path(MAZEBOOK_SOURCE_DIR) / data, copy.path() / "data" / data,
               fs::copy_options::recursive);
    }
    fs::permissions(copy.path(), fs::perms::others_read | fs::perms::others_exec,
                    fs::perm_options::add);
    return "env MAZEBOOK_DATA='" + (copy.path() / "data").string() + "' '" +
           (bin / "mazebook").string() + "'";
  }();
  return command;
}

// Runs the real binary with `args` as an ordinary user, in `dir`, which is
// made that user's; stdout and stderr are kept in `scratch`.
mbtest::CliRun run_as_user(const fs::path& dir, const fs::path& scratch, const std::string& args) {
  std::string prefix;
  std::string binary = "'" MAZEBOOK_BINARY "'";
  if (::geteuid() == 0) {
    const std::string own = "chown -R 65534:65534 '" + dir.string() + "'";
    EXPECT_EQ(std::system(own.c_str()), 0);
    prefix = kAsNobody;
    binary = nobodys_mazebook();
  }
  // Fontconfig keeps its cache in the user's home.
  const std::string command = "cd '" + dir.string() + "' && HOME='" + dir.string() +
                              "' XDG_CACHE_HOME='" + scratch.string() + "/cache' " + prefix +
                              binary + " " + args + " >'" + scratch.string() + "/out' 2>'" +
                              scratch.string() + "/err'";
  if (::geteuid() == 0) {
    fs::create_directories(scratch / "cache");
    const std::string own = "chown -R 65534:65534 '" + scratch.string() + "'";
    EXPECT_EQ(std::system(own.c_str()), 0);
  }
  const int status = std::system(command.c_str());
  return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, mbtest::read_bytes(scratch / "out"),
          mbtest::read_bytes(scratch / "err")};
}

// Names in `folder` that are staging folders.
std::vector<std::string> staging_folders(const fs::path& folder) {
  std::vector<std::string> names;
  for (const auto& entry : fs::directory_iterator(folder)) {
    const std::string name = entry.path().filename().string();
    if (name.find(".mazebook-") != std::string::npos) names.push_back(name);
  }
  return names;
}

TEST(FolderPermissions, ABookInAFolderTheUserCannotWriteIsRefusedBeforeTheWork) {
  mbtest::TempDir dir("perm-old");
  mbtest::TempDir scratch("perm-old-scratch");
  const fs::path work = dir.path() / "work";
  fs::create_directory(work);
  mbtest::write_text(work / "old.json", kSpec + std::string("1}"));
  mbtest::write_text(work / "new.json", kSpec + std::string("2}"));
  ASSERT_EQ(run_as_user(work, scratch.path(), "build old.json --out X --quiet").code, 0);
  const std::string old_manifest = mbtest::read_bytes(work / "X" / "book.json");
  fs::permissions(work / "X",
                  fs::perms::owner_write | fs::perms::group_write | fs::perms::others_write,
                  fs::perm_options::remove);
  const mbtest::CliRun r = run_as_user(work, scratch.path(), "build new.json --out X --quiet");
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.err, "mazebook: X: cannot replace the book in it: Permission denied\n");
  EXPECT_EQ(mbtest::read_bytes(work / "X" / "book.json"), old_manifest);
  EXPECT_TRUE(staging_folders(work).empty());
  fs::permissions(work / "X", fs::perms::owner_write, fs::perm_options::add);
}

TEST(FolderPermissions, AStagingFolderThatCannotBeSweptIsReported) {
  mbtest::TempDir dir("perm-stale");
  mbtest::TempDir scratch("perm-stale-scratch");
  const fs::path work = dir.path() / "work";
  // A run that ended (no process has this id) left its staging folder,
  // with a folder in it the user may not change.
  const fs::path stale = work / ".X.mazebook-9999999";
  fs::create_directories(stale / "locked");
  mbtest::write_text(stale / "locked" / "interior.pdf", "half");
  mbtest::write_text(work / "spec.json", kSpec + std::string("3}"));
  fs::permissions(stale / "locked", fs::perms::owner_read | fs::perms::owner_exec);
  const mbtest::CliRun r = run_as_user(work, scratch.path(), "build spec.json --out X --quiet");
  fs::permissions(stale / "locked", fs::perms::owner_all);
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.err, "warning: " + fs::absolute(stale).lexically_normal().string() +
                       ": a staging folder of an ended run, left there: cannot remove it: "
                       "Permission denied\n");
  EXPECT_TRUE(fs::exists(work / "X" / "check.json"));
  EXPECT_EQ(staging_folders(work), std::vector<std::string>{".X.mazebook-9999999"});
}

}  // namespace
