#include "book/cover_texts.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "base/error.h"
#include "book/book_texts.h"
#include "book/cover_layout.h"

namespace mazebook {

namespace {

constexpr double kPt = 72;  // points an inch
constexpr const char* kCover = "cover.pdf";

// The largest size from the face's down to `floor` at which `text`,
// wrapped at `width`, is at most `max_height` high; throws naming `field`
// otherwise.
double fit_size(const TextMeasure& measure, const std::string& text, TextFace face, double width,
                double max_height, double floor, const std::string& field, const BookSpec& spec,
                const std::string& where) {
  const double size = largest_fitting_size(face.size, floor, 0.5, [&](double s) {
    face.size = s;
    return measure.size(text, face, width).height <= max_height;
  });
  if (size > 0) return size;
  char floor_text[16];
  std::snprintf(floor_text, sizeof floor_text, "%g", floor);
  throw Error(spec.source + ": " + field + ": too long for the " + where + " at " + spec.trim_name +
              " even at " + floor_text + " pt");
}

// Wrapped at its balanced width, centred in `width`.
PlacedText balanced(const TextMeasure& measure, const std::string& role, const std::string& text,
                    const TextFace& face, double x, double y, double width) {
  const double w = measure.balanced_width(text, face, width);
  return place_text(measure, kCover, 1, role, text, face, x + (width - w) / 2, y, w);
}

// Turned, a line's ascent and descent run across the spine: that line box,
// with 3 % to spare.
double spine_line_box(const TextMeasure& measure, const TextFace& face) {
  const FontExtent e = spine_extent(measure, face);
  return (e.ascent + e.descent) * 1.03;
}

std::string inches(double value) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.3f in", value);
  return buffer;
}

}  // namespace

Box front_text_box(const CoverGeometry& geometry, bool bleed_image) {
  const Box safe = front_safe_box(geometry);
  if (!bleed_image) return safe;
  return {safe.x + kTextPanelPad, safe.y + kTextPanelPad, safe.width - 2 * kTextPanelPad,
          safe.height - 2 * kTextPanelPad};
}

FrontTexts plan_front_texts(const TextMeasure& measure, const BookSpec& spec, const BookTemplate& t,
                            int maze_count, const Box& f) {
  FrontTexts out;
  TextFace title{t.title_font, t.cover_title_size, Align::centre};
  title.size = fit_size(measure, spec.title, title, f.width, f.height * 0.3, kCoverTitleFloor,
                        "title", spec, "front cover");
  // PDF readers take the title's line box from the font descriptor, a few
  // points taller than Pango's: on short covers 2 % of the height is not
  // room enough above it.
  double y = f.y + std::max(f.height * 0.02, 0.2 * title.size);
  out.texts.push_back(balanced(measure, "cover_title", spec.title, title, f.x, y, f.width));
  y += out.texts.back().box.height;
  if (!spec.subtitle.empty()) {
    TextFace sub{t.body_font, t.cover_subtitle_size, Align::centre};
    sub.size = fit_size(measure, spec.subtitle, sub, f.width, f.height * 0.12, kCoverLineFloor,
                        "subtitle", spec, "front cover");
    y += sub.size * 0.5;
    out.texts.push_back(balanced(measure, "cover_subtitle", spec.subtitle, sub, f.x, y, f.width));
    y += out.texts.back().box.height;
  }
  out.rule_y = y + 0.12 * kPt;
  out.title_foot = y + 0.3 * kPt;

  // Bottom lines: the level line and the author.
  const std::string level_line = t.text_for("level_line", book_text_values(spec, t, maze_count));
  TextFace author{t.heading_font, t.cover_author_size, Align::centre};
  author.size = fit_size(measure, spec.author, author, f.width, author.size * 1.4, kCoverLineFloor,
                         "author", spec, "front cover");
  TextFace level{t.label_font, t.cover_level_size, Align::centre};
  level.size = fit_size(measure, level_line, level, f.width, level.size * 1.4, kCoverLineFloor,
                        "sections", spec, "front cover");
  const double author_h = measure.size(spec.author, author, f.width).height;
  const double level_h = measure.size(level_line, level, f.width).height;
  // A few points to spare above the safe area's edge: PDF readers measure
  // the line box from the font descriptor, a little taller than Pango's.
  const double author_y = f.y + f.height - author_h - 4;
  const double level_y = author_y - level_h - 0.12 * kPt;
  out.texts.push_back(
      place_text(measure, kCover, 1, "cover_level_line", level_line, level, f.x, level_y, f.width));
  out.texts.push_back(
      place_text(measure, kCover, 1, "cover_author", spec.author, author, f.x, author_y, f.width));
  out.bottom_top = level_y;
  return out;
}

