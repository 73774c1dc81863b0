#include "base/data_paths.h"

#include <cstdlib>
#include <filesystem>

namespace mazebook {

namespace fs = std::filesystem;

std::string data_dir() {
  if (const char* env = std::getenv("MAZEBOOK_DATA"); env && *env) return env;
  std::error_code ec;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (!ec) {
    for (const fs::path& candidate : {exe.parent_path().parent_path().parent_path(),
                                      exe.parent_path().parent_path() / "share/mazebook"}) {
      if (fs::is_directory(candidate / "presets", ec)) return candidate.string();
    }
  }
#ifdef MAZEBOOK_SOURCE_DIR
  return MAZEBOOK_SOURCE_DIR;
#else
  return ".";
#endif
}

DataFile resolve_data_file(const std::string& folder, const std::string& name_or_path) {
  const bool is_path =
      name_or_path.find('/') != std::string::npos ||
      (name_or_path.size() > 5 && name_or_path.compare(name_or_path.size() - 5, 5, ".json") == 0);
  if (is_path) return {name_or_path, name_or_path};
  const std::string relative = folder + "/" + name_or_path + ".json";
  return {data_dir() + "/" + relative, relative};
}

}  // namespace mazebook
