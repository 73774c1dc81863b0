// `mazebook stats`: many mazes per algorithm, and the min, median, mean and
// max of every metric, as a table or as JSON.

#include <cstdio>
#include <memory>
#include <optional>
#include <ostream>

#include "base/error.h"
#include "base/file_io.h"
#include "book/grid_json.h"
#include "book/maze_json.h"
#include "cli/command.h"
#include "cli/grid_option.h"
#include "cli/options.h"
#include "cli/variant_commands.h"
#include "cli/weave_commands.h"
#include "maze/algorithm_stats.h"
#include "maze/metrics.h"
#include "render/stats_plot.h"

namespace mazebook {

namespace {

struct StatsArgs {
  std::string algorithms;
  std::string grid;
  std::string size;
  std::string count;
  std::string seed = "1";
  std::string jobs;
  bool json = false;
  std::string plot;
  std::string variant;
  std::string weave;
};

std::string format_value(double value, bool integer) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, integer ? "%.1f" : "%.3f", value);
  return buffer;
}

Json stats_json(const Grid& grid, int count, uint64_t seed,
                const std::vector<AlgorithmStats>& all) {
  Json j;
  if (grid.kind() == GridKind::rect) {
    j["columns"] = grid.columns();
    j["rows"] = grid.rows();
  } else {
    j["grid"] = grid_json(grid);
  }
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

void print_table(std::ostream& out, const Grid& grid, int count, uint64_t seed,
                 const std::vector<AlgorithmStats>& all) {
  char line[160];
  if (grid.kind() == GridKind::rect) {
    out << grid.columns() << " x " << grid.rows() << ", " << count << " mazes per algorithm, seed "
        << seed << "; entrance top of (0,0), exit bottom of the last cell\n\n";
  } else {
    out << grid.name() << ", " << grid.cells() << " cells, " << count
        << " mazes per algorithm, seed " << seed
        << "; entrance and exit at the grid's corners (src/maze/README.md)\n\n";
  }
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
  const GridChoice choice = parse_grid_option(args.grid, args.size);
  const Grid& grid = *choice.grid;
  if (!choice.note.empty()) console.log.info("mazebook: note: " + choice.note);
  if (!args.weave.empty()) {
    if (!args.variant.empty()) {
      throw Error("--weave: a variant maze does not weave; leave out --variant or --weave");
    }
    if (!args.plot.empty()) throw Error("--plot: not drawn for weave mazes; leave --plot out");
    WeaveStatsRequest request;
    request.density = parse_weave_option("--weave", args.weave, grid);
    request.grid = choice.grid;
    request.algorithms = args.algorithms;
    request.count = static_cast<int>(parse_integer("--count", args.count, 1, 1000000));
    request.seed = parse_seed("--seed", args.seed);
    request.jobs = parse_jobs("--jobs", args.jobs);
    request.json = args.json;
    run_weave_stats(request, console);
    return;
  }
  if (!args.variant.empty()) {
    VariantStatsRequest request;
    request.variant = parse_variant_option("--variant", args.variant, grid);
    request.grid = choice.grid;
    request.algorithms = args.algorithms;
    request.count = static_cast<int>(parse_integer("--count", args.count, 1, 1000000));
    request.seed = parse_seed("--seed", args.seed);
    parse_jobs("--jobs", args.jobs);  // refused when bad, though the variant picks its own
    request.json = args.json;
    request.plot = args.plot;
    run_variant_stats(request, console);
    return;
  }
  if (args.algorithms.empty()) {
    throw Error("--algorithms: needed: comma-separated generators or 'all'; one of " +
                generator_names());
  }
  const std::vector<const GeneratorInfo*> chosen =
      parse_algorithms("--algorithms", args.algorithms, grid.kind());
  const int count = static_cast<int>(parse_integer("--count", args.count, 1, 1000000));
  const uint64_t seed = parse_seed("--seed", args.seed);
  const int jobs = parse_jobs("--jobs", args.jobs);
  const std::vector<AlgorithmStats> all =
      measure_algorithms(chosen, choice.grid, count, seed, jobs);
  if (!args.plot.empty()) {
    const std::string shape =
        grid.kind() == GridKind::rect
            ? std::to_string(grid.columns()) + " x " + std::to_string(grid.rows())
            : grid.name();
    const std::string title = "Metrics of " + std::to_string(count) + " mazes of " + shape +
                              " per generator (seed " + std::to_string(seed) + ")";
    // A metric that is the same for every maze (opening_distance with the
    // corners placement) or defined for none gets no panel: it shows nothing.
    std::vector<std::string> panels;
    std::vector<size_t> shown;
    for (size_t m = 0; m < kMetricCount; ++m) {
      bool varies = false;
      std::optional<double> first;
      for (const AlgorithmStats& stats : all) {
        for (const double v : stats.values[m]) {
          if (!first) first = v;
          varies = varies || v != *first;
        }
      }
      if (!varies) continue;
      panels.emplace_back(metric_infos()[m].name);
      shown.push_back(m);
    }
    std::vector<PlotSeries> series;
    for (const AlgorithmStats& stats : all) {
      PlotSeries s{std::string(stats.generator->name), {}};
      for (const size_t m : shown) s.values.push_back(stats.values[m]);
      series.push_back(std::move(s));
    }
    write_file_atomically(args.plot, stats_plot_png(panels, series, title));
  }
  if (args.json) {
    console.out << stats_json(grid, count, seed, all).dump(2) << "\n";
  } else {
    print_table(console.out, grid, count, seed, all);
  }
}

}  // namespace

