#pragma once
// Quality-checking mazes made anywhere: only the pictures are trusted; the
// perfect check and every metric are computed again here.

#include <optional>
#include <string>
#include <vector>

#include "book/maze_json.h"
#include "book/preset.h"
#include "maze/maze.h"
#include "maze/metrics.h"
#include "maze/solver.h"
#include "maze/variants/variant.h"
#include "maze/variants/variant_metrics.h"
#include "maze/weave/weave.h"
#include "maze/weave/weave_metrics.h"

namespace mazebook {

// One maze as read from a batch file or a book manifest.
struct MazeRecord {
  std::string id;
  Maze maze;
  // A variant maze (its "variant" field): the whole of it, `maze` again
  // included; variant.kind none for a plain maze.
  VariantMaze variant;
  // A weave maze (its "crossings" field): `maze` again, and its crossings.
  bool weave = false;
  WeaveMaze woven{};
  // A picture maze (its "picture_route" field): the outline's cells in
  // route order.
  std::vector<int32_t> picture_route{};
};

// Reads every entry of DOCUMENT.mazes: its id and its picture (or its
// grid, passages and openings, and a variant's marks or a weave's
// crossings). When the
// entry names an entrance that is one of the picture's two openings, that
// one is the entrance; other stored fields are ignored. Throws Error naming
// the file and the JSON path (mazes[3].picture: row 2, column 5: ...).
std::vector<MazeRecord> read_maze_records(const Json& document, const std::string& file);

struct BoundResult {
  Bound bound;
  double value = 0;
  bool passed = false;
};

struct MazeFinding {
  std::string id;
  int columns = 0;  // a rectangle's (0 for a polar grid)
  int rows = 0;
  std::string size;             // "16x20" for a rectangle, else the grid's name ("polar:12")
  std::string first_unreached;  // "(3, 4)" on a rectangle, else "cell 17"
  PerfectCheck perfect;
  Metrics metrics;
  std::vector<BoundResult> bounds;
  std::optional<std::string> grid_problem;  // size differs from the preset's
  // A variant maze: "keys:2", and the fault variant_fault found ("" when its
  // property holds; it then stands for the perfect check).
  std::string variant;
  std::string variant_fault;
  VariantMetrics variant_metrics;
  std::optional<std::string> variant_problem;  // the variant differs from the preset's
  // A weave maze: the grid rule crossing_fault found broken ("" when none;
  // the perfect check is then on the graph where a crossing is two nodes),
  // and the weave metrics.
  bool weave = false;
  std::string weave_fault;
  WeaveMetrics weave_metrics;
  // A picture maze: what picture_route_fault found ("" when its route
  // draws its outline).
  std::string picture_fault;

  bool passed() const;
  // "perfect", or the reasons it is not: "loops: 1 extra opening; cut off:
  // 3 cells".
  std::string perfect_text() const;
};

// Checks one maze against `bounds` (and the grid size, when given).
MazeFinding check_maze(const MazeRecord& record, const std::vector<Bound>& bounds,
                       const Preset* preset);

Json finding_json(const MazeFinding& finding);

}  // namespace mazebook
