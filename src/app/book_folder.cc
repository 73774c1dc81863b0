#include "app/book_folder.h"

#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "app/interrupts.h"
#include "base/error.h"

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

// This run's mark: its process id and that process's start time, which no
// later process with the same id shares.
std::string own_mark() {
  return std::to_string(::getpid()) + "-" + std::to_string(process_start_time(::getpid()));
}

// True when process `pid` started after `folder` was last changed, so
// that it cannot have made it: its run made the folder after it started.
bool started_after_change(long pid, const fs::path& folder) {
  struct stat info {};
  const unsigned long long ticks = process_start_time(pid);
  if (ticks == 0 || ::stat(folder.c_str(), &info) != 0) return false;
  std::ifstream proc_stat("/proc/stat");
  std::string word;
  long long boot = 0;  // seconds since the epoch
  while (proc_stat >> word) {
    if (word == "btime" && proc_stat >> boot) break;
  }
  if (boot <= 0) return false;
  const long long started = boot + static_cast<long long>(ticks / ::sysconf(_SC_CLK_TCK));
  return static_cast<long long>(info.st_mtim.tv_sec) + 2 < started;  // a margin for rounding
}

// True when `mark` ("PID-START", or "PID" as runs before start times were
// recorded named their folders) names a run that has ended; `folder` is
// the staging folder so named.
bool stale_mark(const std::string& mark, const fs::path& folder) {
  char* end = nullptr;
  const long pid = std::strtol(mark.c_str(), &end, 10);
  if (end == mark.c_str() || pid <= 0) return false;  // not a staging folder's mark
  if (*end == '\0') {
    // A process of that id that started after the folder was last
    // changed is another one, given the id again.
    return pid != ::getpid() && (!process_alive(pid) || started_after_change(pid, folder));
  }
  if (*end != '-' || end[1] < '0' || end[1] > '9') return false;
  char* start_end = nullptr;
  const unsigned long long start = std::strtoull(end + 1, &start_end, 10);
  if (*start_end != '\0') return false;
  return process_start_time(pid) != start;
}

// Removes staging folders of `out` whose run has ended (killed, say); the
// ones that cannot be removed are said in `leftovers`.
void sweep_stale(const fs::path& out, std::vector<std::string>& leftovers) {
  const std::string prefix = staging_prefix(out);
  std::error_code ec;
  for (const fs::directory_entry& entry : fs::directory_iterator(out.parent_path(), ec)) {
    const std::string name = entry.path().filename().string();
    if (name.rfind(prefix, 0) != 0 || !stale_mark(name.substr(prefix.size()), entry.path()))
      continue;
    std::error_code removed;
    fs::remove_all(entry.path(), removed);
    if (removed) {
      leftovers.push_back(
          entry.path().string() +
          ": a staging folder of an ended run, left there: cannot remove it: " + removed.message());
    }
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

// "" when the calling user may add and remove entries in `folder`, else
// why not.
std::string unwritable(const fs::path& folder) {
  return ::access(folder.c_str(), W_OK | X_OK) == 0 ? "" : std::strerror(errno);
}

// Everything the swap needs, checked before any work: the staging folder
// can be made beside `out` (its missing parents too), and an old book can
// be exchanged and then removed.
void check_swap_can_complete(const fs::path& out, const std::string& shown) {
  const fs::path parent = out.parent_path();
  std::error_code ec;
  fs::path existing = parent;
  while (!fs::exists(fs::symlink_status(existing, ec)) && existing != existing.root_path()) {
    existing = existing.parent_path();
  }
  if (!fs::is_directory(existing, ec)) {
    throw Error(shown + ": cannot create folder: " + std::strerror(ENOTDIR));
  }
  if (const std::string why = unwritable(existing); !why.empty()) {
    throw Error(shown + (existing == parent ? ": cannot write: " : ": cannot create folder: ") +
                why);
  }
  struct stat old {};
  if (::lstat(out.c_str(), &old) != 0) return;  // no old book
  // Its files are removed once the new book is in place.
  if (const std::string why = unwritable(out); !why.empty()) {
    throw Error(shown + ": cannot replace the book in it: " + why);
  }
  // A sticky folder (as /tmp) lets only a folder's owner (or its own)
  // move it.
  struct stat above {};
  const uid_t me = ::geteuid();
  if (::stat(parent.c_str(), &above) == 0 && (above.st_mode & S_ISVTX) != 0 && me != 0 &&
      old.st_uid != me && above.st_uid != me) {
    throw Error(shown + ": cannot replace the book in it: " + parent.string() +
                " is sticky, and neither it nor the book's folder is yours");
  }
}

}  // namespace

unsigned long long process_start_time(long pid) {
  std::ifstream in("/proc/" + std::to_string(pid) + "/stat");
  std::stringstream text;
  text << in.rdbuf();
  // "PID (NAME) STATE PPID ...": the name may hold spaces and parentheses;
  // the start time is the 20th field after its closing one.
  const std::string stat = text.str();
  const size_t name_end = stat.rfind(')');
  if (name_end == std::string::npos) return 0;
  std::istringstream fields(stat.substr(name_end + 1));
  std::string field;
  for (int i = 0; i < 20 && fields >> field; ++i) {
  }
  return std::strtoull(field.c_str(), nullptr, 10);
}

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
  check_swap_can_complete(path, out_);
  staging_ = (path.parent_path() / (staging_prefix(path) + own_mark())).string();
  out_ = path.string();
}

BookFolder::~BookFolder() {
  if (!done_) discard();
}

const std::string& BookFolder::create_staging() {
  if (created_) return staging_;
  const fs::path path(out_);
  std::error_code ec;
  fs::create_directories(path.parent_path(), ec);
  if (ec) throw Error(out_ + ": cannot create folder: " + ec.message());
  sweep_stale(path, leftovers_);
  if (!fs::create_directory(staging_, ec) || ec) {
    throw Error(out_ + ": cannot create a staging folder beside it: " +
                (ec ? ec.message() : staging_ + " is there"));
  }
  created_ = true;
  return staging_;
}

std::string BookFolder::discard() noexcept {
  if (!created_) return "";
  std::error_code ec;
  fs::remove_all(staging_, ec);
  return ec ? "cannot remove " + staging_ + ": " + ec.message() : "";
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
  if (const std::string problem = discard(); !problem.empty()) {
    leftovers_.push_back(out_ +
                         ": holds the new book, but the old one is left beside it: " + problem);
  }
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
