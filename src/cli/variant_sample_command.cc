// `mazebook sample --variant`: variant mazes as pictures with their marks,
// rule and metrics, or as the maze JSON with the variant's fields.

#include <cstdio>
#include <ostream>
#include <sstream>

#include "base/error.h"
#include "base/file_io.h"
#include "book/variant_json.h"
#include "cli/options.h"
#include "cli/variant_commands.h"
#include "maze/variants/variant_generators.h"
#include "maze/variants/variant_picture.h"

namespace mazebook {

namespace {

// "route_length 40, ..., keys_collected 2": every metric of the maze.
std::string metrics_line(const VariantMaze& vm, const VariantMeasure& measured) {
  std::string text;
  char value[32];
  for (const MetricInfo& info : metric_infos()) {
    const double v = info.read(measured.metrics);
    if (!metric_defined(v)) continue;
    std::snprintf(value, sizeof value, info.integer ? "%.0f" : "%.3f", v);
    text += (text.empty() ? "" : ", ") + std::string(info.name) + " " + value;
  }
  for (const VariantMetricInfo& info : variant_metric_infos()) {
    if (info.kind != vm.variant.kind) continue;
    std::snprintf(value, sizeof value, "%.0f", info.read(measured.extra));
    text += ", " + std::string(info.name) + " " + value;
  }
  return text;
}

}  // namespace

void run_variant_sample(const VariantSampleRequest& r, Console& console) {
  const bool own_trees = r.variant.kind == VariantKind::entrances;
  if (own_trees && !r.algorithm.empty()) {
    throw Error("--algorithm: " + variant_spec(r.variant) +
                " grows its own trees from the entrances; leave --algorithm out");
  }
  if (!own_trees && r.algorithm.empty()) {
    throw Error("--algorithm: needed with --variant " + variant_spec(r.variant) + "; one of " +
                generator_names());
  }
  const GeneratorInfo& generator =
      own_trees ? generators().front() : parse_algorithm("--algorithm", r.algorithm);
  if (!supports(generator, r.grid->kind())) {
    throw Error("--algorithm: " + std::string(generator.name) + " works on " +
                std::string(supported_kinds(generator)) + " grids only, not " +
                std::string(grid_kind_name(r.grid->kind())));
  }
  if (r.format != "picture" && r.format != "json") {
    throw Error("--format: with --variant, expected picture or json, got '" + r.format + "'");
  }
  if (r.format == "picture" && r.grid->kind() != GridKind::rect) {
    throw Error("--format: pictures are for rect grids; use json for " +
                std::string(grid_kind_name(r.grid->kind())));
  }
  const std::string name(generator.name);
  const std::string algorithm = own_trees ? "growing_tree" : std::string(generator.name);
  const std::string shape =
      r.grid->kind() == GridKind::rect
          ? std::to_string(r.grid->columns()) + "x" + std::to_string(r.grid->rows())
          : r.grid->name();
  std::ostringstream text;
  Json all = Json::array();
  for (int i = 0; i < r.count; ++i) {
    // Maze i uses seed + i, as plain samples do.
    const uint64_t maze_seed = r.seed + static_cast<uint64_t>(i);
    Random random(maze_seed);
    const VariantMaze vm = generate_variant(r.variant, generator, r.grid, random);
    const VariantMeasure measured = measure_variant(vm);
    // "backtracker-keys:2-16x20-7"; entrances have no generator to name.
    const std::string id = (own_trees ? "" : name + "-") + variant_spec(r.variant) + "-" + shape +
                           "-" + std::to_string(maze_seed);
    if (r.format == "json") {
      all.push_back(variant_maze_json(id, algorithm, maze_seed, vm, measured));
      continue;
    }
    if (i > 0) text << "\n";
    text << id << ": " << variant_info(vm.variant.kind).rule << "\n";
    const std::vector<Picture> pictures = variant_pictures(vm);
    for (size_t f = 0; f < pictures.size(); ++f) {
      if (pictures.size() > 1) text << "floor " << f << "\n";
      for (const std::string& line : pictures[f]) text << line << "\n";
    }
    text << metrics_line(vm, measured) << "\n";
  }
  if (r.format == "json") text << (r.count == 1 ? all[0] : all).dump(2) << "\n";
  if (r.out.empty()) {
    console.out << text.str();
  } else {
    write_file_atomically(r.out, text.str());
  }
}

}  // namespace mazebook
