#include "render/cover_spine.h"

#include <cmath>

#include "render/text.h"

namespace mazebook {

namespace {

constexpr double kPt = 72;  // points an inch

}  // namespace

void draw_spine(cairo_t* cr, const Cover& c) {
  const CoverGeometry& g = c.plan.geometry;
  for (const PlacedText& text : c.plan.texts.spine) {
    cairo_save(cr);
    // Reads top to bottom: turned about the spine's centre.
    cairo_translate(cr, (g.spine_left + g.spine / 2) * kPt, (g.height / 2) * kPt);
    cairo_rotate(cr, M_PI / 2);
    draw_placed_text(cr, text, c.look->cover_text);
    cairo_restore(cr);
  }
}

}  // namespace mazebook
