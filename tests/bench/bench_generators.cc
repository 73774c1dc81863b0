// mazebook_bench: times every generator plus the metrics of its maze, and
// measures the memory each one needs per cell. A measuring tool, not a test:
// it exits 0 whatever the numbers say (2 only for a malformed command line).
//
//   mazebook_bench [--size CxR] [--algorithm NAME|all] [--seed N] [--repeat R]
//
// A process's peak RSS covers everything it ever did, so with several
// algorithms the tool runs itself once per generator (fork + exec of
// /proc/self/exe with the hidden flag --child) and each child reports its
// own baseline and peak. exec, not a bare fork: only a fresh image starts
// with a fresh high-water mark.

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "maze/generators.h"
#include "maze/metrics.h"

namespace mazebook {
namespace {

constexpr double kSpeedGoal = 10.0;   // million cells per second, generate + metrics
constexpr double kMemoryGoal = 32.0;  // bytes per cell above the baseline
constexpr int kMaxSide = 10000;       // as the mazebook command line allows
constexpr std::string_view kSlowByDesign[] = {"wilson", "aldous_broder"};
constexpr std::string_view kUsage =
    "usage: mazebook_bench [--size CxR] [--algorithm NAME|all] [--seed N] [--repeat R]\n"
    "  defaults: --size 1000x1000 --algorithm all --seed 1 --repeat 3";

struct Options {
  int columns = 1000;
  int rows = 1000;
  std::string algorithm = "all";
  uint64_t seed = 1;
  int repeat = 3;
  bool help = false;
  bool child = false;  // hidden: run one generator, print one machine line
};

// The outcome of one generator; `failure` is set instead when a child died.
struct Result {
  std::string name;
  double generate_ms = 0;   // best over the repeats
  double metrics_ms = 0;    // best over the repeats
  int64_t baseline_kb = 0;  // VmRSS before the first maze
  int64_t peak_kb = 0;      // VmHWM after the last one
  std::string failure;
};

struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

int64_t parse_number(std::string_view option, std::string_view text, int64_t min, int64_t max) {
  int64_t value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size() || value < min || value > max) {
    throw UsageError(std::string(option) + ": expected an integer from " + std::to_string(min) +
                     " to " + std::to_string(max) + ", got '" + std::string(text) + "'");
  }
  return value;
}

Options parse_options(int argc, char** argv) {
  Options o;
  for (int i = 1; i < argc; ++i) {
    const std::string_view flag = argv[i];
    if (flag == "--help" || flag == "-h") {
      o.help = true;
      continue;
    }
    if (flag == "--child") {
      o.child = true;
      continue;
    }
    if (flag != "--size" && flag != "--algorithm" && flag != "--seed" && flag != "--repeat") {
      throw UsageError("unknown option '" + std::string(flag) +
                       "'; valid: --size CxR, --algorithm NAME|all, --seed N, --repeat R");
    }
    if (i + 1 == argc) throw UsageError(std::string(flag) + ": expected a value, got end of line");
    const std::string_view value = argv[++i];
    if (flag == "--size") {
      const size_t x = value.find('x');
      if (x == std::string_view::npos) {
        throw UsageError("--size: expected COLUMNSxROWS, got '" + std::string(value) + "'");
      }
      o.columns = static_cast<int>(parse_number("--size", value.substr(0, x), 1, kMaxSide));
      o.rows = static_cast<int>(parse_number("--size", value.substr(x + 1), 1, kMaxSide));
    } else if (flag == "--algorithm") {
      if (value != "all" && find_generator(value) == nullptr) {
        throw UsageError("--algorithm: unknown algorithm '" + std::string(value) +
                         "'; valid: all, " + generator_names());
      }
      o.algorithm = value;
    } else if (flag == "--seed") {
      o.seed = static_cast<uint64_t>(parse_number("--seed", value, 0, INT64_MAX));
    } else {
      o.repeat = static_cast<int>(parse_number("--repeat", value, 1, 1000));
    }
  }
  return o;
}

// A "Vm...:  1234 kB" line of /proc/self/status, in kB; -1 when missing.
int64_t status_kb(std::string_view key) {
  std::ifstream status("/proc/self/status");
  std::string line;
  while (std::getline(status, line)) {
    if (line.compare(0, key.size(), key) == 0 && line.size() > key.size() &&
        line[key.size()] == ':') {
      return std::stoll(line.substr(key.size() + 1));
    }
  }
  return -1;
}

int64_t peak_rss_kb() {
  const int64_t hwm = status_kb("VmHWM");
  if (hwm >= 0) return hwm;
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_maxrss;  // kB on Linux
}

double ms_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
      .count();
}

// Generates and measures `repeat` times with the same seed, so every repeat
// builds the same maze and only the timing varies.
Result run_generator(const GeneratorInfo& generator, const Options& o) {
  Result r;
  r.name = generator.name;
  r.baseline_kb = status_kb("VmRSS");
  for (int i = 0; i < o.repeat; ++i) {
    Random random(o.seed);
    auto start = std::chrono::steady_clock::now();
    const Maze maze = mazebook::generate_rect(generator, o.columns, o.rows, random);
    const double generate_ms = ms_since(start);
    start = std::chrono::steady_clock::now();
    measure(maze);
    const double metrics_ms = ms_since(start);
    r.generate_ms = i == 0 ? generate_ms : std::min(r.generate_ms, generate_ms);
    r.metrics_ms = i == 0 ? metrics_ms : std::min(r.metrics_ms, metrics_ms);
  }
  r.peak_kb = peak_rss_kb();
  return r;
}

