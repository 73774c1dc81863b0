#include "proof/core/bounded_child.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>

#include "proof/core/error.h"

namespace mazeproof {

namespace {

// Bytes of address space this process has mapped (its libraries and heap):
// the child starts with all of it, so its bound is counted from there.
uint64_t mapped_bytes() {
  FILE* f = std::fopen("/proc/self/statm", "r");
  unsigned long long pages = 0;
  if (f != nullptr) {
    if (std::fscanf(f, "%llu", &pages) != 1) pages = 0;
    std::fclose(f);
  }
  return pages * static_cast<uint64_t>(sysconf(_SC_PAGESIZE));
}

bool write_all(int fd, const char* data, size_t size) {
  while (size > 0) {
    const ssize_t n = write(fd, data, size);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    data += n;
    size -= static_cast<size_t>(n);
  }
  return true;
}

// The child's side: bounds set, the work done, its outcome written as one
// byte ('o' done, 'e' an Error, 'f' anything else) and the bytes.
[[noreturn]] void run_child(int fd, const std::function<std::string()>& work,
                            const ChildBounds& bounds, uint64_t mapped) {
  const int null = open("/dev/null", O_WRONLY);
  if (null >= 0) {
    dup2(null, STDOUT_FILENO);
    dup2(null, STDERR_FILENO);
  }
  const rlimit no_core{0, 0};
  setrlimit(RLIMIT_CORE, &no_core);
  const rlim_t memory = static_cast<rlim_t>(mapped + bounds.memory_bytes);
  const rlimit address_space{memory, memory};
  setrlimit(RLIMIT_AS, &address_space);
  const rlim_t cpu = static_cast<rlim_t>(std::ceil(bounds.seconds));
  const rlimit cpu_time{cpu, cpu + 1};
  setrlimit(RLIMIT_CPU, &cpu_time);
  char outcome = 'f';
  std::string bytes;
  try {
    bytes = work();
    outcome = 'o';
  } catch (const Error& e) {
    bytes = e.what();
    outcome = 'e';
  } catch (...) {
    bytes.clear();
  }
  if (write_all(fd, &outcome, 1)) write_all(fd, bytes.data(), bytes.size());
  _exit(0);
}

}  // namespace

std::string run_bounded(const std::function<std::string()>& work, const ChildBounds& bounds,
                        const std::string& what) {
  const std::string over = what + " within " + std::to_string(std::lround(bounds.seconds)) +
                           " s and " + std::to_string(bounds.memory_bytes >> 20) + " MB";
  const uint64_t mapped = mapped_bytes();
  int fds[2];
  if (pipe2(fds, O_CLOEXEC) != 0) throw Error(over + " (no pipe to a child process)");
  const pid_t pid = fork();
  if (pid < 0) {
    close(fds[0]);
    close(fds[1]);
    throw Error(over + " (no child process)");
  }
  if (pid == 0) {
    close(fds[0]);
    run_child(fds[1], work, bounds, mapped);
  }
  close(fds[1]);
  const auto deadline = std::chrono::steady_clock::now() +
                        std::chrono::milliseconds(std::llround(bounds.seconds * 1000));
  std::string out;
  bool late = false;
  char buffer[1 << 16];
  for (;;) {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
        deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0) {
      late = true;
      break;
    }
    pollfd ready{fds[0], POLLIN, 0};
    const int r = poll(&ready, 1, static_cast<int>(std::min<int64_t>(left.count(), 1 << 30)));
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) {
      late = r == 0;
      break;
    }
    const ssize_t n = read(fds[0], buffer, sizeof buffer);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    out.append(buffer, static_cast<size_t>(n));
  }
  close(fds[0]);
  if (late) kill(pid, SIGKILL);
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  const bool whole = !late && WIFEXITED(status) && WEXITSTATUS(status) == 0 && !out.empty();
  if (!whole || out[0] == 'f') throw Error(over);
  if (out[0] == 'e') throw Error(out.substr(1));
  out.erase(0, 1);
  return out;
}

}  // namespace mazeproof
