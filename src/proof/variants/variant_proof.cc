#include "proof/variants/variant_proof.h"

#include <algorithm>

#include "proof/variants/variant_kind.h"

namespace mazeproof {

VariantProof prove_variant(const GridMaze& maze, const std::vector<CellOpening>& openings,
                           const PageMarks& marks, VariantKind kind, int count) {
  const VariantKindRules& rules = variant_rules(kind);
  VariantProof out;
  out.start = {-1, -1};
  for (const Mark& m : marks.marks) {
    if (std::find(rules.marks.begin(), rules.marks.end(), m.kind) == rules.marks.end())
      out.problems.push_back(std::string("a ") + mark_kind_name(m.kind) + " mark at " +
                             maze.grid.cell_name(m.a) + " in a puzzle of " + rules.name);
  }
  rules.prove(maze, openings, marks, count, out);
  out.proved = out.problems.empty();
  return out;
}

}  // namespace mazeproof
