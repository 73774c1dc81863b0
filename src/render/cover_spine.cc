#include "render/cover_spine.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "book/book_texts.h"
#include "book/cover_layout.h"
#include "book/cover_texts.h"
#include "render/cairo_handles.h"
#include "render/pango_measure.h"
#include "render/text.h"

namespace mazebook {

namespace {

constexpr double kPt = 72;  // points an inch

// Rotated, a line's ascent and descent run across the spine: that line box
// (with 3 % to spare, book/cover_texts.h: spine_extent) must fit between
// the folds' clearances.
double spine_line_box(cairo_t* cr, const TextStyle& style) {
  const FontExtent e = spine_extent(PangoMeasure(cr), {style.font, style.size, style.align});
  return (e.ascent + e.descent) * 1.03;
}

std::string spine_words(const Cover& c) {
  return c.look->text_for("spine", book_text_values(*c.spec, *c.look, c.maze_count));
}

TextStyle spine_style(const Cover& c, double size) {
  return {c.look->heading_font, size, c.look->cover_text, Align::centre};
}

std::string inches(double value) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.3f in", value);
  return buffer;
}

}  // namespace

void fit_spine(Cover& c) {
  const CoverGeometry& g = c.geometry;
  const std::string at = "at " + std::to_string(c.pages) + " pages";
  if (!g.spine_text) {
    c.spine_note = "spine left blank: KDP prints spine text from " +
                   std::to_string(kSpineTextMinPages) + " pages, and the book has " +
                   std::to_string(c.pages);
    return;
  }
  CairoSurface scratch(cairo_image_surface_create(CAIRO_FORMAT_RGB24, 1, 1));
  Cairo cr(cairo_create(scratch.get()));
  const double across = g.spine * kPt - 2 * kSpineFoldClearance * kPt;  // between the folds
  const double along = (g.top - g.bottom - 2 * kCoverSafeMargin) * kPt;
  const std::string text = spine_words(c);
  const double size = largest_fitting_size(c.look->spine_size, kSpineFloor, 0.25, [&](double s) {
    const TextStyle style = spine_style(c, s);
    return spine_line_box(cr.get(), style) <= across &&
           measure_text(cr.get(), text, style, 0).width <= along;
  });
  if (size > 0) {
    c.spine_size = size;
    return;
  }
  const TextStyle floor = spine_style(c, kSpineFloor);
  if (spine_line_box(cr.get(), floor) > across) {
    // The fewest (even) pages whose spine holds the line at the floor.
    const double needed_in = spine_line_box(cr.get(), floor) / kPt + 2 * kSpineFoldClearance;
    int pages = static_cast<int>(std::ceil(needed_in / paper_inches_per_page(c.spec->paper)));
    pages += pages % 2;
    c.spine_note = "spine left blank: " + at + " the spine is " + inches(g.spine) +
                   " wide, too thin for its text at 7 pt (it takes " + std::to_string(pages) +
                   " pages or more)";
  } else {
    c.spine_note = "spine left blank: the spine text is too long for the spine at 7 pt";
  }
}

void draw_spine(cairo_t* cr, const Cover& c) {
  const CoverGeometry& g = c.geometry;
  for (const PlacedText& text : c.texts.spine) {
    cairo_save(cr);
    // Reads top to bottom: turned about the spine's centre.
    cairo_translate(cr, (g.spine_left + g.spine / 2) * kPt, (g.height / 2) * kPt);
    cairo_rotate(cr, M_PI / 2);
    draw_placed_text(cr, text, c.look->cover_text);
    cairo_restore(cr);
  }
}

}  // namespace mazebook
