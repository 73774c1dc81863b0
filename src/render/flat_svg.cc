#include "render/flat_svg.h"

#include <libxml/tree.h>

#include <algorithm>
#include <cstdio>
#include <map>
#include <mutex>
#include <unordered_map>
#include <vector>

#include "base/error.h"
#include "render/flat_elements.h"
#include "render/flat_style.h"
#include "render/svg_geometry.h"

namespace mazebook {

// A colour or style attribute as each copy writes it.
struct FlatEdit {
  xmlNode* node;
  std::string name;
  FlatValue value;
};

// A shape drawn stroked, once for each place it is drawn (a `use` draws
// it again): its stroke-width and the least scale of the transforms above.
struct DrawnStroke {
  xmlNode* node;
  double width;
  double shrink;
};

// The document parsed once; each copy is written from it.
struct FlatTree {
  XmlDoc doc;
  std::vector<FlatEdit> edits;
  std::vector<DrawnStroke> strokes;
  std::mutex mutex;  // writing a copy edits the tree in place

  std::string dump(bool grey, double min_width);
};

namespace {

constexpr char kXlinkNamespace[] = "http://www.w3.org/1999/xlink";
// How many uses deep a use may be drawn.
constexpr int kMaxUseDepth = 32;
// What SVG paints black by default prints as this (render/flat_style.cc).
constexpr char kDarkest[] = "#1a1a1a";

const xmlChar* xml(const char* text) { return reinterpret_cast<const xmlChar*>(text); }
std::string local_name(const xmlNode* node) { return reinterpret_cast<const char*>(node->name); }

// Where an element sits: in the drawing, in words about it (<title>,
// <desc>, <metadata>), or in an editor's settings (sodipodi:namedview).
enum class Place { drawing, description, editor };

struct ElementInfo {
  Place place = Place::drawing;
  const xmlNode* holder = nullptr;  // the description or editor element above
  StrokeSeen seen;                  // what a drawing element sets itself
};

// What an element inherits that decides how thick its strokes print.
struct Inherited {
  bool stroked = false;  // `stroke` is a colour (SVG's initial value: none)
  double width = 1;      // `stroke-width`, user units (initial: 1)
  double shrink = 1;     // the least scale of every transform above and on it
};

class Checker {
 public:
  Checker(FlatTree& tree, std::string shown) : tree_(tree), shown_(std::move(shown)) {}

  // Checks every element in document order, then draws the document as
  // librsvg would, following each `use`, to measure its strokes.
  void check(xmlNode* root) {
    check_elements(root);
    draw(root);
  }

  double thinnest() const { return thinnest_; }

 private:
  [[noreturn]] void refuse(const std::string& what) const {
    refuse_svg(kPictureSvg, shown_, line_, what);
  }

  // Walks with a stack of its own (no recursion on the document's depth).
  void check_elements(xmlNode* root) {
    struct Item {
      xmlNode* node;
      Place place;
      const xmlNode* holder;
    };
    std::vector<Item> stack{{root, Place::drawing, nullptr}};
    while (!stack.empty()) {
      const auto [node, place, holder] = stack.back();
      stack.pop_back();
      line_ = xmlGetLineNo(node);
      const std::string id = attribute_value(node, "id");
      if (!id.empty()) ids_[id].push_back(node);
      ElementInfo& info = info_[node];
      info.place = place;
      info.holder = holder;
      Place inner = place;
      const xmlNode* inner_holder = holder;
      if (place == Place::editor && !in_editor_namespace(node)) {
        refuse(svg_tag(node) + " inside " + svg_tag(holder) +
               " (an editor's settings hold no drawing)");
      } else if (place == Place::drawing && in_svg_namespace(node)) {
        if (is_description(local_name(node))) {
          inner = Place::description;
          inner_holder = node;
        } else {
          info.seen = check_element(node, node == root);
        }
      } else if (place == Place::drawing && in_editor_namespace(node)) {
        inner = Place::editor;
        inner_holder = node;
      } else if (place == Place::drawing) {
        refuse(svg_tag(node) + " (an element outside SVG; other XML belongs in <metadata>)");
      }
      std::vector<xmlNode*> children;
      for (xmlNode* child = node->children; child; child = child->next) {
        if (child->type == XML_ELEMENT_NODE) children.push_back(child);
      }
      for (auto it = children.rbegin(); it != children.rend(); ++it) {
        stack.push_back({*it, inner, inner_holder});
      }
    }
  }

