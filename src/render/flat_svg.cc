#include "render/flat_svg.h"

#include <libxml/parser.h>
#include <libxml/tree.h>

#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <set>
#include <vector>

#include "base/error.h"
#include "render/css_colour.h"

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
  static const std::set<std::string> names = {"svg",     "g",       "path", "rect",
                                              "circle",  "ellipse", "line", "polyline",
                                              "polygon", "defs",    "use",  "symbol"};
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

// A colour as a picture prints it: its grey when `grey`, and never darker
// than kDarkest in every channel.
std::string printable(Rgb8 colour, bool grey) {
  if (grey) {
    const std::string hex = grey_hex(colour);
    const int level = std::stoi(hex.substr(1, 2), nullptr, 16);
    return level < kDarkestLevel ? kDarkest : hex;
  }
  if (colour.r < kDarkestLevel && colour.g < kDarkestLevel && colour.b < kDarkestLevel) {
    return kDarkest;
  }
  char buffer[8];
  std::snprintf(buffer, sizeof buffer, "#%02x%02x%02x", colour.r, colour.g, colour.b);
  return buffer;
}

class Checker {
 public:
  Checker(std::string shown, bool grey) : shown_(std::move(shown)), grey_(grey) {}

  void element(xmlNode* node) {
    line_ = xmlGetLineNo(node);
    const std::string name = reinterpret_cast<const char*>(node->name);
    if (!in_svg_namespace(node)) return;  // editors' own data: never drawn
    if (is_description(name)) return;
    if (!drawing_elements().count(name)) refuse("<" + name + "> (" + why_refused(name) + ")");
    for (xmlAttr* attribute = node->properties; attribute; attribute = attribute->next) {
      check_attribute(node, attribute, name);
    }
    for (xmlNode* child = node->children; child; child = child->next) {
      if (child->type == XML_ELEMENT_NODE) element(child);
    }
  }

 private:
  static bool in_svg_namespace(xmlNode* node) {
    return node->ns && node->ns->href &&
           std::string(reinterpret_cast<const char*>(node->ns->href)) == kSvgNamespace;
  }

  [[noreturn]] void refuse(const std::string& what) const {
    throw Error(shown_ + ": line " + std::to_string(line_) + ": not flat art: " + what + kRule);
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
    } else if (name == "style") {
      const std::string rewritten = check_style(value);
      xmlSetProp(node, attribute->name, reinterpret_cast<const xmlChar*>(rewritten.c_str()));
    } else {
      const std::string grey = check_property(name, value, "attribute");
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
      out += property + ":" + check_property(property, value, "style") + ";";
    }
    return out;
  }

  // Checks one presentation property; returns its value with a colour
  // turned grey (other values unchanged).
  std::string check_property(const std::string& property, const std::string& raw_value,
                             const std::string& where) const {
    const std::string value = trim(raw_value);
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
  long line_ = 0;
};

// Parses, checks and rewrites one copy of the document.
std::string rewritten(const std::string& bytes, const std::string& shown, bool grey) {
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
  Checker checker(shown, grey);
  checker.element(root);
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

}  // namespace

FlatSvg check_flat_svg(const std::string& bytes, const std::string& shown) {
  if (bytes.size() > kMaxSvgBytes) {
    throw Error(shown + ": " + std::to_string(bytes.size()) + " bytes; an SVG picture may have " +
                std::to_string(kMaxSvgBytes) + " at most");
  }
  static const bool initialised = [] {
    xmlInitParser();
    return true;
  }();
  (void)initialised;
  return {rewritten(bytes, shown, false), rewritten(bytes, shown, true)};
}

}  // namespace mazebook
