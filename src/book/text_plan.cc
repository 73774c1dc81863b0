#include "book/text_plan.h"

#include <cmath>
#include <optional>

#include "base/error.h"
#include "book/book_texts.h"
#include "book/mark_labels.h"
#include "book/maze_slots.h"

namespace mazebook {

namespace {

// Collects a page's texts as the renderer lays them out: wrapped at
// `width` and aligned in it, or, unwrapped (width 0), aligned on x.
struct PageTexts {
  const TextMeasure& measure;
  std::vector<PlacedText>& out;
  int page = 0;

  // Adds the text and returns its size.
  TextSize add(const std::string& role, const std::string& text, const TextFace& face, double x,
               double y, double width) {
    out.push_back(place_text(measure, kInteriorFile, page, role, text, face, x, y, width));
    const Box& b = out.back().box;
    return {b.width, b.height, 0};
  }
};

void add_footer(PageTexts& p, const BookTemplate& t, const Box& live) {
  const TextFace face{t.body_font, t.page_number_size, Align::centre};
  const std::string text = t.text_for("page_number", {{"page", std::to_string(p.page)}});
  const double h = p.measure.size(text, face, 0).height;
  p.add("page_number", text, face, live.x + live.width / 2, live.y + live.height - h, 0);
}

void add_section_page(PageTexts& p, const BookTemplate& t, const SectionSpec& s, const Box& live) {
  const std::map<std::string, std::string> values = section_text_values(s, t);
  double y = live.y + live.height * 0.38;
  y += p.add("section_heading", t.text_for("section_heading", values),
             {t.title_font, t.section_size, Align::centre}, live.x, y, live.width)
           .height;
  const bool rect = s.preset.grid_spec.kind == GridKind::rect;
  p.add("section_note", t.text_for(rect ? "section_note" : "section_note_shaped", values),
        {t.body_font, t.level_size, Align::centre}, live.x, y + 24, live.width);
}

// One maze's texts, its heading at the top of `live` (its page's live area,
// or its slot on a page of several).
void add_maze_texts(PageTexts& p, const BookSpec& spec, const BookTemplate& t, const BookMaze& m,
                    const BookPlan& plan, const MazeMarks& marks, const VariantMarks& variant,
                    const Box& live) {
  const std::map<std::string, std::string> values{
      {"number", std::to_string(m.number)}, {"level", m.level}, {"page", std::to_string(p.page)}};
  const double used =
      p.add("maze_heading", t.text_for("maze_heading", values),
            {t.heading_font, t.heading_size, Align::centre}, live.x, live.y, live.width)
          .height;
  TextFace level{t.body_font, t.level_size, Align::centre};
  const std::string line =
      level_line(t, spec.sections[static_cast<size_t>(m.section)], m.number, p.page);
  // Checked before the mazes are made (check_level_lines): it fits.
  level.size = one_line_size(p.measure, line, level, live.width);
  p.add("level_line", line, level, live.x, live.y + used + 2, live.width);
  if (m.variant.variant.kind != VariantKind::none) {
    TextFace rule{t.body_font, t.level_size, Align::centre};
    const std::string words = variant_rule(t, m.variant);
    rule.size = one_line_size(p.measure, words, rule, live.width);
    if (rule.size <= 0) {
      throw Error(spec.source + ": maze " + m.id + " (page " + std::to_string(p.page) +
                  "): its rule does not fit one line even at 7 pt");
    }
    p.add("rule_line", words, rule, live.x, live.y + plan.metrics.maze_header, live.width);
  }
  if (marks.planned) {
    for (const PlacedMark* mark : {&marks.start, &marks.finish}) {
      if (std::optional<PlacedText> word = mark_word(p.measure, p.page, t, *mark))
        p.out.push_back(std::move(*word));
    }
    if (std::optional<PlacedText> note = goal_note(p.measure, p.page, t, marks.finish, live.width))
      p.out.push_back(std::move(*note));
  }
  if (variant.planned) {
    for (PlacedText& text : variant_texts(variant.maze)) p.out.push_back(std::move(text));
  }
}

// A maze page's texts: each maze's in slot order, then the page number.
void add_maze_page(PageTexts& p, const BookSpec& spec, const BookTemplate& t,
                   const std::vector<BookMaze>& mazes, const BookPlan& plan,
                   const PlannedPage& page, const std::vector<MazeMarks>& marks,
                   const std::vector<VariantMarks>& variants) {
  const Box live = plan.live_area(p.page);
  for (const int index : page.mazes) {
    const auto i = static_cast<size_t>(index);
    const Box& slot = plan.maze_slot_box[i];
    // In a slot its texts keep clear of the slot's edges (kSlotTextInset).
    const double pad = t.heading_size / 4;
    const Box texts{slot.x + kSlotTextInset, slot.y + pad, slot.width - 2 * kSlotTextInset,
                    slot.height - pad};
    add_maze_texts(p, spec, t, mazes[i], plan, marks[i], variants[i],
                   slot.width > 0 ? texts : live);
  }
  add_footer(p, t, live);
}

void add_solutions_page(PageTexts& p, const BookSpec& spec, const BookTemplate& t,
                        const std::vector<BookMaze>& mazes, const BookPlan& plan,
                        const PlannedPage& page, const std::vector<VariantMarks>& variants) {
  const Box live = plan.live_area(p.page);
  const std::string& level = spec.sections[static_cast<size_t>(page.section)].title;
  p.add("solutions_heading", t.text_for("solutions_heading", {{"level", level}, {"title", level}}),
        {t.heading_font, t.heading_size, Align::centre}, live.x, live.y, live.width);
  for (const int index : page.solutions) {
    const auto i = static_cast<size_t>(index);
    const BookMaze& m = mazes[i];
    const Box& slot = plan.solution_box[i];
    const std::map<std::string, std::string> values{{"number", std::to_string(m.number)},
                                                    {"level", m.level},
                                                    {"page", std::to_string(plan.maze_page[i])}};
    p.add("solution_label", t.text_for("solution_label", values),
          {t.label_font, t.solution_label_size, Align::centre}, slot.x, slot.y, slot.width);
    if (variants[i].planned) {
      for (PlacedText& text : variant_texts(variants[i].solution)) p.out.push_back(std::move(text));
    }
  }
  add_footer(p, t, live);
}

// A box's figure as book.json records it: to 0.01 pt, far finer than the
// tolerance a reader compares it with (README.md, "Printed texts"), and
// short to read ("55.8", not "55.80000000000001").
double hundredths(double points) { return std::round(points * 100) / 100 + 0.0; }

}  // namespace

std::string variant_rule(const BookTemplate& t, const VariantMaze& vm) {
  switch (vm.variant.kind) {
    case VariantKind::entrances: {
      std::string letters;
      const size_t n = vm.entrances.size();
      for (size_t i = 0; i + 1 < n; ++i)
        letters += (i ? ", " : "") + std::string(1, letter_char(static_cast<int>(i)));
      return t.text_for(
          "rule_entrances",
          {{"letters", letters}, {"last", std::string(1, letter_char(static_cast<int>(n) - 1))}});
    }
    case VariantKind::keys:
      return t.text_for("rule_keys", {});
    case VariantKind::oneway:
      return t.text_for("rule_oneway", {});
    case VariantKind::floors:
      return t.text_for("rule_floors", {{"floors", std::to_string(vm.floor_count())}});
    case VariantKind::none:
      break;
  }
  return "";
}

std::vector<PlacedText> plan_page_texts(const TextMeasure& measure, const BookSpec& spec,
                                        const BookTemplate& t, const std::vector<BookMaze>& mazes,
                                        const BookPlan& plan, const std::vector<MazeMarks>& marks,
                                        const std::vector<VariantMarks>& variants) {
  std::vector<PlacedText> out;
  for (int number = 1; number <= plan.page_count(); ++number) {
    const PlannedPage& page = plan.pages[static_cast<size_t>(number - 1)];
    PageTexts p{measure, out, number};
    switch (page.kind) {
      case PageKind::section:
        add_section_page(p, t, spec.sections[static_cast<size_t>(page.section)],
                         plan.live_area(number));
        break;
      case PageKind::maze:
        add_maze_page(p, spec, t, mazes, plan, page, marks, variants);
        break;
      case PageKind::solutions:
        add_solutions_page(p, spec, t, mazes, plan, page, variants);
        break;
      default:
        break;
    }
  }
  return out;
}

Json texts_json(const std::vector<PlacedText>& texts) {
  Json out = Json::array();
  for (const PlacedText& t : texts) {
    // An array, not an object: a verifier's memory bound for book.json
    // (src/proof/core/limits.h) allows a few hundred bytes a value, and
    // an object's members cost more.
    out.push_back(
        Json::array({t.file, t.page, t.role, t.text, t.face.font, t.face.size, hundredths(t.box.x),
                     hundredths(t.box.y), hundredths(t.box.width), hundredths(t.box.height)}));
  }
  return out;
}

}  // namespace mazebook
