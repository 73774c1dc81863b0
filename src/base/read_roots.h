#pragma once
// The folders a run may read from. The studio reads what a page names, and
// what those files name in turn (a preset's mask, a theme's pictures, a
// batch file): while a ReadRoots lives, every read_file opens its file
// beneath one of these folders (base/open_beneath.h), so neither a path nor
// a symlink, however it was planted, leads a read out of them.

#include <memory>
#include <string>
#include <vector>

namespace mazebook {

class ReadRoots {
 public:
  // `folders`: absolute or relative to the working folder; one that does
  // not exist is left out. `description` names them in refusals ("the
  // studio's folders"). Replaces the roots in force until destroyed.
  ReadRoots(const std::vector<std::string>& folders, std::string description);
  ~ReadRoots();
  ReadRoots(const ReadRoots&) = delete;
  ReadRoots& operator=(const ReadRoots&) = delete;

  struct Root;

 private:
  std::vector<std::unique_ptr<Root>> roots_;
  std::string description_;
  const ReadRoots* previous_;
  friend int open_for_reading(const std::string& path, int flags, std::string* refusal);
};

// Opens `path` with `flags`: beneath a root when a ReadRoots lives, else
// as given. Returns the descriptor, or -1 with errno set; when the path
// lies outside the roots, `refusal` says so ("outside the studio's
// folders").
int open_for_reading(const std::string& path, int flags, std::string* refusal);

}  // namespace mazebook
