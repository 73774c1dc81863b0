#pragma once
// Running mazeproof in tests: in-process through run_mazeproof (fast, exact
// output), or as the real binary through the shell (exit codes as a user
// sees them). Temporary folders that clean up after themselves.

#include <fcntl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "proof/app/commands.h"

namespace mazeproof_test {

struct RunResult {
  int code = -1;
  std::string out;
  std::string err;
};

inline RunResult run_in_process(std::vector<std::string> args) {
  args.insert(args.begin(), "mazeproof");
  std::vector<const char*> argv;
  for (const std::string& a : args) argv.push_back(a.c_str());
  std::ostringstream out, err;
  mazeproof::Console console{out, err};
  const int code = mazeproof::run_mazeproof(static_cast<int>(argv.size()), argv.data(), console);
  return {code, out.str(), err.str()};
}

inline std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// Runs a shell command; stdout and stderr captured through files.
inline RunResult run_shell(const std::string& command, const std::string& scratch) {
  const std::string out = scratch + "/.stdout", err = scratch + "/.stderr";
  const int status = std::system((command + " >" + out + " 2>" + err).c_str());
  RunResult r;
  r.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  r.out = slurp(out);
  r.err = slurp(err);
  return r;
}

// A run of the real binary with what it took: wall-clock seconds and the
// largest resident set of it and its descendants (wait4), kB.
struct MeasuredRun {
  int code = -1;
  std::string err;
  double seconds = 0;
  long max_rss_kb = 0;
};

// Runs `argv` (argv[0] a path) in `scratch`, stdout to nothing, stderr
// captured; bounded, when given, to `address_bytes` of address space and
// `cpu_seconds` of CPU (a child past them is killed: no exit code).
inline MeasuredRun run_measured(const std::vector<std::string>& argv, const std::string& scratch,
                                uint64_t address_bytes = 0, unsigned cpu_seconds = 0) {
  const std::string err = scratch + "/.stderr";
  const auto start = std::chrono::steady_clock::now();
  const pid_t pid = fork();
  if (pid == 0) {
    const int out_fd = open("/dev/null", O_WRONLY);
    const int err_fd = open(err.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (out_fd < 0 || err_fd < 0 || chdir(scratch.c_str()) != 0) _exit(127);
    if (address_bytes > 0) {
      const rlimit as{address_bytes, address_bytes};
      if (setrlimit(RLIMIT_AS, &as) != 0) _exit(127);
    }
    if (cpu_seconds > 0) {
      const rlimit cpu{cpu_seconds, cpu_seconds};
      if (setrlimit(RLIMIT_CPU, &cpu) != 0) _exit(127);
    }
    dup2(out_fd, STDOUT_FILENO);
    dup2(err_fd, STDERR_FILENO);
    std::vector<char*> args;
    for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);
    execv(args[0], args.data());
    _exit(127);
  }
  MeasuredRun r;
  int status = 0;
  rusage usage{};
  if (pid > 0 && wait4(pid, &status, 0, &usage) == pid) {
    r.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    r.max_rss_kb = usage.ru_maxrss;
  }
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  r.err = slurp(err);
  return r;
}

class TempDir {
 public:
  TempDir() {
    std::string pattern =
        (std::filesystem::temp_directory_path() / "mazeproof-test-XXXXXX").string();
    path_ = mkdtemp(pattern.data()) ? pattern : "";
  }
  ~TempDir() {
    std::error_code ec;
    std::filesystem::remove_all(path_, ec);
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  const std::string& path() const { return path_; }
  std::string operator/(const std::string& name) const { return path_ + "/" + name; }

 private:
  std::string path_;
};

inline void write_text(const std::string& path, const std::string& text) {
  std::ofstream(path, std::ios::binary) << text;
}

// Count of lines in `text` that contain every one of `parts`.
inline int lines_with(const std::string& text, const std::vector<std::string>& parts) {
  std::istringstream in(text);
  std::string line;
  int n = 0;
  while (std::getline(in, line)) {
    bool all = true;
    for (const std::string& p : parts) all = all && line.find(p) != std::string::npos;
    n += all ? 1 : 0;
  }
  return n;
}

}  // namespace mazeproof_test
