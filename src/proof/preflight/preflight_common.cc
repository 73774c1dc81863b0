#include "proof/preflight/preflight_common.h"

#include <set>

#include "proof/preflight/kdp_rules.h"

namespace mazeproof {

namespace {

bool has_font_file(QPDFObjectHandle descriptor) {
  if (!descriptor.isDictionary()) return false;
  for (const char* key : {"/FontFile", "/FontFile2", "/FontFile3"}) {
    if (descriptor.getKey(key).isStream()) return true;
  }
  return false;
}

bool is_embedded(QPDFObjectHandle font) {
  if (!font.isDictionary()) return false;
  QPDFObjectHandle subtype = font.getKey("/Subtype");
  if (subtype.isNameAndEquals("/Type3")) return true;
  if (subtype.isNameAndEquals("/Type0")) {
    QPDFObjectHandle descendants = font.getKey("/DescendantFonts");
    if (!descendants.isArray() || descendants.getArrayNItems() < 1) return false;
    QPDFObjectHandle cid = descendants.getArrayItem(0);
    return cid.isDictionary() && has_font_file(cid.getKey("/FontDescriptor"));
  }
  return has_font_file(font.getKey("/FontDescriptor"));
}

std::string font_label(QPDFObjectHandle font, const std::string& key) {
  QPDFObjectHandle base =
      font.isDictionary() ? font.getKey("/BaseFont") : QPDFObjectHandle::newNull();
  return (base.isName() ? base.getName().substr(1) + " " : std::string()) + "(" + key + ")";
}

// Walks resource dictionaries, each indirect object once.
class FontScan {
 public:
  FontScan(Check& check, const std::string& file) : check_(check), file_(file) {}

  void scan(QPDFObjectHandle resources, int page, int depth) {
    if (!resources.isDictionary() || depth > 16 || !first_visit(resources)) return;
    QPDFObjectHandle fonts = resources.getKey("/Font");
    if (fonts.isDictionary()) {
      for (const std::string& key : fonts.getKeys()) {
        QPDFObjectHandle font = fonts.getKey(key);
        if (!first_visit(font)) continue;
        ++count_;
        if (!is_embedded(font)) {
          check_.fail(file_ + ": " + page_label(page) + ": font " + font_label(font, key) +
                      " is not embedded");
        }
        if (font.isDictionary() && font.getKey("/Subtype").isNameAndEquals("/Type3")) {
          scan(font.getKey("/Resources"), page, depth + 1);
        }
      }
    }
    for (const char* category : {"/XObject", "/Pattern"}) {
      QPDFObjectHandle dict = resources.getKey(category);
      if (!dict.isDictionary()) continue;
      for (const std::string& key : dict.getKeys()) {
        QPDFObjectHandle object = dict.getKey(key);
        if (object.isStream()) scan(object.getDict().getKey("/Resources"), page, depth + 1);
      }
    }
  }
  int count() const { return count_; }

 private:
  bool first_visit(QPDFObjectHandle h) {
    if (!h.isIndirect()) return true;
    return visited_.insert(h.getObjGen()).second;
  }

  Check& check_;
  const std::string& file_;
  std::set<QPDFObjGen> visited_;
  int count_ = 0;
};

}  // namespace

Check check_fonts_embedded(PdfFile& pdf, const std::string& prefix) {
  Check check{prefix + ".fonts", std::string(rule::kFonts), {}, {}};
  FontScan scan(check, pdf.name());
  for (int i = 0; i < pdf.page_count(); ++i)
    scan.scan(pdf.page(i).getAttribute("/Resources", false), i, 0);
  check.figures = {{"fonts", scan.count()}, {"not_embedded", check.failures.size()}};
  return check;
}

Check check_annotations(PdfFile& pdf, const std::string& prefix) {
  Check check{prefix + ".annotations", std::string(rule::kAnnotations), {}, {}};
  int total = 0;
  for (int i = 0; i < pdf.page_count(); ++i) {
    QPDFObjectHandle annots = pdf.page(i).getObjectHandle().getKey("/Annots");
    const int n = annots.isArray() ? annots.getArrayNItems() : 0;
    if (n > 0)
      check.fail(pdf.name() + ": " + page_label(i) + ": " + std::to_string(n) + " annotation(s)");
    total += n;
  }
  check.figures = {{"annotations", total}};
  return check;
}

Check check_outlines(PdfFile& pdf, const std::string& prefix) {
  Check check{prefix + ".outlines", std::string(rule::kOutlines), {}, {}};
  QPDFObjectHandle outlines = pdf.qpdf().getRoot().getKey("/Outlines");
  const bool any = outlines.isDictionary() && outlines.getKey("/First").isDictionary();
  if (any) check.fail(pdf.name() + ": has bookmarks (an /Outlines tree)");
  check.figures = {{"bookmarks", any}};
  return check;
}

Check check_encryption(PdfFile& pdf, const std::string& prefix) {
  Check check{prefix + ".encryption", std::string(rule::kEncryption), {}, {}};
  const bool encrypted = pdf.qpdf().isEncrypted();
  if (encrypted) check.fail(pdf.name() + ": encrypted");
  check.figures = {{"encrypted", encrypted}};
  return check;
}

}  // namespace mazeproof
