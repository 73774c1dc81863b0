#include "render/mark_label.h"

#include <cmath>

#include "render/pango_measure.h"
#include "render/text.h"

namespace mazebook {

void draw_mark_label(cairo_t* cr, const BookTemplate& t, bool start, double left, double top,
                     const MarkArt& art) {
  const PangoMeasure text_measure(cr);
  const MarkLabel l = mark_label(t, start);
  const LabelBox word = mark_word_box(text_measure, l);
  const LabelBox box = mark_label_box(text_measure, t, start);
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
  draw_text(cr, l.text, {l.face.font, l.face.size, l.text_colour, l.face.align},
            left + word.width / 2, top + l.pad / 2, 0);
}

}  // namespace mazebook
