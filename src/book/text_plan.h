#pragma once
// Every text the plan prints on the interior's section, maze and solution
// pages, placed and sized before anything is drawn, measured through the
// renderer's text measure (book/text_measure.h): the one list book.json
// records ("texts", src/book/README.md) and the renderer draws, each
// where and as large as it is placed here.

#include <string>
#include <vector>

#include "base/json.h"
#include "book/book_mazes.h"
#include "book/book_spec.h"
#include "book/book_template.h"
#include "book/mark_plan.h"
#include "book/page_plan.h"
#include "book/placed_text.h"
#include "book/text_measure.h"
#include "book/variant_marks.h"

namespace mazebook {

// The maze's rule in one line, in the template's words ("rule_keys", ...);
// empty for a maze without a variant.
std::string variant_rule(const BookTemplate& book_template, const VariantMaze& vm);

// The texts of every section, maze and solution page of `plan`, in page
// order, a variant's letters and headings among them (`variants`). Throws
// Error("SPEC: maze ID (page N): its rule does not fit one line even at
// 7 pt") for a variant whose rule does not fit.
std::vector<PlacedText> plan_page_texts(const TextMeasure& measure, const BookSpec& spec,
                                        const BookTemplate& book_template,
                                        const std::vector<BookMaze>& mazes, const BookPlan& plan,
                                        const std::vector<MazeMarks>& marks,
                                        const std::vector<VariantMarks>& variants);

// book.json's "texts": one record a text, in the order given: [file,
// page, role, text, font, size_pt, x, y, width, height].
Json texts_json(const std::vector<PlacedText>& texts);

}  // namespace mazebook
