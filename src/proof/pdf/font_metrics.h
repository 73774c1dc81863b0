#pragma once
// What the verifier needs to know of a font to place its text: how far each
// character code advances and how far glyphs reach above and below the
// baseline. Read from the font dictionary (/Widths, /W, /FontDescriptor,
// /FontBBox, /FontMatrix); no glyph outlines are parsed.

#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "proof/core/geometry.h"
#include "proof/pdf/qpdf.h"
#include "proof/pdf/to_unicode.h"

namespace mazeproof {

struct FontMetrics {
  std::string name;            // /BaseFont (or the resource name) for messages
  bool two_byte = false;       // Type0 fonts: two bytes a character code
  bool type3 = false;          // Type 3: each glyph a content stream of its own
  double glyph_scale = 0.001;  // glyph units to text space (Type3: /FontMatrix)
  std::vector<double> widths;  // simple fonts: from first_char on, glyph units
  int first_char = 0;
  std::unordered_map<int, double> cid_widths;  // Type0: /W
  double default_width = 0;                    // /MissingWidth or /DW, glyph units
  double ascent = 800;                         // glyph units above the baseline
  double descent = -200;                       // glyph units below (negative)
  // What each code shows (/ToUnicode); null when the font has no such map.
  std::shared_ptr<const UnicodeMap> to_unicode;

  // The advance of one character code, in text space units per unit of font
  // size (before character spacing and horizontal scaling).
  double advance(int code) const;
};

// Reads the metrics of a font dictionary; never throws (missing entries fall
// back to an average Latin font: 0.5 em wide, 0.8 up, 0.2 down).
FontMetrics read_font_metrics(QPDFObjectHandle font, std::string_view resource_name);

}  // namespace mazeproof
