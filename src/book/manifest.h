#pragma once
// The book manifest (book.json): the spec as resolved and every maze with
// its page, its solution's page and slot, seed, algorithm, picture and
// metrics. Its shape is fixed by src/proof/DRAWING_RULES.md.

#include "book/book_mazes.h"
#include "book/book_spec.h"
#include "book/maze_json.h"
#include "book/page_plan.h"

namespace mazebook {

constexpr int kManifestVersion = 1;

// The manifest without the "cover" member (the cover adds it).
Json manifest_json(const BookSpec& spec, const BookPlan& plan, const std::vector<BookMaze>& mazes);

// The "cover" member for a cover of `pages` interior pages.
Json cover_manifest_json(const BookSpec& spec, int pages);

}  // namespace mazebook
