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

// One empty check per index, with its id and rule: one set for every maze,
// whatever its kind and whichever version of book.json lists it.
std::vector<Check> make_checks();

}  // namespace mazeproof
