#pragma once
// The pages of words before the first section and after the solutions:
// the copyright page, "This book belongs to", the contents, how to play
// and the closing thank-you page. Every word is the spec's or the
// template's (templates/README.md, "texts"); text too long for its page
// shrinks, down to KDP's 7 pt, and past that the build stops before any
// maze is made, naming the text.

#include <cairo.h>

#include <string>
#include <vector>

#include "book/book_spec.h"
#include "book/book_template.h"
#include "book/page_plan.h"
#include "render/interior.h"

namespace mazebook {

// One line of the contents page: its words and the page it points to.
struct ContentsEntry {
  std::string text;
  int page = 0;
};

// The contents of `plan`: the how-to page, every section's heading page
// and the first solutions page, in page order.
std::vector<ContentsEntry> contents_entries(const BookSpec& spec, const BookTemplate& look,
                                            const BookPlan& plan);

void draw_copyright_page(cairo_t* cr, const Interior& interior, int number);
void draw_belongs_to_page(cairo_t* cr, const Interior& interior, int number);
void draw_contents_page(cairo_t* cr, const Interior& interior, int number);
void draw_how_to_page(cairo_t* cr, const Interior& interior, int number);
void draw_thank_you_page(cairo_t* cr, const Interior& interior, int number);

// Lays out every page of words that `plan` holds, without drawing: throws
// Error naming the spec (the contents' sections) or the template text that
// does not fit its page even at 7 pt.
void check_matter_pages(const BookSpec& spec, const BookTemplate& look, const BookPlan& plan,
                        int maze_count);

}  // namespace mazebook
