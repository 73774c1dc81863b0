#pragma once
// START and FINISH of every maze page placed before anything is drawn: the
// plan's marks (book/maze_marks.h), from labels measured through the
// renderer's text measure. A maze whose mark finds no room is refused
// here, naming the maze and the mark, before a page is drawn. A puzzle
// variant's marks are planned with its drawing (book/variant_marks.h).

#include <optional>
#include <vector>

#include "book/book_mazes.h"
#include "book/book_spec.h"
#include "book/book_template.h"
#include "book/maze_marks.h"
#include "book/page_plan.h"
#include "book/placed_text.h"
#include "book/text_measure.h"

namespace mazebook {

// A maze page's two marks; `planned` is false for a puzzle variant's
// (book/variant_marks.h places them).
struct MazeMarks {
  bool planned = false;
  PlacedMark start;
  PlacedMark finish;
};

// What the marks of a maze on `grid` are placed with, measured.
MarkSizes mark_sizes(const TextMeasure& measure, const BookTemplate& book_template,
                     const Maze& maze);

// The word of `mark` on page `page` of the interior as the renderer lays it
// out: START or FINISH in its label, FINISH alone in a goal's centre; none
// for a goal's dot.
std::optional<PlacedText> mark_word(const TextMeasure& measure, int page,
                                    const BookTemplate& book_template, const PlacedMark& mark);

// The line under a maze whose goal inside the maze is a dot, saying that
// the dot is FINISH in the template's words (`goal_note`), one line of at
// most `width` points, its top centre where the plan put it; none for any
// other mark or when the line does not fit even at 7 pt.
std::optional<PlacedText> goal_note(const TextMeasure& measure, int page,
                                    const BookTemplate& book_template, const PlacedMark& mark,
                                    double width);

// The marks of every maze of the book (by index) where `plan` draws it on
// its maze page. Throws Error("SPEC: maze ID (page N): START: its arrow
// finds no room ...") when one finds none.
std::vector<MazeMarks> plan_marks(const TextMeasure& measure, const BookSpec& spec,
                                  const BookTemplate& book_template,
                                  const std::vector<BookMaze>& mazes, const BookPlan& plan);

}  // namespace mazebook
