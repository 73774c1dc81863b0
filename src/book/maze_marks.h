#pragma once
// Where a maze's START and FINISH marks go, as shapes: an arrow (a filled
// triangle) at each opening and its label's box, or a goal inside the
// maze; the marks part of a maze's figure (book/maze_figure.h). One
// triangle (as wide as long along a page axis, narrower on a slanted
// way), one ray out of an opening, the arrow pointing along it (in at
// START, out at FINISH) and one arrow size rule (book/mark_room.h,
// ArrowRule::mark) for every grid kind; three placements, each named for
// what it does:
//
// - MarkRule::band (rectangles): the arrow just beyond the wall, in the
//   band the page plan keeps above and below the grid (its label beside
//   it, towards the grid's middle) or beside a side opening (its label
//   further out on the line).
// - MarkRule::clear_of_walls (every other kind): along the ray from the
//   opening's cell centre through its outside point, as near as the
//   keep-clear area round the walls allows, the label beyond the arrow
//   along the ray, above or below it, or beside it, whichever adds least
//   to the drawing's extent in the dimension that binds it on its page
//   (MarkSizes::binds).
// - arrow_at_outside_point (the sample PNG): the arrow centred on the
//   outside point, in grid units, no label.
//
// A goal inside the maze shows the word FINISH in its slot at the
// template's marks size, or smaller down to 7 pt, where it fits; else a
// filled dot, and the page a line under the maze that says so.
//
// Labels are measured by the caller (book/mark_labels.h) and handed in:
// nothing here measures text or draws.

#include <string>

#include "book/mark_room.h"
#include "book/maze_figure.h"
#include "book/page_plan.h"
#include "maze/maze.h"

namespace mazebook {

// A filled triangle, its corners in the order drawn.
struct ArrowShape {
  PagePoint tip;
  PagePoint left;
  PagePoint right;
};

// The arrow centred on `mid`, `size` long (and wide, or kSlantArrowWidth
// of that on a slanted way), pointing along the unit vector `outward`
// (FINISH) or against it when `inward` (START).
ArrowShape arrow_shape(const PagePoint& mid, const PagePoint& outward, double size, bool inward);

// The ray from `in` through `out`: its unit vector and the distance.
struct Ray {
  PagePoint unit;
  double length = 0;
};
Ray ray_between(const PagePoint& in, const PagePoint& out);

// The sample PNG's arrow at `opening`, grid units: centred on its outside
// point, `size` units, START pointing in.
ArrowShape arrow_at_outside_point(const Grid& grid, const Opening& opening, double size,
                                  bool inward);

// A label's box as measured (book/mark_labels.h: mark_label_box), and
// its ink as a PDF reader measures it (mark_label_ink), points; its word's
// box (mark_word_box), a badge's room round its word, and the themed
// picture's side before it (0: none).
struct LabelSize {
  double width = 0;
  double height = 0;
  double ink_top = 0;
  double ink_bottom = 0;
  double word_width = 0;
  double word_height = 0;
  double pad = 0;
  double picture = 0;
};

// A dimension of the page's room: `width` or `height` binds a drawing, or
// `none` (a label then lies beyond its arrow along the way out).
enum class MarkRoom { none, width, height };

// What a maze's marks are placed with.
struct MarkSizes {
  LabelSize start;
  LabelSize finish;
  double marks_size = 0;  // the template's label text size, points
  // The word FINISH alone, for a goal inside the maze, points.
  double centre_word_width = 0;
  double centre_word_height = 0;
  // Shaped mazes' arrows keep this many points beyond the opening's
  // outside point (render/mark_label.h, MarkArt); 0: no such rule.
  double route_end_pt = 0;
  // Which of the page's room a shaped maze's labels may not cost (the
  // dimension that binds its drawing): the label goes where it adds
  // least to the drawing's extent in that dimension.
  MarkRoom binds = MarkRoom::none;
};

enum class MarkRule { band, clear_of_walls };

// The rule a maze on `grid` is marked by: band for rectangles.
MarkRule mark_rule(const Grid& grid);

// One mark: the arrow and the top left of its label's box, and in that
// box its word's (a badge's pill), the point its word's line is centred
// on and its top, and its picture's box (empty without one);
// for a goal inside the maze, the word FINISH at `word_size` points with
// its top centre at `label` when it fits the centre's slot, else a dot of
// `dot_radius` at `dot` and the line that says so, its top centre at
// `note_at` and its box `note` (set by the page's plan, book/mark_plan.h).
struct PlacedMark {
  bool start = true;
  enum class Kind { arrow, centre_word, centre_dot } kind = Kind::arrow;
  ArrowShape arrow;
  PagePoint label;
  Box word;
  PagePoint word_at;
  Box picture;
  PagePoint dot;
  double dot_radius = 0;
  double word_size = 0;
  PagePoint note_at;
  Box note;
};

// START (`start`) or FINISH of `maze` placed by `drawing`, by the maze's
// rule. Throws Error("START: its arrow finds no room ...", or its label)
// when a mark finds no room clear of the walls (a mask with a narrow notch
// at an opening).
PlacedMark place_mark(const Maze& maze, const Drawing& drawing, const MarkSizes& sizes, bool start);

}  // namespace mazebook
