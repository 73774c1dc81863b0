#include "base/file_io.h"

#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <sstream>

#include "base/error.h"

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

std::string temporary_name(const std::string& path) {
  return path + ".tmp-" + std::to_string(::getpid());
}

}  // namespace

void write_file_atomically(const std::string& path, const std::string& bytes) {
  const std::string temporary = temporary_name(path);
  write_temporary(temporary, path, bytes);
  if (std::rename(temporary.c_str(), path.c_str()) != 0) {
    const int rename_errno = errno;
    std::remove(temporary.c_str());
    throw Error(path + ": cannot write: " + std::strerror(rename_errno));
  }
}

StagedFiles::~StagedFiles() {
  for (const auto& [temporary, path] : staged_) std::remove(temporary.c_str());
}

void StagedFiles::add(const std::string& path, const std::string& bytes) {
  const std::string temporary = temporary_name(path);
  write_temporary(temporary, path, bytes);
  staged_.emplace_back(temporary, path);
}

void StagedFiles::commit() {
  for (const auto& [temporary, path] : staged_) {
    if (std::rename(temporary.c_str(), path.c_str()) != 0) {
      throw Error(path + ": cannot write: " + std::strerror(errno));
    }
  }
  staged_.clear();
}

}  // namespace mazebook
