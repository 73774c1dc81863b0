#include "render/flat_svg.h"

#include <libxml/parser.h>
#include <libxml/tree.h>

#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <optional>
#include <set>
#include <vector>

#include "base/error.h"
#include "render/css_colour.h"
#include "render/svg_geometry.h"

namespace mazebook {

namespace {

constexpr char kSvgNamespace[] = "http://www.w3.org/2000/svg";
constexpr char kXlinkNamespace[] = "http://www.w3.org/1999/xlink";
constexpr char kRule[] = "; pictures take flat, opaque SVG art (templates/themes/README.md)";

struct DocDeleter {
  void operator()(xmlDoc* doc) const { xmlFreeDoc(doc); }
};

// Elements that draw plain shapes or only group them.
const std::set<std::string>& drawing_elements() {
  static const std::set<std::string> names = {"svg",     "g",    "path",     "rect",    "circle",
                                              "ellipse", "line", "polyline", "polygon", "defs"};
  return names;
}

// Elements whose whole content is words about the picture, never drawn.
bool is_description(const std::string& name) {
  return name == "title" || name == "desc" || name == "metadata";
}

// Why an element is refused, for the message.
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
  if (name == "use" || name == "symbol") return "a reuse of other parts (draw them in place)";
  return "an element flat art does not use";
}

std::string trim(const std::string& text) {
  size_t begin = 0;
  size_t end = text.size();
  while (begin < end && std::isspace(static_cast<unsigned char>(text[begin]))) ++begin;
  while (end > begin && std::isspace(static_cast<unsigned char>(text[end - 1]))) --end;
  return text.substr(begin, end - begin);
}

// The darkest a picture prints: pure black is the puzzles' wall colour
// (src/proof/DRAWING_RULES.md), so nothing darker than the template's text
// black reaches a page from a picture.
constexpr char kDarkest[] = "#1a1a1a";
constexpr int kDarkestLevel = 0x1a;
// The lightest grey with 10 % ink (229.5 / 255), and where a lighter grey
// prints as white instead.
constexpr int kLightestGrey = 229;
constexpr int kWhiteFrom = 243;

// A colour as a picture prints it: its grey when `grey`, never darker
// than kDarkest in every channel, and a grey never so light that it is
// under 10 % ink (KDP's least for a grey fill) unless it is white.
std::string printable(Rgb8 colour, bool grey) {
  if (grey) {
    const int level = std::stoi(grey_hex(colour).substr(1, 2), nullptr, 16);
    colour = {level, level, level};
  }
  if (colour.r < kDarkestLevel && colour.g < kDarkestLevel && colour.b < kDarkestLevel) {
    return kDarkest;
  }
  if (colour.r == colour.g && colour.g == colour.b && colour.r > kLightestGrey && colour.r < 255) {
    const int level = colour.r >= kWhiteFrom ? 255 : kLightestGrey;
    colour = {level, level, level};
  }
  char buffer[8];
  std::snprintf(buffer, sizeof buffer, "#%02x%02x%02x", colour.r, colour.g, colour.b);
  return buffer;
}

// Elements that paint a shape (and so may stroke it).
bool is_shape(const std::string& name) {
  return name == "path" || name == "rect" || name == "circle" || name == "ellipse" ||
         name == "line" || name == "polyline" || name == "polygon";
}

// What an element inherits that decides how thick its strokes print.
struct Inherited {
  bool stroked = false;  // `stroke` is a colour (SVG's initial value: none)
  double width = 1;      // `stroke-width`, user units (initial: 1)
  double shrink = 1;     // the least scale of every transform above and on it
  bool in_defs = false;  // inside <defs>: drawn only where referenced
};

class Checker {
 public:
  Checker(std::string shown, bool grey, double min_width)
      : shown_(std::move(shown)), grey_(grey), min_width_(min_width) {}

  // Walks the document with a stack of its own (no recursion on the
  // document's depth).
  void walk(xmlNode* root) {
    std::vector<std::pair<xmlNode*, Inherited>> stack{{root, Inherited{}}};
    while (!stack.empty()) {
      auto [node, inherited] = stack.back();
      stack.pop_back();
      const std::string name = reinterpret_cast<const char*>(node->name);
      line_ = xmlGetLineNo(node);
      if (!in_svg_namespace(node) || is_description(name)) continue;  // never drawn
      if (!drawing_elements().count(name)) refuse("<" + name + "> (" + why_refused(name) + ")");
      seen_ = {};
      for (xmlAttr* attribute = node->properties; attribute; attribute = attribute->next) {
        check_attribute(node, attribute, name);
      }
      Inherited own = inherited;
      if (seen_.stroke) own.stroked = *seen_.stroke;
      if (seen_.width) own.width = *seen_.width;
      if (seen_.transform) own.shrink *= *seen_.transform;
      own.in_defs = inherited.in_defs || name == "defs";
      if (is_shape(name) && own.stroked && own.width > 0 && !own.in_defs) {
        const double printed = own.width * own.shrink;
        thinnest_ = thinnest_ > 0 ? std::min(thinnest_, printed) : printed;
        if (printed < min_width_ && own.shrink > 0) thicken(node, min_width_ / own.shrink);
      }
      // Children pushed last first, so they are walked in document order.
      std::vector<xmlNode*> children;
      for (xmlNode* child = node->children; child; child = child->next) {
        if (child->type == XML_ELEMENT_NODE) children.push_back(child);
      }
      for (auto it = children.rbegin(); it != children.rend(); ++it) stack.push_back({*it, own});
    }
  }

