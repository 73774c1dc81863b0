#include "render/matter_pages.h"

#include <algorithm>
#include <cstdio>

#include "base/error.h"
#include "book/book_texts.h"
#include "maze/variants/variant.h"
#include "render/cairo_handles.h"
#include "render/text.h"

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

// The values of the book's texts, with the first solutions page.
std::map<std::string, std::string> values_for(const BookSpec& spec, const BookTemplate& t,
                                              const BookPlan& plan, int maze_count) {
  std::map<std::string, std::string> values = book_text_values(spec, t, maze_count);
  values["solutions_page"] = std::to_string(plan.first_page(PageKind::solutions));
  return values;
}

// A heading and a text under it: the text's size, shrunk from the
// template's page_text size until both fit in `height`; 0 when even 7 pt
// does not.
double running_text_size(cairo_t* cr, const BookTemplate& t, const std::string& heading,
                         const std::string& text, double width, double height) {
  const TextStyle head{t.title_font, t.section_size, t.text, Align::centre};
  const double head_h = measure_text(cr, heading, head, width).height;
  return largest_fitting_size(t.page_text_size, kMinTextPt, kStep, [&](double size) {
    const TextStyle body{t.body_font, size, t.text, Align::left};
    return head_h + t.section_size * kHeadingGap + measure_text(cr, text, body, width).height <=
           height;
  });
}

// Where a page of words starts, and how high it may run.
double words_top(const Box& live) { return live.y + live.height * 0.12; }
double words_room(const Box& live) { return live.height * 0.8; }

// A heading and a text under it, the text left-aligned in a centred block.
void draw_running_text(cairo_t* cr, const Interior& in, int number, const std::string& heading,
                       const std::string& text) {
  const BookTemplate& t = *in.look;
  const Box live = in.plan->live_area(number);
  const double width = text_width(live);
  const double size =
      std::max(kMinTextPt, running_text_size(cr, t, heading, text, width, words_room(live)));
  double y = words_top(live);
  y += draw_text(cr, heading, {t.title_font, t.section_size, t.text, Align::centre}, live.x, y,
                 live.width)
           .height;
  y += t.section_size * kHeadingGap;
  draw_text(cr, text, {t.body_font, size, t.text, Align::left}, live.x + (live.width - width) / 2,
            y, width);
}

// The how-to page's words, and a paragraph for each puzzle variant the
// book holds, in the variants' documented order.
std::string how_to_words(const BookSpec& spec, const BookTemplate& t,
                         const std::map<std::string, std::string>& values) {
  std::string text = t.text_for("how_to", values);
  for (const VariantInfo& info : variant_infos()) {
    const bool present =
        std::any_of(spec.sections.begin(), spec.sections.end(),
                    [&](const SectionSpec& s) { return s.preset.variant.kind == info.kind; });
    if (present) text += "\n\n" + t.text_for("how_to_" + std::string(info.name), values);
  }
  return text;
}

std::string how_to_text(const Interior& in) {
  return how_to_words(*in.spec, *in.look,
                      values_for(*in.spec, *in.look, *in.plan, static_cast<int>(in.mazes->size())));
}

std::string thank_you_text(const Interior& in) {
  const BookTemplate& t = *in.look;
  return t.text_for("thank_you",
                    values_for(*in.spec, t, *in.plan, static_cast<int>(in.mazes->size())));
}

// The contents' size: the largest from page_text down to 7 pt at which
// every entry keeps to one line beside its page number and all of them
// fit under the heading; 0 when none does.
double contents_size(cairo_t* cr, const BookTemplate& t, const std::vector<ContentsEntry>& entries,
                     const Box& live) {
  const double width = text_width(live);
  const double head_h =
      measure_text(cr, t.text_for("contents_heading", {}),
                   {t.title_font, t.section_size, t.text, Align::centre}, live.width)
          .height;
  const double room = words_room(live) - head_h - t.section_size * kHeadingGap;
  return largest_fitting_size(t.page_text_size, kMinTextPt, kStep, [&](double size) {
    if (static_cast<double>(entries.size()) * size * kContentsPitch > room) return false;
    const TextStyle style{t.body_font, size, t.text, Align::left};
    for (const ContentsEntry& e : entries) {
      const double page_w = measure_text(cr, std::to_string(e.page), style, 0).width;
      if (measure_text(cr, e.text, style, 0).width + page_w + 3 * size > width) return false;
    }
    return true;
  });
}

