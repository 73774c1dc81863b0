// The top-level README says what is true of the tree: CI runs its test
// command as written, its main-job command sets up no test tools, and every
// file it links, shows or names as a shipped spec exists.

#include <gtest/gtest.h>

#include <filesystem>
#include <regex>
#include <string>
#include <vector>

#include "support/book_files.h"

namespace {

namespace fs = std::filesystem;

const fs::path kSource = MAZEBOOK_SOURCE_DIR;

// The lines of README's ```sh blocks.
std::vector<std::string> shell_lines(const std::string& text) {
  std::vector<std::string> lines;
  bool inside = false;
  size_t start = 0;
  while (start < text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    const std::string line = text.substr(start, end - start);
    if (line.rfind("```", 0) == 0) {
      inside = !inside && line == "```sh";
    } else if (inside) {
      lines.push_back(line);
    }
    start = end + 1;
  }
  return lines;
}

std::string line_with(const std::vector<std::string>& lines, const std::string& what) {
  for (const std::string& line : lines)
    if (line.find(what) != std::string::npos) return line;
  return "";
}

TEST(Readme, CiRunsTheTestCommandAsWritten) {
  const std::vector<std::string> lines = shell_lines(mbtest::read_bytes(kSource / "README.md"));
  const std::string test_command = line_with(lines, "ctest --test-dir build");
  ASSERT_FALSE(test_command.empty());
  EXPECT_EQ(test_command.rfind(".ci/install-deps --tests && ", 0), 0u) << test_command;
  const std::string run = mbtest::read_bytes(kSource / ".ci/run");
  EXPECT_NE(run.find("\n" + test_command + "\n"), std::string::npos) << test_command;
}

TEST(Readme, TheMainJobCommandBuildsTheSampleWithoutTestTools) {
  const std::vector<std::string> lines = shell_lines(mbtest::read_bytes(kSource / "README.md"));
  const std::string main_job = line_with(lines, "&& build/bin/mazebook build");
  ASSERT_FALSE(main_job.empty());
  EXPECT_EQ(main_job.rfind(".ci/install-deps && cmake -S . -B build && ", 0), 0u) << main_job;
  EXPECT_EQ(main_job.find("--tests"), std::string::npos) << main_job;
}

TEST(Readme, EveryLinkedFileAndShippedSpecExists) {
  const std::string text = mbtest::read_bytes(kSource / "README.md");
  const std::regex link(R"(\]\(([^)#:]+)\))");
  int links = 0;
  for (auto it = std::sregex_iterator(text.begin(), text.end(), link); it != std::sregex_iterator();
       ++it) {
    ++links;
    EXPECT_TRUE(fs::exists(kSource / (*it)[1].str())) << (*it)[1].str();
  }
  EXPECT_GT(links, 10);
  // The table of shipped specs names them as `NAME.json` in presets/books/.
  const size_t table = text.find("spec (`presets/books/`)");
  ASSERT_NE(table, std::string::npos);
  const std::string rows = text.substr(table, text.find("\n\n", table) - table);
  const std::regex spec("`([a-z0-9-]+\\.json)`");
  int specs = 0;
  for (auto it = std::sregex_iterator(rows.begin(), rows.end(), spec); it != std::sregex_iterator();
       ++it) {
    ++specs;
    EXPECT_TRUE(fs::exists(kSource / "presets/books" / (*it)[1].str())) << (*it)[1].str();
  }
  EXPECT_GE(specs, 8);
}

}  // namespace
