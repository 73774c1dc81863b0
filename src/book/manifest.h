#pragma once
// The manifests, written from the plan in this one place: a book's
// (book.json: the spec as resolved, every maze with its page, its
// solution's page and slot, seed, algorithm, picture, route and metrics,
// the ornaments with where they are drawn, the cover with its art, every
// printed text, the seed and the rebuild record; every field is described
// in src/book/README.md) and a poster's, from the poster's plan. The
// fields the verifier reads are fixed by src/proof/DRAWING_RULES.md. The
// application layer only writes the bytes to their files.

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "base/json.h"
#include "book/book_mazes.h"
#include "book/book_spec.h"
#include "book/cover_plan.h"
#include "book/ornaments.h"
#include "book/page_plan.h"
#include "book/placed_text.h"
#include "book/poster_plan.h"
#include "book/theme.h"
#include "maze/maze.h"

namespace mazebook {

// A book of rectangles only writes version 1, byte for byte as before the
// other grid kinds; a book that holds any other kind, its cover's front
// art (`cover`, when given) included, writes version 2
// (src/proof/DRAWING_RULES.md, "Shaped mazes").
int manifest_version(const std::vector<BookMaze>& mazes, const CoverArt* cover = nullptr);

// What book.json is written from (not owned): the book's plan and what it
// chose.
struct BookRecord {
  const BookSpec* spec = nullptr;
  const BookPlan* plan = nullptr;
  const std::vector<BookMaze>* mazes = nullptr;
  const std::vector<MazeShape>* shapes = nullptr;  // the mazes' shapes the plan laid out
  const std::vector<Ornament>* ornaments = nullptr;
  const CoverArt* cover_art = nullptr;
  const CoverPlan* cover = nullptr;
  Colour art_colour;             // the cover art's walls (a shaped front's is recorded)
  const Theme* theme = nullptr;  // a themed book's
  const std::vector<int>* section_pictures = nullptr;  // with a theme: each section page's
  const std::vector<PlacedText>* texts = nullptr;      // the interior's, in page order
  Json rebuild;  // the "rebuild" record (book/rebuild_record.h); null: none
};

// book.json's bytes. Throws Error("SPEC: sections: the book's manifest
// (book.json) takes N bytes, more than the M it may hold: ...") for a
// manifest over kMaxMazesFileBytes (base/json_reader.h), which mazeproof
// and `build --from` would refuse.
std::string book_manifest(const BookRecord& book);

// Which files hold a poster's pages.
struct PosterFiles {
  std::string maze;      // the maze page's file
  std::string solution;  // the solution page's file ("" without one)
  double dpi = 0;        // PNG pixels an inch (0 for PDF and SVG)
};

// What a poster's manifest is written from (not owned): its plan and its
// maze.
struct PosterRecord {
  const Maze* maze = nullptr;
  std::span<const int32_t> route;  // the maze's one route, entrance cell first
  std::string algorithm;
  uint64_t seed = 0;
  const PosterLayout* layout = nullptr;
  const PosterPage* page = nullptr;
};

// The poster's manifest's bytes (FILE.json beside it; src/render/README.md,
// "Posters", describes every field): {"format": "mazebook-poster",
// "version": 1, "page", "legibility", "title", "maze": {maze record, "file",
// "page", "placement", ["solution_file", "solution_page",
// "solution_placement"]}}, the maze placed as a book manifest's version 2
// places a shaped maze.
std::string poster_manifest(const PosterRecord& poster, const PosterFiles& files);

}  // namespace mazebook
