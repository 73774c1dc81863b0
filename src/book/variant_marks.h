#pragma once
// A puzzle variant's drawings planned before anything is drawn
// (src/proof/DRAWING_RULES.md "Puzzle variants"): each floor's grid where
// the page plan's room puts it (book/variant_layout.h) with the openings
// it shows, the keys, doors, one-way arrows and stairs in their slots, the
// key and door letters at the size that fits their slots, the entrance
// letters beside their openings, START and FINISH (book/maze_marks.h) and
// the floor headings, measured through the renderer's text measure. A mark
// with no room is refused here, naming the maze and the mark; the
// renderer draws what this holds (render/variant_drawing.h).

#include <optional>
#include <vector>

#include "book/book_mazes.h"
#include "book/book_spec.h"
#include "book/book_template.h"
#include "book/mark_plan.h"
#include "book/page_plan.h"
#include "book/placed_text.h"
#include "book/text_measure.h"
#include "book/variant_layout.h"

namespace mazebook {

// A key's disc or a door's square, `side` across, centred on `centre`,
// with its white letter.
struct LetterMark {
  PagePoint centre;
  double side = 0;
  PlacedText letter;
};

// An entrance's letter beside its opening; on the maze page an arrow
// pointing in between the wall and the letter, on the solution page a bar
// through a dead entrance's letter.
struct EntranceMark {
  PlacedText letter;
  bool arrow_drawn = false;
  ArrowShape arrow;
  bool struck = false;
  Box bar;
};

// One floor: its grid, the openings its outer wall is broken at, and the
// marks in its slots (keys, doors and one-way arrows on the first floor).
struct FloorMarks {
  PlacedGrid grid;
  std::vector<Opening> openings;
  std::vector<LetterMark> keys;
  std::vector<LetterMark> doors;
  std::vector<ArrowShape> arrows;
  std::vector<ArrowShape> stairs;
};

// One drawing of a variant maze: on its maze page or in its solution slot.
struct VariantDrawing {
  std::vector<FloorMarks> floors;
  // In the order drawn: the winner first, then each dead one.
  std::vector<EntranceMark> entrances;
  // The maze page's START (all but entrances) and FINISH, with their words
  // (book/mark_plan.h, mark_word).
  std::optional<PlacedMark> start;
  std::optional<PlacedText> start_word;
  std::optional<PlacedMark> finish;
  std::optional<PlacedText> finish_word;
  std::vector<PlacedText> headings;  // floors: each floor's, in floor order
};

// A maze's two drawings; `planned` is false for a maze without a variant.
struct VariantMarks {
  bool planned = false;
  VariantDrawing maze;
  VariantDrawing solution;
};

// The drawings of every variant maze of the book (by index) where `plan`
// and `shapes` put them. Throws Error("SPEC: maze ID (page N): key A:
// cells of 6.0 pt print its letter under 7 pt"), or "(solution page N)",
// naming the mark that finds no room.
std::vector<VariantMarks> plan_variant_marks(const TextMeasure& measure, const BookSpec& spec,
                                             const BookTemplate& book_template,
                                             const std::vector<BookMaze>& mazes,
                                             const BookPlan& plan,
                                             const std::vector<MazeShape>& shapes);

// The texts `drawing` prints, in the order they are drawn.
std::vector<PlacedText> variant_texts(const VariantDrawing& drawing);

}  // namespace mazebook
