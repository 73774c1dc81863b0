// `mazebook check`: quality-checks a batch file (or a book manifest) made
// anywhere. Only the pictures are trusted; every metric is recomputed.

#include <cstdio>
#include <map>
#include <memory>
#include <optional>
#include <ostream>

#include "base/error.h"
#include "base/json_reader.h"
#include "book/maze_check.h"
#include "book/preset.h"
#include "book/series_record.h"
#include "cli/command.h"
#include "render/shipped_masks.h"

namespace mazebook {

namespace {

struct CheckArgs {
  std::string file;
  std::string preset;
  bool json = false;
  std::vector<std::string> against;
};

std::string fixed(double value, int decimals) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
  return buffer;
}

std::string result_text(const MazeFinding& f) {
  if (f.passed()) return "pass";
  std::string text = "FAIL";
  std::string sep = ": ";
  if (!f.weave_fault.empty()) {
    text += sep + f.weave_fault;
    sep = "; ";
  } else if (!f.variant.empty() && !f.variant_fault.empty()) {
    text += sep + f.variant + ": " + f.variant_fault;
    sep = "; ";
  } else if (f.variant.empty() && !f.perfect.perfect()) {
    text += sep + f.perfect_text();
    sep = "; ";
  } else if (!f.picture_fault.empty()) {
    text += sep + f.picture_fault;
    sep = "; ";
  }
  if (f.grid_problem) {
    text += sep + *f.grid_problem;
    sep = "; ";
  }
  if (f.variant_problem) {
    text += sep + *f.variant_problem;
    sep = "; ";
  }
  for (const BoundResult& b : f.bounds) {
    if (b.passed) continue;
    const bool integer = integer_metric(b.bound.metric);
    text += sep + describe_bound(b.bound) + " (got " + fixed(b.value, integer ? 0 : 2) + ")";
    sep = "; ";
  }
  return text;
}

void print_table(std::ostream& out, const std::string& file, const std::string& bounds_from,
                 const std::vector<MazeFinding>& findings) {
  out << file << ": " << findings.size() << " mazes; " << bounds_from << "\n\n";
  char line[256];
  std::snprintf(line, sizeof line, "%-14s %-9s %9s %7s %7s %6s %6s %9s %6s  %s\n", "id", "size",
                "dead_ends", "route", "ratio", "forks", "turns", "coverage", "apart", "result");
  out << line;
  int passed = 0;
  for (const MazeFinding& f : findings) {
    if (f.passed()) ++passed;
    const std::string& size = f.size;
    const Metrics& m = f.metrics;
    // "apart": opening_distance, START to FINISH over the most the grid
    // allows; n/a for a goal inside the maze.
    const std::string apart =
        metric_defined(m.opening_distance) ? fixed(m.opening_distance, 2) : "n/a";
    std::snprintf(line, sizeof line, "%-14s %-9s %9s %7lld %7s %6lld %6lld %9s %6s  ", f.id.c_str(),
                  size.c_str(), fixed(m.dead_end_share, 3).c_str(),
                  static_cast<long long>(m.route_length), fixed(m.route_ratio, 2).c_str(),
                  static_cast<long long>(m.forks), static_cast<long long>(m.turns),
                  fixed(m.coverage, 3).c_str(), apart.c_str());
    out << line << result_text(f) << "\n";
  }
  out << "\n"
      << findings.size() << " mazes: " << passed << " passed, " << findings.size() - passed
      << " failed\n";
}

// `--against`: the mazes (ornaments and cover art included) the book
// shares with each other book, by key (book/maze_key.h: one maze turned
// or mirrored counts as the same).
int run_against(const CheckArgs& args, Console& console) {
  const std::vector<KeyedMaze> mine =
      manifest_maze_keys(read_json_file(args.file, kMaxMazesFileBytes), args.file);
  Json report = {{"file", args.file}, {"against", Json::array()}};
  bool none_shared = true;
  for (const std::string& other_file : args.against) {
    const std::vector<KeyedMaze> other =
        manifest_maze_keys(read_json_file(other_file, kMaxMazesFileBytes), other_file);
    std::multimap<std::string, const KeyedMaze*> by_key;
    for (const KeyedMaze& m : other) by_key.emplace(m.key, &m);
    Json shared = Json::array();
    for (const KeyedMaze& m : mine) {
      const auto [first, last] = by_key.equal_range(m.key);
      for (auto it = first; it != last; ++it)
        shared.push_back({{"id", m.id}, {"other_id", it->second->id}, {"key", m.key}});
    }
    none_shared = none_shared && shared.empty();
    if (!args.json) {
      console.out << args.file << " and " << other_file << ": ";
      if (shared.empty()) {
        console.out << "no maze in common\n";
      } else {
        console.out << shared.size() << (shared.size() == 1 ? " maze" : " mazes")
                    << " in common (this book's id, the other's)\n";
        for (const Json& s : shared) {
          console.out << "  " << s["id"].get<std::string>() << "  "
                      << s["other_id"].get<std::string>() << "\n";
        }
      }
    }
    report["against"].push_back({{"file", other_file}, {"shared", shared}});
  }
  report["passed"] = none_shared;
  if (args.json) console.out << report.dump(2) << "\n";
  return none_shared ? kExitOk : kExitFailed;
}

int run_check(const CheckArgs& args, Console& console) {
  if (!args.against.empty()) return run_against(args, console);
  const Json document = read_json_file(args.file, kMaxMazesFileBytes);
  const std::vector<MazeRecord> records = read_maze_records(document, args.file);
  std::optional<Preset> preset;
  std::string bounds_from = "no preset: perfect check only";
  if (!args.preset.empty()) {
    preset = load_preset(args.preset, "--preset", mask_files());
    bounds_from = "bounds of preset " + preset->name + " (" + preset->source + ")";
  } else if (document.contains("preset")) {
    preset = parse_preset(JsonNode(document, args.file).at("preset"), mask_files());
    bounds_from = "bounds of preset " + preset->name + " (stored in the file)";
  }
  std::vector<MazeFinding> findings;
  findings.reserve(records.size());
  bool all_passed = true;
  for (const MazeRecord& record : records) {
    findings.push_back(check_maze(record, preset ? preset->bounds : std::vector<Bound>{},
                                  preset ? &*preset : nullptr));
    all_passed = all_passed && findings.back().passed();
  }
  if (args.json) {
    Json j;
    j["file"] = args.file;
    j["preset"] = preset ? Json(preset->name) : Json(nullptr);
    j["mazes"] = Json::array();
    for (const MazeFinding& f : findings) j["mazes"].push_back(finding_json(f));
    const auto passed = std::count_if(findings.begin(), findings.end(),
                                      [](const MazeFinding& f) { return f.passed(); });
    j["summary"] = {{"mazes", findings.size()},
                    {"passed", passed},
                    {"failed", static_cast<int64_t>(findings.size()) - passed}};
    j["passed"] = all_passed;
    console.out << j.dump(2) << "\n";
  } else {
    print_table(console.out, args.file, bounds_from, findings);
  }
  return all_passed ? kExitOk : kExitFailed;
}

}  // namespace

