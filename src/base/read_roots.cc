#include "base/read_roots.h"

#include <fcntl.h>

#include <cerrno>
#include <filesystem>
#include <mutex>
#include <shared_mutex>

#include "base/file_descriptor.h"
#include "base/open_beneath.h"

namespace mazebook {

namespace fs = std::filesystem;

struct ReadRoots::Root {
  std::vector<std::string> spellings;  // as given (absolute), and its real location
  FileDescriptor fd;
};

namespace {

std::shared_mutex roots_mutex;
const ReadRoots* active_roots = nullptr;

// The part of `path` below `folder`, or nothing when it is not below it.
bool below(const std::string& path, const std::string& folder, std::string& rest) {
  const std::string prefix = folder.back() == '/' ? folder : folder + "/";
  if (path.compare(0, prefix.size(), prefix) != 0) return false;
  rest = path.substr(prefix.size());
  return !rest.empty();
}

}  // namespace

ReadRoots::ReadRoots(const std::vector<std::string>& folders, std::string description)
    : description_(std::move(description)) {
  for (const std::string& folder : folders) {
    std::error_code ec;
    const fs::path given = fs::absolute(folder, ec).lexically_normal();
    const fs::path real = fs::canonical(given, ec);
    if (ec) continue;
    auto root = std::make_unique<Root>();
    root->fd = FileDescriptor(::open(real.c_str(), O_PATH | O_DIRECTORY | O_CLOEXEC));
    if (!root->fd.valid()) continue;
    root->spellings = {given.string(), real.string()};
    roots_.push_back(std::move(root));
  }
  std::unique_lock<std::shared_mutex> lock(roots_mutex);
  previous_ = active_roots;
  active_roots = this;
}

ReadRoots::~ReadRoots() {
  std::unique_lock<std::shared_mutex> lock(roots_mutex);
  active_roots = previous_;
}

int open_for_reading(const std::string& path, int flags, std::string* refusal) {
  std::shared_lock<std::shared_mutex> lock(roots_mutex);
  if (!active_roots) return ::open(path.c_str(), flags | O_CLOEXEC);
  std::error_code ec;
  const std::string absolute = fs::absolute(path, ec).lexically_normal().string();
  // The path as written, else as resolved (a folder reached through a
  // symlink): either only says which root to open beneath, and the open
  // itself is what keeps to it.
  for (const std::string& candidate : {absolute, fs::weakly_canonical(absolute, ec).string()}) {
    for (const auto& root : active_roots->roots_) {
      for (const std::string& spelling : root->spellings) {
        std::string rest;
        if (!below(candidate, spelling, rest)) continue;
        const int fd = open_beneath(root->fd.get(), rest, flags);
        // EXDEV: a symlink led out; ELOOP: a symlink where none is followed.
        if (fd < 0 && (errno == EXDEV || errno == ELOOP) && refusal)
          *refusal = "outside " + active_roots->description_;
        return fd;
      }
    }
  }
  if (refusal) *refusal = "outside " + active_roots->description_;
  errno = EXDEV;
  return -1;
}

}  // namespace mazebook
