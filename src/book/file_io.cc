#include "book/file_io.h"

#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <sstream>

#include "maze/error.h"

namespace mazebook {

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw Error(path + ": cannot read: " + std::strerror(errno));
  std::ostringstream buffer;
  buffer << in.rdbuf();
  if (in.bad()) throw Error(path + ": cannot read: " + std::strerror(errno));
  return buffer.str();
}

void check_writable(const std::string& path) {
  const size_t slash = path.rfind('/');
  const std::string folder = slash == std::string::npos ? "." : (slash == 0 ? "/" : path.substr(0, slash));
  if (::access(folder.c_str(), W_OK) != 0) {
    throw Error(path + ": cannot write: " + std::strerror(errno));
  }
}

void write_file_atomically(const std::string& path, const std::string& bytes) {
  const std::string temporary = path + ".tmp-" + std::to_string(::getpid());
  std::FILE* out = std::fopen(temporary.c_str(), "wb");
  if (!out) throw Error(path + ": cannot write: " + std::strerror(errno));
  const bool written = std::fwrite(bytes.data(), 1, bytes.size(), out) == bytes.size();
  const int saved_errno = errno;
  const bool closed = std::fclose(out) == 0;
  if (!written || !closed) {
    std::remove(temporary.c_str());
    throw Error(path + ": cannot write: " + std::strerror(written ? errno : saved_errno));
  }
  if (std::rename(temporary.c_str(), path.c_str()) != 0) {
    const int rename_errno = errno;
    std::remove(temporary.c_str());
    throw Error(path + ": cannot write: " + std::strerror(rename_errno));
  }
}

}  // namespace mazebook
