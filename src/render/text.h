#pragma once
// Text with Pango: real line breaking and shaping, fonts embedded by Cairo.
// Sizes are absolute, in user units (points on a PDF page).

#include <cairo.h>

#include <string>
#include <vector>

#include "book/book_spec.h"
#include "book/book_template.h"
#include "book/text_measure.h"
#include "book/text_plan.h"

namespace mazebook {

struct TextStyle {
  std::string font;  // a Pango description without size, e.g. "Lato Bold"
  double size = 10;  // points
  Colour colour;
  Align align = Align::centre;
};

// The font's ascent and descent at the style's size (book/text_measure.h).
FontExtent font_extent(cairo_t* cr, const TextStyle& style);

// Lays out `text` wrapped at `width` (0: no wrapping) and draws it with its
// top left at (x, y); returns its size.
TextSize draw_text(cairo_t* cr, const std::string& text, const TextStyle& style, double x, double y,
                   double width);

// Draws a text where the plan placed it (book/text_plan.h), in `colour`.
void draw_placed_text(cairo_t* cr, const PlacedText& text, const Colour& colour);

// The size `text` would take, without drawing it.
TextSize measure_text(cairo_t* cr, const std::string& text, const TextStyle& style, double width);

// The narrowest width, at most `width`, at which `text` still takes as few
// lines as at `width`: lines of even length, so that a title never leaves
// a lone word (or "4-8") on a line of its own.
double balanced_width(cairo_t* cr, const std::string& text, const TextStyle& style, double width);

// Draws `text` wrapped at its balanced width, centred in `width` (as tall
// as measure_text at `width` says); returns its size.
TextSize draw_balanced_text(cairo_t* cr, const std::string& text, const TextStyle& style, double x,
                            double y, double width);

// Throws Error("TEMPLATE: fonts: font family 'X' is not installed ...")
// when a family of the template is missing, instead of silently using
// another font.
void check_template_fonts(const BookTemplate& book_template);

// The characters of `text` (each once, in order) that no installed font
// has: Pango would print them as empty boxes. Marks, joiners and white
// space are not judged alone.
std::vector<char32_t> uncovered_characters(const std::string& text, const std::string& font);

// Throws Error("FILE: FIELD: no installed font has X (U+...), ...") for the
// first text of the spec (title, subtitle, author, back text, publisher,
// edition, section titles) or of the template (its texts and level names) that holds a
// character no installed font has; called before any maze is made.
void check_text_fonts(const BookSpec& spec, const BookTemplate& look);

void set_colour(cairo_t* cr, const Colour& colour);

}  // namespace mazebook
