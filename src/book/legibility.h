#pragma once
// Legible mazes (src/proof/DRAWING_RULES.md "Legible mazes"), the
// generator's side of a rule mazeproof checks too: walls at most a third of
// a cell, corridors at least 1.5 pt between them. With KDP's 0.75 pt
// thinnest line a cell is at least 2.25 pt, so a page holds at most about
// 240 cells across. Walls that would be thicker are thinned; a grid whose
// cells would be smaller is refused, naming the largest that fits. The
// colours of maze pages stand out from the paper.

#include "book/book_template.h"
#include "book/page_plan.h"

namespace mazebook {

// A wall at most this share of a cell.
constexpr double kMaxWallShare = 1.0 / 3.0;
// A corridor (a cell less a wall) at least this wide, points.
constexpr double kMinCorridorPt = 1.5;
// The smallest legible cell, points: a thinnest wall and a corridor.
constexpr double kMinLegibleCellPt = 2.25;
// Colours on maze pages contrast with white paper at least this much
// (WCAG contrast ratio).
constexpr double kMinContrast = 3.0;

// A weave maze's crossing (DRAWING_RULES.md, "Legible weave mazes"): its
// inset of a quarter cell less a wall at least this, points...
constexpr double kMinWeaveInsetPt = 1.5;
// ...and a stub's gap of an eighth of a cell less a wall at least this.
constexpr double kMinStubGapPt = 0.5;

// The smallest cell a weave maze's crossings are legible on with walls
// `wall` points wide: 4 (wall + 1.5 pt) and 8 (wall + 0.5 pt), 10 pt with
// KDP's 0.75 pt line.
double weave_min_cell(double wall);

// The wall width to draw on cells `cell` points wide: `wall`, thinned to a
// third of the cell, and never under KDP's 0.75 pt line (a cell under
// kMinLegibleCellPt is refused before it is drawn).
double legible_wall(double wall, double cell);

// Throws Error naming the spec, the section and the largest legible grid
// when any maze's page or solution drawing in `plan` has cells under
// kMinLegibleCellPt, or a weave maze's under weave_min_cell of its walls.
// `mazes` are the shapes plan_book laid out.
void check_legible_grids(const BookSpec& spec, const BookPlan& plan,
                         const std::vector<MazeShape>& mazes, const LayoutMetrics& metrics);

// The contrast ratio (WCAG) of two colours, 1 (the same) to 21 (black on
// white).
double contrast_ratio(const Colour& a, const Colour& b);
// The contrast ratio of a colour against white paper, 1 to 21.
double contrast_with_white(const Colour& colour);

}  // namespace mazebook
