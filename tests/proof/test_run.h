#pragma once
// Running mazeproof in tests: in-process through run_mazeproof (fast, exact
// output), or as the real binary through the shell (exit codes as a user
// sees them). Temporary folders that clean up after themselves.

#include <sys/wait.h>

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
