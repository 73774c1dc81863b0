#include "base/file_io.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>

#include "base/error.h"

namespace mazebook {

namespace {

// What a file that is not a regular file is, for messages.
std::string file_type_name(mode_t mode) {
  if (S_ISDIR(mode)) return "a folder";
  if (S_ISFIFO(mode)) return "a FIFO";
  if (S_ISCHR(mode) || S_ISBLK(mode)) return "a device";
  if (S_ISSOCK(mode)) return "a socket";
  return "not a regular file";
}

// Closes a file descriptor on every way out.
class FileDescriptor {
 public:
  explicit FileDescriptor(int fd) : fd_(fd) {}
  ~FileDescriptor() {
    if (fd_ >= 0) ::close(fd_);
  }
  FileDescriptor(const FileDescriptor&) = delete;
  FileDescriptor& operator=(const FileDescriptor&) = delete;
  int get() const { return fd_; }

 private:
  int fd_;
};

}  // namespace

std::string read_file(const std::string& path, uint64_t max_bytes) {
  const auto fail = [&](const std::string& reason) -> Error {
    return Error(path + ": cannot read: " + reason);
  };
  // O_NONBLOCK: opening a FIFO with no writer must not wait; the type check
  // below refuses it anyway.
  const FileDescriptor fd(::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC));
  if (fd.get() < 0) throw fail(std::strerror(errno));
  struct stat info {};
  if (::fstat(fd.get(), &info) != 0) throw fail(std::strerror(errno));
  if (!S_ISREG(info.st_mode)) throw fail(file_type_name(info.st_mode) + ", not a file");
  const auto too_large = [&](uint64_t bytes) {
    return fail("too large (" + std::to_string(bytes) + " bytes; at most " +
                std::to_string(max_bytes) + ")");
  };
  if (static_cast<uint64_t>(info.st_size) > max_bytes) throw too_large(info.st_size);
  std::string bytes;
  bytes.reserve(static_cast<size_t>(info.st_size));
  char buffer[1 << 16];
  for (;;) {
    const ssize_t n = ::read(fd.get(), buffer, sizeof buffer);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) throw fail(std::strerror(errno));
    if (n == 0) break;
    // The file may grow while it is read.
    if (bytes.size() + static_cast<size_t>(n) > max_bytes) {
      throw too_large(bytes.size() + static_cast<size_t>(n));
    }
    bytes.append(buffer, static_cast<size_t>(n));
  }
  return bytes;
}

void check_writable(const std::string& path) {
  const size_t slash = path.rfind('/');
  const std::string folder =
      slash == std::string::npos ? "." : (slash == 0 ? "/" : path.substr(0, slash));
  if (::access(folder.c_str(), W_OK) != 0) {
    throw Error(path + ": cannot write: " + std::strerror(errno));
  }
}

namespace {

// Writes `bytes` to `temporary`; throws naming `path`.
void write_temporary(const std::string& temporary, const std::string& path,
                     const std::string& bytes) {
  std::FILE* out = std::fopen(temporary.c_str(), "wb");
  if (!out) throw Error(path + ": cannot write: " + std::strerror(errno));
  const bool written = std::fwrite(bytes.data(), 1, bytes.size(), out) == bytes.size();
  const int saved_errno = errno;
  const bool closed = std::fclose(out) == 0;
  if (!written || !closed) {
    std::remove(temporary.c_str());
    throw Error(path + ": cannot write: " + std::strerror(written ? errno : saved_errno));
  }
}

}  // namespace

std::string temporary_name(const std::string& path) {
  return path + ".tmp-" + std::to_string(::getpid());
}

void write_file_atomically(const std::string& path, const std::string& bytes) {
  const std::string temporary = temporary_name(path);
  write_temporary(temporary, path, bytes);
  if (std::rename(temporary.c_str(), path.c_str()) != 0) {
    const int rename_errno = errno;
    std::remove(temporary.c_str());
    throw Error(path + ": cannot write: " + std::strerror(rename_errno));
  }
}

}  // namespace mazebook