  StrokeSeen check_element(xmlNode* node, bool is_root) {
    const std::string name = local_name(node);
    if (name == "svg" && !is_root) {
      refuse("<svg> inside the picture (a nested viewport; draw its parts in place)");
    }
    if (!is_drawing_element(name)) refuse("<" + name + "> (" + why_refused(name) + ")");
    if (name == "symbol" && xmlHasProp(node, xml("viewBox"))) {
      refuse("<symbol> with a viewBox (it would scale its lines: draw it at its size)");
    }
    StrokeSeen seen;
    for (xmlAttr* attribute = node->properties; attribute; attribute = attribute->next) {
      check_attribute(node, attribute, name, seen);
    }
    if (name == "use") {
      const std::string plain = attribute_value(node, "href");
      const std::string xlink = attribute_value(node, "href", kXlinkNamespace);
      if (!plain.empty() && !xlink.empty() && plain != xlink) {
        refuse("<use> has both href '" + plain + "' and xlink:href '" + xlink + "'");
      }
    }
    return seen;
  }

  void check_attribute(xmlNode* node, xmlAttr* attribute, const std::string& element,
                       StrokeSeen& seen) {
    const std::string name = reinterpret_cast<const char*>(attribute->name);
    xmlChar* raw = xmlNodeListGetString(node->doc, attribute->children, 1);
    const std::string value = raw ? reinterpret_cast<const char*>(raw) : "";
    xmlFree(raw);
    if (attribute->ns) {
      const std::string ns = reinterpret_cast<const char*>(attribute->ns->href);
      if (ns == kXlinkNamespace && name == "href") check_reference(value, element);
      return;  // editors' own attributes (inkscape:, sodipodi:) are not drawn
    }
    const FlatRefusal refusal = [this](const std::string& what) { refuse(what); };
    if (name == "href") {
      check_reference(value, element);
    } else if (name == "transform") {
      const auto shrink = transform_shrink(value);
      if (!shrink) refuse("transform '" + value + "' (not a transform list)");
      seen.transform = *shrink;
    } else if (name == "style") {
      tree_.edits.push_back({node, name, flat_style(value, seen, refusal)});
    } else if (is_presentation_attribute(name)) {
      FlatValue checked = flat_property(name, value, false, seen, refusal);
      if (checked.colour != value || checked.grey != value) {
        tree_.edits.push_back({node, name, std::move(checked)});
      }
    }
  }

  void check_reference(const std::string& value, const std::string& element) const {
    if (value.empty() || value[0] != '#') {
      refuse("<" + element + "> links to '" + value + "' (only parts of the same file)");
    }
  }

  // The element a `use` draws, or null when it names none; refused unless
  // it is one symbol, group or shape of the drawing, and not a loop.
  xmlNode* use_target(xmlNode* use, int chain) {
    std::string href = attribute_value(use, "href");
    if (href.empty()) href = attribute_value(use, "href", kXlinkNamespace);
    if (href.empty()) return nullptr;
    line_ = xmlGetLineNo(use);
    const auto found = ids_.find(href.substr(1));
    if (found == ids_.end()) refuse("<use> refers to '" + href + "', which is not in the file");
    if (found->second.size() > 1) refuse("<use> refers to '" + href + "', an id given twice");
    xmlNode* target = found->second[0];
    const ElementInfo& info = info_.at(target);
    const std::string name = local_name(target);
    if (info.place != Place::drawing || !in_svg_namespace(target) ||
        !(name == "symbol" || name == "g" || is_shape(name))) {
      refuse("<use> refers to '" + href + "', a <" + element_name(target) + ">" +
             (info.holder ? " inside <" + element_name(info.holder) + ">" : "") +
             " (only a <symbol>, <g> or shape of the drawing)");
    }
    const std::string loop = "<use> refers to '" + href + "', which holds it (a loop)";
    for (const xmlNode* above = use; above; above = above->parent) {
      if (above == target) refuse(loop);
    }
    int depth = 0;
    for (int link = chain; link >= 0; link = chains_[static_cast<size_t>(link)].second) {
      if (chains_[static_cast<size_t>(link)].first == use) refuse(loop);
      ++depth;
    }
    if (depth >= kMaxUseDepth) {
      refuse("<use> inside " + std::to_string(kMaxUseDepth) + " others (too deep)");
    }
    return target;
  }

