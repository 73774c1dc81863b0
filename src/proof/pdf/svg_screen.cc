#include "proof/pdf/svg_screen.h"

#include <libxml/SAX2.h>
#include <libxml/parser.h>

#include <algorithm>
#include <cstring>
#include <memory>
#include <string_view>

#include "proof/core/error.h"

namespace mazeproof {

namespace {

constexpr char kSvgNamespace[] = "http://www.w3.org/2000/svg";
constexpr char kXlinkNamespace[] = "http://www.w3.org/1999/xlink";

// What Cairo's SVG surface writes for a poster: glyphs as symbols drawn by
// <use>, everything else as paths; <svg> at the root only.
constexpr std::string_view kElements[] = {"defs", "g", "symbol", "use", "path"};
constexpr std::string_view kAttributes[] = {
    "width", "height", "viewBox", "version", "id", "style", "d", "transform", "x", "y", "overflow"};
constexpr std::string_view kStyleProperties[] = {
    "fill",           "fill-opacity",    "fill-rule",         "stroke",        "stroke-width",
    "stroke-linecap", "stroke-linejoin", "stroke-miterlimit", "stroke-opacity"};

template <size_t N>
bool listed(const std::string_view (&list)[N], std::string_view name) {
  return std::find(std::begin(list), std::end(list), name) != std::end(list);
}

std::string_view text_of(const xmlChar* s) {
  return s ? std::string_view(reinterpret_cast<const char*>(s)) : std::string_view();
}

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

std::string_view trimmed(std::string_view s) {
  while (!s.empty() && is_space(s.front())) s.remove_prefix(1);
  while (!s.empty() && is_space(s.back())) s.remove_suffix(1);
  return s;
}

// A style value as Cairo writes one: a keyword, a number or rgb(...), no
// url(), escape, comment or other syntax a reader might take otherwise.
bool plain_value(std::string_view value) {
  if (value.find("url") != std::string_view::npos) return false;
  return std::all_of(value.begin(), value.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
           std::strchr(" .,%()#+-", c) != nullptr;
  });
}

struct Screen {
  xmlParserCtxtPtr context = nullptr;
  int64_t most = 0;
  int64_t elements = 0;
  bool over = false;
  std::string refusal;  // the first thing refused, "line N: WHAT"

