#pragma once
// The room the template's text and marks take on a maze or solution page
// (book/page_plan.h, LayoutMetrics), measured through the renderer's text
// measure before anything is planned.

#include "book/book_template.h"
#include "book/page_plan.h"
#include "book/text_measure.h"

namespace mazebook {

// Layout metrics from the template's sizes (text heights, mark bands);
// `max_wall` is the widest wall of any maze, points.
LayoutMetrics layout_metrics(const TextMeasure& measure, const BookTemplate& book_template,
                             double max_wall);

// How far the marks reach out from the grid, points, not counting the
// wall's width: above or below a rectangle (the label beside the arrow),
// above or below a shaped grid (the label beyond the arrow), and left or
// right of it.
double mark_band_height(const TextMeasure& measure, const BookTemplate& book_template);
double mark_reach_vertical(const BookTemplate& book_template);
double mark_reach_side(const TextMeasure& measure, const BookTemplate& book_template);

}  // namespace mazebook
