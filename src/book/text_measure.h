#pragma once
// What the plan needs to know of a text's size, asked through a narrow
// interface: the renderer implements it with Pango and Cairo
// (render/pango_measure.h) and passes it in, so that the book layer plans
// every text before anything is drawn and links no drawing library.
// Sizes are absolute, in points.

#include <functional>
#include <string>

namespace mazebook {

enum class Align { left, centre, right };

// A text's face: a font description without its size (e.g. "Lato Bold"),
// the size, and how its lines align when it wraps.
struct TextFace {
  std::string font;
  double size = 10;
  Align align = Align::centre;
};

struct TextSize {
  double width = 0;
  double height = 0;
  double baseline = 0;  // from the top of the first line
};

// The font's ascent and descent at the face's size, points: at least the
// line box a PDF reader measures for a line of this text (from the /Ascent
// and /Descent written into the PDF) and the one lines are laid out by.
struct FontExtent {
  double ascent = 0;
  double descent = 0;
};

// Measures text as the page drawing lays it out, to the bit.
class TextMeasure {
 public:
  virtual ~TextMeasure() = default;
  // The size `text` takes in `face`, wrapped at `width` points (0: not
  // wrapped).
  virtual TextSize size(const std::string& text, const TextFace& face, double width) const = 0;
  // The face's font extent.
  virtual FontExtent font_extent(const TextFace& face) const = 0;
  // The narrowest width, at most `width`, at which `text` still takes as
  // few lines as at `width`: lines of even length.
  virtual double balanced_width(const std::string& text, const TextFace& face,
                                double width) const = 0;
};

// The largest of the sizes `top`, `top - step`, ... down to `floor`, points,
// at which `fits` holds, or 0 when it holds at none. Found by bisection, a
// few measurements however long the text: REQUIRES `fits` to hold at every
// size below one where it holds (smaller text takes less room), and then
// the answer is the one a walk down from `top` finds.
double largest_fitting_size(double top, double floor, double step,
                            const std::function<bool(double)>& fits);

// The largest size from the face's down to KDP's 7 pt, in half points, at
// which `text` stays on one line of `width` points; 0 when none does.
double one_line_size(const TextMeasure& measure, const std::string& text, TextFace face,
                     double width);

}  // namespace mazebook
