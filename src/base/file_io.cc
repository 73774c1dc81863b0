#include "base/file_io.h"

#include <fcntl.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <map>
#include <mutex>

#include "base/error.h"
#include "base/file_descriptor.h"
#include "base/open_beneath.h"
#include "base/read_roots.h"

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

// The bytes of the file open at `fd` (see read_file); throws naming `path`.
std::string read_open_file(int fd, const std::string& path, uint64_t max_bytes) {
  const auto fail = [&](const std::string& reason) -> Error {
    return Error(path + ": cannot read: " + reason);
  };
  struct stat info {};
  if (::fstat(fd, &info) != 0) throw fail(std::strerror(errno));
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
    const ssize_t n = ::read(fd, buffer, sizeof buffer);
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

}  // namespace

std::string read_file(const std::string& path, uint64_t max_bytes) {
  // O_NONBLOCK: opening a FIFO with no writer must not wait; the type check
  // refuses it anyway.
  std::string refusal;
  const FileDescriptor fd(open_for_reading(path, O_RDONLY | O_NONBLOCK, &refusal));
  if (!fd.valid())
    throw Error(path + ": cannot read: " + (refusal.empty() ? std::strerror(errno) : refusal));
  return read_open_file(fd.get(), path, max_bytes);
}

std::string read_file_beneath(const std::string& folder, const std::string& relative,
                              uint64_t max_bytes) {
  const std::string path = folder + "/" + relative;
  const FileDescriptor dir(::open(folder.c_str(), O_PATH | O_DIRECTORY | O_CLOEXEC));
  if (!dir.valid()) throw Error(path + ": cannot read: " + std::strerror(errno));
  const FileDescriptor fd(open_beneath(dir.get(), relative, O_RDONLY | O_NONBLOCK));
  if (!fd.valid()) {
    const bool led_out = errno == EXDEV || errno == ELOOP;
    throw Error(path + ": cannot read: " +
                (led_out ? "outside " + folder + " (a symlink leads out)" : std::strerror(errno)));
  }
  return read_open_file(fd.get(), path, max_bytes);
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

// The temporary files being written, by the path each will become.
std::mutex pending_mutex;
std::map<std::string, std::string> pending_writes;

// The process's umask, read without changing it (umask(2) would, for every
// thread at once).
mode_t process_umask() {
  static const mode_t mask = [] {
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line)) {
      if (line.rfind("Umask:", 0) == 0)
        return static_cast<mode_t>(std::stoul(line.substr(6), nullptr, 8));
    }
    return static_cast<mode_t>(022);
  }();
  return mask;
}

// 16 hex digits from the kernel's random source: a name no one can plant
// a file or a symlink at beforehand.
std::string random_suffix() {
  unsigned char bytes[8];
  size_t got = 0;
  while (got < sizeof bytes) {
    const ssize_t n = ::getrandom(bytes + got, sizeof bytes - got, 0);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) throw Error(std::string("cannot get random bytes: ") + std::strerror(errno));
    got += static_cast<size_t>(n);
  }
  static constexpr char kHex[] = "0123456789abcdef";
  std::string text;
  for (unsigned char b : bytes) {
    text += kHex[b >> 4];
    text += kHex[b & 15];
  }
  return text;
}

bool write_all(int fd, const std::string& bytes) {
  size_t done = 0;
  while (done < bytes.size()) {
    const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    done += static_cast<size_t>(n);
  }
  return true;
}

}  // namespace

std::string temporary_name(const std::string& path) {
  std::lock_guard<std::mutex> lock(pending_mutex);
  const auto it = pending_writes.find(path);
  return it == pending_writes.end() ? "" : it->second;
}

void write_file_atomically(const std::string& path, const std::string& bytes, mode_t mode) {
  const auto fail = [&](int error) {
    return Error(path + ": cannot write: " + std::strerror(error));
  };
  const size_t slash = path.rfind('/');
  const std::string folder =
      slash == std::string::npos ? "." : (slash == 0 ? "/" : path.substr(0, slash));
  const std::string name = slash == std::string::npos ? path : path.substr(slash + 1);
  if (name.empty()) throw fail(EISDIR);
  const FileDescriptor dir(::open(folder.c_str(), O_PATH | O_DIRECTORY | O_CLOEXEC));
  if (!dir.valid()) throw fail(errno);
  // O_EXCL: a fresh file, never one (or a symlink) that was there before.
  std::string temporary;
  FileDescriptor out;
  for (int attempt = 0; attempt < 8 && !out.valid(); ++attempt) {
    temporary = name + ".tmp-" + random_suffix();
    out = FileDescriptor(::openat(dir.get(), temporary.c_str(),
                                  O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600));
    if (!out.valid() && errno != EEXIST) throw fail(errno);
  }
  if (!out.valid()) throw fail(EEXIST);
  {
    std::lock_guard<std::mutex> lock(pending_mutex);
    pending_writes[path] = (folder == "." ? "" : folder + "/") + temporary;
  }
  const auto give_up = [&](int error) {
    ::unlinkat(dir.get(), temporary.c_str(), 0);
    std::lock_guard<std::mutex> lock(pending_mutex);
    pending_writes.erase(path);
    return fail(error);
  };
  if (!write_all(out.get(), bytes)) throw give_up(errno ? errno : EIO);
  // The file gets the mode a plain create would give it, not mkstemp's 0600.
  if (::fchmod(out.get(), mode & ~process_umask()) != 0) throw give_up(errno);
  if (::close(out.release()) != 0) throw give_up(errno);
  if (::renameat(dir.get(), temporary.c_str(), dir.get(), name.c_str()) != 0) throw give_up(errno);
  std::lock_guard<std::mutex> lock(pending_mutex);
  pending_writes.erase(path);
}

}  // namespace mazebook
