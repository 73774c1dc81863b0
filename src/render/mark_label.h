#pragma once
// Draws the words START and FINISH beside a maze's openings as the
// template sets them (book/mark_labels.h), where the plan placed them
// (book/maze_marks.h). Rectangles and shaped mazes place the label's box
// differently and draw it alike.

#include <cairo.h>

#include "book/book_template.h"
#include "book/mark_labels.h"
#include "book/maze_marks.h"
#include "book/text_plan.h"
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

// Draws the label of `mark` where the plan placed it: its word `word`, on
// a badge's pill when the template asks for badges, and its picture from
// `art` when the template gives pictures room.
void draw_mark_label(cairo_t* cr, const BookTemplate& book_template, const PlacedMark& mark,
                     const PlacedText& word, const MarkArt& art = {});

}  // namespace mazebook
