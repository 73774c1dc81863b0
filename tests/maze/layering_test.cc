// The model is plain computation: src/maze includes its own headers, the
// standard library and base/error.h, nothing else: no JSON, no files, no
// drawing, no process exits.

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>

namespace {

namespace fs = std::filesystem;

std::string read(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

TEST(Layering, ModelIncludesNoJsonFilesOrDrawing) {
  const fs::path maze = fs::path(MAZEBOOK_SOURCE_DIR) / "src" / "maze";
  ASSERT_TRUE(fs::is_directory(maze));
  const std::regex include(R"(#include\s+([<"])([^>"]+)[>"])");
  // A call of exit() or abort() as a statement, not a member such as
  // maze.exit() nor a declaration such as `Opening& exit() const`.
  const std::regex exits(R"((std::|::|[;{}]\s*|^\s*)(exit|abort|quick_exit|_Exit)\s*\()",
                         std::regex::ECMAScript | std::regex::multiline);
  int files = 0;
  for (const fs::directory_entry& entry : fs::recursive_directory_iterator(maze)) {
    if (!entry.is_regular_file()) continue;
    ++files;
    const std::string text = read(entry.path());
    for (auto it = std::sregex_iterator(text.begin(), text.end(), include);
         it != std::sregex_iterator(); ++it) {
      const std::string bracket = (*it)[1];
      const std::string header = (*it)[2];
      if (bracket == "\"") {
        EXPECT_TRUE(header.rfind("maze/", 0) == 0 || header == "base/error.h")
            << entry.path() << " includes \"" << header << "\"";
      } else {
        for (const char* banned : {"nlohmann/", "cairo", "pango", "fstream", "cstdio", "filesystem",
                                   "iostream", "CLI/", "spdlog/"}) {
          EXPECT_EQ(header.find(banned), std::string::npos)
              << entry.path() << " includes <" << header << ">";
        }
      }
    }
    EXPECT_FALSE(std::regex_search(text, exits)) << entry.path() << " ends the process";
  }
  EXPECT_GT(files, 20);
}

TEST(Layering, ModelLinksNothingButTheStandardLibrary) {
  const std::string cmake = read(fs::path(MAZEBOOK_SOURCE_DIR) / "CMakeLists.txt");
  const std::regex call(R"(target_link_libraries\s*\(\s*mazebook_maze\b)");
  EXPECT_FALSE(std::regex_search(cmake, call)) << "mazebook_maze links a library";
}

}  // namespace
