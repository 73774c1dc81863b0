#include "book/preset.h"

#include <algorithm>
#include <filesystem>
#include <sstream>

#include "base/data_paths.h"
#include "base/error.h"
#include "base/json_reader.h"
#include "base/nearest_name.h"
#include "book/grid_json.h"
#include "book/variant_json.h"
#include "maze/variants/variant_generators.h"
#include "maze/weave/weave_generators.h"
#include "maze/weave/weave_metrics.h"

namespace mazebook {

namespace {

constexpr std::string_view kPlacements[] = {"corners", "farthest", "centre"};

// A mask the preset names: a shipped mask's name (no '/' and no '.') as it
// is, a file relative to the preset file `path`, which must exist.
std::string mask_path(const JsonNode& mask, const std::string& path) {
  const std::string written = mask.as_string();
  if (written.find_first_of("/.") == std::string::npos || path.empty()) return written;
  const std::string file = path_from(path, written);
  require_named_file(file, written, path, mask.file() + ": " + mask.path());
  return file;
}

// The preset's grid: {"columns", "rows"} (a rectangle), or with "kind":
// "hex" and "triangle" the same, "polar" {"rings"}, "masked" {"mask": a
// mask name or file, or its rows, "columns", "rows"}.
GridSpec parse_preset_grid(const JsonNode& grid, const MaskReader& masks, const std::string& path) {
  GridSpec spec;
  if (grid.has("kind")) {
    const JsonNode kind = grid.at("kind");
    if (!kind.value().is_string() || !find_grid_kind(kind.value().get<std::string>(), spec.kind)) {
      kind.fail("expected one of " + grid_kind_names() + ", got " + describe_json(kind.value()));
    }
  }
  const auto side = [&](std::string_view key) {
    return static_cast<int>(grid.at(key).as_integer(kMinPresetSide, kMaxPresetSide));
  };
  switch (spec.kind) {
    case GridKind::polar:
      grid.expect_object({"kind", "rings"});
      spec.rings = static_cast<int>(grid.at("rings").as_integer(2, kMaxPresetRings));
      return spec;
    case GridKind::masked: {
      grid.expect_object({"kind", "mask", "columns", "rows"});
      const JsonNode mask = grid.at("mask");
      if (mask.value().is_string()) {
        spec.columns = side("columns");
        spec.rows = side("rows");
        spec.mask = masks.mask_rows(mask_path(mask, path), spec.columns, spec.rows,
                                    grid.file() + ": " + mask.path());
      } else {
        const size_t rows = mask.array_size(kMinPresetSide, kMaxPresetSide);
        for (size_t r = 0; r < rows; ++r) spec.mask.push_back(mask.at(r).as_string());
      }
      if (const std::string problem = grid_spec_problem(spec); !problem.empty()) {
        mask.fail(problem.substr(problem.find(": ") + 2));
      }
      spec.columns = static_cast<int>(spec.mask[0].size());
      spec.rows = static_cast<int>(spec.mask.size());
      return spec;
    }
    default:
      grid.expect_object({"kind", "columns", "rows"});
      spec.columns = side("columns");
      spec.rows = side("rows");
      return spec;
  }
}

}  // namespace

namespace {

std::string format_number(double value) {
  std::ostringstream s;
  s << value;
  return s.str();
}

std::vector<WeightedGenerator> parse_generators(const JsonNode& node) {
  if (!node.value().is_object() || node.value().empty()) {
    node.fail("expected an object of generator names and weights, e.g. {\"backtracker\": 1}, got " +
              describe_json(node.value()));
  }
  std::vector<WeightedGenerator> result;
  for (const auto& [name, weight] : node.value().items()) {
    const GeneratorInfo* generator = find_generator(name);
    const JsonNode entry = node.at(name);
    if (!generator) {
      entry.fail("unknown generator" + did_you_mean(name, generator_name_list()) +
                 "; valid: " + generator_names());
    }
    result.push_back({generator, entry.as_number(kMinGeneratorWeight, kMaxGeneratorWeight)});
  }
  return result;
}

// The values a metric can take at all on a grid of `cells` cells: a bound
// outside them can never be met, which is said at once instead of after
// every try has failed.
struct PossibleRange {
  double low;
  double high;
  const char* why;
};
PossibleRange possible_range(std::string_view metric, int64_t cells) {
  const auto steps = static_cast<double>(cells - 1);
  if (metric == "dead_end_share") return {0, 1, "a share of the cells"};
  if (metric == "coverage") return {0, 1, "a share of the cells"};
  if (metric == "opening_distance") return {0, 1, "a share of the grid's widest span"};
  if (metric == "route_ratio") return {1, steps, "the route over the shortest walk"};
  if (metric == "route_length") return {0, steps, "at most cells - 1 steps"};
  if (metric == "forks") return {0, steps, "at most cells - 1"};
  return {0, steps, "at most cells - 1"};  // turns
}

constexpr std::string_view kOpeningSides[] = {"any", "top_bottom"};

// "corners", "farthest", "centre", or {"rule": "farthest",
// "min_opening_distance": 0 to 1, "sides": "any" or "top_bottom"}.
void parse_placement(const JsonNode& node, Preset& preset) {
  JsonNode rule = node;
  if (node.value().is_object()) {
    node.expect_object({"rule", "min_opening_distance", "sides"});
    rule = node.at("rule");
    if (node.has("min_opening_distance")) {
      preset.min_opening_distance = node.at("min_opening_distance").as_number(0, 1);
    }
    if (node.has("sides")) {
      const JsonNode sides = node.at("sides");
      preset.opening_sides =
          sides.as_choice(kOpeningSides) == "any" ? OpeningSides::any : OpeningSides::top_bottom;
      const GridKind kind = preset.grid->kind();
      if (preset.opening_sides == OpeningSides::top_bottom && kind != GridKind::rect &&
          kind != GridKind::masked) {
        sides.fail("\"top_bottom\" needs a rect or masked grid, not " +
                   std::string(grid_kind_name(kind)));
      }
    }
  }
  const std::string name = rule.as_choice(kPlacements);
  preset.placement = static_cast<Placement>(
      std::find(std::begin(kPlacements), std::end(kPlacements), name) - std::begin(kPlacements));
  if (node.value().is_object() && preset.placement != Placement::farthest) {
    node.at("rule").fail("min_opening_distance and sides go with \"farthest\" only");
  }
  if (preset.placement == Placement::centre && preset.grid->centre_goal().cell < 0) {
    rule.fail("\"centre\" needs a grid with a centre (polar), not " +
              std::string(grid_kind_name(preset.grid->kind())));
  }
}

std::vector<Bound> parse_bounds(const JsonNode& node, int64_t cells, VariantKind kind, bool weave) {
  if (!node.value().is_object())
    node.fail("expected an object, got " + describe_json(node.value()));
  std::vector<std::string_view> names;
  for (const MetricInfo& info : metric_infos()) names.push_back(info.name);
  const size_t plain = names.size();
  for (const VariantMetricInfo& info : variant_metric_infos()) {
    if (info.kind == kind) names.push_back(info.name);
  }
  if (weave) {
    for (const WeaveMetricInfo& info : weave_metric_infos()) names.push_back(info.name);
  }
  std::vector<Bound> bounds;
  for (const auto& [name, ignored] : node.value().items()) {
    if (std::find(names.begin(), names.end(), name) == names.end()) {
      node.at(name).fail("unknown metric" + did_you_mean(name, names) +
                         "; valid: " + join_names(names));
    }
  }
  // Keep the documented metric order whatever the file's order.
  for (size_t m = 0; m < names.size(); ++m) {
    const std::string_view metric = names[m];
    if (!node.has(metric)) continue;
    const JsonNode entry = node.at(metric);
    entry.expect_object({"min", "max"});
    Bound bound{std::string(metric), std::nullopt, std::nullopt};
    if (entry.has("min")) bound.min = entry.at("min").as_number();
    if (entry.has("max")) bound.max = entry.at("max").as_number();
    if (!bound.min && !bound.max) entry.fail("expected min, max or both");
    if (bound.min && bound.max && *bound.min > *bound.max) {
      entry.fail("min " + format_number(*bound.min) + " is above max " + format_number(*bound.max));
    }
    if (m >= plain) {  // a variant's or the weave's own metric: counts, from 0 up
      bounds.push_back(bound);
      continue;
    }
    const PossibleRange range = possible_range(metric, cells);
    if (bound.min && *bound.min > range.high) {
      entry.at("min").fail("no maze of this grid can reach " + format_number(*bound.min) + ": " +
                           std::string(metric) + " is " + range.why + ", at most " +
                           format_number(range.high));
    }
    if (bound.max && *bound.max < range.low) {
      entry.at("max").fail("no maze of this grid can stay at " + format_number(*bound.max) + ": " +
                           std::string(metric) + " is " + range.why + ", at least " +
                           format_number(range.low));
    }
    bounds.push_back(bound);
  }
  return bounds;
}

// "weave": a density, 0 < D < 1, on a grid and with generators that weave.
void parse_weave(const JsonNode& root, Preset& preset) {
  const JsonNode node = root.at("weave");
  const double density = node.as_number();
  if (!(density > 0 && density < 1)) node.fail("expected a density above 0 and below 1, e.g. 0.2");
  if (!weaves(preset.grid->kind())) {
    node.fail("weave mazes are for rect and masked grids, not " +
              std::string(grid_kind_name(preset.grid->kind())));
  }
  if (preset.variant.kind != VariantKind::none) node.fail("a variant maze does not weave");
  if (preset.placement != Placement::corners) {
    node.fail("weave mazes keep the corners placement");
  }
  for (const WeightedGenerator& g : preset.generators) {
    if (!find_weave_generator(g.generator->name)) {
      root.at("generators")
          .at(g.generator->name)
          .fail(std::string(g.generator->name) + " does not weave; with weave, one of " +
                weave_generator_names());
    }
  }
  preset.weave = density;
}

}  // namespace

Preset parse_preset(const Json& document, const std::string& file, const MaskReader& masks,
                    const std::string& path) {
  return parse_preset(JsonNode(document, file), masks, path.empty() ? file : path);
}

Preset parse_preset(const JsonNode& root, const MaskReader& masks, const std::string& path) {
  root.expect_object({"name", "label", "level", "grid", "generators", "placement", "variant",
                      "weave", "bounds", "tries_per_maze", "style"});
  Preset preset;
  preset.source = root.file();
  preset.name = root.at("name").as_string();
  if (preset.name.empty()) root.at("name").fail("expected a non-empty string");
  preset.label =
      root.has("label") ? root.at("label").as_printed_text(kMaxLevelName, false) : preset.name;
  if (root.has("level")) preset.level = find_level(root.at("level").as_choice(level_names()));
  preset.grid_spec = parse_preset_grid(root.at("grid"), masks, path);
  preset.grid = make_grid(preset.grid_spec);
  preset.grid_spec = grid_spec_of(*preset.grid);  // a mask keeps its largest piece
  preset.columns = preset.grid->columns();
  preset.rows = preset.grid->rows();
  if (root.has("variant")) {
    const JsonNode variant = root.at("variant");
    preset.variant = read_variant(variant);
    if (const std::string problem = variant_grid_problem(preset.variant, *preset.grid);
        !problem.empty()) {
      variant.fail(problem);
    }
  }
  if (preset.variant.kind == VariantKind::entrances) {
    // The entrances' own trees are a growing tree from several cells.
    if (root.has("generators")) {
      root.at("generators")
          .fail("entrances grow their own trees from the entrances; leave generators out");
    }
    preset.generators = {{find_generator("growing_tree"), 1}};
  } else {
    preset.generators = parse_generators(root.at("generators"));
  }
  for (const WeightedGenerator& g : preset.generators) {
    if (!supports(*g.generator, preset.grid->kind())) {
      root.at("generators")
          .at(g.generator->name)
          .fail("works on " + std::string(supported_kinds(*g.generator)) + " grids only, not " +
                std::string(grid_kind_name(preset.grid->kind())));
    }
  }
  if (root.has("placement")) {
    parse_placement(root.at("placement"), preset);
    const VariantKind kind = preset.variant.kind;
    if (preset.placement != Placement::corners &&
        (kind == VariantKind::entrances || kind == VariantKind::floors)) {
      root.at("placement")
          .fail("\"" + std::string(placement_name(preset.placement)) +
                "\" does not go with variant " + std::string(variant_info(kind).name) +
                ": it places its own entrance and exit");
    }
  }
  if (root.has("weave")) parse_weave(root, preset);
  if (root.has("bounds")) {
    preset.bounds = parse_bounds(root.at("bounds"), preset.grid->cells(), preset.variant.kind,
                                 preset.weave > 0);
  }
  if (root.has("tries_per_maze")) {
    preset.tries_per_maze =
        static_cast<int>(root.at("tries_per_maze").as_integer(1, kMaxTriesPerMaze));
  }
  if (root.has("style")) {
    const JsonNode style = root.at("style");
    style.expect_object({"wall_weight"});
    if (style.has("wall_weight")) preset.wall_weight = style.at("wall_weight").as_number(0.75, 12);
  }
  return preset;
}

Preset load_preset(const std::string& name_or_path, const std::string& context,
                   const MaskReader& masks, const std::string& naming_file) {
  const DataFile file = resolve_data_file("presets", name_or_path, naming_file);
  if (file.path != file.shown && !std::filesystem::exists(file.path)) {
    throw Error(unknown_name_message(context, "preset", name_or_path, shipped_preset_names(),
                                     data_dir() + "/presets", " (or a path to a .json file)"));
  }
  if (!naming_file.empty()) require_named_file(file.path, name_or_path, naming_file, context);
  return parse_preset(read_json_file(file.path, kMaxSpecBytes, file.shown), file.shown, masks,
                      file.path);
}

Json preset_json(const Preset& preset) {
  Json j;
  j["name"] = preset.name;
  j["label"] = preset.label;
  if (preset.level) j["level"] = std::string(level_name(*preset.level));
  j["grid"] = grid_json(*preset.grid);
  if (preset.variant.kind != VariantKind::entrances) {
    Json generators = Json::object();
    for (const WeightedGenerator& g : preset.generators)
      generators[std::string(g.generator->name)] = g.weight;
    j["generators"] = generators;
  }
  if (preset.placement == Placement::farthest) {
    j["placement"] = {{"rule", "farthest"}, {"min_opening_distance", preset.min_opening_distance}};
    if (preset.opening_sides == OpeningSides::top_bottom) j["placement"]["sides"] = "top_bottom";
  } else {
    j["placement"] = std::string(placement_name(preset.placement));
  }
  if (preset.variant.kind != VariantKind::none) j["variant"] = variant_json(preset.variant);
  if (preset.weave > 0) j["weave"] = preset.weave;
  Json bounds = Json::object();
  for (const Bound& b : preset.bounds) {
    Json entry = Json::object();
    if (b.min) entry["min"] = *b.min;
    if (b.max) entry["max"] = *b.max;
    bounds[b.metric] = entry;
  }
  j["bounds"] = bounds;
  j["tries_per_maze"] = preset.tries_per_maze;
  j["style"] = {{"wall_weight", preset.wall_weight}};
  return j;
}

std::vector<std::string> shipped_preset_names() { return data_file_names("presets"); }

bool integer_metric(std::string_view name) {
  for (const MetricInfo& info : metric_infos()) {
    if (info.name == name) return info.integer;
  }
  for (const VariantMetricInfo& info : variant_metric_infos()) {
    if (info.name == name) return true;
  }
  for (const WeaveMetricInfo& info : weave_metric_infos()) {
    if (info.name == name) return true;
  }
  return false;
}

std::string describe_bound(const Bound& bound) {
  const bool integer = integer_metric(bound.metric);
  // A share or ratio keeps its decimal point: "route_ratio >= 9.0".
  const auto number = [integer](double v) {
    std::string text = format_number(v);
    if (!integer && text.find_first_of(".e") == std::string::npos) text += ".0";
    return text;
  };
  std::string text = bound.metric;
  if (bound.min) text += " >= " + number(*bound.min);
  if (bound.min && bound.max) text += " and";
  if (bound.max) text += " <= " + number(*bound.max);
  return text;
}

std::string_view placement_name(Placement placement) {
  return kPlacements[static_cast<size_t>(placement)];
}

}  // namespace mazebook
