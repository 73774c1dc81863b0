#include "base/data_paths.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <system_error>

namespace mazebook {

namespace fs = std::filesystem;

std::string data_dir() {
  if (const char* env = std::getenv("MAZEBOOK_DATA"); env && *env) return env;
  // Beside the program as installed (bin/ -> share/mazebook, CMakeLists.txt),
  // which a build used in place mirrors; never a path fixed at build time.
  std::error_code ec;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (ec) return MAZEBOOK_DATA_FROM_BIN;
  return (exe.parent_path() / MAZEBOOK_DATA_FROM_BIN).lexically_normal().string();
}

DataFile resolve_data_file(const std::string& folder, const std::string& name_or_path) {
  const bool is_path =
      name_or_path.find('/') != std::string::npos ||
      (name_or_path.size() > 5 && name_or_path.compare(name_or_path.size() - 5, 5, ".json") == 0);
  if (is_path) return {name_or_path, name_or_path};
  const std::string relative = folder + "/" + name_or_path + ".json";
  return {data_dir() + "/" + relative, relative};
}

std::vector<std::string> data_file_names(const std::string& folder) {
  std::vector<std::string> names;
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(data_dir() + "/" + folder, ec)) {
    if (entry.is_regular_file() && entry.path().extension() == ".json") {
      names.push_back(entry.path().stem().string());
    }
  }
  std::sort(names.begin(), names.end());
  return names;
}

}  // namespace mazebook
