// `mazebook presets`: lists the shipped presets; with --measure N, runs each
// one's selection and prints, as Markdown, the acceptance rate and the
// median of every metric before selection (all candidates) and after it
// (the kept mazes). presets/README.md is made with it.

#include <cstdio>
#include <limits>
#include <memory>
#include <ostream>

#include "book/preset.h"
#include "book/selection.h"
#include "cli/command.h"
#include "cli/options.h"
#include "maze/summary.h"
#include "render/shipped_masks.h"

namespace mazebook {

namespace {

// "32 x 40" for a rectangle, else the grid's name ("polar:12").
std::string grid_text(const Preset& p) {
  if (p.grid->kind() == GridKind::rect) {
    return std::to_string(p.columns) + " x " + std::to_string(p.rows);
  }
  return p.grid->name();
}

struct PresetsArgs {
  std::string measure;
  std::string seed = "1";
  std::string jobs;
};

std::string generators_text(const Preset& p) {
  std::string text;
  for (const WeightedGenerator& g : p.generators) {
    char weight[32];
    std::snprintf(weight, sizeof weight, "%g", g.weight);
    text += (text.empty() ? "" : ", ") + std::string(g.generator->name) + " " + weight;
  }
  return text;
}

std::string bounds_text(const Preset& p) {
  std::string text;
  for (const Bound& b : p.bounds) text += (text.empty() ? "" : ", ") + describe_bound(b);
  return text.empty() ? "none" : text;
}

double median_of(const std::vector<Metrics>& all, std::string_view metric) {
  std::vector<double> values;
  values.reserve(all.size());
  for (const Metrics& m : all) {
    double v = 0;
    metric_value(m, metric, v);
    if (metric_defined(v)) values.push_back(v);
  }
  // A metric no maze defines (opening_distance with a goal inside) has none.
  return values.empty() ? std::numeric_limits<double>::quiet_NaN()
                        : summarize(std::move(values)).median;
}

void print_measured(std::ostream& out, const Preset& p, const Selection& s) {
  std::vector<Metrics> kept;
  for (const KeptMaze& k : s.mazes) kept.push_back(k.candidate.metrics);
  char line[200];
  std::snprintf(line, sizeof line, "%.1f%%",
                100.0 * static_cast<double>(s.mazes.size()) / static_cast<double>(s.candidates));
  out << "### " << p.name << " (" << p.label << ")\n\n"
      << "Grid " << grid_text(p) << ", " << placement_name(p.placement)
      << (p.opening_sides == OpeningSides::top_bottom ? " on top and bottom" : "")
      << (p.variant.kind == VariantKind::none ? "" : "; variant " + variant_spec(p.variant))
      << "; generators: " << generators_text(p) << "; bounds: " << bounds_text(p) << ".\n"
      << "Kept " << s.mazes.size() << " of " << s.candidates << " candidates: acceptance " << line
      << ".\n\n"
      << "| metric | median before | median after |\n|---|---:|---:|\n";
  for (const MetricInfo& info : metric_infos()) {
    const double before = median_of(s.candidate_metrics, info.name);
    const double after = median_of(kept, info.name);
    if (!metric_defined(before)) {
      out << "| " << info.name << " | n/a | n/a |\n";
      continue;
    }
    std::snprintf(line, sizeof line,
                  info.integer ? "| %s | %.1f | %.1f |\n" : "| %s | %.3f | %.3f |\n",
                  std::string(info.name).c_str(), before, after);
    out << line;
  }
  out << "\n";
}

void run_presets(const PresetsArgs& args, Console& console) {
  const std::vector<std::string> names = shipped_preset_names();
  if (args.measure.empty()) {
    char line[300];
    for (const std::string& name : names) {
      const Preset p = load_preset(name, "presets", mask_files());
      const std::string variant =
          p.variant.kind == VariantKind::none ? "" : "; variant " + variant_spec(p.variant);
      std::snprintf(line, sizeof line, "%-14s %-14s %-16s %-9s %s; bounds: %s%s\n", p.name.c_str(),
                    p.label.c_str(), p.grid->name().c_str(),
                    std::string(placement_name(p.placement)).c_str(), generators_text(p).c_str(),
                    bounds_text(p).c_str(), variant.c_str());
      console.out << line;
    }
    return;
  }
  const int count = static_cast<int>(parse_integer("--measure", args.measure, 1, 100000));
  const uint64_t seed = parse_seed("--seed", args.seed);
  const int jobs = parse_jobs("--jobs", args.jobs);
  console.out << "Measured with `mazebook presets --measure " << count << " --seed " << seed
              << "`: " << count << " kept mazes per preset.\n\n";
  for (const std::string& name : names) {
    const Preset p = load_preset(name, "presets", mask_files());
    SelectionOptions options;
    options.count = count;
    options.seed = seed;
    options.jobs = jobs;
    options.keep_candidate_metrics = true;
    print_measured(console.out, p, select_mazes(p, options));
  }
}

}  // namespace

void add_presets_command(CLI::App& app, Console& console, int& /*exit_code*/) {
  auto args = std::make_shared<PresetsArgs>();
  CLI::App* cmd = app.add_subcommand(
      "presets", "List the shipped difficulty presets, or measure how their selection works.");
  cmd->add_option("--measure", args->measure,
                  "Select N mazes of every preset and print, as Markdown, the acceptance rate and "
                  "the median metrics before and after selection")
      ->type_name("N");
  cmd->add_option("--seed", args->seed, "Seed for --measure (default 1)")->type_name("S");
  cmd->add_option("--jobs,-j", args->jobs, "Worker threads for --measure (default: all cores)")
      ->type_name("N");
  cmd->callback([args, &console] { run_presets(*args, console); });
}

}  // namespace mazebook