void add_stats_command(CLI::App& app, Console& console, int& /*exit_code*/) {
  auto args = std::make_shared<StatsArgs>();
  CLI::App* cmd = app.add_subcommand(
      "stats", "Measure many mazes per algorithm: min, median, mean and max of every metric.");
  cmd->add_option("--algorithms,-a", args->algorithms,
                  "Comma-separated generators, or 'all' (every one the grid's kind allows): " +
                      generator_names() + " (with --variant: default all; left out for entrances)")
      ->type_name("LIST");
  cmd->add_option("--grid,-g", args->grid, kGridOptionHelp)->type_name("KIND:SIZE");
  cmd->add_option("--size,-s", args->size, "Short for --grid rect:CxR, e.g. 16x20")
      ->type_name("CxR");
  cmd->add_option("--count,-n", args->count, "Mazes per algorithm, 1 to 1000000")
      ->required()
      ->type_name("N");
  cmd->add_option("--seed", args->seed,
                  "Seed (default 1); every algorithm gets the same maze seeds")
      ->type_name("N");
  cmd->add_option("--jobs,-j", args->jobs,
                  "Worker threads (default: all cores; --variant picks its own); output is "
                  "identical for any N")
      ->type_name("N");
  cmd->add_option("--variant", args->variant, kVariantOptionHelp)->type_name("KIND:N");
  cmd->add_option("--weave", args->weave, kWeaveOptionHelp)->type_name("D");
  cmd->add_flag("--json", args->json, "Print JSON instead of a table");
  cmd->add_option("--plot", args->plot,
                  "Also draw the distribution of every metric per generator (box plots) to a PNG")
      ->type_name("FILE.png");
  cmd->footer(
      "Metrics: dead_end_share, route_length, route_ratio, forks, turns, coverage,\n"
      "opening_distance (defined in src/maze/README.md). 'perfect' counts mazes an\n"
      "independent check found perfect. With --variant, every maze is of that variant,\n"
      "'holds' counts mazes whose variant property an independent check confirmed, and\n"
      "the variant's own metrics follow (walk_length, keys_collected, backtracking_steps,\n"
      "arrows_on_route, floors_changed, dead_entrances; src/maze/README.md, \"Variants\").\n"
      "With --weave D, weave mazes (default: every generator that weaves), perfect on the\n"
      "graph where a crossing is two nodes, and crossings and crossings_on_route follow.\n"
      "Example: mazebook stats --algorithms backtracker,prim,wilson --size 16x20 --count 300\n"
      "         mazebook stats --algorithms all --grid hex:14x12 --count 300\n"
      "         mazebook stats --variant keys:2 --size 16x20 --count 300\n"
      "         mazebook stats --weave 0.2 --algorithms kruskal,backtracker --size 16x20 "
      "--count 300");
  cmd->callback([args, &console] { run_stats(*args, console); });
}

}  // namespace mazebook
