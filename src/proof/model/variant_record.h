#pragma once
// A puzzle variant's fields in a version-2 book.json (DRAWING_RULES.md
// "Puzzle variants", "The manifest"; src/maze/README.md "The maze JSON
// record"): the kind and its count, which the proof takes, and the marks,
// route and metrics, which it only cross-checks with what it read from the
// page. Read strictly: a field of the wrong type is unusable input.

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "proof/core/json_field.h"
#include "proof/model/grid_maze.h"
#include "proof/model/placement.h"

namespace mazeproof {

enum class VariantKind { entrances, keys, oneway, floors };

// "entrances", "keys", "oneway", "floors".
const char* variant_kind_name(VariantKind kind);

// A door across the passage between cells a < b, or a key in a cell.
struct LetteredPassage {
  int a = 0;
  int b = 0;
  char letter = 'A';
  bool operator==(const LetteredPassage&) const = default;
};
struct LetteredCell {
  int cell = 0;
  char letter = 'A';
  bool operator==(const LetteredCell&) const = default;
};
// A one-way passage, passed from `from` to `to` only.
struct OneWay {
  int from = 0;
  int to = 0;
  bool operator==(const OneWay&) const = default;
};
// Stairs joining floor `floor` (up) to floor + 1 (down) at `cell`.
struct Stair {
  int floor = 0;
  int cell = 0;
  bool operator==(const Stair&) const = default;
};

struct VariantRecord {
  VariantKind kind = VariantKind::entrances;
  int count = 0;   // entrances, pairs, arrows or floors
  int floors = 1;  // the maze's floors (count, for a maze of floors)
  std::vector<CellOpening> entrances;
  std::vector<LetteredPassage> doors;
  std::vector<LetteredCell> keys;
  std::vector<OneWay> arrows;
  std::vector<Stair> stairs;
  // Floors: where each floor is drawn, in floor order.
  std::vector<Placement> placements;
  std::vector<Placement> solution_placements;
  std::map<std::string, int64_t> metrics;  // variant_metrics
};

// Reads the variant fields of maze record `record` on `grid`; nullopt when
// it has no "variant". Throws Error naming the file and the field.
std::optional<VariantRecord> read_variant(const JsonField& record, const CellGrid& grid,
                                          bool has_solution);

}  // namespace mazeproof
