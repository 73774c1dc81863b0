#pragma once
// The room START and FINISH take beside a maze, defined once and shared by
// the plan (which keeps bands for them, book/layout_metrics.h) and the
// drawing (book/maze_marks.h places them, render/maze_style.h draws
// them): the arrows' sizes and the gaps round the marks, points unless
// said.

#include "book/solution_rule.h"

namespace mazebook {

// START and FINISH arrows: a little more than half a grid unit, within
// these points.
constexpr double kArrowPerUnit = 0.55;
constexpr double kMinArrow = 7;
constexpr double kMaxArrow = 14;
// An arrow beside a label is at least this share of the label's size.
constexpr double kArrowPerLabel = 0.6;

// Which size rule an arrow follows. `mark`: START and FINISH of every
// kind, a little more than half a grid unit, never much smaller than the
// label beside it (large-print marks get larger arrows). `letter`: a
// puzzle's entrance letter, from the letter alone (at most kMaxArrow).
enum class ArrowRule { mark, letter };

// An arrow's size, points, for grid units of `unit` points and a label of
// `label` points, by `rule`.
double arrow_size(ArrowRule rule, double unit, double label);

// An arrow is as wide as it is long where its way runs along a page axis,
// and this share of its length where the way is slanted: a triangle as
// wide as long points one of its base corners along an axis, and a
// reader takes that corner for its tip.
constexpr double kSlantArrowWidth = 0.6;

// Room between the keep-clear area round the walls (their ink and
// kKeepClear, src/proof/DRAWING_RULES.md "Closed world") and a mark,
// points.
constexpr double kKeepClear = 0.5;
constexpr double kMarkGap = 2.5;
// Beside a side opening, a rectangle's arrow is centred this share of its
// size beyond the wall, and its label starts twice that and kLabelGap
// points out; a shaped maze's label starts its arrow's size and kLabelGap
// beyond the arrow's centre.
constexpr double kArrowBeyond = 0.6;
constexpr double kLabelGap = 3;
// A shaped maze's arrow keeps a disc of this share of its size clear of
// the walls (it holds the whole triangle: corners 0.71 of its size out).
constexpr double kArrowDisc = 0.75;
// A line of label text is this share of its size high.
constexpr double kLabelLine = 1.6;
// A puzzle variant's walk is this share of a cell wide, narrower than a
// route (book/solution_rule.h, kRouteShare), so that the keys, doors,
// arrows and stairs under it still show beside it; no route or walk is
// drawn thinner than kMinRouteWidth points (book/solution_rule.h).
constexpr double kWalkShare = 0.26;
// A goal inside the maze: FINISH in a slot of this many units' radius
// round the centre cell's centre, or a dot of at most kGoalDot units.
constexpr double kGoalSlot = 0.85;
constexpr double kGoalDot = 0.35;

}  // namespace mazebook
