#include "proof/core/file_io.h"

#include <fcntl.h>
#include <openssl/evp.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <memory>
#include <sstream>

#include "proof/core/error.h"
#include "proof/core/limits.h"

namespace mazeproof {

namespace {

// Closes a file descriptor on every way out.
class Descriptor {
 public:
  explicit Descriptor(int fd) : fd_(fd) {}
  ~Descriptor() {
    if (fd_ >= 0) ::close(fd_);
  }
  Descriptor(const Descriptor&) = delete;
  Descriptor& operator=(const Descriptor&) = delete;
  int get() const { return fd_; }
  int release() {
    const int fd = fd_;
    fd_ = -1;
    return fd;
  }

 private:
  int fd_;
};

}  // namespace

std::string read_file(const std::string& path) {
  // O_NONBLOCK: a FIFO with no writer must not block the open; the type
  // check refuses it.
  const Descriptor fd(::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC));
  if (fd.get() < 0) throw Error(path + ": cannot open (" + std::strerror(errno) + ")");
  struct stat info {};
  if (::fstat(fd.get(), &info) != 0) throw Error(path + ": cannot read");
  if (!S_ISREG(info.st_mode)) throw Error(path + ": cannot read (not a regular file)");
  const auto too_large = [&](uint64_t bytes) {
    return Error(path + ": too large (" + std::to_string(bytes) + " bytes; at most " +
                 std::to_string(kMaxFileBytes) + ")");
  };
  if (static_cast<uint64_t>(info.st_size) > kMaxFileBytes) throw too_large(info.st_size);
  std::string bytes;
  bytes.reserve(static_cast<size_t>(info.st_size));
  char buffer[1 << 16];
  for (;;) {
    const ssize_t n = ::read(fd.get(), buffer, sizeof buffer);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) throw Error(path + ": cannot read (" + std::strerror(errno) + ")");
    if (n == 0) break;
    if (bytes.size() + static_cast<size_t>(n) > kMaxFileBytes)  // the file grew
      throw too_large(bytes.size() + static_cast<size_t>(n));
    bytes.append(buffer, static_cast<size_t>(n));
  }
  return bytes;
}

namespace {

// The process's umask, read without changing it (umask(2) would, for every
// thread at once).
mode_t process_umask() {
  std::ifstream status("/proc/self/status");
  std::string line;
  while (std::getline(status, line)) {
    if (line.rfind("Umask:", 0) == 0)
      return static_cast<mode_t>(std::stoul(line.substr(6), nullptr, 8));
  }
  return 022;
}

// 16 hex digits from the kernel's random source: a name no one can plant a
// file or a symlink at beforehand.
std::string random_suffix() {
  unsigned char bytes[8];
  size_t got = 0;
  while (got < sizeof bytes) {
    const ssize_t n = ::getrandom(bytes + got, sizeof bytes - got, 0);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) throw Error(std::string("cannot get random bytes (") + std::strerror(errno) + ")");
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

}  // namespace

void write_file_atomically(const std::string& path, std::string_view bytes) {
  const auto fail = [&](int error) {
    return Error(path + ": cannot write (" + std::strerror(error) + ")");
  };
  const size_t slash = path.rfind('/');
  const std::string folder =
      slash == std::string::npos ? "." : (slash == 0 ? "/" : path.substr(0, slash));
  const std::string name = slash == std::string::npos ? path : path.substr(slash + 1);
  const Descriptor dir(::open(folder.c_str(), O_PATH | O_DIRECTORY | O_CLOEXEC));
  if (dir.get() < 0) throw fail(errno);
  // O_EXCL: a fresh file, never one (or a symlink) planted there before.
  std::string temp;
  int fd = -1;
  for (int attempt = 0; attempt < 8 && fd < 0; ++attempt) {
    temp = name + ".tmp-" + random_suffix();
    fd = ::openat(dir.get(), temp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC,
                  0600);
    if (fd < 0 && errno != EEXIST) throw fail(errno);
  }
  if (fd < 0) throw fail(EEXIST);
  Descriptor out(fd);
  const auto give_up = [&](int error) {
    ::unlinkat(dir.get(), temp.c_str(), 0);
    return fail(error);
  };
  size_t done = 0;
  while (done < bytes.size()) {
    const ssize_t n = ::write(out.get(), bytes.data() + done, bytes.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) throw give_up(n < 0 ? errno : EIO);
    done += static_cast<size_t>(n);
  }
  // The report gets the mode a plain create would give it, not 0600.
  if (::fchmod(out.get(), 0666 & ~process_umask()) != 0) throw give_up(errno);
  if (::close(out.release()) != 0) throw give_up(errno);
  if (::renameat(dir.get(), temp.c_str(), dir.get(), name.c_str()) != 0) throw give_up(errno);
}

std::string sha256_hex(std::string_view bytes) {
  unsigned char digest[EVP_MAX_MD_SIZE];
  unsigned int length = 0;
  if (EVP_Digest(bytes.data(), bytes.size(), digest, &length, EVP_sha256(), nullptr) != 1) {
    throw Error("SHA-256: OpenSSL failed");
  }
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out;
  out.reserve(length * 2);
  for (unsigned int i = 0; i < length; ++i) {
    out += kHex[digest[i] >> 4];
    out += kHex[digest[i] & 15];
  }
  return out;
}

}  // namespace mazeproof
