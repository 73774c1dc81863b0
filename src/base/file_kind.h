#pragma once
// What stands at a path that is not a regular file, in the words messages
// use for it, so a picture or mask that is a FIFO, a folder, a socket or a
// symbolic link loop is named for what it is.

#include <string>

namespace mazebook {

// The words for a path that does not exist.
constexpr char kNoSuchFile[] = "no such file";

// Empty for a regular file (or a symbolic link to one); else "a FIFO, not
// a file", "a folder, not a file", "a socket, not a file", "a device, not
// a file", "a symbolic link loop", kNoSuchFile, or the system's reason.
std::string not_a_file(const std::string& path);

}  // namespace mazebook
