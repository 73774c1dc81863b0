#pragma once
// The proof of one shaped maze drawing (DRAWING_RULES.md "Shaped mazes",
// "The proof"): from the manifest's grid kind and parameters and the
// placement fitted from the strokes, the strokes are matched to the walls
// the kind allows (shape_walls.h); the inner walls not drawn are the
// passages and the outer walls not drawn the openings. Check 1: the
// passages are a spanning tree of the cells with exactly the manifest's
// openings (the entrance, and the exit or a polar centre goal). Check 2:
// the strokes alone, as a plane graph, are one piece with as many cycles
// as the outline (plane_walls.h).

#include <optional>
#include <string>
#include <vector>

#include "proof/drawings/shape_strokes.h"
#include "proof/drawings/shape_walls.h"
#include "proof/model/grid_shapes.h"
#include "proof/pdf/drawing.h"
#include "proof/topology/forest_proof.h"
#include "proof/topology/plane_walls.h"

namespace mazeproof {

struct ShapeDrawingProof {
  bool ok = false;  // the strokes follow the rules: a maze was read and proved
  Placement placement;
  std::vector<std::string> drawing_problems;   // the strokes break the drawing rules
  std::vector<std::string> proof_problems;     // not a perfect maze with the manifest's openings
  std::vector<std::string> manifest_problems;  // openings other than the manifest names
  std::vector<std::string> gaps;               // walls too close to read (legibility)
  std::optional<GridMaze> maze;                // as drawn; its entrance and exit the manifest's
  ForestProof proof;
  std::vector<CellOpening> openings;  // outer walls not drawn, in wall order
  WallMatch walls;
  PlaneCheck plane;
};

// Proves the drawing made of `strokes` (page space) as a maze on
// `shapes`' grid whose entrance and exit book.json gives.
ShapeDrawingProof prove_shape_drawing(const std::vector<Segment>& strokes, const GridShapes& shapes,
                                      const CellOpening& entrance, const CellOpening& exit);

// "side 3 of cell 60 (ring 4, 0)", or "the centre goal, cell 0 (ring 0,
// 0)"; on a grid read from a picture "cell (2,0) top".
std::string opening_text(const CellGrid& grid, const CellOpening& o);

}  // namespace mazeproof
