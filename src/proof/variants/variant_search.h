#pragma once
// The searches of the keys and one-way puzzles (variant_proof.h): keys over
// states (cell, keys held), a door passable once its key is held, a key
// picked up by entering its cell and kept, shortest walks counted up to
// two; one-way passages forward from the entrance and backward from the
// exit, every cell reached forward reaching the exit (no trap). Both
// first read the marks (each letter once on a key and once on a door,
// doors and arrows across open passages) and prove the walls a perfect
// maze.

#include "proof/variants/variant_proof.h"

namespace mazeproof {

// Adds to `out` (start set: the entrance) the keys puzzle's problems, walk,
// marks and metrics (walk_length, keys_collected, backtracking_steps).
void prove_keys(const GridMaze& maze, const PageMarks& marks, int count, VariantProof& out);

// The same for one-way passages (arrows_on_route).
void prove_oneway(const GridMaze& maze, const PageMarks& marks, int count, VariantProof& out);

}  // namespace mazeproof
