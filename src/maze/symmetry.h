#pragma once
// Telling mazes apart up to mirror images and rotations, so that a batch
// never holds the same puzzle twice turned or flipped, and a series of
// books never prints one maze twice (src/maze/README.md, "Symmetries").

#include <span>
#include <string>

#include "maze/maze.h"
#include "maze/weave/weave.h"

namespace mazebook {

// A text equal for two mazes exactly when one is the other under a
// symmetry of its grid kind (walls and openings both, the openings as an
// unordered pair): the smallest serialisation over the kind's symmetries.
// A rectangle's 8 include its quarter turns, which map C x R onto R x C;
// the other kinds take the motions that map their grid (or mask) onto
// itself. Empty for the empty maze.
std::string canonical_key(const Maze& maze);
// The same for a weave maze: its crossings, each cell and over direction,
// taken by the same symmetry as its walls (a quarter turn swaps ns and
// ew). No crossings: canonical_key(maze).
std::string canonical_key(const Maze& maze, std::span<const Crossing> crossings);

}  // namespace mazebook
