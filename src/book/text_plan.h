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
#include "book/text_measure.h"

namespace mazebook {

// One printed text: where it is (its file, its page from 1) and the box
// its lines take as laid out, points from the page's top left corner, y
// growing downwards.
struct PlacedText {
  std::string file;
  int page = 0;
  std::string role;  // what it is: "maze_heading", "level_line", "start", ...
  std::string text;
  TextFace face;
  Box box;
  // Where the renderer lays it out: the top left (or, unwrapped and not
  // left-aligned, the point it aligns on) and the width it wraps at (0:
  // not wrapped).
  double x = 0;
  double y = 0;
  double wrap = 0;
};

// `text` laid out as the renderer does at (x, y), wrapped at `width`.
PlacedText place_text(const TextMeasure& measure, const std::string& file, int page,
                      const std::string& role, const std::string& text, const TextFace& face,
                      double x, double y, double width);

// The maze's rule in one line, in the template's words ("rule_keys", ...);
// empty for a maze without a variant.
std::string variant_rule(const BookTemplate& book_template, const VariantMaze& vm);

// The texts of every section, maze and solution page of `plan`, in page
// order. Throws Error("SPEC: maze ID (page N): its rule does not fit one
// line even at 7 pt") for a variant whose rule does not fit.
std::vector<PlacedText> plan_page_texts(const TextMeasure& measure, const BookSpec& spec,
                                        const BookTemplate& book_template,
                                        const std::vector<BookMaze>& mazes, const BookPlan& plan,
                                        const std::vector<MazeMarks>& marks);

// book.json's "texts": one record a text, in the order given: [file,
// page, role, text, font, size_pt, x, y, width, height].
Json texts_json(const std::vector<PlacedText>& texts);

}  // namespace mazebook
