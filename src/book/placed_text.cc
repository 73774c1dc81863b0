#include "book/placed_text.h"

namespace mazebook {

PlacedText place_text(const TextMeasure& measure, const std::string& file, int page,
                      const std::string& role, const std::string& text, const TextFace& face,
                      double x, double y, double width) {
  const TextSize size = measure.size(text, face, width);
  const double room = width > 0 ? width - size.width : -size.width;
  const double shift = face.align == Align::left ? 0 : face.align == Align::right ? room : room / 2;
  return {file, page, role, text, face, {x + shift, y, size.width, size.height}, x, y, width};
}

PlacedText placed_text_at(const std::string& file, int page, const std::string& role,
                          const std::string& text, const TextFace& face, const TextSize& size,
                          double x, double y) {
  return {file, page, role, text, face, {x, y, size.width, size.height}, x, y, 0};
}

}  // namespace mazebook
