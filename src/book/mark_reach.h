#pragma once
// Every maze drawn as large as its page allows with its marks: a maze's
// START and FINISH (and a puzzle's entrance letters) are placed on a
// first plan, measured (how far they reach beyond the grid's box), and
// the pages planned again with that room kept, until the marks fit the
// room they were given. A section keeps one scale (book/page_plan.h). A
// rectangle whose openings are all on top and bottom keeps the bands the
// plan keeps for them (book/layout_metrics.h): its marks fit there.

#include <functional>
#include <vector>

#include "book/book_mazes.h"
#include "book/book_spec.h"
#include "book/book_template.h"
#include "book/mark_plan.h"
#include "book/page_plan.h"
#include "book/text_measure.h"
#include "book/variant_marks.h"

namespace mazebook {

// Whether a maze of `shape` is planned with its marks measured.
bool measured_marks(const MazeShape& shape);

// How far the ink of one maze page reaches beyond `drawing`'s grid box,
// points: its marks, and its walls (half a wall beyond the outline, which
// lies `margin` grid units inside the box: a puzzle's room for entrance
// letters, less than nothing where none is printed).
MarkReach mark_reach(const Drawing& drawing, double margin, const MazeMarks& marks,
                     const VariantMarks& variant);

// A plan with its marks.
struct MarkedPlan {
  BookPlan plan;
  std::vector<MazeMarks> marks;
  std::vector<VariantMarks> variant_marks;
};

// Plans the pages (`plan_pages` from the shapes) and places the marks
// (`look` for START and FINISH, `interior_look` for the variants'), with
// each measured maze's reach set in `shapes`. Throws Error as plan_marks
// and plan_variant_marks do.
MarkedPlan plan_with_marks(
    const TextMeasure& measure, const BookSpec& spec, const BookTemplate& look,
    const BookTemplate& interior_look, const std::vector<BookMaze>& mazes,
    std::vector<MazeShape>& shapes,
    const std::function<BookPlan(const std::vector<MazeShape>&)>& plan_pages);

}  // namespace mazebook
