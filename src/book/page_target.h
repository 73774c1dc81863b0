#pragma once
// The spec's page target: "pages": N makes the interior N pages by
// choosing each section's solutions a page among those a reader can
// follow (book/solution_rule.h) and, with "pages_fill": S, section S's
// count; never by adding blank pages. Where no choice reaches N exactly,
// the nearest page count above it, with a note saying why.

#include <string>

#include "book/book_spec.h"
#include "book/book_template.h"
#include "book/page_plan.h"

namespace mazebook {

// Meets spec.pages when the spec gives it: sets each section's
// SectionSpec::target_per_page, the filled section's count and, when the
// book has more pages than asked, spec.pages_note. Throws Error naming the
// spec and "pages" when the target is below the smallest book the spec can
// make or above the largest it can fill; "overrides" when a swapped maze's
// number is past the book's mazes.
void meet_page_target(BookSpec& spec, const BookTemplate& look, const BookMatter& matter,
                      const LayoutMetrics& metrics);

}  // namespace mazebook
