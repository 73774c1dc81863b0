#pragma once
// The cover decided before it is drawn: its boxes (the safe areas, the
// barcode box), every maze's panel and drawing (the front's art, the
// back's previews), where the spec's own front picture and a theme's
// pictures go, the panels under text over a full-bleed picture, whether
// the spine carries text and why not, and every text (book/cover_texts.h).
// The renderer (render/cover.h) draws exactly this, and book.json's
// "cover" is written from it. Points from the cover's top-left corner
// (bleed included), as the renderer draws.

#include <optional>
#include <string>
#include <vector>

#include "book/book_spec.h"
#include "book/book_template.h"
#include "book/cover_texts.h"
#include "book/kdp.h"
#include "book/page_plan.h"
#include "book/text_measure.h"
#include "maze/maze.h"

namespace mazebook {

// A maze drawn on the cover: a rounded panel (corner radius `radius`) and
// the maze's drawing on it.
struct CoverMaze {
  Box panel;
  double radius = 0;
  Drawing drawing;
};

// The spec's own front picture: full-bleed over the front and its bleed
// (`bleed`), or framed whole in the room between the front's texts.
struct FrontImagePlace {
  Box box;
  bool bleed = true;
};

struct CoverPlan {
  CoverGeometry geometry;  // inches
  Box front_safe;
  Box back_safe;
  Box barcode;  // left white and empty
  // Between the folds' clearances and the safe margins, when the spine
  // carries text (a guide in the preview).
  std::optional<Box> spine_safe;
  SpineText spine;  // its text's size, or why none
  std::optional<FrontImagePlace> front_image;
  // Under the front's texts over a full-bleed picture, in the cover's
  // background colour, corner radius `text_panel_radius`.
  std::vector<Box> text_panels;
  double text_panel_radius = 0;
  // The accent rule under the titles, drawn before the level line.
  Box accent_rule;
  std::optional<CoverMaze> front_maze;   // none under a front image or when no room is left
  std::vector<Box> front_pictures;       // a themed front's pictures, left to right
  std::vector<CoverMaze> back_previews;  // left to right, one for each sample
  CoverTexts texts;
};

// The cover of a book of `pages` interior pages and `maze_count` mazes:
// `front_art` is the front's maze (none under the spec's front image),
// `back_samples` the back's previews (rectangles, left to right, at most
// kBackPreviews drawn), `front_pictures` how many of a theme's pictures go
// in a row under the front's maze. Throws Error naming the field whose
// text does not fit even at its floor (book/cover_texts.h).
CoverPlan plan_cover(const TextMeasure& measure, const BookSpec& spec,
                     const BookTemplate& book_template, int pages, int maze_count,
                     const Maze* front_art, const std::vector<const Maze*>& back_samples,
                     int front_pictures);

}  // namespace mazebook
