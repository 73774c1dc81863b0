#pragma once
// The words START and FINISH beside a maze's openings, in the template's
// style: coloured text ("arrow" marks) or white text on a coloured pill
// ("badge" marks). Rectangles and shaped mazes place the label's box
// differently and draw it alike.

#include <cairo.h>

#include "book/book_template.h"
#include "render/picture.h"

namespace mazebook {

// The picture beside a maze's START and FINISH labels in a themed book
// (book/theme.h), none when null; `grey` prints it in greys (black ink).
struct MarkArt {
  const Picture* start = nullptr;
  const Picture* finish = nullptr;
  bool grey = false;
  // A shaped maze's arrows keep this many points beyond the opening's
  // outside point, where a solution route's stroke ends (its half width
  // and a gap), so that the route's band holds no mark; 0: no such rule.
  double route_end_pt = 0;
};

// Room between a label's picture and its word, points.
constexpr double kPictureGap = 4;

// The box a label takes, points: its word (or badge) and, when the
// template gives pictures room (mark_picture > 0), the picture's square
// before it, both centred on one line.
struct LabelBox {
  double width = 0;
  double height = 0;
};
LabelBox mark_label_box(cairo_t* cr, const BookTemplate& book_template, bool start);

// What a label puts on paper as a PDF reader measures it (its text's line
// box runs from the font's ascent to its descent, src/proof/DRAWING_RULES.md
// "How ink is measured"), relative to its box's top: from `top` (0 or
// less: above the box) to `bottom`, points.
struct LabelInk {
  double top = 0;
  double bottom = 0;
};
LabelInk mark_label_ink(cairo_t* cr, const BookTemplate& book_template, bool start);

// Draws the START (or FINISH) label with its box's top left at (left, top),
// with its picture from `art` when the template gives pictures room.
void draw_mark_label(cairo_t* cr, const BookTemplate& book_template, bool start, double left,
                     double top, const MarkArt& art = {});

}  // namespace mazebook
