#pragma once
// The words START and FINISH beside a maze's openings, as the template
// sets them: coloured text ("arrow" marks) or white text on a coloured pill
// ("badge" marks), with a themed book's picture before the word. Measured
// here for the plan, drawn by render/mark_label.h.

#include <string>

#include "book/book_template.h"
#include "book/text_measure.h"

namespace mazebook {

// Room between a label's picture and its word, points.
constexpr double kPictureGap = 4;

// One label's word and look.
struct MarkLabel {
  std::string text;
  TextFace face;
  Colour colour;       // the word's colour, or the badge's
  Colour text_colour;  // the word's (white on a badge)
  bool badge = false;
  double pad = 0;  // a badge's room round its word, points
};
MarkLabel mark_label(const BookTemplate& book_template, bool start);

// The box a label takes, points: its word (or badge) and, when the
// template gives pictures room (mark_picture > 0), the picture's square
// before it, both centred on one line.
struct LabelBox {
  double width = 0;
  double height = 0;
};
// The word's own box (the badge's pill when badges are asked for).
LabelBox mark_word_box(const TextMeasure& measure, const MarkLabel& label);
LabelBox mark_label_box(const TextMeasure& measure, const BookTemplate& book_template, bool start);

// What a label puts on paper as a PDF reader measures it (its text's line
// box runs from the font's ascent to its descent, src/proof/DRAWING_RULES.md
// "How ink is measured"), relative to its box's top: from `top` (0 or
// less: above the box) to `bottom`, points.
struct LabelInk {
  double top = 0;
  double bottom = 0;
};
LabelInk mark_label_ink(const TextMeasure& measure, const BookTemplate& book_template, bool start);

}  // namespace mazebook
