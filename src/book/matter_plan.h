#pragma once
// The pages of words before the first section and after the solutions,
// planned before anything is drawn and measured through the renderer's
// text measure (book/text_measure.h): the title page's title, subtitle
// and author where its layout puts them (book/ornaments.h), the copyright
// page, "This book belongs to" with its line to write a name on, the
// contents with their page numbers and dot leaders, how to play and the
// closing thank-you page. Every word is the spec's or the template's
// (templates/README.md, "texts"); running text too long for its page
// shrinks, down to KDP's 7 pt, and past that the book is refused, naming
// the text. book.json records the texts ("texts", src/book/README.md);
// the renderer draws them (render/matter_pages.h).

#include <string>
#include <vector>

#include "book/book_spec.h"
#include "book/book_template.h"
#include "book/ornaments.h"
#include "book/page_plan.h"
#include "book/placed_text.h"
#include "book/text_measure.h"

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

// A contents line's dot leaders, from its words to its page number: dots
// of `radius` centred on `y`, the first at `from`, one every `step` while
// short of `to`, points from the page's top left.
struct DotLeader {
  int page = 0;
  double from = 0;
  double to = 0;
  double y = 0;
  double radius = 0;
  double step = 0;
};

// A filled box on a page of words: the line to write a name on.
struct PageRule {
  int page = 0;
  Box box;
};

// What the pages of words print, in page order.
struct MatterPages {
  // Roles: "title", "subtitle", "author"; "copyright"; "belongs_to";
  // "contents_heading", then each line's "contents_entry" and
  // "contents_page"; "how_to_heading", "how_to"; "thank_you_heading",
  // "thank_you".
  std::vector<PlacedText> texts;
  std::vector<DotLeader> leaders;  // one a contents line
  std::vector<PageRule> rules;
};

// What the book prints at its goals inside the maze (a polar centre): none,
// only the word FINISH, or a dot somewhere; the how-to page says so.
enum class CentreGoals { none, word, dot };

// Whether the sections of `spec` finish at a centre: `dot` when any does
// (the longest how-to words, for checking that they fit before the marks
// are placed), else none.
CentreGoals centre_goals_of(const BookSpec& spec);

// Plans every page of words `plan` holds, the title page as `title` lays
// it out, the how-to page telling of `centre` goals. Throws Error naming
// the spec (the contents' sections) or the template text that does not
// fit its page even at 7 pt.
MatterPages plan_matter_pages(const TextMeasure& measure, const BookSpec& spec,
                              const BookTemplate& book_template, const BookPlan& plan,
                              const TitlePage& title, int maze_count,
                              CentreGoals centre = CentreGoals::none);

}  // namespace mazebook
