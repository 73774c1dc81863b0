#include "render/flat_elements.h"

#include <algorithm>
#include <iterator>
#include <set>

namespace mazebook {

namespace {

constexpr const char* kEditorNamespaces[] = {"http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd",
                                             "http://inkscape.sourceforge.net/DTD/sodipodi-0.dtd",
                                             "http://www.inkscape.org/namespaces/inkscape"};

}  // namespace

bool is_drawing_element(const std::string& name) {
  static const std::set<std::string> names = {"svg",     "g",       "path", "rect",
                                              "circle",  "ellipse", "line", "polyline",
                                              "polygon", "defs",    "use",  "symbol"};
  return names.count(name) > 0;
}

bool is_shape(const std::string& name) {
  return name == "path" || name == "rect" || name == "circle" || name == "ellipse" ||
         name == "line" || name == "polyline" || name == "polygon";
}

bool is_description(const std::string& name) {
  return name == "title" || name == "desc" || name == "metadata";
}

bool in_editor_namespace(const xmlNode* node) {
  if (!node->ns || !node->ns->href) return false;
  const std::string ns = reinterpret_cast<const char*>(node->ns->href);
  return std::find(std::begin(kEditorNamespaces), std::end(kEditorNamespaces), ns) !=
         std::end(kEditorNamespaces);
}

std::string why_refused(const std::string& name) {
  if (name == "linearGradient" || name == "radialGradient" || name == "meshgradient") {
    return "a gradient";
  }
  if (name == "pattern") return "a pattern fill";
  if (name == "filter" || name.rfind("fe", 0) == 0) return "a filter";
  if (name == "mask") return "a mask (transparency)";
  if (name == "clipPath") return "a clip path";
  if (name == "image") return "an image inside the SVG";
  if (name == "text" || name == "tspan" || name == "textPath" || name == "flowRoot") {
    return "text (turn it into paths)";
  }
  if (name == "style") return "a style sheet (write styles as attributes)";
  if (name == "script") return "a script";
  if (name == "foreignObject" || name == "switch") return "content for other programs";
  return "an element flat art does not use";
}

}  // namespace mazebook
