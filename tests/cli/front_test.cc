// The `mazebook` executable is a front (src/cli/front.h): it runs `stats`
// itself, linked to no drawing library, and hands every other command to
// mazebook-full beside it. A copy of the front alone in a folder shows
// which runs it keeps (they work) and which it hands over (they cannot
// start the missing full program).

#include <gtest/gtest.h>
#include <sys/wait.h>

#include <cstdio>
#include <string>
#include <vector>

#include "support/book_files.h"

namespace {

namespace fs = std::filesystem;

struct ProcessRun {
  int code = 0;
  std::string out;
  std::string err;
};

// Runs `binary ARGS...` in its own process (arguments are plain words).
ProcessRun run_process(const std::string& binary, const std::vector<std::string>& args,
                       const fs::path& scratch) {
  std::string command = "'" + binary + "'";
  for (const std::string& a : args) command += " '" + a + "'";
  const fs::path err = scratch / "stderr.txt";
  command += " 2>'" + err.string() + "'";
  ProcessRun run;
  std::FILE* pipe = ::popen(command.c_str(), "r");
  char buffer[4096];
  for (size_t n; (n = std::fread(buffer, 1, sizeof buffer, pipe)) > 0;) run.out.append(buffer, n);
  const int status = ::pclose(pipe);
  run.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  run.err = mbtest::read_bytes(err);
  return run;
}

// A copy of the front alone in `folder`; returns its path.
std::string lone_front(const fs::path& folder) {
  const fs::path copy = folder / "mazebook";
  fs::copy_file(MAZEBOOK_BINARY, copy);
  fs::permissions(copy, fs::perms::owner_all);
  return copy.string();
}

const std::vector<std::string> kStats = {
    "stats", "--algorithms", "backtracker,prim,wilson", "--size", "8x6", "--count", "25", "--json"};

TEST(Front, RunsStatsItselfAndPrintsWhatTheFullProgramPrints) {
  mbtest::TempDir dir("front");
  const ProcessRun front = run_process(lone_front(dir.path()), kStats, dir.path());
  const mbtest::CliRun full = mbtest::run_mazebook(kStats);
  EXPECT_EQ(front.code, 0);
  EXPECT_EQ(front.err, "");
  EXPECT_EQ(full.code, 0);
  EXPECT_EQ(front.out, full.out);
  // The table too, and through the real pair of programs.
  std::vector<std::string> table = kStats;
  table.pop_back();
  const ProcessRun both = run_process(MAZEBOOK_BINARY, table, dir.path());
  EXPECT_EQ(both.code, 0);
  EXPECT_EQ(both.out, mbtest::run_mazebook(table).out);
}

TEST(Front, WordsBadStatsInputAsTheFullProgramDoes) {
  mbtest::TempDir dir("front");
  const std::vector<std::string> args = {
      "stats", "--algorithms", "backtracker,nope", "--size", "8x6", "--count", "3"};
  const ProcessRun front = run_process(lone_front(dir.path()), args, dir.path());
  const mbtest::CliRun full = mbtest::run_mazebook(args);
  EXPECT_EQ(front.code, 2);
  EXPECT_EQ(full.code, 2);
  EXPECT_EQ(front.err, full.err);
  EXPECT_EQ(front.out, "");
}

TEST(Front, HandsOverEveryOtherRunBeforePrintingAnything) {
  mbtest::TempDir dir("front");
  const std::string front = lone_front(dir.path());
  const std::string missing = "mazebook: cannot start " + (dir.path() / "mazebook-full").string() +
                              ": No such file or directory; build it (cmake --build build)\n";
  const std::vector<std::vector<std::string>> runs = {
      {"--version"},
      {"presets"},
      {"stats", "--help"},
      {"stats", "--size", "8x6"},  // --count missing: CLI11's message, the full program's words
      {"stats", "--algorithms", "prim", "--size", "8x6", "--count", "3", "--plot",
       (dir.path() / "plot.png").string()},
      {"stats", "--algorithms", "prim", "--grid", "mask:cat:20x20", "--count", "3"},
      {"stats", "--variant", "keys:2", "--size", "12x10", "--count", "3", "--plot",
       (dir.path() / "plot.png").string()},
  };
  for (const std::vector<std::string>& args : runs) {
    const ProcessRun run = run_process(front, args, dir.path());
    EXPECT_EQ(run.code, 1) << args[0] << " " << args.size();
    EXPECT_EQ(run.out, "") << args[0] << " " << args.size();
    EXPECT_EQ(run.err, missing) << args[0] << " " << args.size();
  }
  EXPECT_FALSE(fs::exists(dir.path() / "plot.png"));
}

TEST(Front, LinksNoDrawingLibrary) {
  mbtest::TempDir dir("front");
  const ProcessRun run = run_process("readelf", {"-d", MAZEBOOK_BINARY}, dir.path());
  ASSERT_EQ(run.code, 0) << run.err;
  ASSERT_NE(run.out.find("(NEEDED)"), std::string::npos);
  for (const char* library : {"cairo", "pango", "rsvg", "xml2", "jpeg", "libz", "libpng"}) {
    EXPECT_EQ(run.out.find(library), std::string::npos) << library;
  }
}

}  // namespace
