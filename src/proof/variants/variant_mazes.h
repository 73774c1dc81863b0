#pragma once
// A puzzle variant's drawing in a book (DRAWING_RULES.md "Puzzle
// variants"): after its walls were read as any rectangle's (shape_proof.h),
// its marks are read from the page (variant_marks.h), the puzzle is proved
// (variant_proof.h), and what was read and proved is cross-checked with
// book.json (entrances, doors, keys, arrows, route, variant_metrics). On a
// solution page the drawn steps must be the solution's, the marks the maze
// page's, and the dead entrances' letters struck through.

#include <optional>
#include <string>
#include <vector>

#include "proof/core/check.h"
#include "proof/drawings/maze_drawings.h"
#include "proof/model/manifest.h"
#include "proof/topology/shape_proof.h"
#include "proof/variants/variant_proof.h"

namespace mazeproof {

struct VariantDrawing {
  PageMarks marks;
  std::optional<VariantProof> proof;  // empty when the puzzle could not be read
};

// Reads and proves the variant of `m` (REQUIRES: m.shape->variant, a rect
// grid, not floors) drawn as `p` on a page of `items`, whose keep-clear box
// is `area`. Failures go to `checks`, each line starting with `at`;
// `result` gets the variant's figures (maze page only).
VariantDrawing prove_variant_drawing(const ManifestMaze& m, const ShapeDrawingProof& p,
                                     const PageDrawing& items, const Box& area, bool solution,
                                     const std::string& at, std::vector<Check>& checks,
                                     MazeResult& result);

// The maze as check_shape_route and route_line take a variant's solution:
// entered at the solution's start (its cells are the solution's walk).
GridMaze solution_maze(const GridMaze& drawn, const VariantProof& proof);

}  // namespace mazeproof
