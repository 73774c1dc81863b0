#pragma once
// The slots of a maze page that prints several mazes (SectionSpec::
// mazes_per_page): the page's live area above its page number cut into
// columns x rows slots in reading order, each holding one maze with its
// heading, level line, marks and drawing as a page of its own would (the
// fill rule within the slot). Plain geometry in points, origin top left.

#include <vector>

#include "book/page_plan.h"

namespace mazebook {

// A slot's texts keep this far (points) from its sides, and its heading a
// quarter of its size from its top: a PDF reader's boxes of their glyphs,
// a little larger than the layout's lines, stay in the slot.
constexpr double kSlotTextInset = 2;

// The slots `per_page` mazes take: 1 (the page), 2 (one under the other),
// 4 (2 x 2) or 6 (2 x 3).
SolutionGrid maze_arrangement(int per_page);

// The slot boxes of maze page `page_number` arranged as `grid`, in reading
// order (each from its heading's top to its drawing's room's foot).
std::vector<Box> maze_slot_boxes(const BookPlan& plan, int page_number, const SolutionGrid& grid,
                                 const LayoutMetrics& metrics);

// The room a slot gives a maze's drawing with its marks: the slot less the
// heading and the rule line, and half a wall at the sides and the foot.
Box slot_body(const Box& slot, const MazeShape& shape, const LayoutMetrics& metrics);

// The room maze `maze` of `plan` has for its drawing with its marks, on its
// page or in its slot (maze_body, slot_body).
Box planned_maze_body(const BookPlan& plan, size_t maze, const MazeShape& shape,
                      const LayoutMetrics& metrics);

// Where a maze of `shape` is drawn on the first page of a section whose
// maze pages hold `mazes_per_page` (in the first slot when several): what
// every page of the section gives it.
Drawing first_page_drawing(const BookPlan& plan, int mazes_per_page, const MazeShape& shape,
                           const LayoutMetrics& metrics);

}  // namespace mazebook
