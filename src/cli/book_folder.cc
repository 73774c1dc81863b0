#include "cli/book_folder.h"

#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>

#include "base/error.h"
#include "cli/interrupts.h"

namespace mazebook {

namespace {

namespace fs = std::filesystem;

constexpr const char* kBookFiles[] = {"interior.pdf", "cover.pdf", "book.json", "check.json",
                                      "check.json.sig"};

// ".NAME.mazebook-": what every staging folder of `out` starts with.
std::string staging_prefix(const fs::path& out) {
  std::string prefix(1, '.');
  prefix += out.filename().string();
  prefix += ".mazebook-";
  return prefix;
}

bool process_alive(long pid) { return ::kill(static_cast<pid_t>(pid), 0) == 0 || errno == EPERM; }

// Removes staging folders of `out` whose run has ended (killed, say).
void sweep_stale(const fs::path& out) {
  const std::string prefix = staging_prefix(out);
  std::error_code ec;
  for (const fs::directory_entry& entry : fs::directory_iterator(out.parent_path(), ec)) {
    const std::string name = entry.path().filename().string();
    if (name.rfind(prefix, 0) != 0) continue;
    char* end = nullptr;
    const long pid = std::strtol(name.c_str() + prefix.size(), &end, 10);
    if (*end != '\0' || pid <= 0 || pid == ::getpid() || process_alive(pid)) continue;
    std::error_code ignored;
    fs::remove_all(entry.path(), ignored);
  }
}

// Refuses an output folder that holds anything but a book's files.
void check_holds_only_a_book(const fs::path& out, const std::string& shown) {
  std::error_code ec;
  const fs::file_status status = fs::symlink_status(out, ec);
  if (!fs::exists(status)) return;
  if (!fs::is_directory(status)) throw Error(shown + ": not a folder");
  for (const fs::directory_entry& entry : fs::directory_iterator(out, ec)) {
    const std::string name = entry.path().filename().string();
    const std::string path = shown + "/" + name;
    if (!is_book_file_name(name)) {
      throw Error(path +
                  ": not part of a book; mazebook writes a book only into an empty folder "
                  "or one that holds a book");
    }
    if (!entry.is_regular_file() || entry.is_symlink()) {
      throw Error(path + ": not a file, where a book keeps its " + name);
    }
  }
  if (ec) throw Error(shown + ": cannot read: " + ec.message());
}

}  // namespace

bool is_book_file_name(const std::string& name) {
  for (const char* f : kBookFiles) {
    if (name == f) return true;
  }
  return false;
}

BookFolder::BookFolder(std::string out) : out_(std::move(out)) {
  fs::path path = fs::absolute(fs::path(out_)).lexically_normal();
  if (!path.has_filename()) path = path.parent_path();
  if (path == path.root_path()) throw Error(out_ + ": cannot write a book over the root folder");
  check_holds_only_a_book(path, out_);
  const fs::path parent = path.parent_path();
  std::error_code ec;
  fs::create_directories(parent, ec);
  if (ec) throw Error(out_ + ": cannot create folder: " + ec.message());
  if (::access(parent.c_str(), W_OK) != 0) {
    throw Error(out_ + ": cannot write: " + std::strerror(errno));
  }
  sweep_stale(path);
  staging_ = (parent / (staging_prefix(path) + std::to_string(::getpid()))).string();
  fs::remove_all(staging_, ec);
  if (!fs::create_directory(staging_, ec) || ec) {
    throw Error(out_ + ": cannot create a staging folder beside it: " + ec.message());
  }
  out_ = path.string();
}

BookFolder::~BookFolder() {
  if (!done_) discard();
}

void BookFolder::discard() noexcept {
  std::error_code ignored;
  fs::remove_all(staging_, ignored);
}

void BookFolder::commit() {
  interrupt_checkpoint("before-swap", true);
  // Exchange when a folder is there (the old book lands in the staging
  // name and is removed after); a plain rename that refuses to replace
  // anything when there is none.
  if (::renameat2(AT_FDCWD, staging_.c_str(), AT_FDCWD, out_.c_str(), RENAME_EXCHANGE) != 0) {
    if (errno != ENOENT ||
        ::renameat2(AT_FDCWD, staging_.c_str(), AT_FDCWD, out_.c_str(), RENAME_NOREPLACE) != 0) {
      throw Error(out_ + ": cannot put the new book in place: " + std::strerror(errno));
    }
  }
  committed_ = true;
  interrupt_checkpoint("after-swap", true);
  discard();
  done_ = true;
}

void BookFolder::keep_as(const std::string& folder) {
  std::error_code ec;
  if (fs::exists(folder, ec))
    throw Error(folder + ": already exists; --keep-failed needs a new folder");
  fs::rename(staging_, folder, ec);
  if (ec.value() == EXDEV) {  // another file system: copy, then remove
    ec.clear();
    fs::copy(staging_, folder, fs::copy_options::recursive, ec);
    if (!ec) discard();
  }
  if (ec) throw Error(folder + ": cannot keep the failed book there: " + ec.message());
  done_ = true;
}

}  // namespace mazebook
