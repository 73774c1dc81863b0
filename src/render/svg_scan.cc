#include "render/svg_scan.h"

#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/tree.h>

#include <cctype>
#include <vector>

#include "base/error.h"
#include "render/mask_source.h"

namespace mazebook {

const SvgKind kPictureSvg = {"an SVG picture", kMaxSvgBytes, kMaxSvgElements, "not flat art",
                             "; pictures take flat, opaque SVG art (templates/themes/README.md)"};
const SvgKind kMaskSvg = {"an SVG mask", kMaxSvgMaskBytes, kMaxSvgMaskElements,
                          "not a mask drawing",
                          "; SVG masks take shapes and paths (presets/masks/README.md)"};

namespace {

constexpr char kSvgNamespace[] = "http://www.w3.org/2000/svg";
constexpr const char* kXIncludeNamespaces[] = {"http://www.w3.org/2001/XInclude",
                                               "http://www.w3.org/2003/XInclude"};

std::string trim(const std::string& text) {
  size_t begin = 0;
  size_t end = text.size();
  while (begin < end && std::isspace(static_cast<unsigned char>(text[begin]))) ++begin;
  while (end > begin && std::isspace(static_cast<unsigned char>(text[end - 1]))) --end;
  return text.substr(begin, end - begin);
}

// The element count of the parse under way on this thread: libxml2's tree
// builder is called through this hook, which stops the parser at the limit.
struct ElementCount {
  long elements = 0;
  long limit = 0;
  bool over = false;
  startElementNsSAX2Func build = nullptr;
};
thread_local ElementCount* t_count = nullptr;

void counted_start(void* context, const xmlChar* name, const xmlChar* prefix, const xmlChar* uri,
                   int namespace_count, const xmlChar** namespaces, int attribute_count,
                   int defaulted, const xmlChar** attributes) {
  if (++t_count->elements > t_count->limit) {
    t_count->over = true;
    xmlStopParser(static_cast<xmlParserCtxtPtr>(context));
    return;
  }
  t_count->build(context, name, prefix, uri, namespace_count, namespaces, attribute_count,
                 defaulted, attributes);
}

bool is_xinclude(const xmlNode* node) {
  if (!node->ns || !node->ns->href) return false;
  const std::string ns = reinterpret_cast<const char*>(node->ns->href);
  for (const char* xinclude : kXIncludeNamespaces) {
    if (ns == xinclude) return true;
  }
  return false;
}

// Every node of the document in order: the DOCTYPE's siblings and its
// internal subset too, where a processing instruction also reaches librsvg.
void refuse_hidden_content(xmlDoc* doc, const std::string& shown, const SvgKind& kind) {
  std::vector<xmlNode*> stack;
  for (xmlNode* node = doc->last; node; node = node->prev) stack.push_back(node);
  while (!stack.empty()) {
    xmlNode* node = stack.back();
    stack.pop_back();
    if (node->type == XML_PI_NODE) {
      std::string what = "<?";
      what += reinterpret_cast<const char*>(node->name);
      what += "?> (a processing instruction; only the XML declaration is read)";
      refuse_svg(kind, shown, xmlGetLineNo(node), what);
    }
    if (node->type != XML_ELEMENT_NODE && node->type != XML_DTD_NODE) continue;
    if (node->type == XML_ELEMENT_NODE && is_xinclude(node)) {
      refuse_svg(kind, shown, xmlGetLineNo(node),
                 svg_tag(node) + " (XInclude pulls in other content)");
    }
    for (xmlNode* child = node->last; child; child = child->prev) stack.push_back(child);
  }
}

}  // namespace

void XmlDocFree::operator()(xmlDoc* doc) const { xmlFreeDoc(doc); }

XmlDoc read_svg_xml(const std::string& bytes, const std::string& shown, const SvgKind& kind) {
  if (bytes.size() > kind.max_bytes) {
    throw Error(shown + ": " + std::to_string(bytes.size()) + " bytes; " + kind.name +
                " may have " + std::to_string(kind.max_bytes) + " at most");
  }
  static const bool initialised = [] {
    xmlInitParser();
    return true;
  }();
  (void)initialised;
  const std::unique_ptr<xmlParserCtxt, void (*)(xmlParserCtxtPtr)> context(
      xmlCreateMemoryParserCtxt(bytes.data(), static_cast<int>(bytes.size())), xmlFreeParserCtxt);
  if (!context) throw Error(shown + ": not a readable SVG image: out of memory");
  // No network, no DTD loading, no entity substitution; libxml2's own
  // depth and amplification limits stay on (no XML_PARSE_HUGE).
  xmlCtxtUseOptions(context.get(), XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING |
                                       XML_PARSE_BIG_LINES);
  ElementCount count;
  count.limit = kind.max_elements;
  count.build = context->sax->startElementNs;
  context->sax->startElementNs = counted_start;
  t_count = &count;
  xmlParseDocument(context.get());
  t_count = nullptr;
  XmlDoc doc(context->myDoc);
  context->myDoc = nullptr;
  if (count.over) {
    throw Error(shown + ": more than " + std::to_string(kind.max_elements) + " elements; " +
                kind.name + " may have " + std::to_string(kind.max_elements) + " at most");
  }
  if (!doc || !context->wellFormed) {
    const xmlError* error = xmlCtxtGetLastError(context.get());
    const std::string message = error && error->message ? trim(error->message) : "unknown error";
    throw Error(shown + ": not a readable SVG image: " + message);
  }
  if (doc->intSubset && (doc->intSubset->entities || doc->intSubset->pentities)) {
    throw Error(shown + ": " + kind.refusal + ": declares entities in a DOCTYPE" + kind.rule);
  }
  refuse_hidden_content(doc.get(), shown, kind);
  return doc;
}

void refuse_svg(const SvgKind& kind, const std::string& shown, long line, const std::string& what) {
  throw Error(shown + ": line " + std::to_string(line) + ": " + kind.refusal + ": " + what +
              kind.rule);
}

std::string element_name(const xmlNode* node) {
  const std::string name = reinterpret_cast<const char*>(node->name);
  if (node->ns && node->ns->prefix) {
    return std::string(reinterpret_cast<const char*>(node->ns->prefix)) + ":" + name;
  }
  return name;
}

std::string svg_tag(const xmlNode* node) {
  std::string tag = "<";
  tag += element_name(node);
  tag += ">";
  return tag;
}

bool in_svg_namespace(const xmlNode* node) {
  return node->ns && node->ns->href &&
         std::string(reinterpret_cast<const char*>(node->ns->href)) == kSvgNamespace;
}

std::string attribute_value(const xmlNode* node, const char* name, const char* ns) {
  xmlChar* raw = ns ? xmlGetNsProp(node, reinterpret_cast<const xmlChar*>(name),
                                   reinterpret_cast<const xmlChar*>(ns))
                    : xmlGetNoNsProp(node, reinterpret_cast<const xmlChar*>(name));
  std::string value = raw ? reinterpret_cast<const char*>(raw) : "";
  xmlFree(raw);
  return value;
}

}  // namespace mazebook
