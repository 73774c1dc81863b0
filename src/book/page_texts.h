#pragma once
// The interior's texts the plan fits before anything is drawn, measured
// through the renderer's text measure (book/text_measure.h): the level
// line above each maze and the title page's title, subtitle and author.

#include "book/book_spec.h"
#include "book/book_template.h"
#include "book/ornaments.h"
#include "book/page_plan.h"
#include "book/text_measure.h"

namespace mazebook {

// Throws Error naming the section when its level line (template text
// "maze_level") does not fit one line above the mazes even at 7 pt; the
// line shrinks to fit down to there.
void check_level_lines(const TextMeasure& measure, const BookSpec& spec,
                       const BookTemplate& book_template, const BookPlan& plan);

// The title page's texts measured at the width of `plan`'s live area, the
// title and subtitle shrunk as far as needed (to half their size at most)
// to keep clear of the author. Throws Error naming the spec's title when
// they do not fit even then.
TitleMetrics measure_title_page(const TextMeasure& measure, const BookSpec& spec,
                                const BookTemplate& book_template, const BookPlan& plan);

}  // namespace mazebook
