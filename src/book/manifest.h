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
#include "book/cover_plan.h"
#include "book/ornaments.h"
#include "book/page_plan.h"

namespace mazebook {

// A book of rectangles only writes version 1, byte for byte as before the
// other grid kinds; a book that holds any other kind, its cover's front
// art (`cover`, when given) included, writes version 2
// (src/proof/DRAWING_RULES.md, "Shaped mazes").
int manifest_version(const std::vector<BookMaze>& mazes, const CoverArt* cover = nullptr);

// The manifest without the "cover" member (the cover adds it); `shapes`
// are the mazes' shapes the plan laid out (a variant's floors and room);
// `cover` only counts towards the version.
Json manifest_json(const BookSpec& spec, const BookPlan& plan, const std::vector<BookMaze>& mazes,
                   const std::vector<MazeShape>& shapes, const std::vector<Ornament>& ornaments,
                   const CoverArt* cover = nullptr);

// The "cover" member, from the cover's plan: its size, spine and barcode
// box, its art and the back's samples. A shaped front art is recorded
// with its placement on the cover and its walls' colour `art_colour`
// (src/proof/DRAWING_RULES.md, "Ornaments and cover art"); a masked one
// the plan found no room for is recorded without it, and fails the proof.
Json cover_manifest_json(const BookSpec& spec, const CoverPlan& cover, const CoverArt& art,
                         const std::vector<BookMaze>& mazes, const Colour& art_colour);

}  // namespace mazebook