void add_check_command(CLI::App& app, Console& console, int& exit_code) {
  auto args = std::make_shared<CheckArgs>();
  CLI::App* cmd = app.add_subcommand(
      "check", "Quality-check a batch file or book manifest: perfect or not, metrics, bounds.");
  cmd->add_option("file", args->file,
                  "A batch file (mazebook batch) or a book manifest (book.json)")
      ->required()
      ->type_name("FILE");
  cmd->add_option(
         "--preset,-p", args->preset,
         "Check against this preset's bounds and grid (default: the preset stored in the file)")
      ->type_name("NAME|FILE");
  cmd->add_flag("--json", args->json, "Print the findings as JSON");
  cmd->add_option("--against", args->against,
                  "Other books' manifests (book.json): list the mazes FILE, a book's manifest, "
                  "shares with each (its mazes, ornament and cover art; a maze turned or "
                  "mirrored counts as the same) instead of checking its quality")
      ->type_name("BOOK.json...");
  cmd->footer(
      "Only the pictures are trusted: the perfect check (every cell reached, openings =\n"
      "cells - 1) and every metric are computed again. 'apart' is opening_distance: how far\n"
      "START and FINISH are apart, 0 side by side to 1 as far as the grid allows.\n"
      "A maze with a \"variant\" is held to its variant's property instead\n"
      "(src/maze/README.md, \"Variants\"): one tree per entrance and one winner, keys before\n"
      "their doors and one shortest walk, no trap, one perfect maze over the floors; a fault\n"
      "is named, e.g. 'FAIL: keys:2: key A ...'.\n"
      "With --against, the mazes two books share, one line each (this book's id, the\n"
      "other's): a series or two volumes should share none (exit 1 when they do).\n"
      "Exit status: 0 all pass, 1 some maze fails, 2 the file is unusable.");
  cmd->callback([args, &console, &exit_code] { exit_code = run_check(*args, console); });
}

}  // namespace mazebook
