#include "render/pango_measure.h"

#include <cairo-pdf.h>

#include "render/text.h"

namespace mazebook {

namespace {

TextStyle style_of(const TextFace& face) { return {face.font, face.size, {}, face.align}; }

}  // namespace

// A PDF surface that writes nowhere: nothing is drawn on it.
PangoMeasure::PangoMeasure()
    : scratch_(cairo_pdf_surface_create_for_stream(nullptr, nullptr, 1, 1)),
      owned_(cairo_create(scratch_.get())),
      cr_(owned_.get()) {
  check_cairo(cairo_status(cr_), "text measure");
}

PangoMeasure::PangoMeasure(cairo_t* cr) : cr_(cr) {}

TextSize PangoMeasure::size(const std::string& text, const TextFace& face, double width) const {
  return measure_text(cr_, text, style_of(face), width);
}

FontExtent PangoMeasure::font_extent(const TextFace& face) const {
  return mazebook::font_extent(cr_, style_of(face));
}

double PangoMeasure::balanced_width(const std::string& text, const TextFace& face,
                                    double width) const {
  return mazebook::balanced_width(cr_, text, style_of(face), width);
}

}  // namespace mazebook
