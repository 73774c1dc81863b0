#include "proof/topology/picture_proof.h"

#include <algorithm>

namespace mazeproof {

PictureProof prove_picture(const PictureMaze& picture, const std::optional<CellOpening>& entrance) {
  PictureProof proof;
  const CellGrid& grid = picture.maze.grid;
  const std::vector<CellOpening>& openings = picture.openings;
  if (openings.size() != 2) {
    std::string list;
    for (const CellOpening& o : openings)
      list += (list.empty() ? "" : ", ") + picture_opening_name(grid, o);
    proof.problems.push_back("outer wall has " + std::to_string(openings.size()) +
                             (openings.size() == 1 ? " opening" : " openings") + ", expected 2" +
                             (list.empty() ? "" : ": " + list));
  }
  if (entrance) {
    const auto it = std::find(openings.begin(), openings.end(), *entrance);
    if (it == openings.end()) {
      proof.problems.push_back("the entrance " + picture_opening_name(grid, *entrance) +
                               " is not an opening");
    } else {
      proof.entrance = *it;
    }
  } else if (!openings.empty()) {
    proof.entrance = openings.front();
  }
  if (proof.entrance && openings.size() == 2)
    proof.exit = openings[0] == *proof.entrance ? openings[1] : openings[0];
  std::vector<int> entrances;
  if (proof.entrance) entrances.push_back(proof.entrance->cell);
  proof.forest =
      prove_forest(Places(grid, picture.maze.open), entrances, proof.exit ? proof.exit->cell : -1);
  proof.problems.insert(proof.problems.end(), proof.forest.problems.begin(),
                        proof.forest.problems.end());
  proof.perfect = proof.problems.empty() && proof.forest.proved;
  return proof;
}

}  // namespace mazeproof
