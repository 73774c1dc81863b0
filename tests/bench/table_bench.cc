// mazebook_table_bench: the published-table workload (backtracker, Prim and
// Wilson, 300 mazes each of 16 x 20, generated, checked and measured: what
// `mazebook stats --algorithms backtracker,prim,wilson --size 16x20
// --count 300` computes) timed in-process, so that the figure is the
// work's own and not a process's start. A measuring tool, not a test: it
// exits 0 whatever the numbers say (2 only for a malformed command line).
//
//   mazebook_table_bench [--repeat R] [--jobs N] [--count C]

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

#include "maze/algorithm_stats.h"
#include "maze/generators.h"
#include "maze/grids.h"

namespace {

constexpr std::string_view kUsage =
    "usage: mazebook_table_bench [--repeat R] [--jobs N] [--count C]\n"
    "  defaults: --repeat 20 --jobs 1 --count 300 (0 jobs: one a core)";

bool parse_int(std::string_view text, int low, int high, int& out) {
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), out);
  return error == std::errc() && end == text.data() + text.size() && out >= low && out <= high;
}

}  // namespace

int main(int argc, char** argv) {
  int repeat = 20, jobs = 1, count = 300;
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    int* target = arg == "--repeat"  ? &repeat
                  : arg == "--jobs"  ? &jobs
                  : arg == "--count" ? &count
                                     : nullptr;
    if (!target || i + 1 == argc ||
        !parse_int(argv[++i], target == &jobs ? 0 : 1, 100000, *target)) {
      std::fprintf(stderr, "%s\n", kUsage.data());
      return 2;
    }
  }
  using namespace mazebook;
  const std::vector<const GeneratorInfo*> generators = {
      find_generator("backtracker"), find_generator("prim"), find_generator("wilson")};
  GridSpec spec;
  spec.columns = 16;
  spec.rows = 20;
  const GridPtr grid = make_grid(spec);
  double best_ms = 1e300;
  int perfect = 0;
  for (int r = 0; r < repeat; ++r) {
    const auto start = std::chrono::steady_clock::now();
    const std::vector<AlgorithmStats> stats = measure_algorithms(generators, grid, count, 1, jobs);
    const std::chrono::duration<double, std::milli> took = std::chrono::steady_clock::now() - start;
    best_ms = std::min(best_ms, took.count());
    perfect = 0;
    for (const AlgorithmStats& s : stats) perfect += s.perfect;
  }
  const double mazes = 3.0 * count;
  const double cells = mazes * grid->cells();
  std::printf(
      "table workload: 3 generators x %d mazes of 16 x 20 (%.0f mazes, %.0f cells), %d job(s)\n"
      "best of %d: %.2f ms; %.2f us a maze; %.1f ns a cell; %d of %.0f perfect\n",
      count, mazes, cells, jobs, repeat, best_ms, best_ms * 1000 / mazes, best_ms * 1e6 / cells,
      perfect, mazes);
  return 0;
}
