#include "base/data_paths.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <optional>
#include <system_error>

#include "base/error.h"
#include "base/utf8.h"

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

std::string path_from(const std::string& naming_file, const std::string& path) {
  const fs::path given(path);
  if (given.is_absolute() || naming_file.empty()) return path;
  return (fs::path(naming_file).parent_path() / given).lexically_normal().string();
}

void require_named_file(const std::string& path, const std::string& written,
                        const std::string& naming_file, const std::string& context) {
  std::error_code ec;
  if (fs::exists(fs::symlink_status(path, ec))) return;
  if (fs::path(written).is_absolute()) throw Error(context + ": no such file '" + written + "'");
  const fs::path folder = fs::path(naming_file).parent_path();
  throw Error(context + ": no such file '" + written + "' in " +
              fs::absolute(folder.empty() ? fs::path(".") : folder).lexically_normal().string());
}

DataFile resolve_data_file(const std::string& folder, const std::string& name_or_path,
                           const std::string& naming_file) {
  const bool is_path =
      name_or_path.find('/') != std::string::npos ||
      (name_or_path.size() > 5 && name_or_path.compare(name_or_path.size() - 5, 5, ".json") == 0);
  if (is_path) {
    const std::string path = path_from(naming_file, name_or_path);
    return {path, path};
  }
  const std::string relative = folder + "/" + name_or_path + ".json";
  return {data_dir() + "/" + relative, relative};
}

void check_utf8_path(const std::string& path) {
  const std::string absolute = fs::absolute(fs::path(path)).string();
  const std::optional<size_t> bad = first_invalid_utf8(absolute);
  if (!bad) return;
  char byte[8];
  std::snprintf(byte, sizeof byte, "0x%02X", static_cast<unsigned char>(absolute[*bad]));
  throw Error(path + ": not a UTF-8 file name (byte " + byte +
              "); a book's manifest records the files it was made from by name, as UTF-8 "
              "text: rename it");
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