std::vector<PlacedText> plan_back_text(const TextMeasure& measure, const BookSpec& spec,
                                       const BookTemplate& t, const Box& b) {
  if (spec.back_text.empty()) return {};
  // The upper half of the back, above the previews' area.
  TextFace face{t.body_font, t.back_text_size, Align::left};
  const double width = b.width * 0.9;
  face.size = fit_size(measure, spec.back_text, face, width, b.height * 0.5, kBackTextFloor,
                       "back_text", spec, "back cover");
  return {place_text(measure, kCover, 1, "back_text", spec.back_text, face,
                     b.x + (b.width - width) / 2, b.y + b.height * 0.04, width)};
}

FontExtent spine_extent(const TextMeasure& measure, const TextFace& face) {
  FontExtent e = measure.font_extent(face);
  e.ascent = std::max(e.ascent, 0.99 * face.size);
  e.descent = std::max(e.descent, 0.25 * face.size);
  return e;
}

SpineText fit_spine(const TextMeasure& measure, const BookSpec& spec, const BookTemplate& t,
                    int maze_count, const CoverGeometry& g, int pages) {
  const std::string at = "at " + std::to_string(pages) + " pages";
  if (!g.spine_text) {
    return {0, "spine left blank: KDP prints spine text from " +
                   std::to_string(kSpineTextMinPages) + " pages, and the book has " +
                   std::to_string(pages)};
  }
  const double across = g.spine * kPt - 2 * kSpineFoldClearance * kPt;  // between the folds
  const double along = (g.top - g.bottom - 2 * kCoverSafeMargin) * kPt;
  const std::string text = t.text_for("spine", book_text_values(spec, t, maze_count));
  const auto face = [&](double size) { return TextFace{t.heading_font, size, Align::centre}; };
  const double size = largest_fitting_size(t.spine_size, kSpineFloor, 0.25, [&](double s) {
    return spine_line_box(measure, face(s)) <= across &&
           measure.size(text, face(s), 0).width <= along;
  });
  if (size > 0) return {size, ""};
  const double floor_box = spine_line_box(measure, face(kSpineFloor));
  if (floor_box <= across)
    return {0, "spine left blank: the spine text is too long for the spine at 7 pt"};
  // The fewest (even) pages whose spine holds the line at the floor.
  const double needed_in = floor_box / kPt + 2 * kSpineFoldClearance;
  int fewest = static_cast<int>(std::ceil(needed_in / paper_inches_per_page(spec.paper)));
  fewest += fewest % 2;
  return {0, "spine left blank: " + at + " the spine is " + inches(g.spine) +
                 " wide, too thin for its text at 7 pt (it takes " + std::to_string(fewest) +
                 " pages or more)"};
}

std::vector<PlacedText> plan_spine_text(const TextMeasure& measure, const BookSpec& spec,
                                        const BookTemplate& t, int maze_count,
                                        const CoverGeometry& g, double size_pt) {
  if (size_pt <= 0) return {};
  const std::string text = t.text_for("spine", book_text_values(spec, t, maze_count));
  const TextFace face{t.heading_font, size_pt, Align::centre};
  const TextSize size = measure.size(text, face, 0);
  const FontExtent extent = spine_extent(measure, face);
  // Turned a quarter clockwise about the spine's centre: x runs down the
  // spine, y across it (to the left); the line box is centred on it.
  const double top = (extent.ascent - extent.descent) / 2 - size.baseline;
  const double centre_x = (g.spine_left + g.spine / 2) * kPt;
  const double centre_y = (g.height / 2) * kPt;
  PlacedText p{kCover, 1, "spine", text, face, {}, 0, top, 0};
  p.box = {centre_x - top - size.height, centre_y - size.width / 2, size.height, size.width};
  return {p};
}

std::vector<PlacedText> CoverTexts::all() const {
  std::vector<PlacedText> out = front.texts;
  out.insert(out.end(), back.begin(), back.end());
  out.insert(out.end(), spine.begin(), spine.end());
  return out;
}

CoverTexts plan_cover_texts(const TextMeasure& measure, const BookSpec& spec, const BookTemplate& t,
                            int maze_count, const CoverGeometry& geometry, bool bleed_image,
                            double spine_pt) {
  return {plan_front_texts(measure, spec, t, maze_count, front_text_box(geometry, bleed_image)),
          plan_back_text(measure, spec, t, back_safe_box(geometry)),
          plan_spine_text(measure, spec, t, maze_count, geometry, spine_pt)};
}

}  // namespace mazebook
