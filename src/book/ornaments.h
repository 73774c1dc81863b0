#pragma once
// Mazes that decorate rather than puzzle, chosen in the book layer before
// anything is drawn: the title page's ornament, placed between the title
// and the author, and the cover's art. The renderer draws them where this
// says; the manifest records them (src/book/README.md), so that a verifier
// can match every maze drawing on a page to its record.

#include <string>
#include <string_view>
#include <vector>

#include "book/book_mazes.h"
#include "book/book_spec.h"
#include "book/book_template.h"
#include "book/page_plan.h"
#include "book/solved_maze.h"
#include "book/theme.h"

namespace mazebook {

// The title page's texts as the renderer measured them, wrapped at the
// live area's width, points.
struct TitleMetrics {
  double title_size = 0;     // the size the title is set in (it may shrink)
  double subtitle_size = 0;  // the size the subtitle is set in
  double title = 0;          // the title's height
  double subtitle = 0;       // the subtitle's height; 0 without one
  double subtitle_gap = 0;   // room above the subtitle; 0 without one
  double author = 0;         // the author line's height
};

// True when the title and subtitle so measured keep at least half an inch
// above the author's line on the title page of `plan` (or it has none).
bool title_page_fits(const BookPlan& plan, const TitleMetrics& metrics);

// Where the title page's parts go, points from the page's top left.
struct TitlePage {
  int page = 0;              // its page number; 0 when the front matter has none
  double title_size = 0;     // points
  double subtitle_size = 0;  // points
  double title_y = 0;        // top of the title
  double subtitle_y = 0;     // top of the subtitle
  double author_y = 0;       // top of the author's line
  Box art;                   // the room between the texts, for an ornament
};

// Lays out the title page of `plan` (none when its front matter has none).
TitlePage lay_out_title_page(const BookPlan& plan, const TitleMetrics& metrics);

// A maze drawn as decoration on an interior page.
struct Ornament {
  std::string id;  // e.g. "ornament-title"
  int page = 0;    // from 1
  SolvedMaze solved;
  Drawing drawing;  // its grid, cell and wall width, points
  Colour colour;    // its walls' colour (never the puzzles' black)
};

// The title page's ornament: a 12 x 9 backtracker maze from the book seed,
// in the template's accent colour, as large as the room between the texts
// allows; none when that room is an inch high or less.
std::vector<Ornament> plan_ornaments(const BookSpec& spec, const BookTemplate& look,
                                     const TitlePage& title);

// The id of the front cover's art in the manifest.
constexpr std::string_view kCoverFrontId = "cover-front";

// The cover's mazes.
struct CoverArt {
  SolvedMaze front;               // the front cover's art, shaped like its art area
  std::string front_mask;         // the silhouette it is shaped as; empty for a rectangle
  bool front_drawn = true;        // false when the user's own picture takes the front
  std::vector<int> back_samples;  // the book mazes previewed on the back (indices), left to right
  // A themed front: the theme's cover pictures in a row under its maze
  // (indices into the theme's cover set, book/theme.h), left to right.
  std::vector<int> front_pictures;
};

// The front art is a 14-column backtracker maze from the book seed, with
// rows to suit the trim's shape (the back sample is chosen apart, once the
// book's mazes exist). A themed front (`theme` with silhouettes, and no
// front image of the user's) is instead a backtracker maze on a masked
// grid: one of the theme's silhouettes, chosen from the book seed, sampled
// with cells about kCoverSilhouetteCellIn inches across the art area.
// The silhouette is read through `masks`. Throws Error naming the theme's
// file when it cannot be read.
CoverArt choose_cover_art(const BookSpec& spec, const Theme* theme, const MaskReader& masks);

// The cell a themed front's silhouette maze is sampled for, inches: small
// enough that the animal or object reads as itself, large enough for a
// child's pencil on the cover.
constexpr double kCoverSilhouetteCellIn = 0.17;

// The back cover's previews: of the book's rectangular mazes whose cells
// print legibly (book/legibility.h) in a preview area
// (book/cover_layout.h), the first, the middle one and the last (all of
// them when there are at most kBackPreviews); none when none does.
std::vector<int> choose_back_samples(const BookSpec& spec, const std::vector<BookMaze>& mazes);

}  // namespace mazebook
