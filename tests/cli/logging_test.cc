// One logger for every note, warning and error (base/log.h): --verbose adds
// each step of a build with its time, --quiet leaves warnings and errors,
// MAZEBOOK_LOG sets the level for a whole session, and what scripts read on
// standard output does not change with any of them. The studio logs each
// request it answers.

#include <gtest/gtest.h>

#include <cstdlib>
#include <regex>
#include <sstream>
#include <string>
#include <thread>

#include "base/log.h"
#include "studio/studio_server.h"
#include "studio/studio_session.h"
#include "support/book_files.h"
#include "support/http_client.h"

namespace {

constexpr const char* kSpec =
    R"({"title": "Log Test", "author": "A. Writer", "trim": "6x9", "seed": 5,
        "sections": [{"preset": "easy", "count": 8}]})";

class ScopedLogEnv {
 public:
  explicit ScopedLogEnv(const char* value) { ::setenv("MAZEBOOK_LOG", value, 1); }
  ~ScopedLogEnv() { ::unsetenv("MAZEBOOK_LOG"); }
};

mbtest::CliRun build(const mbtest::TempDir& dir, const std::string& name,
                     const std::vector<std::string>& flags) {
  std::vector<std::string> args = {"build", dir.file("spec.json"), "--out", dir.file(name)};
  args.insert(args.end(), flags.begin(), flags.end());
  return mbtest::run_mazebook(args);
}

TEST(Logging, VerboseLogsEachStepWithItsTimeAndQuietOnlyProblems) {
  mbtest::TempDir dir("logging");
  mbtest::write_text(dir.file("spec.json"), kSpec);
  const mbtest::CliRun plain = build(dir, "plain", {});
  ASSERT_EQ(plain.code, 0) << plain.err;
  const std::string summary = "wrote " + dir.file("plain") + "/interior.pdf (24 pages, 6x9)";
  EXPECT_NE(plain.err.find(summary), std::string::npos) << plain.err;
  EXPECT_EQ(plain.err.find(" ms)\n"), std::string::npos) << plain.err;

  const mbtest::CliRun verbose = build(dir, "verbose", {"--verbose"});
  ASSERT_EQ(verbose.code, 0) << verbose.err;
  for (const char* step : {"chose 8 mazes and planned 24 pages", "wrote interior.pdf, cover.pdf",
                           "proved by mazeproof", "moved into place"}) {
    const std::regex line("mazebook: [^\n]*/verbose: " + std::string(step) +
                          "[^\n]* \\([0-9]+ ms\\)\n");
    EXPECT_TRUE(std::regex_search(verbose.err, line)) << step << "\n" << verbose.err;
  }

  // The notes (a 6x9 book of 24 pages is too thin for spine text) go with
  // the summary and the progress line.
  EXPECT_NE(plain.err.find("\nnote: spine left blank: "), std::string::npos) << plain.err;
  const mbtest::CliRun quiet = build(dir, "quiet", {"--quiet"});
  ASSERT_EQ(quiet.code, 0) << quiet.err;
  EXPECT_EQ(quiet.err, "");
  const mbtest::CliRun failed =
      mbtest::run_mazebook({"build", dir.file("none.json"), "--out", dir.file("x"), "--quiet"});
  EXPECT_EQ(failed.code, 2);
  EXPECT_EQ(failed.err.rfind("mazebook: " + dir.file("none.json") + ": ", 0), 0u) << failed.err;
  EXPECT_EQ(plain.out, quiet.out);
  EXPECT_EQ(plain.out, verbose.out);
}

TEST(Logging, TheEnvironmentSetsTheLevelAndAFlagWinsOverIt) {
  mbtest::TempDir dir("logging-env");
  mbtest::write_text(dir.file("spec.json"), kSpec);
  {
    const ScopedLogEnv env("warn");
    const mbtest::CliRun warn = build(dir, "warn", {});
    ASSERT_EQ(warn.code, 0) << warn.err;
    EXPECT_EQ(warn.err.find("wrote "), std::string::npos) << warn.err;
    const mbtest::CliRun verbose = build(dir, "verbose", {"--verbose"});
    EXPECT_NE(verbose.err.find(" ms)\n"), std::string::npos) << verbose.err;
  }
  const ScopedLogEnv env("loud");
  const mbtest::CliRun bad = mbtest::run_mazebook({"presets"});
  EXPECT_EQ(bad.code, 2);
  EXPECT_EQ(bad.err, "mazebook: MAZEBOOK_LOG: expected debug, info, warn or error, got 'loud'\n");
  EXPECT_EQ(bad.out, "");
}

TEST(Logging, EveryCommandTakesVerboseAndQuietButNotBoth) {
  for (const char* command : {"build", "preview", "sample", "stats", "poster", "batch", "check",
                              "presets", "swap", "studio"}) {
    const mbtest::CliRun help = mbtest::run_mazebook({command, "--help"});
    EXPECT_EQ(help.code, 0) << command;
    EXPECT_NE(help.out.find("--verbose"), std::string::npos) << command;
    EXPECT_NE(help.out.find("-q,--quiet"), std::string::npos) << command;
  }
  for (const char* command : {"build", "presets", "studio"}) {
    const mbtest::CliRun both = mbtest::run_mazebook({command, "--verbose", "--quiet"});
    EXPECT_EQ(both.code, 2) << command;
    EXPECT_EQ(both.err, "mazebook: --verbose excludes --quiet (see mazebook --help)\n") << command;
  }
}

TEST(Logging, TheStudioLogsEachRequestWithItsStatusAndTime) {
  mbtest::TempDir dir("logging-studio");
  std::ostringstream lines;
  mazebook::Log log(lines);
  mazebook::StudioSession session(mazebook::StudioPaths(dir.file("work")), 1);
  mazebook::StudioServer server(session, 0, "feedfacefeedfacefeedfacefeedface", {}, &log);
  std::thread thread([&] { server.run(); });
  const mbtest::HttpAnswer page = mbtest::http_request(server.port(), "GET", "/", {});
  const mbtest::HttpAnswer refused = mbtest::http_request(server.port(), "GET", "/api/choices", {});
  server.stop();
  thread.join();
  EXPECT_EQ(page.status, 200);
  EXPECT_EQ(refused.status, 403);
  const std::string text = lines.str();
  EXPECT_TRUE(std::regex_search(text, std::regex("^studio: GET / 200 [0-9]+ ms\n"))) << text;
  EXPECT_TRUE(std::regex_search(text, std::regex("\nstudio: GET /api/choices 403 [0-9]+ ms\n")))
      << text;
}

}  // namespace
