#pragma once
// SVG documents as libxml2 reads them, once and bounded, before librsvg
// draws them: the bytes are counted before parsing and the elements while
// parsing (the parser stops at the limit, so a million elements cost no
// more than the limit's worth), and what librsvg would act on but a check
// of the SVG elements alone would miss is refused everywhere in the file:
// XInclude, processing instructions (a style sheet among them), a DOCTYPE
// that declares entities. Pictures (render/flat_svg.h) and masks
// (render/mask_images.h) each add their own rules.

#include <memory>
#include <string>

// libxml2's own two types, declared as its tree.h declares them, so that
// this header (and render/flat_svg.h) needs no libxml2 to be included.
typedef struct _xmlDoc xmlDoc;
typedef struct _xmlNode xmlNode;

namespace mazebook {

// The largest SVG picture read, in bytes and in elements.
constexpr unsigned long long kMaxSvgBytes = 16ull << 20;
constexpr long kMaxSvgElements = 100000;
// The most elements an SVG mask may have (its bytes: render/mask_source.h).
constexpr long kMaxSvgMaskElements = 50000;

// One kind of SVG: its limits, and how its refusals are worded.
struct SvgKind {
  const char* name;  // "an SVG picture"
  unsigned long long max_bytes;
  long max_elements;
  const char* refusal;  // "not flat art"
  const char* rule;     // "; pictures take ... (README)"
};
extern const SvgKind kPictureSvg;
extern const SvgKind kMaskSvg;

struct XmlDocFree {
  void operator()(xmlDoc* doc) const;
};
using XmlDoc = std::unique_ptr<xmlDoc, XmlDocFree>;

// Parses `bytes` with libxml2 (no network, no DTD loaded, no entity
// substituted; libxml2's own depth and size limits on) and refuses, in
// order: more than kind.max_bytes ("SHOWN: N bytes; an SVG picture may
// have M at most"), more than kind.max_elements ("SHOWN: more than M
// elements; ..."), an unreadable document ("SHOWN: not a readable SVG
// image: ..."), a DOCTYPE that declares entities, and, with its line, any
// XInclude element or processing instruction.
XmlDoc read_svg_xml(const std::string& bytes, const std::string& shown, const SvgKind& kind);

// Throws Error("SHOWN: line N: REFUSAL: WHAT" + rule).
[[noreturn]] void refuse_svg(const SvgKind& kind, const std::string& shown, long line,
                             const std::string& what);

// The element's name as written: "prefix:name" or "name".
std::string element_name(const xmlNode* node);
// The same in angle brackets: "<prefix:name>".
std::string svg_tag(const xmlNode* node);
bool in_svg_namespace(const xmlNode* node);
// The value of an attribute without a namespace, or of `ns`'s; empty when
// absent.
std::string attribute_value(const xmlNode* node, const char* name, const char* ns = nullptr);

}  // namespace mazebook
