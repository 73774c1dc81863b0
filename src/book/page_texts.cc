#include "book/page_texts.h"

#include <algorithm>
#include <cstdio>

#include "base/error.h"
#include "book/book_texts.h"
#include "book/kdp.h"
#include "book/maze_slots.h"

namespace mazebook {

void check_level_lines(const TextMeasure& measure, const BookSpec& spec, const BookTemplate& t,
                       const BookPlan& plan) {
  const int last = total_mazes(spec);
  for (size_t s = 0; s < spec.sections.size(); ++s) {
    // Several mazes a page: each line in its slot.
    const int together = spec.sections[s].mazes_per_page;
    const double width =
        together > 1
            ? maze_slot_boxes(plan, 1, maze_arrangement(together), LayoutMetrics{}).front().width -
                  2 * kSlotTextInset
            : plan.live_area(1).width;
    const std::string line = level_line(t, spec.sections[s], last, plan.page_count());
    if (one_line_size(measure, line, {t.body_font, t.level_size, Align::centre}, width) > 0) {
      continue;
    }
    throw Error(spec.source + ": sections[" + std::to_string(s) +
                "].title: too long for its line above each maze at " + spec.trim_name +
                ", even at 7 pt");
  }
}

TitleMetrics measure_title_page(const TextMeasure& measure, const BookSpec& spec,
                                const BookTemplate& t, const BookPlan& plan) {
  // Every page's live area has the same width (the gutter only moves it).
  const double width = plan.live_area(1).width;
  TitleMetrics m;
  m.author =
      measure.size(spec.author, {t.heading_font, t.author_size, Align::centre}, width).height;
  for (int step = 0; step <= 10; ++step) {
    const double scale = 1.0 - 0.05 * step;
    m.title_size = t.title_size * scale;
    m.subtitle_size = std::max(kMinTextPt, t.subtitle_size * scale);
    m.title = measure.size(spec.title, {t.title_font, m.title_size, Align::centre}, width).height;
    if (!spec.subtitle.empty()) {
      m.subtitle_gap = m.subtitle_size * 0.8;
      m.subtitle =
          measure.size(spec.subtitle, {t.body_font, m.subtitle_size, Align::centre}, width).height;
    }
    if (title_page_fits(plan, m)) return m;
  }
  char size[16];
  std::snprintf(size, sizeof size, "%g", m.title_size);
  throw Error(spec.source + ": title: too long for the title page at " + spec.trim_name +
              (spec.subtitle.empty() ? "" : " with its subtitle") + " even at " + size + " pt");
}

}  // namespace mazebook
