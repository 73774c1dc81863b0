#pragma once
// Text with Pango: real line breaking and shaping, fonts embedded by Cairo.
// Sizes are absolute, in user units (points on a PDF page).

#include <cairo.h>

#include <functional>
#include <string>
#include <vector>

#include "book/book_spec.h"
#include "book/book_template.h"

namespace mazebook {

enum class Align { left, centre, right };

struct TextStyle {
  std::string font;  // a Pango description without size, e.g. "Lato Bold"
  double size = 10;  // points
  Colour colour;
  Align align = Align::centre;
};

struct TextSize {
  double width = 0;
  double height = 0;
  double baseline = 0;  // from the top of the first line
};

// The font's ascent and descent at the style's size, points: at least the
// line box a PDF reader measures for a line of this text (from the /Ascent
// and /Descent Cairo writes) and the one Pango lays lines out by.
struct FontExtent {
  double ascent = 0;
  double descent = 0;
};
FontExtent font_extent(cairo_t* cr, const TextStyle& style);

// Lays out `text` wrapped at `width` (0: no wrapping) and draws it with its
// top left at (x, y); returns its size.
TextSize draw_text(cairo_t* cr, const std::string& text, const TextStyle& style, double x, double y,
                   double width);

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

// The largest of the sizes `top`, `top - step`, ... down to `floor`, points,
// at which `fits` holds, or 0 when it holds at none. Found by bisection, a
// few measurements however long the text: REQUIRES `fits` to hold at every
// size below one where it holds (smaller text takes less room), and then
// the answer is the one a walk down from `top` finds.
double largest_fitting_size(double top, double floor, double step,
                            const std::function<bool(double)>& fits);

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
