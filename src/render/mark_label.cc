#include "render/mark_label.h"

#include <cmath>

#include "render/text.h"

namespace mazebook {

void draw_mark_label(cairo_t* cr, const BookTemplate& t, const PlacedMark& m,
                     const PlacedText& word, const MarkArt& art) {
  const MarkLabel l = mark_label(t, m.start);
  if (m.picture.width > 0) {
    const Picture* picture = m.start ? art.start : art.finish;
    if (picture) picture->draw(cr, m.picture, PictureFit::fit, art.grey, hex_colour(0xffffff));
  }
  if (l.badge) {
    const Box& pill = m.word;
    const double r = pill.height / 2;
    set_colour(cr, l.colour);
    cairo_new_sub_path(cr);
    cairo_arc(cr, pill.x + r, pill.y + r, r, M_PI / 2, 3 * M_PI / 2);
    cairo_arc(cr, pill.x + pill.width - r, pill.y + r, r, -M_PI / 2, M_PI / 2);
    cairo_close_path(cr);
    cairo_fill(cr);
  }
  draw_placed_text(cr, word, l.text_colour);
}

}  // namespace mazebook
