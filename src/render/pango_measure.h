#pragma once
// Measures text for the book layer (book/text_measure.h) with Pango and
// Cairo, laid out exactly as render/text.h draws text.

#include <cairo.h>

#include "book/text_measure.h"
#include "render/cairo_handles.h"

namespace mazebook {

class PangoMeasure final : public TextMeasure {
 public:
  // On a scratch PDF surface of its own, so with the font options every
  // page's PDF surface has.
  PangoMeasure();
  // On `cr` (not owned), as text drawn there is laid out.
  explicit PangoMeasure(cairo_t* cr);

  TextSize size(const std::string& text, const TextFace& face, double width) const override;
  FontExtent font_extent(const TextFace& face) const override;
  double balanced_width(const std::string& text, const TextFace& face, double width) const override;

 private:
  CairoSurface scratch_;
  Cairo owned_;
  cairo_t* cr_ = nullptr;
};

}  // namespace mazebook
