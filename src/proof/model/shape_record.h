#pragma once
// The one model of a maze that a page draws (DRAWING_RULES.md "The
// manifest", "Shaped mazes"): its maze on any grid kind with the record's
// passages and openings, where its pages draw it, and a puzzle variant's
// fields. Every maze of a book, a poster or a version-1 book (read through
// version1.h) is proved from this. The proof takes only the grid and the
// openings' names from here; the passages are cross-checked.

#include <optional>

#include "proof/model/grid_maze.h"
#include "proof/model/placement.h"
#include "proof/model/variant_record.h"

namespace mazeproof {

struct ShapeRecord {
  GridMaze maze;  // the grid, the record's passages, its entrance and exit
  Placement placement;
  double wall_pt = 0;
  std::optional<Placement> solution_placement;  // when it has a solution page
  double solution_wall_pt = 0;
  // A puzzle variant's fields (DRAWING_RULES.md "Puzzle variants").
  std::optional<VariantRecord> variant;
  // Read from a version-1 picture (version1.h): book.json lists no
  // placement, so none is compared, and the report names the grid by its
  // columns and rows.
  bool version1 = false;
};

}  // namespace mazeproof
