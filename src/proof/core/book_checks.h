#pragma once
// The checks of a book's mazes and solutions (book_mazes.h), each with the
// rule it applies as check.json cites it, in report order.

#include <vector>

#include "proof/core/check.h"

namespace mazeproof {

// Indices into make_checks().
enum CheckIndex {
  kPages,
  kDrawings,
  kPerfect,
  kManifest,
  kSolutionDrawings,
  kRoutes,
  kClosedWorld,
  kLegible,
  kVariants,  // only in reports of books with puzzle variants
  kCheckCount
};

// One empty check per index, with its id and rule; a version-2 book's
// rules cite DRAWING_RULES.md "Shaped mazes", which proves its mazes.
std::vector<Check> make_checks(int manifest_version = 1);

}  // namespace mazeproof
