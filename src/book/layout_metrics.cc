#include "book/layout_metrics.h"

#include <algorithm>

#include "book/mark_labels.h"
#include "book/mark_room.h"

namespace mazebook {

double mark_band_height(const TextMeasure& measure, const BookTemplate& t) {
  double label = 0;
  for (const bool start : {true, false}) {
    const LabelInk ink = mark_label_ink(measure, t, start);
    label = std::max(label, ink.bottom - ink.top);
  }
  // The keep-clear room and gap, the taller of the largest arrow and the
  // label (as tall as its ink), and the gap again before whatever is next.
  return kKeepClear + kMarkGap + std::max(kMaxArrow, label) + kMarkGap;
}

double mark_reach_vertical(const BookTemplate& t) {
  // Arrow (at most kMaxArrow and its gap) plus one line of label text, or
  // the picture beside it when taller.
  return kMaxArrow * (2 * kArrowBeyond) + kLabelGap +
         std::max(t.marks_size * kLabelLine, t.mark_picture) + 4;
}

double mark_reach_side(const TextMeasure& measure, const BookTemplate& t) {
  const TextFace face{t.label_font, t.marks_size, Align::left};
  const double start = measure.size(t.text_for("start", {}), face, 0).width;
  const double finish = measure.size(t.text_for("finish", {}), face, 0).width;
  // A picture's square and its gap come before the word.
  const double picture = t.mark_picture > 0 ? t.mark_picture + kPictureGap : 0;
  return kMaxArrow * (2 * kArrowBeyond) + kLabelGap + picture + std::max(start, finish) +
         t.marks_size + 4;
}

LayoutMetrics layout_metrics(const TextMeasure& measure, const BookTemplate& t, double max_wall) {
  LayoutMetrics m;
  // The heading and level lines, and the page number's, with a few points
  // to the marks' bands: the grid takes the rest.
  m.maze_header = t.heading_size * 1.25 + t.level_size * 1.3 + 6;
  m.rule_line = t.level_size * 1.3 + 4;
  m.footer = t.page_number_size * 1.3 + 6;
  m.mark_band_stacked = mark_reach_vertical(t) + max_wall;
  m.solution_header = t.heading_size * 1.25 + 12;
  m.solution_label = t.solution_label_size * 1.3 + 4;
  m.solution_gap = 16;
  m.mark_band = mark_band_height(measure, t) + max_wall;
  m.mark_band_side = mark_reach_side(measure, t) + max_wall;
  return m;
}

}  // namespace mazebook
