// The studio builds through the application layer (src/app), as the
// command line does, and includes nothing of the command line: the command
// line registers the studio's command, never the other way round.

#include <gtest/gtest.h>

#include <fstream>
#include <string>
#include <vector>

#include "support/book_files.h"
#include "support/include_scan.h"

namespace {

namespace fs = std::filesystem;

bool from_the_command_line(const std::string& header) { return header.rfind("cli/", 0) == 0; }

fs::path studio_sources() { return fs::path(MAZEBOOK_SOURCE_DIR) / "src" / "studio"; }

TEST(StudioLayering, TheStudioIncludesNothingFromTheCommandLine) {
  ASSERT_TRUE(fs::exists(studio_sources() / "studio_build.cc"));
  EXPECT_EQ(mbtest::forbidden_includes(studio_sources(), from_the_command_line),
            std::vector<std::string>{});
}

TEST(StudioLayering, TheStudioLinksNothingOfTheCommandLine) {
  std::ifstream in(fs::path(MAZEBOOK_SOURCE_DIR) / "CMakeLists.txt");
  const std::string cmake((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const std::string linked = mbtest::linked_libraries(cmake, "mazebook_studio");
  EXPECT_NE(linked.find("mazebook_app"), std::string::npos) << linked;
  EXPECT_EQ(linked.find("mazebook_cli"), std::string::npos) << linked;
}

// The check finds a command-line header added to a copy of the studio's
// sources, and a link to the command line's library.
TEST(StudioLayering, TheCheckFindsACommandLineInclude) {
  mbtest::TempDir dir("studio-layering");
  const fs::path copy = dir.path() / "studio";
  fs::copy(studio_sources(), copy, fs::copy_options::recursive);
  EXPECT_TRUE(mbtest::forbidden_includes(copy, from_the_command_line).empty());
  {
    std::ofstream out(copy / "studio_build.cc", std::ios::app);
    out << "#include \"cli/book_job.h\"\n";
  }
  EXPECT_EQ(mbtest::forbidden_includes(copy, from_the_command_line),
            std::vector<std::string>{"studio_build.cc includes cli/book_job.h"});
  EXPECT_EQ(mbtest::linked_libraries("target_link_libraries(mazebook_studio PUBLIC mazebook_cli "
                                     "OpenSSL::Crypto)\ntarget_link_libraries(mazebook_app x)",
                                     "mazebook_studio"),
            "PUBLIC mazebook_cli OpenSSL::Crypto");
}

}  // namespace
