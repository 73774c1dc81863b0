#include "app/proof_runner.h"

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <ostream>

#include "app/interrupts.h"
#include "base/error.h"

namespace mazebook {

namespace {}  // namespace

std::string find_mazeproof() {
  std::error_code ec;
  const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", ec);
  if (ec) return "";
  const std::filesystem::path beside = self.parent_path() / "mazeproof";
  return ::access(beside.c_str(), X_OK) == 0 ? beside.string() : "";
}

MazeproofRun run_mazeproof(const std::vector<std::string>& args, std::atomic<pid_t>* child,
                           InterruptScope* interrupts) {
  const std::string mazeproof = find_mazeproof();
  if (mazeproof.empty()) {
    throw Error(
        "mazeproof: not found beside mazebook; build it (cmake --build build) to prove the book",
        kExitFailed);
  }
  std::vector<std::string> argv_text{mazeproof};
  argv_text.insert(argv_text.end(), args.begin(), args.end());
  std::vector<char*> argv;
  for (std::string& a : argv_text) argv.push_back(a.data());
  argv.push_back(nullptr);

  int pipe_fds[2];
  if (::pipe2(pipe_fds, O_CLOEXEC) != 0)
    throw Error("mazeproof: cannot start: " + mazeproof, kExitFailed);
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, pipe_fds[1], STDOUT_FILENO);
  posix_spawn_file_actions_adddup2(&actions, pipe_fds[1], STDERR_FILENO);
  // The child starts with no signal blocked, whatever the build blocked.
  posix_spawnattr_t attributes;
  posix_spawnattr_init(&attributes);
  sigset_t none;
  sigemptyset(&none);
  posix_spawnattr_setsigmask(&attributes, &none);
  posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSIGMASK);
  pid_t pid = 0;
  // Started and made known as one step: a signal's cleanup either sees
  // the child to stop or comes first, and then none is started.
  std::unique_lock<std::mutex> starting;
  if (interrupts) starting = interrupts->hold();
  const int spawned =
      ::posix_spawn(&pid, mazeproof.c_str(), &actions, &attributes, argv.data(), environ);
  if (spawned == 0 && child) child->store(pid);
  if (starting) starting.unlock();
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attributes);
  ::close(pipe_fds[1]);
  if (spawned != 0) {
    ::close(pipe_fds[0]);
    throw Error("mazeproof: cannot start: " + mazeproof + ": " + std::strerror(spawned),
                kExitFailed);
  }
  if (child) interrupt_checkpoint("proving");
  MazeproofRun run;
  std::array<char, 4096> buffer;
  for (;;) {
    const ssize_t n = ::read(pipe_fds[0], buffer.data(), buffer.size());
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    run.output.append(buffer.data(), static_cast<size_t>(n));
  }
  ::close(pipe_fds[0]);
  int status = 0;
  while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  if (child) child->store(0);
  run.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return run;
}

void stop_child(pid_t pid) {
  if (pid <= 0) return;
  ::kill(pid, SIGKILL);
  siginfo_t info{};
  while (::waitid(P_PID, static_cast<id_t>(pid), &info, WEXITED | WNOWAIT) != 0 && errno == EINTR) {
  }
}

void check_sign_key(const std::string& sign_key) {
  const MazeproofRun run = run_mazeproof({"check-key", sign_key}, nullptr);
  if (run.code == kExitOk) return;
  std::string line = run.output.substr(0, run.output.find('\n'));
  const std::string prefix = "mazeproof: ";
  if (line.rfind(prefix, 0) == 0) line = line.substr(prefix.size());
  throw Error("--sign-key: " + line);
}

void prove_book(const std::string& folder, const std::string& shown, const std::string& sign_key,
                Console& console, std::atomic<pid_t>* child, InterruptScope* interrupts) {
  std::vector<std::string> args{"book", folder};
  if (!sign_key.empty()) args.insert(args.end(), {"--sign-key", sign_key});
  MazeproofRun run = run_mazeproof(args, child, interrupts);
  // mazeproof saw the staging folder; the user knows the output folder.
  for (size_t at = 0; (at = run.output.find(folder, at)) != std::string::npos;) {
    run.output.replace(at, folder.size(), shown);
    at += shown.size();
  }
  if (!run.output.empty() && run.output.back() == '\n') run.output.pop_back();
  if (run.code != kExitOk) {
    console.log.error(run.output);
  } else {
    console.log.info(run.output);
  }
  if (run.code != kExitOk) {
    throw Error(shown + ": the book did not prove (mazeproof exited " + std::to_string(run.code) +
                    "); nothing was written (--keep-failed DIR keeps a failed book)",
                kExitFailed);
  }
}

}  // namespace mazebook
