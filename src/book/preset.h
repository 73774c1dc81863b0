#pragma once
// A difficulty preset (presets/*.json): the grid, the generators and their
// weights, where the entrance and exit go, the bounds a maze must meet to be
// kept, how hard to look for one, and hints for the layout.

#include <optional>
#include <string>
#include <vector>

#include "book/maze_json.h"
#include "maze/generators.h"
#include "maze/metrics.h"

namespace mazebook {

// Bounds on one metric; a maze passes when min <= value <= max.
struct Bound {
  std::string metric;
  std::optional<double> min;
  std::optional<double> max;

  bool holds(double value) const { return (!min || value >= *min) && (!max || value <= *max); }
};

struct WeightedGenerator {
  const GeneratorInfo* generator = nullptr;
  double weight = 1;  // relative; any positive number
};

enum class Placement { corners, farthest };

struct Preset {
  std::string name;   // e.g. "expert"
  std::string label;  // printed on pages, e.g. "Expert"
  int columns = 0;
  int rows = 0;
  std::vector<WeightedGenerator> generators;
  // corners: entrance on top of (0, 0), exit below the last cell;
  // farthest: the two boundary cells with the longest route between them.
  Placement placement = Placement::corners;
  std::vector<Bound> bounds;  // in metric_infos() order
  int tries_per_maze = 200;   // candidates tried at most for each kept maze
  double wall_weight = 1.5;   // points; a layout hint
  std::string source;         // the file it came from, for messages
};

// Grid limits for presets (cells a side).
constexpr int kMinPresetSide = 2;
constexpr int kMaxPresetSide = 400;
constexpr int kMaxTriesPerMaze = 100000;
// The longest name of a level (a preset's label, a section's title, a
// template's level name), in characters: it prints on one line above every
// maze of its section.
constexpr size_t kMaxLevelName = 60;

// Validates and reads a preset document. Throws Error naming `file` and the
// JSON path of the first problem.
Preset parse_preset(const Json& document, const std::string& file);
// The same for a preset inside a larger document (a batch file's "preset").
Preset parse_preset(const class JsonNode& node);

// Loads a preset by name (presets/NAME.json) or from a file path. An unknown
// name is reported as "CONTEXT: unknown preset 'x'; valid: ...", where
// CONTEXT says where the name came from (an option, a spec's JSON path).
Preset load_preset(const std::string& name_or_path, const std::string& context);

// The preset as JSON again, every default filled in (for batch files).
Json preset_json(const Preset& preset);

// Names of the presets shipped in presets/, sorted.
std::vector<std::string> shipped_preset_names();

// "route_ratio >= 2.5", "forks <= 30", "route_ratio >= 2.5 and <= 4".
std::string describe_bound(const Bound& bound);

std::string_view placement_name(Placement placement);

}  // namespace mazebook