  void refuse(const std::string& what) {
    if (refusal.empty() && !over) {
      refusal = "line " + std::to_string(xmlSAX2GetLineNumber(context)) + ": " + what;
    }
    xmlStopParser(context);
  }
  bool stopped() const { return over || !refusal.empty(); }
};

Screen& screen_of(void* user) { return *static_cast<Screen*>(user); }

// The attribute `value` of `name` on `tag`.
void check_attribute(Screen& s, const std::string& tag, std::string_view local,
                     std::string_view prefix, std::string_view uri, std::string_view value) {
  const std::string name =
      prefix.empty() ? std::string(local) : std::string(prefix) + ":" + std::string(local);
  if (uri == kXlinkNamespace && local == "href") {
    // A glyph of this file: librsvg resolves nothing else without a base,
    // but a browser would.
    if (value.size() < 2 || value[0] != '#' || value.find_first_of(":/ ") != std::string::npos)
      s.refuse("xlink:href on " + tag + " to anything but an element of the file");
    return;
  }
  if (!uri.empty() || !listed(kAttributes, local)) {
    s.refuse("attribute " + name + " on " + tag);
    return;
  }
  if (local != "style") {
    if (value.find("url") != std::string_view::npos || value.find(';') != std::string_view::npos)
      s.refuse("attribute " + name + " on " + tag + " of a value no poster writes");
    return;
  }
  while (!value.empty()) {
    const size_t end = std::min(value.find(';'), value.size());
    const std::string_view declaration = trimmed(value.substr(0, end));
    value.remove_prefix(std::min(end + 1, value.size()));
    if (declaration.empty()) continue;
    const size_t colon = declaration.find(':');
    const std::string_view property = trimmed(declaration.substr(0, colon));
    if (colon == std::string_view::npos || !listed(kStyleProperties, property)) {
      s.refuse("style " + std::string(property) + " on " + tag);
      return;
    }
    if (!plain_value(trimmed(declaration.substr(colon + 1)))) {
      s.refuse("style " + std::string(property) + " on " + tag + " of a value no poster writes");
      return;
    }
  }
}

void start_element(void* user, const xmlChar* local_name, const xmlChar* prefix_name,
                   const xmlChar* uri_name, int namespace_count, const xmlChar** namespaces,
                   int attribute_count, int /*defaulted*/, const xmlChar** attributes) {
  Screen& s = screen_of(user);
  if (s.stopped()) return;
  if (++s.elements > s.most) {
    s.over = true;
    xmlStopParser(s.context);
    return;
  }
  const std::string_view local = text_of(local_name), prefix = text_of(prefix_name);
  const std::string tag =
      "<" + (prefix.empty() ? "" : std::string(prefix) + ":") + std::string(local) + ">";
  const bool root = s.elements == 1;
  if (text_of(uri_name) != kSvgNamespace) return s.refuse(tag + " outside SVG's namespace");
  if (root ? local != "svg" : !listed(kElements, local)) return s.refuse(tag);
  for (int i = 0; i < namespace_count; ++i) {
    const std::string_view ns_prefix = text_of(namespaces[2 * i]);
    const std::string_view ns = text_of(namespaces[2 * i + 1]);
    const bool known = (ns_prefix.empty() && ns == kSvgNamespace) ||
                       (ns_prefix == "xlink" && ns == kXlinkNamespace);
    if (!root || !known) return s.refuse("a namespace declaration on " + tag);
  }
  for (int i = 0; i < attribute_count && !s.stopped(); ++i) {
    const xmlChar** a = attributes + 5 * i;
    const std::string_view value(reinterpret_cast<const char*>(a[3]),
                                 static_cast<size_t>(a[4] - a[3]));
    check_attribute(s, tag, text_of(a[0]), text_of(a[1]), text_of(a[2]), value);
  }
}

void characters(void* user, const xmlChar* text, int length) {
  Screen& s = screen_of(user);
  if (s.stopped()) return;
  for (int i = 0; i < length; ++i) {
    if (!is_space(static_cast<char>(text[i]))) return s.refuse("character data");
  }
}

void cdata(void* user, const xmlChar*, int) { screen_of(user).refuse("a CDATA section"); }

void instruction(void* user, const xmlChar* target, const xmlChar*) {
  screen_of(user).refuse("<?" + std::string(text_of(target)) + "?>");
}

// Called as soon as "<!DOCTYPE NAME ..." is read, before any declaration in
// it: the parser stops there, so no entity is ever declared.
void doctype(void* user, const xmlChar*, const xmlChar*, const xmlChar*) {
  screen_of(user).refuse("a DOCTYPE");
}

struct ContextFree {
  void operator()(xmlParserCtxtPtr c) const { xmlFreeParserCtxt(c); }
};

// Bytes handed to the parser at a time.
constexpr size_t kChunk = size_t{1} << 20;

}  // namespace

bool screen_svg(const std::string& text, const std::string& name, int64_t most_elements) {
  static const bool initialised = [] {
    xmlInitParser();
    return true;
  }();
  (void)initialised;
  xmlSAXHandler sax;
  std::memset(&sax, 0, sizeof sax);
  sax.initialized = XML_SAX2_MAGIC;
  sax.startElementNs = start_element;
  sax.characters = characters;
  sax.ignorableWhitespace = characters;
  sax.cdataBlock = cdata;
  sax.processingInstruction = instruction;
  sax.internalSubset = doctype;
  Screen screen;
  screen.most = most_elements;
  const std::unique_ptr<xmlParserCtxt, ContextFree> context(
      xmlCreatePushParserCtxt(&sax, &screen, nullptr, 0, nullptr));
  if (!context) throw Error(name + ": out of memory reading it");
  screen.context = context.get();
  // libxml2's own limits on (no XML_PARSE_HUGE), as librsvg reads it.
  xmlCtxtUseOptions(context.get(), XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING |
                                       XML_PARSE_BIG_LINES);
  for (size_t at = 0; at < text.size() && !screen.stopped() && context->wellFormed; at += kChunk) {
    const size_t n = std::min(kChunk, text.size() - at);
    xmlParseChunk(context.get(), text.data() + at, static_cast<int>(n), 0);
  }
  if (!screen.stopped() && context->wellFormed) xmlParseChunk(context.get(), nullptr, 0, 1);
  if (screen.over) {
    throw Error(name + ": more than " + std::to_string(most_elements) +
                " elements, more than its grid can need");
  }
  if (!screen.refusal.empty())
    throw Error(name + ": " + screen.refusal + ", which no mazebook poster holds");
  return context->wellFormed != 0;
}

}  // namespace mazeproof
