#pragma once
// The book manifest (book.json): the spec as resolved, every maze with its
// page, its solution's page and slot, seed, algorithm, picture, route and
// metrics, the ornaments with where they are drawn, and the cover with its
// art. Every field is described in src/book/README.md; the fields the
// verifier reads are fixed by src/proof/DRAWING_RULES.md.

#include <string>
#include <vector>

#include "book/book_mazes.h"
#include "book/book_spec.h"
#include "book/ornaments.h"
#include "book/page_plan.h"

namespace mazebook {

// A book of rectangles only writes version 1, byte for byte as before the
// other grid kinds; a book that holds any other kind writes version 2
// (src/proof/DRAWING_RULES.md, "Shaped mazes").
int manifest_version(const std::vector<BookMaze>& mazes);

// The manifest without the "cover" member (the cover adds it); `shapes`
// are the mazes' shapes the plan laid out (a variant's floors and room).
Json manifest_json(const BookSpec& spec, const BookPlan& plan, const std::vector<BookMaze>& mazes,
                   const std::vector<MazeShape>& shapes, const std::vector<Ornament>& ornaments);

// What the cover's spine carries: its text's size in points (0: none)
// and, when none, why.
struct SpineText {
  double size_pt = 0;
  std::string note;
};

// The "cover" member for a cover of `pages` interior pages, its art and
// its spine.
Json cover_manifest_json(const BookSpec& spec, int pages, const CoverArt& art,
                         const std::vector<BookMaze>& mazes, const SpineText& spine);

}  // namespace mazebook
