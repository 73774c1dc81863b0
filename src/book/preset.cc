#include "book/preset.h"

#include <algorithm>
#include <filesystem>
#include <sstream>

#include "base/data_paths.h"
#include "base/error.h"
#include "base/json_reader.h"

namespace mazebook {

namespace {

constexpr std::string_view kPlacements[] = {"corners", "farthest"};

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
    if (!generator) entry.fail("unknown generator; valid: " + generator_names());
    result.push_back({generator, entry.as_number(0.001, 1e6)});
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
  if (metric == "route_ratio") return {1, steps, "the route over the shortest walk"};
  if (metric == "route_length") return {0, steps, "at most cells - 1 steps"};
  if (metric == "forks") return {0, steps, "at most cells - 1"};
  return {0, steps, "at most cells - 1"};  // turns
}

std::vector<Bound> parse_bounds(const JsonNode& node, int64_t cells) {
  if (!node.value().is_object())
    node.fail("expected an object, got " + describe_json(node.value()));
  std::vector<std::string_view> names;
  for (const MetricInfo& info : metric_infos()) names.push_back(info.name);
  std::vector<Bound> bounds;
  for (const auto& [name, ignored] : node.value().items()) {
    if (std::find(names.begin(), names.end(), name) == names.end()) {
      node.at(name).fail("unknown metric; valid: " + join_names(names));
    }
  }
  // Keep the documented metric order whatever the file's order.
  for (std::string_view metric : names) {
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

}  // namespace

Preset parse_preset(const Json& document, const std::string& file) {
  return parse_preset(JsonNode(document, file));
}

Preset parse_preset(const JsonNode& root) {
  root.expect_object(
      {"name", "label", "grid", "generators", "placement", "bounds", "tries_per_maze", "style"});
  Preset preset;
  preset.source = root.file();
  preset.name = root.at("name").as_string();
  if (preset.name.empty()) root.at("name").fail("expected a non-empty string");
  preset.label =
      root.has("label") ? root.at("label").as_printed_text(kMaxLevelName, false) : preset.name;
  const JsonNode grid = root.at("grid");
  grid.expect_object({"columns", "rows"});
  preset.columns = static_cast<int>(grid.at("columns").as_integer(kMinPresetSide, kMaxPresetSide));
  preset.rows = static_cast<int>(grid.at("rows").as_integer(kMinPresetSide, kMaxPresetSide));
  preset.generators = parse_generators(root.at("generators"));
  if (root.has("placement")) {
    preset.placement = root.at("placement").as_choice(kPlacements) == "farthest"
                           ? Placement::farthest
                           : Placement::corners;
  }
  if (root.has("bounds")) {
    preset.bounds =
        parse_bounds(root.at("bounds"), static_cast<int64_t>(preset.columns) * preset.rows);
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

Preset load_preset(const std::string& name_or_path, const std::string& context) {
  const DataFile file = resolve_data_file("presets", name_or_path);
  if (file.path != file.shown && !std::filesystem::exists(file.path)) {
    std::string valid;
    for (const std::string& name : shipped_preset_names())
      valid += (valid.empty() ? "" : ", ") + name;
    throw Error(context + ": unknown preset '" + name_or_path + "'; valid: " + valid +
                " (or a path to a .json file)");
  }
  return parse_preset(read_json_file(file.path, file.shown), file.shown);
}

Json preset_json(const Preset& preset) {
  Json j;
  j["name"] = preset.name;
  j["label"] = preset.label;
  j["grid"] = {{"columns", preset.columns}, {"rows", preset.rows}};
  Json generators = Json::object();
  for (const WeightedGenerator& g : preset.generators)
    generators[std::string(g.generator->name)] = g.weight;
  j["generators"] = generators;
  j["placement"] = std::string(placement_name(preset.placement));
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

std::vector<std::string> shipped_preset_names() {
  std::vector<std::string> names;
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(data_dir() + "/presets", ec)) {
    if (entry.is_regular_file() && entry.path().extension() == ".json") {
      names.push_back(entry.path().stem().string());
    }
  }
  std::sort(names.begin(), names.end());
  return names;
}

std::string describe_bound(const Bound& bound) {
  bool integer = false;
  for (const MetricInfo& info : metric_infos()) {
    if (info.name == bound.metric) integer = info.integer;
  }
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
  return placement == Placement::farthest ? "farthest" : "corners";
}

}  // namespace mazebook
