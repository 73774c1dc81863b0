// The verifier shares no code with the generator (src/proof/README.md): no
// file of any stage of src/proof includes the generator's headers (base,
// maze, book, render, app, cli) or the studio's, every stage is compiled into
// mazeproof_lib, and that target links none of their libraries.

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

constexpr const char* kForeignFolders[] = {"base/", "maze/", "book/",  "render/",
                                           "app/",  "cli/",  "studio/"};
constexpr const char* kForeignLibraries[] = {"mazebook_base",   "mazebook_maze", "mazebook_book",
                                             "mazebook_render", "mazebook_app",  "mazebook_cli",
                                             "mazebook_studio"};

TEST(Independence, NoGeneratorIncludes) {
  const fs::path proof = fs::path(MAZEBOOK_SOURCE_DIR) / "src" / "proof";
  ASSERT_TRUE(fs::is_directory(proof));
  int files = 0, folders = 0;
  for (const fs::directory_entry& entry : fs::recursive_directory_iterator(proof)) {
    if (entry.is_directory()) ++folders;
    if (!entry.is_regular_file()) continue;
    ++files;
    const std::string text = read(entry.path());
    for (const char* layer : kForeignFolders) {
      const std::string quoted = std::string("#include \"") + layer;
      const std::string angled = std::string("#include <") + layer;
      EXPECT_EQ(text.find(quoted), std::string::npos) << entry.path() << " includes " << layer;
      EXPECT_EQ(text.find(angled), std::string::npos) << entry.path() << " includes " << layer;
    }
  }
  EXPECT_GT(files, 100);
  EXPECT_GE(folders, 10);  // every stage looked at
}

TEST(Independence, LibraryLinksNoGeneratorLayer) {
  const std::string cmake = read(fs::path(MAZEBOOK_SOURCE_DIR) / "CMakeLists.txt");
  // Every target_link_libraries(mazeproof_lib ...) call, up to its ')'.
  const std::regex call(R"(target_link_libraries\s*\(\s*mazeproof_lib\b([^)]*)\))");
  int calls = 0;
  for (auto it = std::sregex_iterator(cmake.begin(), cmake.end(), call);
       it != std::sregex_iterator(); ++it) {
    ++calls;
    const std::string args = (*it)[1];
    for (const char* lib : kForeignLibraries)
      EXPECT_EQ(args.find(lib), std::string::npos) << "mazeproof_lib links " << lib;
  }
  EXPECT_GE(calls, 1);
  // Nor may its sources come from the generator's folders or the studio's.
  const std::regex sources(R"(file\s*\(\s*GLOB\s+PROOF_SOURCES([^)]*)\))");
  std::smatch m;
  ASSERT_TRUE(std::regex_search(cmake, m, sources));
  for (const char* folder :
       {"src/base", "src/maze", "src/book", "src/render", "src/app", "src/cli", "src/studio"}) {
    EXPECT_EQ(m[1].str().find(folder), std::string::npos) << "mazeproof_lib compiles " << folder;
  }
  // Every stage's sources, and only sources in a stage: one folder deep.
  EXPECT_NE(m[1].str().find("src/proof/*/*.cc"), std::string::npos) << m[1].str();
  const fs::path proof = fs::path(MAZEBOOK_SOURCE_DIR) / "src" / "proof";
  for (const fs::directory_entry& entry : fs::recursive_directory_iterator(proof)) {
    if (!entry.is_regular_file() || entry.path().extension() != ".cc") continue;
    EXPECT_EQ(entry.path().parent_path().parent_path(), proof)
        << entry.path() << " is not compiled: sources sit one folder below src/proof";
  }
}

}  // namespace
