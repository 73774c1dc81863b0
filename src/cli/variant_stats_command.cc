// `mazebook stats --variant`: many variant mazes per generator, and the
// min, median, mean and max of every metric, the variant's own included.

#include <cstdio>
#include <optional>
#include <ostream>

#include "base/error.h"
#include "base/file_io.h"
#include "book/grid_json.h"
#include "book/variant_json.h"
#include "cli/options.h"
#include "cli/variant_commands.h"
#include "maze/variants/variant_stats.h"
#include "render/stats_plot.h"

namespace mazebook {

namespace {

std::string format_value(double value, bool integer) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, integer ? "%.1f" : "%.3f", value);
  return buffer;
}

Json stats_json(const VariantStatsRequest& r, const std::vector<VariantStats>& all) {
  Json j;
  j["variant"] = variant_json(r.variant);
  if (r.grid->kind() == GridKind::rect) {
    j["columns"] = r.grid->columns();
    j["rows"] = r.grid->rows();
  } else {
    j["grid"] = grid_json(*r.grid);
  }
  j["count"] = r.count;
  j["seed"] = r.seed;
  Json algorithms = Json::object();
  for (const VariantStats& stats : all) {
    Json metrics = Json::object();
    for (size_t m = 0; m < stats.names.size(); ++m) {
      const Summary& s = stats.summaries[m];
      metrics[std::string(stats.names[m])] = {
          {"min", s.min}, {"median", s.median}, {"mean", s.mean}, {"max", s.max}};
    }
    algorithms[stats.name] = {{"held", stats.held}, {"metrics", metrics}};
  }
  j["algorithms"] = algorithms;
  return j;
}

void print_table(std::ostream& out, const VariantStatsRequest& r,
                 const std::vector<VariantStats>& all) {
  const Grid& grid = *r.grid;
  const std::string shape = grid.kind() == GridKind::rect ? std::to_string(grid.columns()) + " x " +
                                                                std::to_string(grid.rows())
                                                          : grid.name();
  out << shape << ", variant " << variant_spec(r.variant) << ", " << r.count
      << " mazes per algorithm, seed " << r.seed << "\n"
      << variant_info(r.variant.kind).rule << "\n\n";
  char line[160];
  std::snprintf(line, sizeof line, "%-14s %-9s %-18s %9s %9s %9s %9s\n", "algorithm", "holds",
                "metric", "min", "median", "mean", "max");
  out << line;
  for (const VariantStats& stats : all) {
    const std::string held = std::to_string(stats.held) + "/" + std::to_string(stats.count);
    for (size_t m = 0; m < stats.names.size(); ++m) {
      const Summary& s = stats.summaries[m];
      std::snprintf(
          line, sizeof line, "%-14s %-9s %-18s %9s %9s %9s %9s\n", m == 0 ? stats.name.c_str() : "",
          m == 0 ? held.c_str() : "", std::string(stats.names[m]).c_str(),
          format_value(s.min, stats.integer[m]).c_str(),
          format_value(s.median, stats.integer[m]).c_str(), format_value(s.mean, false).c_str(),
          format_value(s.max, stats.integer[m]).c_str());
      out << line;
    }
  }
}

void draw_plot(const VariantStatsRequest& r, const std::vector<VariantStats>& all) {
  // A metric the same for every maze, or defined for none, gets no panel.
  std::vector<std::string> panels;
  std::vector<size_t> shown;
  for (size_t m = 0; m < all.front().names.size(); ++m) {
    bool varies = false;
    std::optional<double> first;
    for (const VariantStats& stats : all) {
      for (const double v : stats.values[m]) {
        if (!first) first = v;
        varies = varies || v != *first;
      }
    }
    if (!varies) continue;
    panels.emplace_back(all.front().names[m]);
    shown.push_back(m);
  }
  std::vector<PlotSeries> series;
  for (const VariantStats& stats : all) {
    PlotSeries s{stats.name, {}};
    for (const size_t m : shown) s.values.push_back(stats.values[m]);
    series.push_back(std::move(s));
  }
  const std::string title = "Metrics of " + std::to_string(r.count) + " mazes of " +
                            r.grid->name() + ", variant " + variant_spec(r.variant) + " (seed " +
                            std::to_string(r.seed) + ")";
  write_file_atomically(r.plot, stats_plot_png(panels, series, title));
}

}  // namespace

void run_variant_stats(const VariantStatsRequest& r, Console& console) {
  std::vector<VariantStats> all;
  if (r.variant.kind == VariantKind::entrances) {
    if (!r.algorithms.empty()) {
      throw Error("--algorithms: " + variant_spec(r.variant) +
                  " grows its own trees from the entrances; leave --algorithms out");
    }
    all.push_back(measure_variant_algorithm(r.variant, nullptr, r.grid, r.count, r.seed));
  } else {
    const std::string list = r.algorithms.empty() ? "all" : r.algorithms;
    for (const GeneratorInfo* g : parse_algorithms("--algorithms", list, r.grid->kind())) {
      all.push_back(measure_variant_algorithm(r.variant, g, r.grid, r.count, r.seed));
    }
  }
  if (!r.plot.empty()) draw_plot(r, all);
  if (r.json) {
    console.out << stats_json(r, all).dump(2) << "\n";
  } else {
    print_table(console.out, r, all);
  }
}

}  // namespace mazebook
