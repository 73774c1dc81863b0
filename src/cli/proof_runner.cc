#include "cli/proof_runner.h"

#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <ostream>

#include "base/error.h"

namespace mazebook {

namespace {

// 'text' for a POSIX shell, whatever it holds.
std::string shell_quote(const std::string& text) {
  std::string quoted = "'";
  for (char c : text) {
    if (c == '\'')
      quoted += "'\\''";
    else
      quoted += c;
  }
  return quoted + "'";
}

}  // namespace

std::string find_mazeproof() {
  std::error_code ec;
  const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", ec);
  if (ec) return "";
  const std::filesystem::path beside = self.parent_path() / "mazeproof";
  return ::access(beside.c_str(), X_OK) == 0 ? beside.string() : "";
}

void prove_book(const std::string& folder, const std::string& sign_key, Console& console,
                bool quiet) {
  const std::string mazeproof = find_mazeproof();
  if (mazeproof.empty()) {
    throw Error(
        "mazeproof: not found beside mazebook; build it (cmake --build build) to prove the book",
        kExitFailed);
  }
  std::string command = shell_quote(mazeproof) + " book " + shell_quote(folder);
  if (!sign_key.empty()) command += " --sign-key " + shell_quote(sign_key);
  command += " 2>&1";
  std::FILE* pipe = ::popen(command.c_str(), "r");
  if (!pipe) throw Error("mazeproof: cannot start: " + mazeproof, kExitFailed);
  std::string output;
  std::array<char, 4096> buffer;
  for (size_t n; (n = std::fread(buffer.data(), 1, buffer.size(), pipe)) > 0;)
    output.append(buffer.data(), n);
  const int status = ::pclose(pipe);
  const int code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  if (code != 0 || !quiet) console.err << output;
  if (code != 0) {
    throw Error(folder + ": the book did not prove (mazeproof exited " + std::to_string(code) +
                    "); see " + folder + "/check.json",
                kExitFailed);
  }
}

}  // namespace mazebook
