#pragma once
// The flat-art rule for SVG pictures (templates/themes/README.md, "Flat
// art"): a picture printed in a book may fill and stroke shapes with plain,
// opaque colours only. KDP wants transparency flattened, and mazeproof must
// be able to read every page, so the document is refused when it holds a
// gradient, pattern, filter, mask, clip path, embedded or linked image,
// text, script or style sheet, an opacity below 1, a style property outside
// a short list (render/flat_style.h), a nested viewport, or a reference to
// another file. The check reads the document librsvg will draw, once
// (render/svg_scan.h: no XInclude, no processing instruction, no element
// outside SVG but in <metadata> or an editor's settings), and follows each
// `use` to what it draws, so a line is measured where it prints; what is
// refused is named with its line.

#include <memory>
#include <string>

#include "render/svg_scan.h"

namespace mazebook {

struct FlatTree;

// The two copies a picture is drawn from. In both, pure black (the
// puzzles' wall colour) and anything darker than #1a1a1a in every channel
// becomes #1a1a1a, and so does what SVG paints black by default.
// A grey lighter than 10 % ink (KDP's least for a grey fill) prints as
// 10 % or, from #f3f3f3 up, as white.
struct FlatSvg {
  std::string colour;              // the document in its own colours
  std::string grey;                // every colour turned to its grey (css_colour.h)
  double thinnest = 0;             // its thinnest stroke in root user units; 0: none
  std::shared_ptr<FlatTree> tree;  // the parsed document, for thickened copies
};

// Checks `bytes` and makes the grey copy. Throws Error("SHOWN: line N:
// not flat art: <linearGradient> (a gradient); ...") naming the first
// thing refused.
FlatSvg check_flat_svg(const std::string& bytes, const std::string& shown);

// The colour (or grey) copy with every stroke at least `min_width` root
// user units wide, however the document's transforms shrink it: what a
// picture draws when its thinnest line would print under KDP's 0.75 pt.
// Made from the document parsed once by check_flat_svg; safe from any
// thread.
std::string thickened_svg(const FlatSvg& flat, const std::string& shown, bool grey,
                          double min_width);

}  // namespace mazebook
