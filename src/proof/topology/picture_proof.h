#pragma once
// A rectangle's picture (a batch file's record without a grid) proved
// perfect (README.md "Perfect mazes"): its border has exactly two
// openings, the entrance one of them (the record's, or the first in
// reading order), and its passages are one tree, which forest_proof.h, the
// one proof of a tree, proves. Then there is exactly one route, which is
// measured. An imperfect maze is a normal result with reasons, not an
// error.

#include <optional>
#include <string>
#include <vector>

#include "proof/model/picture.h"
#include "proof/topology/forest_proof.h"

namespace mazeproof {

struct PictureProof {
  bool perfect = false;
  std::vector<std::string> problems;  // why not perfect, one phrase each, naming cells
  std::optional<CellOpening> entrance;
  std::optional<CellOpening> exit;
  ForestProof forest;  // the tree and, when perfect, its route measured
};

// Proves `picture`; `entrance`, when given, must be one of its openings.
PictureProof prove_picture(const PictureMaze& picture,
                           const std::optional<CellOpening>& entrance = std::nullopt);

}  // namespace mazeproof
