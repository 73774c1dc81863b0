#include "render/image_file.h"

#include "base/error.h"
#include "base/file_io.h"
#include "base/file_kind.h"

namespace mazebook {

std::string read_image_file(const std::string& path, const std::string& shown,
                            unsigned long long max_bytes) {
  // A missing file keeps read_file's words; read_file also checks the file
  // it opened, should another be put in its place meanwhile.
  const std::string problem = not_a_file(path);
  if (!problem.empty() && problem != kNoSuchFile) throw Error(shown + ": " + problem);
  return read_file(path, max_bytes);
}

}  // namespace mazebook
