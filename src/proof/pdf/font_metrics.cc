#include "proof/pdf/font_metrics.h"

#include <algorithm>

namespace mazeproof {

namespace {

// Fallback advance when a font gives no widths: half an em.
constexpr double kFallbackWidth = 500;

double number_or(QPDFObjectHandle h, double fallback) {
  double value = fallback;
  if (h.isNumber()) value = h.getNumericValue();
  return value;
}

// /W: [c [w1 w2 ...]  c_first c_last w  ...]
void read_cid_widths(QPDFObjectHandle w, FontMetrics& m) {
  if (!w.isArray()) return;
  std::vector<QPDFObjectHandle> items = w.getArrayAsVector();
  for (size_t i = 0; i + 1 < items.size();) {
    if (!items[i].isInteger()) return;
    const int first = items[i].getIntValueAsInt();
    if (items[i + 1].isArray()) {
      int code = first;
      for (QPDFObjectHandle& width : items[i + 1].getArrayAsVector()) {
        m.cid_widths[code++] = number_or(width, m.default_width);
      }
      i += 2;
    } else if (i + 2 < items.size() && items[i + 1].isInteger()) {
      const int last = items[i + 1].getIntValueAsInt();
      const double width = number_or(items[i + 2], m.default_width);
      for (int code = first; code <= last && code - first < 65536; ++code)
        m.cid_widths[code] = width;
      i += 3;
    } else {
      return;
    }
  }
}

void read_descriptor(QPDFObjectHandle descriptor, FontMetrics& m) {
  if (!descriptor.isDictionary()) return;
  const double ascent = number_or(descriptor.getKey("/Ascent"), 0);
  const double descent = number_or(descriptor.getKey("/Descent"), 0);
  if (ascent > 0) m.ascent = ascent;
  // An explicit /Descent of 0 (capitals-only fonts) counts; a positive one is nonsense.
  if (descriptor.getKey("/Descent").isNumber() && descent <= 0) m.descent = descent;
  if (ascent <= 0) {
    QPDFObjectHandle bbox = descriptor.getKey("/FontBBox");
    if (bbox.isRectangle()) {
      const QPDFObjectHandle::Rectangle r = bbox.getArrayAsRectangle();
      if (r.ury > 0) m.ascent = r.ury;
      if (r.lly < 0) m.descent = r.lly;
    }
  }
  m.default_width = number_or(descriptor.getKey("/MissingWidth"), m.default_width);
}

}  // namespace

double FontMetrics::advance(int code) const {
  double w = default_width;
  if (two_byte) {
    const auto it = cid_widths.find(code);
    if (it != cid_widths.end()) w = it->second;
  } else if (code >= first_char && code - first_char < static_cast<int>(widths.size())) {
    w = widths[code - first_char];
  }
  return w * glyph_scale;
}

FontMetrics read_font_metrics(QPDFObjectHandle font, std::string_view resource_name) {
  FontMetrics m;
  m.name = std::string(resource_name);
  m.default_width = kFallbackWidth;
  if (!font.isDictionary()) return m;
  QPDFObjectHandle base = font.getKey("/BaseFont");
  if (base.isName()) m.name = base.getName().substr(1);
  QPDFObjectHandle subtype = font.getKey("/Subtype");

  if (subtype.isNameAndEquals("/Type0")) {
    m.two_byte = true;
    m.default_width = 1000;  // /DW default (9.7.4.3)
    QPDFObjectHandle descendants = font.getKey("/DescendantFonts");
    if (descendants.isArray() && descendants.getArrayNItems() > 0) {
      QPDFObjectHandle cid = descendants.getArrayItem(0);
      if (cid.isDictionary()) {
        m.default_width = number_or(cid.getKey("/DW"), 1000);
        read_cid_widths(cid.getKey("/W"), m);
        read_descriptor(cid.getKey("/FontDescriptor"), m);
        m.default_width = number_or(cid.getKey("/DW"), 1000);
      }
    }
    return m;
  }

  if (subtype.isNameAndEquals("/Type3")) {
    m.type3 = true;
    // Glyph space is mapped by /FontMatrix, not fixed at 1/1000.
    QPDFObjectHandle matrix = font.getKey("/FontMatrix");
    if (matrix.isArray() && matrix.getArrayNItems() == 6 && matrix.getArrayItem(0).isNumber()) {
      m.glyph_scale = matrix.getArrayItem(0).getNumericValue();
      const double y_scale = number_or(matrix.getArrayItem(3), m.glyph_scale);
      QPDFObjectHandle bbox = font.getKey("/FontBBox");
      if (bbox.isRectangle() && m.glyph_scale != 0) {
        // Keep ascent/descent in "glyph units" of glyph_scale.
        const QPDFObjectHandle::Rectangle r = bbox.getArrayAsRectangle();
        m.ascent = std::max(r.lly, r.ury) * y_scale / m.glyph_scale;
        m.descent = std::min(r.lly, r.ury) * y_scale / m.glyph_scale;
      }
    }
  } else {
    read_descriptor(font.getKey("/FontDescriptor"), m);
  }
  QPDFObjectHandle first = font.getKey("/FirstChar");
  QPDFObjectHandle widths = font.getKey("/Widths");
  if (first.isInteger() && widths.isArray()) {
    m.first_char = first.getIntValueAsInt();
    for (QPDFObjectHandle& w : widths.getArrayAsVector())
      m.widths.push_back(number_or(w, m.default_width));
  }
  return m;
}

}  // namespace mazeproof
