// A book is written as a unit: staged beside the output folder, swapped in
// whole, and an output folder that holds anything but a book is refused.

#include "app/book_folder.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <chrono>

#include "base/error.h"
#include "support/book_files.h"

namespace mazebook {
namespace {

namespace fs = std::filesystem;

std::string refusal(const std::string& out) {
  try {
    BookFolder folder(out);
  } catch (const Error& e) {
    EXPECT_EQ(e.exit_code(), kExitUnusable);
    return e.what();
  }
  return "accepted";
}

// Staging folders of `out` left beside it.
int staging_folders(const fs::path& out) {
  std::string prefix(1, '.');
  prefix += out.filename().string();
  prefix += ".mazebook-";
  int n = 0;
  for (const auto& entry : fs::directory_iterator(out.parent_path())) {
    if (entry.path().filename().string().rfind(prefix, 0) == 0) ++n;
  }
  return n;
}

TEST(BookFolder, CommitPutsANewFolderInPlace) {
  mbtest::TempDir dir("folder-new");
  const fs::path out = dir.path() / "book";
  {
    BookFolder folder(out.string());
    EXPECT_FALSE(fs::exists(out));
    mbtest::write_text(fs::path(folder.create_staging()) / "book.json", "new");
    folder.commit();
    EXPECT_TRUE(folder.committed());
  }
  EXPECT_EQ(mbtest::read_bytes(out / "book.json"), "new");
  EXPECT_EQ(staging_folders(out), 0);
}

TEST(BookFolder, CommitReplacesAnOldBookWhole) {
  mbtest::TempDir dir("folder-old");
  const fs::path out = dir.path() / "book";
  fs::create_directory(out);
  mbtest::write_text(out / "book.json", "old");
  mbtest::write_text(out / "check.json.sig", "old signature");
  {
    BookFolder folder(out.string());
    mbtest::write_text(fs::path(folder.create_staging()) / "book.json", "new");
    folder.commit();
  }
  EXPECT_EQ(mbtest::read_bytes(out / "book.json"), "new");
  // Nothing of the old book stays beside the new one.
  EXPECT_FALSE(fs::exists(out / "check.json.sig"));
  EXPECT_EQ(staging_folders(out), 0);
}

TEST(BookFolder, WithoutCommitTheOldBookStaysAndNothingIsLeft) {
  mbtest::TempDir dir("folder-fail");
  const fs::path out = dir.path() / "book";
  fs::create_directory(out);
  mbtest::write_text(out / "book.json", "old");
  {
    BookFolder folder(out.string());
    mbtest::write_text(fs::path(folder.create_staging()) / "book.json", "half");
  }
  EXPECT_EQ(mbtest::read_bytes(out / "book.json"), "old");
  EXPECT_EQ(staging_folders(out), 0);
}

TEST(BookFolder, KeepsAFailedBookWhereAsked) {
  mbtest::TempDir dir("folder-keep");
  const fs::path out = dir.path() / "book";
  {
    BookFolder folder(out.string());
    mbtest::write_text(fs::path(folder.create_staging()) / "book.json", "failed");
    folder.keep_as((dir.path() / "failed").string());
  }
  EXPECT_FALSE(fs::exists(out));
  EXPECT_EQ(mbtest::read_bytes(dir.path() / "failed" / "book.json"), "failed");
  EXPECT_EQ(staging_folders(out), 0);
}

TEST(BookFolder, SweepsStagingFoldersOfEndedRuns) {
  mbtest::TempDir dir("folder-sweep");
  const fs::path out = dir.path() / "book";
  // No process has this id (above the kernel's largest, 2^22).
  fs::create_directory(dir.path() / ".book.mazebook-9999999");
  fs::create_directory(dir.path() / ".other.mazebook-9999999");
  {
    BookFolder folder(out.string());
    folder.create_staging();
    folder.commit();
    EXPECT_TRUE(folder.leftovers().empty());
  }
  EXPECT_FALSE(fs::exists(dir.path() / ".book.mazebook-9999999"));
  // Another output folder's staging is not this run's business.
  EXPECT_TRUE(fs::exists(dir.path() / ".other.mazebook-9999999"));
}

TEST(BookFolder, CreatesNothingUntilItsStagingFolderIsCreated) {
  mbtest::TempDir dir("folder-lazy");
  const fs::path out = dir.path() / "a" / "b" / "c" / "out";
  BookFolder folder(out.string());
  EXPECT_FALSE(fs::exists(dir.path() / "a"));
  EXPECT_EQ(fs::path(folder.staging()).parent_path(), out.parent_path());
  folder.create_staging();
  EXPECT_TRUE(fs::is_directory(folder.staging()));
  EXPECT_EQ(staging_folders(out), 1);
}

TEST(BookFolder, MarksItsStagingFolderWithItsProcessAndItsStartTime) {
  mbtest::TempDir dir("folder-mark");
  const fs::path out = dir.path() / "book";
  BookFolder folder(out.string());
  const unsigned long long started = process_start_time(::getpid());
  EXPECT_GT(started, 0u);
  EXPECT_EQ(fs::path(folder.staging()).filename().string(),
            ".book.mazebook-" + std::to_string(::getpid()) + "-" + std::to_string(started));
  EXPECT_EQ(process_start_time(9999999), 0u);
}

TEST(BookFolder, SweepsAStagingFolderWhoseProcessIdANewProcessHas) {
  mbtest::TempDir dir("folder-reused");
  const fs::path out = dir.path() / "book";
  // The parent process is alive; a staging folder marked with its id but
  // another start time is a dead run's, whose id was given again.
  const long parent = ::getppid();
  const unsigned long long started = process_start_time(parent);
  ASSERT_GT(started, 0u);
  const std::string mark = ".book.mazebook-" + std::to_string(parent) + "-";
  fs::create_directory(dir.path() / (mark + std::to_string(started + 1)));
  fs::create_directory(dir.path() / (mark + std::to_string(started)));
  {
    BookFolder folder(out.string());
    folder.create_staging();
    folder.commit();
  }
  EXPECT_FALSE(fs::exists(dir.path() / (mark + std::to_string(started + 1))));
  // The one with the live process's own start time is a running build's.
  EXPECT_TRUE(fs::exists(dir.path() / (mark + std::to_string(started))));
  // A folder named by the id alone, as runs before start times named
  // theirs: another process having the id now is no reason to keep it
  // when that process started after the folder was last changed.
  const std::string legacy = ".book.mazebook-" + std::to_string(parent);
  fs::create_directory(dir.path() / legacy);
  fs::last_write_time(dir.path() / legacy,
                      fs::file_time_type::clock::now() - std::chrono::hours(24 * 365 * 30));
  {
    BookFolder folder(out.string());
    folder.create_staging();
  }
  EXPECT_FALSE(fs::exists(dir.path() / legacy));
  // Changed since that process started, it may be that process's own.
  fs::create_directory(dir.path() / legacy);
  {
    BookFolder folder(out.string());
    folder.create_staging();
  }
  EXPECT_TRUE(fs::exists(dir.path() / legacy));
  // Names that only look alike are left alone.
  fs::create_directory(dir.path() / ".book.mazebook-notes");
  fs::create_directory(dir.path() / ".book.mazebook-9999999-x");
  {
    BookFolder folder(out.string());
    folder.create_staging();
  }
  EXPECT_TRUE(fs::exists(dir.path() / ".book.mazebook-notes"));
  EXPECT_TRUE(fs::exists(dir.path() / ".book.mazebook-9999999-x"));
}

TEST(BookFolder, RefusesAFolderWithOtherFiles) {
  mbtest::TempDir dir("folder-foreign");
  const fs::path out = dir.path() / "book";
  fs::create_directory(out);
  mbtest::write_text(out / "book.json", "old");
  mbtest::write_text(out / "notes.txt", "mine");
  EXPECT_EQ(refusal(out.string()),
            out.string() +
                "/notes.txt: not part of a book; mazebook writes a book only into an empty folder "
                "or one that holds a book");
  EXPECT_EQ(staging_folders(out), 0);
}

TEST(BookFolder, RefusesAFolderWhereABookFileBelongs) {
  mbtest::TempDir dir("folder-dir");
  const fs::path out = dir.path() / "book";
  fs::create_directories(out / "cover.pdf");
  EXPECT_EQ(refusal(out.string()),
            out.string() + "/cover.pdf: not a file, where a book keeps its cover.pdf");
}

TEST(BookFolder, RefusesAFileAsOutputFolder) {
  mbtest::TempDir dir("folder-file");
  mbtest::write_text(dir.path() / "book", "a file");
  EXPECT_EQ(refusal((dir.path() / "book").string()),
            (dir.path() / "book").string() + ": not a folder");
}

TEST(BookFolder, NamesAParentThatCannotBeMade) {
  mbtest::TempDir dir("folder-parent");
  mbtest::write_text(dir.path() / "file", "a file");
  const std::string out = (dir.path() / "file" / "book").string();
  EXPECT_EQ(refusal(out), out + ": cannot create folder: Not a directory");
}

}  // namespace
}  // namespace mazebook
