// Bad input for every command, from tests/data/cli/cases.txt: each case is
// refused with its exit code and its one line on stderr, and leaves no file
// behind. New cases are one line in that file.

#include <gtest/gtest.h>
#include <sys/stat.h>

#include <chrono>
#include <fstream>
#include <set>
#include <sstream>

#include "support/book_files.h"

namespace {

namespace fs = std::filesystem;

std::string replace_all(std::string text, const std::string& from, const std::string& to) {
  for (size_t at = 0; (at = text.find(from, at)) != std::string::npos; at += to.size()) {
    text.replace(at, from.size(), to);
  }
  return text;
}

std::string trim(const std::string& text) {
  const size_t first = text.find_first_not_of(' ');
  const size_t last = text.find_last_not_of(' ');
  return first == std::string::npos ? "" : text.substr(first, last - first + 1);
}

// Every path under `folder`, to tell what a command left behind.
std::set<std::string> listing(const fs::path& folder) {
  std::set<std::string> paths;
  for (const auto& entry : fs::recursive_directory_iterator(folder)) {
    paths.insert(entry.path().string());
  }
  return paths;
}

TEST(BadInput, EveryCaseIsRefusedInOneLineAndWritesNothing) {
  const fs::path data(MAZEBOOK_TEST_DATA);
  mbtest::TempDir dir("corpus");
  const std::string tmp = dir.path().string();
  for (const auto& entry : fs::directory_iterator(data / "cli")) {
    if (entry.path().extension() != ".json" && entry.path().extension() != ".txt") continue;
    if (entry.path().filename() == "cases.txt") continue;
    mbtest::write_text(dir.path() / entry.path().filename(),
                       replace_all(mbtest::read_bytes(entry.path()), "{tmp}", tmp));
  }
  ASSERT_EQ(::mkfifo((dir.path() / "fifo.json").c_str(), 0600), 0);
  fs::create_directory(dir.path() / "foreign");
  mbtest::write_text(dir.path() / "foreign" / "notes.txt", "mine");
  const std::set<std::string> before = listing(dir.path());

  std::ifstream cases(data / "cli" / "cases.txt");
  int count = 0;
  double slowest = 0;
  for (std::string line; std::getline(cases, line);) {
    if (line.empty() || line[0] == '#') continue;
    line = replace_all(replace_all(line, "{tmp}", tmp), "{data}", data.string());
    const size_t bar1 = line.find(" | ");
    const size_t bar2 = line.find(" | ", bar1 + 3);
    ASSERT_NE(bar2, std::string::npos) << line;
    const int code = std::stoi(line.substr(0, bar1));
    std::istringstream words(line.substr(bar1 + 3, bar2 - bar1 - 3));
    std::vector<std::string> args;
    for (std::string w; words >> w;) args.push_back(w);
    std::string expected = trim(line.substr(bar2 + 3));
    const bool prefix = expected.size() > 3 && expected.substr(expected.size() - 3) == "...";
    if (prefix) expected.resize(expected.size() - 3);
    SCOPED_TRACE(line);
    ++count;
    const auto start = std::chrono::steady_clock::now();
    const mbtest::CliRun r = mbtest::run_mazebook(args);
    slowest = std::max(
        slowest, std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    EXPECT_EQ(r.code, code);
    ASSERT_FALSE(r.err.empty());
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
    const std::string first = r.err.substr(0, r.err.find('\n'));
    if (prefix) {
      EXPECT_EQ(first.substr(0, expected.size()), expected);
    } else {
      EXPECT_EQ(first, expected);
    }
    EXPECT_EQ(listing(dir.path()), before);
  }
  EXPECT_GE(count, 25);
  // Reported, not asserted: refusals are meant to take well under a second.
  std::printf("%d bad inputs refused; the slowest took %.3f s\n", count, slowest);
}

}  // namespace
