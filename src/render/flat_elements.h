#pragma once
// The SVG elements flat art is made of (templates/themes/README.md, "Flat
// art"), and why any other is refused, for render/flat_svg.cc.

#include <libxml/tree.h>

#include <string>

namespace mazebook {

// svg, g, the seven basic shapes, defs, use and symbol: what draws plain
// shapes, groups them or holds them for a `use`.
bool is_drawing_element(const std::string& name);
// path, rect, circle, ellipse, line, polyline, polygon.
bool is_shape(const std::string& name);
// title, desc, metadata: words about the picture, never drawn.
bool is_description(const std::string& name);
// An element of an editor's own (sodipodi:namedview, inkscape:*), which
// librsvg does not draw.
bool in_editor_namespace(const xmlNode* node);
// Why an SVG element outside is_drawing_element is refused, for the
// message: "a gradient", "text (turn it into paths)", ...
std::string why_refused(const std::string& name);

}  // namespace mazebook