std::string plural(size_t n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
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

void draw_copyright_page(cairo_t* cr, const Interior& in, int number) {
  const BookTemplate& t = *in.look;
  const Box live = in.plan->live_area(number);
  const std::string text = trim_end(
      t.text_for("copyright", book_text_values(*in.spec, t, static_cast<int>(in.mazes->size()))));
  const TextStyle style{t.body_font, t.body_size, t.muted, Align::left};
  const double width = text_width(live);
  const double height = measure_text(cr, text, style, width).height;
  draw_text(cr, text, style, live.x, live.y + live.height - height, width);
}

void draw_belongs_to_page(cairo_t* cr, const Interior& in, int number) {
  const BookTemplate& t = *in.look;
  const Box live = in.plan->live_area(number);
  const double y = live.y + live.height * 0.38;
  draw_text(cr, t.text_for("belongs_to", {}),
            {t.title_font, t.section_size, t.accent, Align::centre}, live.x, y, live.width);
  // A line to write a name on, in the accent colour (never the wall colour).
  set_colour(cr, t.accent);
  const double line_y = y + t.section_size * 3.2;
  cairo_rectangle(cr, live.x + live.width * 0.15, line_y, live.width * 0.7, 2);
  cairo_fill(cr);
}

void draw_contents_page(cairo_t* cr, const Interior& in, int number) {
  const BookTemplate& t = *in.look;
  const Box live = in.plan->live_area(number);
  const std::vector<ContentsEntry> entries = contents_entries(*in.spec, t, *in.plan);
  const double size = std::max(kMinTextPt, contents_size(cr, t, entries, live));
  const double width = text_width(live);
  const double left = live.x + (live.width - width) / 2;
  double y = words_top(live);
  y += draw_text(cr, t.text_for("contents_heading", {}),
                 {t.title_font, t.section_size, t.text, Align::centre}, live.x, y, live.width)
           .height;
  y += t.section_size * kHeadingGap;
  const TextStyle words{t.body_font, size, t.text, Align::left};
  const TextStyle pages{t.body_font, size, t.text, Align::right};
  for (const ContentsEntry& e : entries) {
    // Words and page number on one baseline, a pitch below the last: a
    // line in another script may take a taller fallback font.
    const double baseline = y + size;
    const TextSize text = measure_text(cr, e.text, words, 0);
    draw_text(cr, e.text, words, left, baseline - text.baseline, 0);
    const std::string page = std::to_string(e.page);
    const TextSize page_size = measure_text(cr, page, pages, 0);
    draw_text(cr, page, pages, left + width, baseline - page_size.baseline, 0);
    // Dot leaders from the words to the page number, in the muted colour.
    set_colour(cr, t.muted);
    const double dot = std::max(0.6, size * 0.07);
    const double dots_y = baseline - dot;
    for (double x = left + text.width + size; x < left + width - page_size.width - size * 0.6;
         x += size * 0.5) {
      cairo_new_sub_path(cr);
      cairo_arc(cr, x, dots_y, dot, 0, 2 * M_PI);
    }
    cairo_fill(cr);
    y += size * kContentsPitch;
  }
}

void draw_how_to_page(cairo_t* cr, const Interior& in, int number) {
  draw_running_text(cr, in, number, in.look->text_for("how_to_heading", {}), how_to_text(in));
}

void draw_thank_you_page(cairo_t* cr, const Interior& in, int number) {
  draw_running_text(cr, in, number, in.look->text_for("thank_you_heading", {}), thank_you_text(in));
}

void check_matter_pages(const BookSpec& spec, const BookTemplate& t, const BookPlan& plan,
                        int maze_count) {
  CairoSurface scratch(cairo_image_surface_create(CAIRO_FORMAT_RGB24, 1, 1));
  Cairo cr(cairo_create(scratch.get()));
  const Box live = plan.live_area(1);
  const std::map<std::string, std::string> values = values_for(spec, t, plan, maze_count);
  for (const PlannedPage& p : plan.pages) {
    if (p.kind == PageKind::contents &&
        contents_size(cr.get(), t, contents_entries(spec, t, plan), live) <= 0) {
      throw Error(spec.source +
                  ": sections: " + plural(spec.sections.size(), "section does", "sections do") +
                  " not fit the contents page at " + spec.trim_name +
                  ", even at 7 pt: shorten their titles or leave \"contents\" out of "
                  "front_matter");
    }
    const char* key = p.kind == PageKind::how_to      ? "how_to"
                      : p.kind == PageKind::thank_you ? "thank_you"
                                                      : nullptr;
    if (!key) continue;
    const std::string heading = t.text_for(std::string(key) + "_heading", {});
    const std::string words =
        p.kind == PageKind::how_to ? how_to_words(spec, t, values) : t.text_for(key, values);
    if (running_text_size(cr.get(), t, heading, words, text_width(live), words_room(live)) <= 0) {
      throw Error(t.source + ": texts." + key + ": too long for its page at " + spec.trim_name +
                  ", even at 7 pt");
    }
  }
}

}  // namespace mazebook
