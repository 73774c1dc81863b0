#pragma once
// The full-wrap cover: back, spine and front on one page with bleed. Its
// size comes from the interior's real page count (book/kdp.h); its mazes
// were chosen by the book layer (book/ornaments.h) and are drawn as given.

#include <cairo.h>

#include <optional>
#include <string>
#include <vector>

#include "book/book_spec.h"
#include "book/book_template.h"
#include "book/cover_texts.h"
#include "book/kdp.h"
#include "maze/maze.h"
#include "render/picture.h"

namespace mazebook {

struct Cover {
  const BookSpec* spec = nullptr;
  const BookTemplate* look = nullptr;
  int pages = 0;                    // interior pages
  int maze_count = 0;               // mazes in the book
  CoverGeometry geometry;           // inches
  const Maze* front_art = nullptr;  // the front cover's maze (not owned); none under a front image
  std::vector<const Maze*> back_samples;  // the back cover's previews, left to right (not owned)
  // The user's own front art (not owned), full-bleed (PictureFit::fill
  // over the front panel and its bleed) or framed (PictureFit::fit in the
  // room between the texts); none for a composed front.
  const Picture* front_image = nullptr;
  PictureFit front_fit = PictureFit::fill;
  // A themed front's pictures, in a row under its maze (not owned).
  std::vector<const Picture*> front_pictures;
  // The spine text's size, points; 0 when the spine is left blank, and
  // then `spine_note` says why.
  double spine_size = 0;
  std::string spine_note;
  // Its texts as the plan set them (book/cover_texts.h), drawn as given.
  CoverTexts texts;
};

// Spine text shrinks to this and no further: when it does not fit even so,
// the spine is left blank (and the cover says why).
constexpr double kSpineFloor = 7;

// The cover of a book of `pages` interior pages and `maze_count` mazes,
// with the mazes the book layer chose (and the spec's front image, when it
// names one, in place of the front maze); it points into its arguments.
// The spine text is set as large as fits between the folds' clearances,
// from the template's size down to kSpineFloor, or left out with a note.
Cover make_cover(const BookSpec& spec, const BookTemplate& look, int pages, int maze_count,
                 const Maze* front_art, std::vector<const Maze*> back_samples,
                 const Picture* front_image = nullptr);

// Draws the cover, in points, origin top left. Throws Error naming the
// field whose text does not fit even at its floor size, or a front image
// that would print under 300 DPI (Picture::check_dpi).
void draw_cover(cairo_t* cr, const Cover& cover);

// Where the front's maze is drawn (points from the cover's top left: its
// grid box, cell and wall), or none when the front draws no maze.
std::optional<Drawing> front_art_drawing(const Cover& cover);

// Lays the cover out without keeping anything, so that text which does not
// fit is refused before the book's mazes are made (the mazes drawn do not
// change where text goes). Throws Error as draw_cover does.
void check_cover_text(const Cover& cover);

// The cover as one-page PDF bytes.
std::string cover_pdf(const Cover& cover, const std::string& date);

// PNG previews: the cover alone, or with the trim, fold, safe-area and
// barcode lines over it (the guides never go into the PDF).
std::string cover_png(const Cover& cover, double dpi, bool guides);

}  // namespace mazebook
