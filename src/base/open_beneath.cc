#include "base/open_beneath.h"

#include <fcntl.h>
#include <linux/openat2.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <vector>

#include "base/file_descriptor.h"

namespace mazebook {

namespace {

// False once the kernel said it has no openat2 (or a sandbox forbids it).
std::atomic<bool> kernel_beneath{true};

std::vector<std::string> components(const std::string& relative) {
  std::vector<std::string> parts;
  size_t start = 0;
  while (start <= relative.size()) {
    const size_t slash = std::min(relative.find('/', start), relative.size());
    const std::string part = relative.substr(start, slash - start);
    if (!part.empty() && part != ".") parts.push_back(part);
    start = slash + 1;
  }
  return parts;
}

int open_by_components(int folder_fd, const std::string& relative, int flags) {
  const std::vector<std::string> parts = components(relative);
  if (parts.empty()) {
    errno = EINVAL;
    return -1;
  }
  FileDescriptor held;
  int at = folder_fd;
  for (size_t i = 0; i + 1 < parts.size(); ++i) {
    if (parts[i] == "..") {
      errno = EXDEV;
      return -1;
    }
    // O_NOFOLLOW with O_DIRECTORY: a symlinked folder fails with ENOTDIR
    // or ELOOP instead of being entered.
    FileDescriptor next(
        ::openat(at, parts[i].c_str(), O_PATH | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
    if (!next.valid()) return -1;
    held = std::move(next);
    at = held.get();
  }
  if (parts.back() == "..") {
    errno = EXDEV;
    return -1;
  }
  return ::openat(at, parts.back().c_str(), flags | O_NOFOLLOW | O_CLOEXEC);
}

}  // namespace

int open_beneath(int folder_fd, const std::string& relative, int flags, BeneathMethod method) {
  if (relative.empty() || relative[0] == '/') {
    errno = EXDEV;
    return -1;
  }
  if (method == BeneathMethod::best && kernel_beneath.load()) {
    open_how how{};
    how.flags = static_cast<__u64>(flags | O_CLOEXEC);
    how.resolve = RESOLVE_BENEATH | RESOLVE_NO_MAGICLINKS;
    const long fd = ::syscall(SYS_openat2, folder_fd, relative.c_str(), &how, sizeof how);
    if (fd >= 0) return static_cast<int>(fd);
    // ENOSYS: no openat2; EPERM: a seccomp filter refuses it.
    if (errno != ENOSYS && errno != EPERM) return -1;
    kernel_beneath = false;
  }
  return open_by_components(folder_fd, relative, flags);
}

}  // namespace mazebook
