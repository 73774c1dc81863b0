// Interrupting a build (SIGTERM or SIGINT) at any of its moments leaves the
// output folder holding the old book or the new one, whole and with its
// check.json, and no staging folder behind. The real binary runs in its
// own process; MAZEBOOK_TEST_INTERRUPT makes it signal itself at a named
// checkpoint, so each moment is reached exactly.

#include <fcntl.h>
#include <gtest/gtest.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <string>
#include <thread>
#include <vector>

#include "support/book_files.h"

namespace {

namespace fs = std::filesystem;

std::string small_spec(int seed) {
  return R"({"title": "Small Book", "author": "T. Tester", "trim": "6x9", "seed": )" +
         std::to_string(seed) + R"(, "sections": [{"preset": "easy", "count": 20}],
    "solutions_per_page": 4})";
}

struct BuildRun {
  int code = 0;  // exit code, or 128 + signal
  std::string err;
};

BuildRun run_build(const fs::path& spec, const fs::path& out, const std::string& interrupt) {
  const std::string command = "MAZEBOOK_TEST_INTERRUPT='" + interrupt +
                              "' '" MAZEBOOK_BINARY "' build '" + spec.string() + "' --out '" +
                              out.string() + "' --quiet --jobs 2 2>&1";
  BuildRun run;
  std::FILE* pipe = ::popen(command.c_str(), "r");
  char buffer[512];
  for (size_t n; (n = std::fread(buffer, 1, sizeof buffer, pipe)) > 0;) run.err.append(buffer, n);
  const int status = ::pclose(pipe);
  run.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return run;
}

// Names in `folder`'s parent that are staging folders.
std::vector<std::string> leftovers(const fs::path& folder) {
  std::vector<std::string> names;
  for (const auto& entry : fs::directory_iterator(folder.parent_path())) {
    const std::string name = entry.path().filename().string();
    if (name.find(".mazebook-") != std::string::npos) names.push_back(name);
  }
  return names;
}

struct Moment {
  const char* checkpoint;
  bool new_book;  // the new book is in place after the interrupt
};

TEST(Interrupt, EveryMomentLeavesTheOldBookOrTheNewOneWhole) {
  mbtest::TempDir dir("interrupt");
  const fs::path old_spec = dir.path() / "old.json";
  const fs::path new_spec = dir.path() / "new.json";
  mbtest::write_text(old_spec, small_spec(1));
  mbtest::write_text(new_spec, small_spec(2));
  const fs::path out = dir.path() / "book";
  ASSERT_EQ(run_build(old_spec, out, "").code, 0);
  const std::string old_manifest = mbtest::read_bytes(out / "book.json");
  ASSERT_EQ(run_build(new_spec, dir.path() / "reference", "").code, 0);
  const std::string new_manifest = mbtest::read_bytes(dir.path() / "reference" / "book.json");
  ASSERT_NE(old_manifest, new_manifest);

  const Moment moments[] = {
      {"checked", false},          {"generating", false},    {"selected", false},
      {"interior-written", false}, {"cover-written", false}, {"manifest-written", false},
      {"proving", false},          {"proved", false},        {"before-swap", true},
      {"after-swap", true},        {"done", true},           {"checked:INT", false},
      {"proving:INT", false},
  };
  for (const Moment& m : moments) {
    SCOPED_TRACE(m.checkpoint);
    const std::string checkpoint = m.checkpoint;
    const bool sigint = checkpoint.find(":INT") != std::string::npos;
    const BuildRun run = run_build(new_spec, out, checkpoint);
    EXPECT_EQ(run.code, sigint ? 130 : 143) << run.err;
    EXPECT_EQ(run.err, "mazebook: interrupted; " + out.string() +
                           (m.new_book ? " holds the new book, proved\n"
                                       : " is as it was before this build\n"));
    EXPECT_EQ(mbtest::read_bytes(out / "book.json"), m.new_book ? new_manifest : old_manifest);
    // A whole book, report included, and nothing else.
    std::vector<std::string> names;
    for (const auto& entry : fs::directory_iterator(out)) {
      names.push_back(entry.path().filename().string());
    }
    std::sort(names.begin(), names.end());
    EXPECT_EQ(names,
              (std::vector<std::string>{"book.json", "check.json", "cover.pdf", "interior.pdf"}));
    EXPECT_TRUE(leftovers(out).empty());
    // Back to the old book for the next moment.
    if (m.new_book) {
      ASSERT_EQ(run_build(old_spec, out, "").code, 0);
    }
  }
}

// True when every thread of `pid` sleeps (state S in /proc/PID/task/*/stat).
bool all_threads_asleep(pid_t pid) {
  std::error_code ec;
  int threads = 0;
  for (const auto& task : fs::directory_iterator("/proc/" + std::to_string(pid) + "/task", ec)) {
    const std::string stat = mbtest::read_bytes(task.path() / "stat");
    const size_t name_end = stat.rfind(')');
    if (name_end == std::string::npos || name_end + 2 >= stat.size()) return false;
    if (stat[name_end + 2] != 'S') return false;
    ++threads;
  }
  return threads > 0;
}