  void draw(xmlNode* root) {
    struct Visit {
      xmlNode* node;
      Inherited inherited;
      int chain;  // the uses being drawn, innermost first (chains_), or -1
      bool used;  // reached through a use
    };
    std::vector<Visit> stack{{root, Inherited{}, -1, false}};
    long drawn = 0;
    while (!stack.empty()) {
      const Visit visit = stack.back();
      stack.pop_back();
      if (++drawn > kMaxSvgElements) {
        throw Error(shown_ + ": draws more than " + std::to_string(kMaxSvgElements) +
                    " elements through <use>; " + kPictureSvg.name + " may draw " +
                    std::to_string(kMaxSvgElements) + " at most" + kPictureSvg.rule);
      }
      xmlNode* node = visit.node;
      const std::string name = local_name(node);
      const StrokeSeen& seen = info_.at(node).seen;
      Inherited own = visit.inherited;
      if (seen.stroke) own.stroked = *seen.stroke;
      if (seen.width) own.width = *seen.width;
      if (seen.transform) own.shrink *= *seen.transform;
      if (is_shape(name) && own.stroked && own.width > 0) {
        tree_.strokes.push_back({node, own.width, own.shrink});
        const double printed = own.width * own.shrink;
        thinnest_ = thinnest_ > 0 ? std::min(thinnest_, printed) : printed;
      }
      if (name == "use") {
        if (xmlNode* target = use_target(node, visit.chain)) {
          chains_.push_back({node, visit.chain});
          stack.push_back({target, own, static_cast<int>(chains_.size()) - 1, true});
        }
        continue;
      }
      // What <defs> holds, and a symbol not reached through a use, is not
      // drawn in place.
      if (name == "defs" || (name == "symbol" && !visit.used)) continue;
      std::vector<xmlNode*> children;
      for (xmlNode* child = node->children; child; child = child->next) {
        if (child->type == XML_ELEMENT_NODE && in_svg_namespace(child) &&
            !is_description(local_name(child))) {
          children.push_back(child);
        }
      }
      for (auto it = children.rbegin(); it != children.rend(); ++it) {
        stack.push_back({*it, own, visit.chain, false});
      }
    }
  }

  FlatTree& tree_;
  std::string shown_;
  std::unordered_map<const xmlNode*, ElementInfo> info_;
  std::unordered_map<std::string, std::vector<xmlNode*>> ids_;
  std::vector<std::pair<const xmlNode*, int>> chains_;  // a use and the chain it is in
  double thinnest_ = 0;
  long line_ = 0;
};

}  // namespace

std::string FlatTree::dump(bool grey, double min_width) {
  const std::lock_guard<std::mutex> lock(mutex);
  for (const FlatEdit& edit : edits) {
    xmlSetProp(edit.node, xml(edit.name.c_str()),
               xml((grey ? edit.value.grey : edit.value.colour).c_str()));
  }
  // A later style declaration wins over the attribute and the earlier one;
  // a shape drawn in several places takes the widest it needs.
  std::map<xmlNode*, double> widths;
  for (const DrawnStroke& stroke : strokes) {
    if (stroke.width * stroke.shrink < min_width && stroke.shrink > 0) {
      double& width = widths[stroke.node];
      width = std::max(width, min_width / stroke.shrink);
    }
  }
  struct Kept {
    xmlNode* node;
    bool had_style;
    std::string style;
  };
  std::vector<Kept> kept;
  for (const auto& [node, width] : widths) {
    char buffer[48];
    std::snprintf(buffer, sizeof buffer, "stroke-width:%.6g", width);
    std::string style = buffer;
    Kept before{node, false, ""};
    if (xmlChar* old = xmlGetNoNsProp(node, xml("style"))) {
      before = {node, true, reinterpret_cast<const char*>(old)};
      xmlFree(old);
      std::string text = before.style;
      if (!text.empty() && text.back() != ';') text += ';';
      style = text + style;
    }
    kept.push_back(before);
    xmlSetProp(node, xml("style"), xml(style.c_str()));
  }
  xmlChar* text = nullptr;
  int size = 0;
  xmlDocDumpMemoryEnc(doc.get(), &text, &size, "UTF-8");
  std::string out(reinterpret_cast<const char*>(text), static_cast<size_t>(size));
  xmlFree(text);
  for (const Kept& before : kept) {
    if (before.had_style) {
      xmlSetProp(before.node, xml("style"), xml(before.style.c_str()));
    } else {
      xmlUnsetProp(before.node, xml("style"));
    }
  }
  return out;
}

FlatSvg check_flat_svg(const std::string& bytes, const std::string& shown) {
  auto tree = std::make_shared<FlatTree>();
  tree->doc = read_svg_xml(bytes, shown, kPictureSvg);
  xmlNode* root = xmlDocGetRootElement(tree->doc.get());
  if (!root || local_name(root) != "svg" || !in_svg_namespace(root)) {
    throw Error(shown + ": not an SVG image: its root is not an <svg> element");
  }
  Checker checker(*tree, shown);
  checker.check(root);
  // What is drawn without a colour of its own is black by SVG's rules:
  // give it the darkest a picture prints instead.
  for (const char* property : {"fill", "color"}) {
    if (!xmlHasProp(root, xml(property))) xmlSetProp(root, xml(property), xml(kDarkest));
  }
  FlatSvg flat;
  flat.thinnest = checker.thinnest();
  flat.colour = tree->dump(false, 0);
  flat.grey = tree->dump(true, 0);
  flat.tree = std::move(tree);
  return flat;
}

std::string thickened_svg(const FlatSvg& flat, const std::string& shown, bool grey,
                          double min_width) {
  if (!flat.tree) throw Error(shown + ": no SVG document to draw");
  return flat.tree->dump(grey, min_width);
}

}  // namespace mazebook
