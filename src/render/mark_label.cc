#include "render/mark_label.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "render/text.h"

namespace mazebook {

namespace {

struct Label {
  std::string text;
  TextStyle style;
  Colour colour;
  bool badge = false;
  double pad = 0;  // a badge's room round its text
};

Label label_of(const BookTemplate& t, bool start) {
  Label l;
  l.colour = start ? t.start : t.finish;
  l.text = t.text_for(start ? "start" : "finish", {});
  l.style = {t.label_font, t.marks_size, l.colour, Align::centre};
  l.badge = t.marks == "badge";
  if (l.badge) l.style.colour = {1, 1, 1};
  l.pad = l.badge ? t.marks_size * 0.35 : 0;
  return l;
}

// The word's own box (the badge's pill when badges are asked for).
LabelBox word_box(cairo_t* cr, const Label& l) {
  const TextSize size = measure_text(cr, l.text, l.style, 0);
  return {size.width + 2 * l.pad, size.height + l.pad};
}

}  // namespace

LabelBox mark_label_box(cairo_t* cr, const BookTemplate& t, bool start) {
  const LabelBox word = word_box(cr, label_of(t, start));
  if (t.mark_picture <= 0) return word;
  return {t.mark_picture + kPictureGap + word.width, std::max(word.height, t.mark_picture)};
}

LabelInk mark_label_ink(cairo_t* cr, const BookTemplate& t, bool start) {
  const Label l = label_of(t, start);
  const LabelBox word = word_box(cr, l);
  const LabelBox box = mark_label_box(cr, t, start);
  const double word_top = (box.height - word.height) / 2;
  const double baseline = word_top + l.pad / 2 + measure_text(cr, l.text, l.style, 0).baseline;
  const FontExtent e = font_extent(cr, l.style);
  return {std::min(0.0, baseline - e.ascent), std::max(box.height, baseline + e.descent)};
}

void draw_mark_label(cairo_t* cr, const BookTemplate& t, bool start, double left, double top,
                     const MarkArt& art) {
  const Label l = label_of(t, start);
  const LabelBox word = word_box(cr, l);
  const LabelBox box = mark_label_box(cr, t, start);
  if (t.mark_picture > 0) {
    const Picture* picture = start ? art.start : art.finish;
    if (picture) {
      const Box slot{left, top + (box.height - t.mark_picture) / 2, t.mark_picture, t.mark_picture};
      picture->draw(cr, slot, PictureFit::fit, art.grey, hex_colour(0xffffff));
    }
    left += t.mark_picture + kPictureGap;
    top += (box.height - word.height) / 2;
  }
  if (l.badge) {
    const double r = word.height / 2;
    set_colour(cr, l.colour);
    cairo_new_sub_path(cr);
    cairo_arc(cr, left + r, top + r, r, M_PI / 2, 3 * M_PI / 2);
    cairo_arc(cr, left + word.width - r, top + r, r, -M_PI / 2, M_PI / 2);
    cairo_close_path(cr);
    cairo_fill(cr);
  }
  draw_text(cr, l.text, l.style, left + word.width / 2, top + l.pad / 2, 0);
}

}  // namespace mazebook
