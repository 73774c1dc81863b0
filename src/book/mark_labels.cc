#include "book/mark_labels.h"

#include <algorithm>

namespace mazebook {

MarkLabel mark_label(const BookTemplate& t, bool start) {
  MarkLabel l;
  l.colour = start ? t.start : t.finish;
  l.text = t.text_for(start ? "start" : "finish", {});
  l.face = {t.label_font, t.marks_size, Align::centre};
  l.badge = t.marks == "badge";
  l.text_colour = l.badge ? Colour{1, 1, 1} : l.colour;
  l.pad = l.badge ? t.marks_size * 0.35 : 0;
  return l;
}

LabelBox mark_word_box(const TextMeasure& measure, const MarkLabel& l) {
  const TextSize size = measure.size(l.text, l.face, 0);
  return {size.width + 2 * l.pad, size.height + l.pad};
}

LabelBox mark_label_box(const TextMeasure& measure, const BookTemplate& t, bool start) {
  const LabelBox word = mark_word_box(measure, mark_label(t, start));
  if (t.mark_picture <= 0) return word;
  return {t.mark_picture + kPictureGap + word.width, std::max(word.height, t.mark_picture)};
}

LabelInk mark_label_ink(const TextMeasure& measure, const BookTemplate& t, bool start) {
  const MarkLabel l = mark_label(t, start);
  const LabelBox word = mark_word_box(measure, l);
  const LabelBox box = mark_label_box(measure, t, start);
  const double word_top = (box.height - word.height) / 2;
  const double baseline = word_top + l.pad / 2 + measure.size(l.text, l.face, 0).baseline;
  const FontExtent e = measure.font_extent(l.face);
  return {std::min(0.0, baseline - e.ascent), std::max(box.height, baseline + e.descent)};
}

}  // namespace mazebook
