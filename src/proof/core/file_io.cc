#include "proof/core/file_io.h"

#include <fcntl.h>
#include <openssl/evp.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
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

void write_file_atomically(const std::string& path, std::string_view bytes) {
  const std::string temp = path + ".tmp";
  {
    std::ofstream out(temp, std::ios::binary | std::ios::trunc);
    if (!out) throw Error(path + ": cannot write (" + std::strerror(errno) + ")");
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    out.flush();
    if (!out) throw Error(path + ": cannot write");
  }
  std::error_code ec;
  std::filesystem::rename(temp, path, ec);
  if (ec) throw Error(path + ": cannot write (" + ec.message() + ")");
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
