#pragma once
// The proof of a puzzle of lettered entrances (DRAWING_RULES.md "Puzzle
// variants", "The proof", entrances): k + 1 openings, k of them lettered
// A, B, ... and the exit not; the passages the one forest proof's k trees
// (forest_proof.h), each holding one lettered opening; the winner is the
// entrance in the exit's tree, the others are dead.

#include <vector>

#include "proof/variants/variant_proof.h"

namespace mazeproof {

// Adds to `out` the entrances puzzle's problems, entrances by letter, dead
// letters, start (the winner), walk (the winner's route) and metrics
// (dead_entrances) for `count` entrances.
void prove_entrances(const GridMaze& maze, const std::vector<CellOpening>& openings,
                     const PageMarks& marks, int count, VariantProof& out);

}  // namespace mazeproof
