#pragma once
// A maze's kind of puzzle as the pipeline sees it (DRAWING_RULES.md
// "Puzzle variants"): one descriptor per kind, a plain maze's included,
// naming the marks its drawing holds, what the proofs expect of it (the
// trees of the one forest proof, a perfect maze of its walls, floors
// joined by their stairs), how it is proved and cross-checked with
// book.json, and which metrics it defines. The pipeline asks the
// descriptor; no stage branches on the kind.

#include <optional>
#include <string>
#include <vector>

#include "proof/drawings/variant_marks.h"
#include "proof/model/variant_record.h"
#include "proof/variants/variant_proof.h"

namespace mazeproof {

struct VariantKindRules {
  const char* name = "plain";  // as book.json and check.json name it
  // Its marks are read from the page (a plain maze's are not: a mark on it
  // is the closed world's to refuse).
  bool marked = false;
  // The marks a drawing of this kind holds in its slots; any other fails.
  std::vector<MarkKind> marks;
  // The forest proof expects one tree per entrance of the record's count
  // (and the plane graph one cycle each); else one tree.
  bool tree_per_entrance = false;
  // The walls are proved a perfect maze with book.json's two openings;
  // else its openings and trees are the kind's own proof.
  bool perfect_walls = true;
  // Drawn one drawing per floor and proved across them, joined by their
  // stairs (floors_mazes.h), never as one drawing.
  bool per_floor = false;
  // route_length and forks are measured along the kind's solution (the
  // winning entrance's route), not the walls' perfect maze.
  bool measured_on_solution = false;
  // What book.json's `route` holds: "walk" (a walk that comes back on
  // itself) or "route".
  const char* route_word = "route";
  // The variant_metrics the proof defines, sorted by name.
  std::vector<const char*> metrics;
  // The proof of one drawing (null for a plain maze and a maze of
  // floors): adds the kind's problems, start, walk, marks and metrics to
  // `out`. `openings`: the outline's, as drawn.
  void (*prove)(const GridMaze& maze, const std::vector<CellOpening>& openings,
                const PageMarks& marks, int count, VariantProof& out) = nullptr;
  // What book.json lists that the page does not show, as phrases (book.json's
  // against the page's); `drawn` is the maze as drawn with book.json's
  // entrance and exit.
  std::vector<std::string> (*differences)(const VariantRecord& record, const VariantProof& proof,
                                          const GridMaze& drawn) = nullptr;

  // The trees the forest proof expects for the record's `count`.
  int trees(int count) const { return tree_per_entrance ? count : 1; }
};

// The descriptor of a puzzle of `kind`.
const VariantKindRules& variant_rules(VariantKind kind);

// The descriptor of a maze with puzzle `variant`, a plain maze's for none.
const VariantKindRules& variant_rules(const std::optional<VariantRecord>& variant);

}  // namespace mazeproof