  // The thinnest stroke any shape draws, in the root's user units; 0 when
  // nothing is stroked.
  double thinnest() const { return thinnest_; }

 private:
  // What one element sets itself (a style declaration over an attribute).
  struct Seen {
    std::optional<bool> stroke;
    std::optional<double> width;
    std::optional<double> transform;
  };

  static bool in_svg_namespace(xmlNode* node) {
    return node->ns && node->ns->href &&
           std::string(reinterpret_cast<const char*>(node->ns->href)) == kSvgNamespace;
  }

  [[noreturn]] void refuse(const std::string& what) const {
    throw Error(shown_ + ": line " + std::to_string(line_) + ": not flat art: " + what + kRule);
  }

  // A later style declaration wins over the attribute and the earlier one.
  static void thicken(xmlNode* node, double width) {
    char buffer[48];
    std::snprintf(buffer, sizeof buffer, "stroke-width:%.6g", width);
    std::string style = buffer;
    if (xmlChar* old = xmlGetProp(node, reinterpret_cast<const xmlChar*>("style"))) {
      std::string before = reinterpret_cast<const char*>(old);
      xmlFree(old);
      if (!before.empty() && before.back() != ';') before += ';';
      style = before + style;
    }
    xmlSetProp(node, reinterpret_cast<const xmlChar*>("style"),
               reinterpret_cast<const xmlChar*>(style.c_str()));
  }

  void check_attribute(xmlNode* node, xmlAttr* attribute, const std::string& element_name) {
    const std::string name = reinterpret_cast<const char*>(attribute->name);
    xmlChar* raw = xmlNodeListGetString(node->doc, attribute->children, 1);
    std::string value = raw ? reinterpret_cast<const char*>(raw) : "";
    xmlFree(raw);
    if (attribute->ns) {
      const std::string ns = reinterpret_cast<const char*>(attribute->ns->href);
      if (ns == kXlinkNamespace && name == "href") check_reference(value, element_name);
      return;  // editors' own attributes (inkscape:, sodipodi:) are not drawn
    }
    if (name == "href") {
      check_reference(value, element_name);
    } else if (name == "transform") {
      const auto shrink = transform_shrink(value);
      if (!shrink) refuse("transform '" + value + "' (not a transform list)");
      seen_.transform = *shrink;
    } else if (name == "style") {
      const std::string rewritten = check_style(value);
      xmlSetProp(node, attribute->name, reinterpret_cast<const xmlChar*>(rewritten.c_str()));
    } else {
      const std::string grey = check_property(name, value, "attribute", false);
      if (grey != value) {
        xmlSetProp(node, attribute->name, reinterpret_cast<const xmlChar*>(grey.c_str()));
      }
    }
  }

  void check_reference(const std::string& value, const std::string& element_name) const {
    if (value.empty() || value[0] != '#') {
      refuse("<" + element_name + "> links to '" + value + "' (only parts of the same file)");
    }
  }

  // The declarations of a style attribute, each checked; returns the
  // attribute with its colours turned grey.
  std::string check_style(const std::string& style) {
    std::string out;
    size_t at = 0;
    while (at <= style.size()) {
      size_t end = style.find(';', at);
      if (end == std::string::npos) end = style.size();
      const std::string declaration = style.substr(at, end - at);
      at = end + 1;
      const size_t colon = declaration.find(':');
      if (colon == std::string::npos) {
        if (!trim(declaration).empty()) out += declaration + ";";
        continue;
      }
      const std::string property = trim(declaration.substr(0, colon));
      std::string value = trim(declaration.substr(colon + 1));
      const size_t important = value.find("!important");
      if (important != std::string::npos) value = trim(value.substr(0, important));
      out += property + ":" + check_property(property, value, "style", true) + ";";
    }
    return out;
  }

