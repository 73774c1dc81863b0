#include "support/include_scan.h"

#include <algorithm>
#include <fstream>
#include <regex>
#include <sstream>

namespace mbtest {

namespace {

std::string read_text(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

}  // namespace

std::vector<std::string> forbidden_includes(
    const fs::path& folder, const std::function<bool(const std::string&)>& forbidden) {
  static const std::regex include(R"(^\s*#\s*include\s*[<"]([^>"]+)[>"])",
                                  std::regex::ECMAScript | std::regex::multiline);
  std::vector<fs::path> files;
  for (const fs::directory_entry& entry : fs::recursive_directory_iterator(folder)) {
    if (entry.is_regular_file()) files.push_back(entry.path());
  }
  std::sort(files.begin(), files.end());
  std::vector<std::string> found;
  for (const fs::path& file : files) {
    const std::string text = read_text(file);
    for (auto it = std::sregex_iterator(text.begin(), text.end(), include);
         it != std::sregex_iterator(); ++it) {
      const std::string header = (*it)[1];
      if (forbidden(header)) {
        found.push_back(fs::relative(file, folder).string() + " includes " + header);
      }
    }
  }
  return found;
}

std::string linked_libraries(const std::string& cmake, const std::string& target) {
  const std::regex call(R"(target_link_libraries\s*\(\s*)" + target + R"(\s([^)]*)\))");
  std::string all;
  for (auto it = std::sregex_iterator(cmake.begin(), cmake.end(), call);
       it != std::sregex_iterator(); ++it) {
    all += (all.empty() ? "" : " ") + (*it)[1].str();
  }
  return all;
}

}  // namespace mbtest
