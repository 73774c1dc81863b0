#include "cli/weave_commands.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <ostream>
#include <vector>

#include "base/error.h"
#include "base/file_io.h"
#include "book/grid_json.h"
#include "book/weave_json.h"
#include "cli/options.h"
#include "maze/generators.h"
#include "maze/weave/weave_graph.h"
#include "maze/weave/weave_stats.h"
#include "render/maze_png.h"

namespace mazebook {

const char* const kWeaveOptionHelp =
    "Weave mazes, passages crossing over and under each other, at density D (0 < D < 1, "
    "e.g. 0.2); rect and masked grids, backtracker and kruskal";

double parse_weave_option(const std::string& option, const std::string& text, const Grid& grid) {
  double density = 0;
  const char* end = text.data() + text.size();
  const auto [ptr, ec] = std::from_chars(text.data(), end, density);
  if (text.empty() || ec != std::errc() || ptr != end || !std::isfinite(density) || density <= 0 ||
      density >= 1) {
    throw Error(option + ": expected a density above 0 and below 1 (e.g. 0.2), got '" + text + "'");
  }
  if (!weaves(grid.kind())) {
    throw Error(option + ": weave mazes are for rect and masked grids, not " +
                std::string(grid_kind_name(grid.kind())));
  }
  return density;
}

const WeaveGeneratorInfo& parse_weave_algorithm(const std::string& option,
                                                const std::string& name) {
  const WeaveGeneratorInfo* generator = find_weave_generator(name);
  if (generator) return *generator;
  if (find_generator(name)) {
    throw Error(option + ": " + name + " does not weave; with --weave, one of " +
                weave_generator_names());
  }
  throw Error(option + ": unknown algorithm '" + name + "'; with --weave, one of " +
              weave_generator_names());
}

namespace {

std::string shape_of(const Grid& grid) {
  return grid.kind() == GridKind::rect
             ? std::to_string(grid.columns()) + "x" + std::to_string(grid.rows())
             : grid.name();
}

std::string format_value(double value, bool integer) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, integer ? "%.1f" : "%.3f", value);
  return buffer;
}

// "%g" of the density, as the user is likely to have typed it.
std::string density_text(double density) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%g", density);
  return buffer;
}

}  // namespace

void run_weave_sample(const WeaveSampleRequest& r, Console& console) {
  if (r.algorithm.empty()) {
    throw Error("--algorithm: needed with --weave; one of " + weave_generator_names());
  }
  const WeaveGeneratorInfo& generator = parse_weave_algorithm("--algorithm", r.algorithm);
  if (r.format == "picture") {
    throw Error("--format: a picture cannot show crossings; use json with --weave");
  }
  if (r.format != "json" && r.format != "png") {
    throw Error("--format: with --weave, expected json or png, got '" + r.format + "'");
  }
  if (r.format == "png" && r.out.empty()) {
    throw Error("--out: a file name is needed with --format png (e.g. --out weave.png)");
  }

  Json all = Json::array();
  for (int i = 0; i < r.count; ++i) {
    // Maze i uses seed + i, as plain samples do.
    const uint64_t maze_seed = r.seed + static_cast<uint64_t>(i);
    Random random(maze_seed);
    const WeaveMaze wm = generator.generate(r.grid, r.density, random);
    if (r.format == "png") {
      const std::vector<int32_t> route = r.solution ? solve_weave(wm) : std::vector<int32_t>{};
      write_file_atomically(numbered_path(r.out, i, r.count),
                            maze_png(wm, plan_sample(wm.maze, 0), route));
      continue;
    }
    const std::string id = std::string(generator.name) + "-weave-" + shape_of(*r.grid) + "-" +
                           std::to_string(maze_seed);
    all.push_back(
        weave_maze_json(id, std::string(generator.name), maze_seed, wm, measure_weave(wm)));
  }
  if (r.format == "png") return;
  const std::string text = (r.count == 1 ? all[0] : all).dump(2) + "\n";
  if (r.out.empty()) {
    console.out << text;
  } else {
    write_file_atomically(r.out, text);
  }
}

void run_weave_stats(const WeaveStatsRequest& r, Console& console) {
  std::vector<const WeaveGeneratorInfo*> chosen;
  if (r.algorithms.empty() || r.algorithms == "all") {
    for (const WeaveGeneratorInfo& g : weave_generators()) chosen.push_back(&g);
  } else {
    size_t start = 0;
    while (true) {
      const size_t comma = r.algorithms.find(',', start);
      const std::string name = r.algorithms.substr(
          start, comma == std::string::npos ? std::string::npos : comma - start);
      const WeaveGeneratorInfo* g = &parse_weave_algorithm("--algorithms", name);
      for (const WeaveGeneratorInfo* seen : chosen) {
        if (seen == g) throw Error("--algorithms: algorithm '" + name + "' is named twice");
      }
      chosen.push_back(g);
      if (comma == std::string::npos) break;
      start = comma + 1;
    }
  }
  const std::vector<WeaveStats> all =
      measure_weave_algorithms(chosen, r.grid, r.density, r.count, r.seed, r.jobs);
  const Grid& grid = *r.grid;
  if (r.json) {
    Json j;
    if (grid.kind() == GridKind::rect) {
      j["columns"] = grid.columns();
      j["rows"] = grid.rows();
    } else {
      j["grid"] = grid_json(grid);
    }
    j["weave"] = r.density;
    j["count"] = r.count;
    j["seed"] = r.seed;
    Json algorithms = Json::object();
    for (const WeaveStats& stats : all) {
      Json metrics = Json::object();
      for (size_t m = 0; m < stats.names.size(); ++m) {
        const Summary& s = stats.summaries[m];
        metrics[std::string(stats.names[m])] = {
            {"min", s.min}, {"median", s.median}, {"mean", s.mean}, {"max", s.max}};
      }
      algorithms[std::string(stats.generator->name)] = {{"perfect", stats.perfect},
                                                        {"metrics", metrics}};
    }
    j["algorithms"] = algorithms;
    console.out << j.dump(2) << "\n";
    return;
  }
  const std::string shape = grid.kind() == GridKind::rect ? std::to_string(grid.columns()) + " x " +
                                                                std::to_string(grid.rows())
                                                          : grid.name();
  console.out << shape << ", weave " << density_text(r.density) << ", " << r.count
              << " mazes per algorithm, seed " << r.seed
              << "; 'perfect' on the graph where a crossing is two nodes\n\n";
  char line[160];
  std::snprintf(line, sizeof line, "%-14s %-9s %-18s %9s %9s %9s %9s\n", "algorithm", "perfect",
                "metric", "min", "median", "mean", "max");
  console.out << line;
  for (const WeaveStats& stats : all) {
    const std::string perfect = std::to_string(stats.perfect) + "/" + std::to_string(stats.count);
    for (size_t m = 0; m < stats.names.size(); ++m) {
      const Summary& s = stats.summaries[m];
      std::snprintf(
          line, sizeof line, "%-14s %-9s %-18s %9s %9s %9s %9s\n",
          m == 0 ? std::string(stats.generator->name).c_str() : "", m == 0 ? perfect.c_str() : "",
          std::string(stats.names[m]).c_str(), format_value(s.min, stats.integer[m]).c_str(),
          format_value(s.median, stats.integer[m]).c_str(), format_value(s.mean, false).c_str(),
          format_value(s.max, stats.integer[m]).c_str());
      console.out << line;
    }
  }
}

}  // namespace mazebook
