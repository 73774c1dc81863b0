#include "book/matter_plan.h"

#include <algorithm>

#include "base/error.h"
#include "book/book_texts.h"
#include "book/kdp.h"
#include "maze/variants/variant.h"

namespace mazebook {

namespace {

// Pages of running text keep to a readable measure.
constexpr double kMeasure = 4.5 * 72;
// Room between a heading and what follows, in its size.
constexpr double kHeadingGap = 0.9;
// Line pitch of the contents, in its size.
constexpr double kContentsPitch = 1.7;
// Shrinking steps, points.
constexpr double kStep = 0.5;

double text_width(const Box& live) { return std::min(live.width, kMeasure); }

// Where a page of words starts, and how high it may run.
double words_top(const Box& live) { return live.y + live.height * 0.12; }
double words_room(const Box& live) { return live.height * 0.8; }

// The values of the book's texts, with the first solutions page.
std::map<std::string, std::string> values_for(const BookSpec& spec, const BookTemplate& t,
                                              const BookPlan& plan, int maze_count) {
  std::map<std::string, std::string> values = book_text_values(spec, t, maze_count);
  values["solutions_page"] = std::to_string(plan.first_page(PageKind::solutions));
  return values;
}

// The how-to page's words, a paragraph for goals inside the maze as the
// book prints them, and one for each puzzle variant the book holds, in
// the variants' documented order.
std::string how_to_words(const BookSpec& spec, const BookTemplate& t,
                         const std::map<std::string, std::string>& values, CentreGoals centre) {
  std::string text = t.text_for("how_to", values);
  if (centre == CentreGoals::word) text += "\n\n" + t.text_for("how_to_centre", values);
  if (centre == CentreGoals::dot) text += "\n\n" + t.text_for("how_to_centre_dot", values);
  for (const VariantInfo& info : variant_infos()) {
    const bool present =
        std::any_of(spec.sections.begin(), spec.sections.end(),
                    [&](const SectionSpec& s) { return s.preset.variant.kind == info.kind; });
    if (present) text += "\n\n" + t.text_for("how_to_" + std::string(info.name), values);
  }
  return text;
}

std::string plural(size_t n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

// Collects one page's texts.
struct Page {
  const TextMeasure& measure;
  MatterPages& out;
  int number = 0;

  const PlacedText& add(const std::string& role, const std::string& text, const TextFace& face,
                        double x, double y, double width) {
    out.texts.push_back(place_text(measure, kInteriorFile, number, role, text, face, x, y, width));
    return out.texts.back();
  }

  // Wrapped at its balanced width, centred in `width`: a title never
  // leaves a lone word on a line of its own.
  void add_balanced(const std::string& role, const std::string& text, const TextFace& face,
                    double x, double y, double width) {
    const double w = measure.balanced_width(text, face, width);
    add(role, text, face, x + (width - w) / 2, y, w);
  }

  // Unwrapped with its baseline on `baseline`, aligned on x.
  const PlacedText& add_on_baseline(const std::string& role, const std::string& text,
                                    const TextFace& face, double x, double baseline) {
    const TextSize size = measure.size(text, face, 0);
    const double y = baseline - size.baseline;
    const double left = face.align == Align::right    ? x - size.width
                        : face.align == Align::centre ? x - size.width / 2
                                                      : x;
    out.texts.push_back(
        {kInteriorFile, number, role, text, face, Box{left, y, size.width, size.height}, x, y, 0});
    return out.texts.back();
  }
};

// A heading and a text under it: the text's size, shrunk from the
// template's page_text size until both fit in `height`; 0 when even 7 pt
// does not.
double running_text_size(const TextMeasure& measure, const BookTemplate& t,
                         const std::string& heading, const std::string& text, double width,
                         double height) {
  const double head_h =
      measure.size(heading, {t.title_font, t.section_size, Align::centre}, width).height;
  return largest_fitting_size(t.page_text_size, kMinTextPt, kStep, [&](double size) {
    return head_h + t.section_size * kHeadingGap +
               measure.size(text, {t.body_font, size, Align::left}, width).height <=
           height;
  });
}

// A heading and a text under it, the text left-aligned in a centred block.
void add_running_text(Page& p, const BookSpec& spec, const BookTemplate& t, const Box& live,
                      const std::string& key, const std::string& text) {
  const std::string heading = t.text_for(key + "_heading", {});
  const double width = text_width(live);
  const double size = running_text_size(p.measure, t, heading, text, width, words_room(live));
  if (size <= 0) {
    throw Error(t.source + ": texts." + key + ": too long for its page at " + spec.trim_name +
                ", even at 7 pt");
  }
  double y = words_top(live);
  y += p.add(key + "_heading", heading, {t.title_font, t.section_size, Align::centre}, live.x, y,
             live.width)
           .box.height;
  y += t.section_size * kHeadingGap;
  p.add(key, text, {t.body_font, size, Align::left}, live.x + (live.width - width) / 2, y, width);
}

// The contents' size: the largest from page_text down to 7 pt at which
// every entry keeps to one line beside its page number and all of them
// fit under the heading; 0 when none does.
double contents_size(const TextMeasure& measure, const BookTemplate& t,
                     const std::vector<ContentsEntry>& entries, const Box& live) {
  const double width = text_width(live);
  const double head_h = measure
                            .size(t.text_for("contents_heading", {}),
                                  {t.title_font, t.section_size, Align::centre}, live.width)
                            .height;
  const double room = words_room(live) - head_h - t.section_size * kHeadingGap;
  return largest_fitting_size(t.page_text_size, kMinTextPt, kStep, [&](double size) {
    if (static_cast<double>(entries.size()) * size * kContentsPitch > room) return false;
    const TextFace face{t.body_font, size, Align::left};
    for (const ContentsEntry& e : entries) {
      const double page_w = measure.size(std::to_string(e.page), face, 0).width;
      if (measure.size(e.text, face, 0).width + page_w + 3 * size > width) return false;
    }
    return true;
  });
}

void add_contents(Page& p, const BookSpec& spec, const BookTemplate& t, const BookPlan& plan,
                  const Box& live) {
  const std::vector<ContentsEntry> entries = contents_entries(spec, t, plan);
  const double size = contents_size(p.measure, t, entries, live);
  if (size <= 0) {
    throw Error(spec.source +
                ": sections: " + plural(spec.sections.size(), "section does", "sections do") +
                " not fit the contents page at " + spec.trim_name +
                ", even at 7 pt: shorten their titles or leave \"contents\" out of "
                "front_matter");
  }
  const double width = text_width(live);
  const double left = live.x + (live.width - width) / 2;
  double y = words_top(live);
  y += p.add("contents_heading", t.text_for("contents_heading", {}),
             {t.title_font, t.section_size, Align::centre}, live.x, y, live.width)
           .box.height;
  y += t.section_size * kHeadingGap;
  const TextFace words{t.body_font, size, Align::left};
  const TextFace pages{t.body_font, size, Align::right};
  for (const ContentsEntry& e : entries) {
    // Words and page number on one baseline, a pitch below the last: a
    // line in another script may take a taller fallback font.
    const double baseline = y + size;
    const double text_w =
        p.add_on_baseline("contents_entry", e.text, words, left, baseline).box.width;
    const double page_w =
        p.add_on_baseline("contents_page", std::to_string(e.page), pages, left + width, baseline)
            .box.width;
    const double dot = std::max(0.6, size * 0.07);
    p.out.leaders.push_back({p.number, left + text_w + size, left + width - page_w - size * 0.6,
                             baseline - dot, dot, size * 0.5});
    y += size * kContentsPitch;
  }
}

void add_title_page(Page& p, const BookSpec& spec, const BookTemplate& t, const TitlePage& title,
                    const Box& live) {
  p.add_balanced("title", spec.title, {t.title_font, title.title_size, Align::centre}, live.x,
                 title.title_y, live.width);
  if (!spec.subtitle.empty()) {
    p.add_balanced("subtitle", spec.subtitle, {t.body_font, title.subtitle_size, Align::centre},
                   live.x, title.subtitle_y, live.width);
  }
  p.add("author", spec.author, {t.heading_font, t.author_size, Align::centre}, live.x,
        title.author_y, live.width);
}

}  // namespace

std::vector<ContentsEntry> contents_entries(const BookSpec& spec, const BookTemplate& t,
                                            const BookPlan& plan) {
  std::vector<ContentsEntry> entries;
  bool solutions = false;
  for (int n = 1; n <= plan.page_count(); ++n) {
    const PlannedPage& p = plan.pages[static_cast<size_t>(n - 1)];
    if (p.kind == PageKind::how_to) entries.push_back({t.text_for("contents_how_to", {}), n});
    if (p.kind == PageKind::section) {
      const SectionSpec& s = spec.sections[static_cast<size_t>(p.section)];
      entries.push_back({t.text_for("contents_section", section_text_values(s, t)), n});
    }
    if (p.kind == PageKind::solutions && !solutions) {
      entries.push_back({t.text_for("contents_solutions", {}), n});
      solutions = true;
    }
  }
  return entries;
}

CentreGoals centre_goals_of(const BookSpec& spec) {
  const bool any =
      std::any_of(spec.sections.begin(), spec.sections.end(),
                  [](const SectionSpec& s) { return s.preset.placement == Placement::centre; });
  return any ? CentreGoals::dot : CentreGoals::none;
}

MatterPages plan_matter_pages(const TextMeasure& measure, const BookSpec& spec,
                              const BookTemplate& t, const BookPlan& plan, const TitlePage& title,
                              int maze_count, CentreGoals centre) {
  MatterPages out;
  const std::map<std::string, std::string> values = values_for(spec, t, plan, maze_count);
  for (int number = 1; number <= plan.page_count(); ++number) {
    const Box live = plan.live_area(number);
    Page p{measure, out, number};
    switch (plan.pages[static_cast<size_t>(number - 1)].kind) {
      case PageKind::title:
        if (title.page == number) add_title_page(p, spec, t, title, live);
        break;
      case PageKind::copyright: {
        const std::string text =
            trim_end(t.text_for("copyright", book_text_values(spec, t, maze_count)));
        const TextFace face{t.body_font, t.body_size, Align::left};
        const double width = text_width(live);
        const double height = measure.size(text, face, width).height;
        p.add("copyright", text, face, live.x, live.y + live.height - height, width);
        break;
      }
      case PageKind::belongs_to: {
        const double y = live.y + live.height * 0.38;
        p.add("belongs_to", t.text_for("belongs_to", {}),
              {t.title_font, t.section_size, Align::centre}, live.x, y, live.width);
        out.rules.push_back(
            {number, {live.x + live.width * 0.15, y + t.section_size * 3.2, live.width * 0.7, 2}});
        break;
      }
      case PageKind::contents:
        add_contents(p, spec, t, plan, live);
        break;
      case PageKind::how_to:
        add_running_text(p, spec, t, live, "how_to", how_to_words(spec, t, values, centre));
        break;
      case PageKind::thank_you:
        add_running_text(p, spec, t, live, "thank_you", t.text_for("thank_you", values));
        break;
      default:
        break;
    }
  }
  return out;
}

}  // namespace mazebook
