#include "base/file_kind.h"

#include <sys/stat.h>

#include <cerrno>
#include <cstring>

namespace mazebook {

std::string not_a_file(const std::string& path) {
  struct stat info {};
  if (::stat(path.c_str(), &info) != 0) {
    if (errno == ELOOP) return "a symbolic link loop";
    if (errno == ENOENT || errno == ENOTDIR) return kNoSuchFile;
    return std::strerror(errno);
  }
  if (S_ISREG(info.st_mode)) return "";
  if (S_ISDIR(info.st_mode)) return "a folder, not a file";
  if (S_ISFIFO(info.st_mode)) return "a FIFO, not a file";
  if (S_ISSOCK(info.st_mode)) return "a socket, not a file";
  if (S_ISCHR(info.st_mode) || S_ISBLK(info.st_mode)) return "a device, not a file";
  return "not a regular file";
}

}  // namespace mazebook