  // Checks one presentation property; returns its value with a colour
  // turned grey (other values unchanged).
  std::string check_property(const std::string& property, const std::string& raw_value,
                             const std::string& where, bool from_style) {
    const std::string value = trim(raw_value);
    // A style declaration overrides the attribute whatever their order.
    const auto note = [&](auto& slot, auto found) {
      if (from_style || !slot) slot = found;
    };
    if (property == "stroke") {
      note(seen_.stroke, value != "none");
    } else if (property == "stroke-width") {
      const auto width = stroke_width_units(value);
      if (!width) refuse("stroke-width '" + value + "' (a length in px, pt, mm, cm or in)");
      note(seen_.width, *width);
      return value;
    }
    if (value.find("url(") != std::string::npos) {
      refuse(property + " " + where + " '" + value +
             "' (paints with a gradient, pattern or other reference)");
    }
    if (property == "opacity" || property == "fill-opacity" || property == "stroke-opacity") {
      if (!fully_opaque(value)) refuse(property + " " + value + " (transparency)");
      return value;
    }
    if (property == "filter" || property == "mask" || property == "clip-path") {
      if (value != "none") refuse(property + " '" + value + "'");
      return value;
    }
    if (property == "mix-blend-mode") {
      if (value != "normal") refuse(property + " '" + value + "' (blending)");
      return value;
    }
    if (property == "fill" || property == "stroke" || property == "color" ||
        property == "stop-color" || property == "flood-color" || property == "lighting-color" ||
        property == "solid-color") {
      if (value == "none" || value == "currentColor" || value == "inherit" || value.empty()) {
        return value;
      }
      const auto colour = parse_css_colour(value);
      if (!colour) refuse(property + " '" + value + "' (not a plain, opaque colour)");
      return printable(*colour, grey_);
    }
    return value;
  }

  static bool fully_opaque(const std::string& value) {
    if (value == "inherit") return true;
    char* end = nullptr;
    const double number = std::strtod(value.c_str(), &end);
    const std::string rest = trim(end);
    if (end == value.c_str()) return false;
    if (rest == "%") return number >= 100;
    return rest.empty() && number >= 1;
  }

  std::string shown_;
  bool grey_ = false;
  double min_width_ = 0;
  Seen seen_;
  double thinnest_ = 0;
  long line_ = 0;
};

// Parses, checks and rewrites one copy of the document; `thinnest` gets
// its thinnest stroke before any thickening.
std::string rewritten(const std::string& bytes, const std::string& shown, bool grey,
                      double min_width, double* thinnest) {
  // No network, no DTD loading, no entity substitution; libxml2's own
  // depth and amplification limits stay on (no XML_PARSE_HUGE).
  const int options = XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING;
  const std::unique_ptr<xmlDoc, DocDeleter> doc(
      xmlReadMemory(bytes.data(), static_cast<int>(bytes.size()), "picture.svg", nullptr, options));
  if (!doc) {
    const xmlError* error = xmlGetLastError();
    std::string message = error && error->message ? trim(error->message) : "unknown error";
    throw Error(shown + ": not a readable SVG image: " + message);
  }
  if (doc->intSubset && (doc->intSubset->entities || doc->intSubset->pentities)) {
    throw Error(shown + ": not flat art: declares entities in a DOCTYPE" + kRule);
  }
  xmlNode* root = xmlDocGetRootElement(doc.get());
  if (!root || std::string(reinterpret_cast<const char*>(root->name)) != "svg" || !root->ns ||
      std::string(reinterpret_cast<const char*>(root->ns->href)) != kSvgNamespace) {
    throw Error(shown + ": not an SVG image: its root is not an <svg> element");
  }
  Checker checker(shown, grey, min_width);
  checker.walk(root);
  if (thinnest) *thinnest = checker.thinnest();
  // What is drawn without a colour of its own is black by SVG's rules:
  // give it the darkest a picture prints instead.
  for (const char* property : {"fill", "color"}) {
    const auto* name = reinterpret_cast<const xmlChar*>(property);
    if (!xmlHasProp(root, name)) xmlSetProp(root, name, reinterpret_cast<const xmlChar*>(kDarkest));
  }
  xmlChar* text = nullptr;
  int size = 0;
  xmlDocDumpMemoryEnc(doc.get(), &text, &size, "UTF-8");
  std::string out(reinterpret_cast<const char*>(text), static_cast<size_t>(size));
  xmlFree(text);
  return out;
}

void check_size(const std::string& bytes, const std::string& shown) {
  if (bytes.size() > kMaxSvgBytes) {
    throw Error(shown + ": " + std::to_string(bytes.size()) + " bytes; an SVG picture may have " +
                std::to_string(kMaxSvgBytes) + " at most");
  }
  static const bool initialised = [] {
    xmlInitParser();
    return true;
  }();
  (void)initialised;
}

}  // namespace

FlatSvg check_flat_svg(const std::string& bytes, const std::string& shown) {
  check_size(bytes, shown);
  FlatSvg flat;
  flat.source = bytes;
  flat.colour = rewritten(bytes, shown, false, 0, &flat.thinnest);
  flat.grey = rewritten(bytes, shown, true, 0, nullptr);
  return flat;
}

std::string thickened_svg(const FlatSvg& flat, const std::string& shown, bool grey,
                          double min_width) {
  check_size(flat.source, shown);
  return rewritten(flat.source, shown, grey, min_width, nullptr);
}

}  // namespace mazebook
