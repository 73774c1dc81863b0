#include "proof/variants/variant_mazes.h"

#include <algorithm>

#include "proof/core/book_checks.h"
#include "proof/variants/variant_kind.h"

namespace mazeproof {

GridMaze solution_maze(const GridMaze& drawn, const VariantProof& proof) {
  GridMaze maze = drawn;
  maze.entrance = proof.start;
  return maze;
}

VariantDrawing prove_variant_drawing(const ManifestMaze& m, const ShapeDrawingProof& p,
                                     const PageDrawing& items, const Box& area, bool solution,
                                     const std::string& at, std::vector<Check>& checks,
                                     MazeResult& result) {
  const VariantRecord& record = *m.shape->variant;
  const VariantKindRules& rules = variant_rules(m.shape->variant);
  const GridMaze& drawn = *p.maze;
  VariantDrawing out;
  out.marks = read_marks(items, drawn.grid, p.placement, area, p.openings);
  for (const std::string& problem : out.marks.problems) checks[kVariants].fail(at + problem);
  out.proof = prove_variant(drawn, p.openings, out.marks, record.kind, record.count);
  const VariantProof& v = *out.proof;
  for (const std::string& problem : v.problems)
    checks[kVariants].fail(at + "puzzle variant " + rules.name + ": " + problem);
  const CheckIndex listed = solution ? kSolutionDrawings : kManifest;
  const std::string differs = solution ? " (the solution page's marks)" : "";
  for (const std::string& d : rules.differences(record, v, drawn))
    checks[listed].fail(at + d + differs);
  if (solution) {
    for (const EntranceLetter& e : out.marks.entrances) {
      const bool dead =
          std::find(v.dead_letters.begin(), v.dead_letters.end(), e.letter) != v.dead_letters.end();
      if (v.proved && dead != e.struck)
        checks[kSolutionDrawings].fail(at + "entrance " + e.letter +
                                       (dead ? " does not reach the exit but is not struck through"
                                             : " reaches the exit but is struck through"));
    }
    return out;
  }
  for (const EntranceLetter& e : out.marks.entrances) {
    if (e.struck)
      checks[kVariants].fail(at + "entrance " + e.letter +
                             " is struck through on the maze page: strikes are drawn on solution "
                             "pages only (on the maze page they give the answer away)");
  }
  result.variant = rules.name;
  result.variant_proved = v.proved;
  result.variant_metrics = v.metrics;
  if (!v.proved) return out;
  if (m.route && *m.route != v.walk)
    checks[kManifest].fail(at + "route in book.json (" + std::to_string(m.route->size()) +
                           " cells) is not the solution's " + rules.route_word + " (" +
                           std::to_string(v.walk.size()) + " cells)");
  for (const std::string name : rules.metrics) {
    const auto found = v.metrics.find(name);
    const auto it = record.metrics.find(name);
    if (found == v.metrics.end() || it == record.metrics.end()) continue;
    const int64_t value = found->second;
    if (it->second != value)
      checks[kManifest].fail(at + "variant_metrics." + name + " " + std::to_string(value) +
                             " in the PDF, " + std::to_string(it->second) + " in book.json");
  }
  return out;
}

}  // namespace mazeproof