// Runs this program again for one generator and reads back its one line:
// "name generate_ms metrics_ms baseline_kb peak_kb".
Result run_child(const GeneratorInfo& generator, const Options& o) {
  Result r;
  r.name = generator.name;
  std::vector<std::string> words = {
      "mazebook_bench", "--child",
      "--algorithm",    std::string(generator.name),
      "--size",         std::to_string(o.columns) + "x" + std::to_string(o.rows),
      "--seed",         std::to_string(o.seed),
      "--repeat",       std::to_string(o.repeat)};
  // Built before fork: between fork and exec only async-signal-safe calls.
  std::vector<char*> args;
  for (std::string& word : words) args.push_back(word.data());
  args.push_back(nullptr);
  int fds[2];
  if (pipe(fds) != 0) {
    r.failure = "pipe failed";
    return r;
  }
  std::fflush(stdout);
  const pid_t pid = fork();
  if (pid == 0) {
    dup2(fds[1], STDOUT_FILENO);
    close(fds[0]);
    close(fds[1]);
    execv("/proc/self/exe", args.data());
    _exit(127);
  }
  close(fds[1]);
  if (pid < 0) {
    close(fds[0]);
    r.failure = "fork failed";
    return r;
  }
  std::string output;
  char buffer[256];
  for (ssize_t n; (n = read(fds[0], buffer, sizeof buffer)) != 0;) {
    if (n > 0) {
      output.append(buffer, static_cast<size_t>(n));
    } else if (errno != EINTR) {
      break;
    }
  }
  close(fds[0]);
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  if (WIFSIGNALED(status)) {
    r.failure = "killed by signal " + std::to_string(WTERMSIG(status));
    return r;
  }
  char read_name[64];
  long long baseline = 0, peak = 0;
  if (WEXITSTATUS(status) != 0 ||
      std::sscanf(output.c_str(), "%63s %lf %lf %lld %lld", read_name, &r.generate_ms,
                  &r.metrics_ms, &baseline, &peak) != 5) {
    r.failure = "child exited " + std::to_string(WEXITSTATUS(status)) + " without a result";
    return r;
  }
  r.baseline_kb = baseline;
  r.peak_kb = peak;
  return r;
}

bool slow_by_design(std::string_view name) {
  return std::find(std::begin(kSlowByDesign), std::end(kSlowByDesign), name) !=
         std::end(kSlowByDesign);
}

void print_table(const Options& o, const std::vector<Result>& results) {
  const double cells = static_cast<double>(o.columns) * o.rows;
  std::printf(
      "%d x %d (%.0f cells), seed %llu, best of %d; goals: >= %.0f Mcells/s "
      "(not wilson, aldous_broder), <= %.0f bytes/cell\n\n",
      o.columns, o.rows, cells, static_cast<unsigned long long>(o.seed), o.repeat, kSpeedGoal,
      kMemoryGoal);
  std::printf("%-14s %10s %10s %10s %9s %9s %10s  %-7s %s\n", "algorithm", "generate", "metrics",
              "total", "Mcells/s", "peak MB", "bytes/cell", "speed", "memory");
  std::printf("%-14s %10s %10s %10s %9s %9s %10s  %-7s %s\n", "", "ms", "ms", "ms", "", "", "",
              "goal", "goal");
  for (const Result& r : results) {
    if (!r.failure.empty()) {
      std::printf("%-14s FAILED: %s\n", r.name.c_str(), r.failure.c_str());
      continue;
    }
    const double total_ms = r.generate_ms + r.metrics_ms;
    const double mcells = total_ms > 0 ? cells / (total_ms / 1000) / 1e6 : 0;
    const double per_cell = static_cast<double>(r.peak_kb - r.baseline_kb) * 1024 / cells;
    const char* speed = slow_by_design(r.name) ? "exempt" : mcells >= kSpeedGoal ? "met" : "MISSED";
    const char* memory = per_cell <= kMemoryGoal ? "met" : "MISSED";
    std::printf("%-14s %10.1f %10.1f %10.1f %9.2f %9.1f %10.2f  %-7s %s\n", r.name.c_str(),
                r.generate_ms, r.metrics_ms, total_ms, mcells,
                static_cast<double>(r.peak_kb) / 1024, per_cell, speed, memory);
  }
}

int run(int argc, char** argv) {
  Options o;
  try {
    o = parse_options(argc, argv);
  } catch (const UsageError& e) {
    std::fprintf(stderr, "mazebook_bench: %s\n%s\n", e.what(), kUsage.data());
    return 2;
  }
  if (o.help) {
    std::printf("%s\n", kUsage.data());
    return 0;
  }
  std::vector<const GeneratorInfo*> chosen;
  if (o.algorithm == "all") {
    for (const GeneratorInfo& g : generators()) chosen.push_back(&g);
  } else {
    chosen.push_back(find_generator(o.algorithm));
  }
  if (o.child) {
    const Result r = run_generator(*chosen.front(), o);
    std::printf("%s %.6f %.6f %lld %lld\n", r.name.c_str(), r.generate_ms, r.metrics_ms,
                static_cast<long long>(r.baseline_kb), static_cast<long long>(r.peak_kb));
    return 0;
  }
  std::vector<Result> results;
  for (const GeneratorInfo* g : chosen) {
    // One generator alone is its own process already: no child needed.
    results.push_back(chosen.size() == 1 ? run_generator(*g, o) : run_child(*g, o));
    std::fprintf(stderr, "%.*s done\n", static_cast<int>(g->name.size()), g->name.data());
  }
  print_table(o, results);
  return 0;
}

}  // namespace
}  // namespace mazebook

int main(int argc, char** argv) { return mazebook::run(argc, argv); }
