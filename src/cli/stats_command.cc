// `mazebook stats`: many mazes per algorithm, and the min, median, mean and
// max of every metric, as a table or as JSON.

#include <cstdio>
#include <memory>
#include <ostream>

#include "base/file_io.h"
#include "book/maze_json.h"
#include "cli/command.h"
#include "cli/options.h"
#include "maze/algorithm_stats.h"
#include "maze/metrics.h"
#include "render/stats_plot.h"

namespace mazebook {

namespace {

struct StatsArgs {
  std::string algorithms;
  std::string size;
  std::string count;
  std::string seed = "1";
  bool json = false;
  std::string plot;
};

std::string format_value(double value, bool integer) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, integer ? "%.1f" : "%.3f", value);
  return buffer;
}

Json stats_json(const GridSize& size, int count, uint64_t seed,
                const std::vector<AlgorithmStats>& all) {
  Json j;
  j["columns"] = size.columns;
  j["rows"] = size.rows;
  j["count"] = count;
  j["seed"] = seed;
  Json algorithms = Json::object();
  for (const AlgorithmStats& stats : all) {
    Json metrics = Json::object();
    size_t m = 0;
    for (const MetricInfo& info : metric_infos()) {
      const Summary& s = stats.summaries[m++];
      metrics[std::string(info.name)] = {
          {"min", s.min}, {"median", s.median}, {"mean", s.mean}, {"max", s.max}};
    }
    algorithms[std::string(stats.generator->name)] = {{"perfect", stats.perfect},
                                                      {"metrics", metrics}};
  }
  j["algorithms"] = algorithms;
  return j;
}

void print_table(std::ostream& out, const GridSize& size, int count, uint64_t seed,
                 const std::vector<AlgorithmStats>& all) {
  char line[160];
  out << size.columns << " x " << size.rows << ", " << count << " mazes per algorithm, seed "
      << seed << "; entrance top of (0,0), exit bottom of the last cell\n\n";
  std::snprintf(line, sizeof line, "%-14s %-9s %-15s %9s %9s %9s %9s\n", "algorithm", "perfect",
                "metric", "min", "median", "mean", "max");
  out << line;
  for (const AlgorithmStats& stats : all) {
    const std::string perfect = std::to_string(stats.perfect) + "/" + std::to_string(stats.count);
    size_t m = 0;
    for (const MetricInfo& info : metric_infos()) {
      const Summary& s = stats.summaries[m];
      std::snprintf(line, sizeof line, "%-14s %-9s %-15s %9s %9s %9s %9s\n",
                    m == 0 ? std::string(stats.generator->name).c_str() : "",
                    m == 0 ? perfect.c_str() : "", std::string(info.name).c_str(),
                    format_value(s.min, info.integer).c_str(),
                    format_value(s.median, info.integer).c_str(),
                    format_value(s.mean, false).c_str(), format_value(s.max, info.integer).c_str());
      out << line;
      ++m;
    }
  }
}

void run_stats(const StatsArgs& args, Console& console) {
  const std::vector<const GeneratorInfo*> chosen =
      parse_algorithms("--algorithms", args.algorithms);
  const GridSize size = parse_size("--size", args.size);
  const int count = static_cast<int>(parse_integer("--count", args.count, 1, 1000000));
  const uint64_t seed = parse_seed("--seed", args.seed);
  std::vector<AlgorithmStats> all;
  for (const GeneratorInfo* g : chosen) {
    all.push_back(measure_algorithm(*g, size.columns, size.rows, count, seed));
  }
  if (!args.plot.empty()) {
    const std::string title = "Metrics of " + std::to_string(count) + " mazes of " +
                              std::to_string(size.columns) + " x " + std::to_string(size.rows) +
                              " per generator (seed " + std::to_string(seed) + ")";
    std::vector<std::string> panels;
    for (const MetricInfo& info : metric_infos()) panels.emplace_back(info.name);
    std::vector<PlotSeries> series;
    for (const AlgorithmStats& stats : all) {
      series.push_back(
          {std::string(stats.generator->name),
           std::vector<std::vector<double>>(stats.values.begin(), stats.values.end())});
    }
    write_file_atomically(args.plot, stats_plot_png(panels, series, title));
  }
  if (args.json) {
    console.out << stats_json(size, count, seed, all).dump(2) << "\n";
  } else {
    print_table(console.out, size, count, seed, all);
  }
}

}  // namespace

void add_stats_command(CLI::App& app, Console& console, int& /*exit_code*/) {
  auto args = std::make_shared<StatsArgs>();
  CLI::App* cmd = app.add_subcommand(
      "stats", "Measure many mazes per algorithm: min, median, mean and max of every metric.");
  cmd->add_option("--algorithms,-a", args->algorithms,
                  "Comma-separated generators, or 'all': " + generator_names())
      ->required()
      ->type_name("LIST");
  cmd->add_option("--size,-s", args->size, "Grid as COLUMNSxROWS, each 1 to 10000, e.g. 16x20")
      ->required()
      ->type_name("CxR");
  cmd->add_option("--count,-n", args->count, "Mazes per algorithm, 1 to 1000000")
      ->required()
      ->type_name("N");
  cmd->add_option("--seed", args->seed,
                  "Seed (default 1); every algorithm gets the same maze seeds")
      ->type_name("N");
  cmd->add_flag("--json", args->json, "Print JSON instead of a table");
  cmd->add_option("--plot", args->plot,
                  "Also draw the distribution of every metric per generator (box plots) to a PNG")
      ->type_name("FILE.png");
  cmd->footer(
      "Metrics: dead_end_share, route_length, route_ratio, forks, turns, coverage\n"
      "(defined in src/maze/README.md). 'perfect' counts mazes an independent check\n"
      "found perfect.\n"
      "Example: mazebook stats --algorithms backtracker,prim,wilson --size 16x20 --count 300");
  cmd->callback([args, &console] { run_stats(*args, console); });
}

}  // namespace mazebook