// A build interrupted at `checkpoint` whose standard error is a full pipe:
// the message of its cleanup cannot be written until the test reads, so
// whatever the build still does after its cleanup began, it does in view.
// Once every thread has slept for a second, the pipe is read.
BuildRun run_build_with_stderr_held(const fs::path& spec, const fs::path& out,
                                    const std::string& checkpoint) {
  int err[2];
  EXPECT_EQ(::pipe(err), 0);
  ::fcntl(err[1], F_SETFL, O_NONBLOCK);
  const std::string filler(4096, 'x');
  size_t held = 0;
  while (::write(err[1], filler.data(), filler.size()) > 0) held += filler.size();
  ::fcntl(err[1], F_SETFL, 0);
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0);
  posix_spawn_file_actions_adddup2(&actions, err[1], STDERR_FILENO);
  posix_spawn_file_actions_addclose(&actions, err[0]);
  const std::string interrupt = "MAZEBOOK_TEST_INTERRUPT=" + checkpoint;
  std::vector<std::string> words = {MAZEBOOK_BINARY, "build",   spec.string(), "--out",
                                    out.string(),    "--quiet", "--jobs",      "2"};
  std::vector<char*> argv;
  for (std::string& w : words) argv.push_back(w.data());
  argv.push_back(nullptr);
  std::vector<std::string> environment = {interrupt};
  for (char** e = environ; *e; ++e) {
    if (std::string(*e).rfind("MAZEBOOK_TEST_INTERRUPT=", 0) != 0) environment.push_back(*e);
  }
  std::vector<char*> envp;
  for (std::string& e : environment) envp.push_back(e.data());
  envp.push_back(nullptr);
  pid_t pid = 0;
  EXPECT_EQ(::posix_spawn(&pid, MAZEBOOK_BINARY, &actions, nullptr, argv.data(), envp.data()), 0);
  posix_spawn_file_actions_destroy(&actions);
  ::close(err[1]);
  for (int asleep = 0, polls = 0; asleep < 20 && polls < 2400; ++polls) {
    asleep = all_threads_asleep(pid) ? asleep + 1 : 0;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  BuildRun run;
  char buffer[4096];
  for (ssize_t n; (n = ::read(err[0], buffer, sizeof buffer)) > 0;) run.err.append(buffer, n);
  ::close(err[0]);
  run.err.erase(0, std::min(held, run.err.size()));
  int status = 0;
  ::waitpid(pid, &status, 0);
  run.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return run;
}

TEST(Interrupt, NothingIsWrittenOnceTheCleanupHasBegun) {
  mbtest::TempDir dir("interrupt-writing");
  const fs::path old_spec = dir.path() / "old.json";
  const fs::path new_spec = dir.path() / "new.json";
  mbtest::write_text(old_spec, small_spec(4));
  mbtest::write_text(new_spec, small_spec(5));
  const fs::path out = dir.path() / "book";
  ASSERT_EQ(run_build(old_spec, out, "").code, 0);
  const std::string old_manifest = mbtest::read_bytes(out / "book.json");
  // The signal comes as the staging folder is made or a file is written,
  // and that step goes on: the cleanup must wait for it, and nothing may
  // be written after, or the staging folder (or the new book) outlives
  // the cleanup that said the folder is as it was.
  for (const char* checkpoint : {"writing-staging", "writing-interior.pdf", "writing-cover.pdf",
                                 "writing-book.json", "writing-staging:INT"}) {
    SCOPED_TRACE(checkpoint);
    const bool sigint = std::string(checkpoint).find(":INT") != std::string::npos;
    const BuildRun run = run_build_with_stderr_held(new_spec, out, checkpoint);
    EXPECT_EQ(run.code, sigint ? 130 : 143) << run.err;
    EXPECT_EQ(run.err,
              "mazebook: interrupted; " + out.string() + " is as it was before this build\n");
    EXPECT_EQ(mbtest::read_bytes(out / "book.json"), old_manifest);
    EXPECT_TRUE(leftovers(out).empty());
    for (const std::string& name : leftovers(out)) fs::remove_all(dir.path() / name);
    if (mbtest::read_bytes(out / "book.json") != old_manifest) {
      ASSERT_EQ(run_build(old_spec, out, "").code, 0);
    }
  }
}

TEST(Interrupt, AStagingFolderLeftByAKilledRunIsSweptByTheNext) {
  mbtest::TempDir dir("interrupt-kill");
  const fs::path spec = dir.path() / "spec.json";
  mbtest::write_text(spec, small_spec(3));
  const fs::path out = dir.path() / "book";
  // SIGKILL cannot be caught: a run stopped once it wrote its interior
  // and killed leaves its staging folder.
  const std::string command = "MAZEBOOK_TEST_INTERRUPT=interior-written:STOP '" MAZEBOOK_BINARY
                              "' build '" +
                              spec.string() + "' --out '" + out.string() +
                              "' --quiet & "
                              "until ps -o stat= -p $! | grep -q T; do sleep 0.02; done; "
                              "kill -9 $!; wait $!; true";
  ASSERT_EQ(std::system(command.c_str()), 0);
  EXPECT_EQ(leftovers(out).size(), 1u);
  EXPECT_FALSE(fs::exists(out));
  ASSERT_EQ(run_build(spec, out, "").code, 0);
  EXPECT_TRUE(leftovers(out).empty());
  EXPECT_TRUE(fs::exists(out / "check.json"));
}

}  // namespace
