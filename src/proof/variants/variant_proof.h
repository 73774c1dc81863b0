#pragma once
// The proof of a puzzle variant (DRAWING_RULES.md "Puzzle variants", "The
// proof"): from the passages the walls leave, the openings and the marks
// read from the page, the verifier builds the puzzle and solves it itself,
// then holds it to its kind's rule (variants.proved):
//   entrances: one tree of passages per entrance, exactly one reaching the
//     exit;
//   keys: a perfect maze without its doors, every key reachable before its
//     door, and one shortest walk that passes each door only holding its
//     key (a search over (cell, keys held), walks counted up to two);
//   oneway: a perfect maze, and from every cell the player can reach from
//     the entrance (arrows passed only their way) the exit can be reached.
// A maze of floors is drawn as several drawings; its proof is
// floors_stairs.h's.

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "proof/core/limits.h"
#include "proof/drawings/variant_marks.h"
#include "proof/model/grid_maze.h"
#include "proof/model/variant_record.h"

namespace mazeproof {

struct VariantProof {
  bool proved = false;                // the kind's rule holds
  std::vector<std::string> problems;  // why not, one phrase each
  CellOpening start;                  // the opening the solution enters by
  std::vector<int> walk;              // the solution's cells, start to exit (keys: the walk)
  // What was read from the page, as book.json writes it.
  std::vector<CellOpening> entrances;      // by letter
  std::vector<LetteredPassage> doors;      // by letter
  std::vector<LetteredCell> keys;          // by letter
  std::vector<OneWay> arrows;              // sorted
  std::vector<char> dead_letters;          // entrances: letters that do not reach the exit
  std::map<std::string, int64_t> metrics;  // the kind's variant_metrics
};

// Proves `maze` (passages as drawn, entrance and exit as book.json names
// them) with the outline's `openings` and the page's `marks` as a puzzle of
// `kind` with `count` entrances, pairs or arrows. REQUIRES: a rect grid
// of at most kMaxVariantCells cells, kind not floors.
VariantProof prove_variant(const GridMaze& maze, const std::vector<CellOpening>& openings,
                           const PageMarks& marks, VariantKind kind, int count);

}  // namespace mazeproof
