#pragma once
// A difficulty preset (presets/*.json): the grid, the generators and their
// weights, where the entrance and exit go, the bounds a maze must meet to be
// kept, how hard to look for one, and hints for the layout.

#include <optional>
#include <string>
#include <vector>

#include "book/level.h"
#include "book/mask_reader.h"
#include "book/maze_json.h"
#include "maze/generators.h"
#include "maze/grids.h"
#include "maze/metrics.h"
#include "maze/solver.h"
#include "maze/variants/variant.h"

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
  double weight = 1;  // relative; from kMinGeneratorWeight to kMaxGeneratorWeight
};

enum class Placement { corners, farthest, centre };

struct Preset {
  std::string name;    // e.g. "expert"
  std::string label;   // e.g. "Expert": a section's title when it has no level
  GridSpec grid_spec;  // the grid, as the preset says
  GridPtr grid;        // made once, shared by every maze of the preset
  int columns = 0;     // the grid's columns and rows (0 for a polar grid)
  int rows = 0;
  // How hard its mazes are, whatever their shape; books name it in the
  // template's words. None for a preset written before levels.
  std::optional<Level> level;
  std::vector<WeightedGenerator> generators;
  // corners: the grid's first and last openings (a rectangle: entrance on
  // top of (0, 0), exit below the last cell); farthest: the two boundary
  // cells with the longest route between them, at least
  // min_opening_distance apart; centre: enter from the outside, finish at
  // the centre (polar grids).
  Placement placement = Placement::corners;
  double min_opening_distance = 0.5;  // for farthest
  // For farthest: any boundary cell, or only top and bottom sides (rect
  // and masked grids), so that START and FINISH sit above and below.
  OpeningSides opening_sides = OpeningSides::any;
  // A puzzle variant ("variant": {"kind": "keys", "pairs": 2}); kind none
  // for plain mazes. Entrances grow their own trees (generators: the
  // growing tree); entrances and floors keep the corners placement.
  Variant variant;
  // Weave mazes at this density ("weave": 0.2; 0 for none): rect and masked
  // grids, generators that weave, the corners placement, no variant.
  double weave = 0;
  // In metric_infos() order, then the variant's own metrics (a preset with
  // a variant may bound those of its kind too) or the weave's.
  std::vector<Bound> bounds;
  int tries_per_maze = 200;  // candidates tried at most for each kept maze
  double wall_weight = 1.5;  // points; a layout hint
  std::string source;        // the file it came from, for messages
};

// Grid limits for presets (cells a side, rings).
constexpr int kMinPresetSide = 2;
constexpr int kMaxPresetSide = 400;
constexpr int kMaxPresetRings = 200;

constexpr int kMaxTriesPerMaze = 100000;
// A generator's weight, relative to the others' (presets/README.md): from a
// thousandth to a million, so that every weight is a share a double keeps.
constexpr double kMinGeneratorWeight = 0.001;
constexpr double kMaxGeneratorWeight = 1e6;
// The longest name of a level (a preset's label, a section's title, a
// template's level name), in characters: it prints on one line above every
// maze of its section.
constexpr size_t kMaxLevelName = 60;

// Validates and reads a preset document; a mask it names by name or file
// is read through `masks`, a file relative to `path`, the preset file as
// opened (default: `file`). Throws Error naming `file` and the JSON path of
// the first problem.
Preset parse_preset(const Json& document, const std::string& file, const MaskReader& masks,
                    const std::string& path = "");
// The same for a preset inside a larger document (a batch file's "preset"),
// its mask files relative to the file `path`.
Preset parse_preset(const class JsonNode& node, const MaskReader& masks,
                    const std::string& path = "");

// Loads a preset by name (presets/NAME.json) or from a file path, relative
// to `naming_file` when a file names it (base/data_paths.h). An unknown
// name is reported as "CONTEXT: unknown preset 'x'; valid: ...", where
// CONTEXT says where the name came from (an option, a spec's JSON path), a
// missing file as "CONTEXT: no such file 'x.json' in FOLDER".
Preset load_preset(const std::string& name_or_path, const std::string& context,
                   const MaskReader& masks, const std::string& naming_file = "");

// The preset as JSON again, every default filled in (for batch files).
Json preset_json(const Preset& preset);

// Names of the presets shipped in presets/, sorted.
std::vector<std::string> shipped_preset_names();

// "route_ratio >= 2.5", "forks <= 30", "route_ratio >= 2.5 and <= 4".
std::string describe_bound(const Bound& bound);

// True when the metric called `name` (plain or a variant's) is a count.
bool integer_metric(std::string_view name);

std::string_view placement_name(Placement placement);

}  // namespace mazebook
