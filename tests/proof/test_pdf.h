#pragma once
// Test PDFs made with qpdf and hand-written content streams, so the
// verifier's tests never depend on the renderer. Pages are drawn like Cairo
// draws them: "1 0 0 -1 0 H cm" first, then coordinates with y downward.

#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "proof/pdf/qpdf.h"

namespace mazeproof_test {

struct TestPage {
  double width = 432;   // points (6 in)
  double height = 648;  // points (9 in)
  std::string content;  // drawn after the y-down flip
  bool annotation = false;
};

struct PdfOptions {
  bool unembedded_font = false;  // /F2 is plain Helvetica, not embedded
  bool outline = false;          // add a bookmark
  std::string form_content;      // when set, every page has /Fm1, a form XObject with this content
  std::string form_matrix = "1 0 0 1 0 0";
  bool to_unicode = false;  // /F1 carries a /ToUnicode map: codes 32 to 126 are themselves
};

// An embedded TrueType font (DejaVu Sans, from fonts-dejavu-core) with
// simple metrics: every code from 32 to 126 advances 0.5 em, and the line
// box runs from the baseline to 0.7 em above it.
inline QPDFObjectHandle add_box_font(QPDF& q) {
  std::ifstream in("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", std::ios::binary);
  std::ostringstream bytes;
  bytes << in.rdbuf();
  QPDFObjectHandle file = q.newStream(bytes.str());
  std::string widths = "[";
  for (int c = 32; c <= 126; ++c) widths += " 500";
  QPDFObjectHandle font = QPDFObjectHandle::parse(
      "<< /Type /Font /Subtype /TrueType /BaseFont /DejaVuSans /FirstChar 32 /LastChar 126 "
      "/Widths " +
      widths +
      "] /FontDescriptor << /Type /FontDescriptor /FontName /DejaVuSans /Flags 32 /FontBBox [0 "
      "0 500 700] /ItalicAngle 0 /Ascent 700 /Descent 0 /CapHeight 700 /StemV 80 >> >>");
  font.getKey("/FontDescriptor").replaceKey("/FontFile2", file);
  return q.makeIndirectObject(font);
}

inline void write_pdf(const std::string& path, const std::vector<TestPage>& pages,
                      const PdfOptions& options = {}) {
  QPDF q;
  q.emptyPDF();
  QPDFObjectHandle box_font = add_box_font(q);
  if (options.to_unicode) {
    box_font.replaceKey(
        "/ToUnicode",
        q.newStream("/CIDInit /ProcSet findresource begin 12 dict begin begincmap\n"
                    "1 begincodespacerange <00> <FF> endcodespacerange\n"
                    "1 beginbfrange <20> <7E> <0020> endbfrange\n"
                    "endcmap CMapName currentdict /CMap defineresource pop end end\n"));
  }
  QPDFObjectHandle plain_font = q.makeIndirectObject(
      QPDFObjectHandle::parse("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"));
  QPDFObjectHandle form;
  if (!options.form_content.empty()) {
    form = q.newStream(options.form_content);
    form.replaceDict(QPDFObjectHandle::parse(
        "<< /Type /XObject /Subtype /Form /BBox [-1000 -1000 2000 2000] /Matrix [" +
        options.form_matrix + "] /Resources << >> >>"));
    form.getDict().getKey("/Resources").replaceKey("/Font", QPDFObjectHandle::parse("<< >>"));
    form.getDict().getKey("/Resources").getKey("/Font").replaceKey("/F1", box_font);
  }
  QPDFPageDocumentHelper helper(q);
  for (const TestPage& p : pages) {
    QPDFObjectHandle page = q.makeIndirectObject(
        QPDFObjectHandle::parse("<< /Type /Page /MediaBox [0 0 " + std::to_string(p.width) + " " +
                                std::to_string(p.height) + "] >>"));
    QPDFObjectHandle fonts = QPDFObjectHandle::newDictionary();
    fonts.replaceKey("/F1", box_font);
    fonts.replaceKey("/F2", options.unembedded_font ? plain_font : box_font);
    QPDFObjectHandle resources = QPDFObjectHandle::newDictionary();
    resources.replaceKey("/Font", fonts);
    if (form.isInitialized()) {
      QPDFObjectHandle xobjects = QPDFObjectHandle::newDictionary();
      xobjects.replaceKey("/Fm1", form);
      resources.replaceKey("/XObject", xobjects);
    }
    page.replaceKey("/Resources", resources);
    const std::string flip = "1 0 0 -1 0 " + std::to_string(p.height) + " cm\n";
    page.replaceKey("/Contents", q.newStream(flip + p.content));
    if (p.annotation) {
      page.replaceKey("/Annots", QPDFObjectHandle::parse(
                                     "[<< /Type /Annot /Subtype /Text /Rect [10 10 20 20] >>]"));
    }
    helper.addPage(QPDFPageObjectHelper(page), false);
  }
  if (options.outline) {
    QPDFObjectHandle outlines =
        q.makeIndirectObject(QPDFObjectHandle::parse("<< /Type /Outlines /Count 1 >>"));
    QPDFObjectHandle item = q.makeIndirectObject(QPDFObjectHandle::parse("<< /Title (One) >>"));
    item.replaceKey("/Parent", outlines);
    outlines.replaceKey("/First", item);
    outlines.replaceKey("/Last", item);
    q.getRoot().replaceKey("/Outlines", outlines);
  }
  QPDFWriter writer(q, path.c_str());
  writer.setStaticID(true);
  writer.write();
}

// "x y m" style number text.
inline std::string num(double v) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.4f", v);
  std::string s = buffer;
  while (s.back() == '0') s.pop_back();
  if (s.back() == '.') s.pop_back();
  return s;
}

// Text at (x, y) (y downward; the baseline), size in points, with /F1.
inline std::string text_at(double x, double y, double size, const std::string& text,
                           const std::string& font = "/F1") {
  // Un-flip the text like Cairo: a text matrix with a negative d.
  return "BT " + num(size) + " 0 0 " + num(-size) + " " + num(x) + " " + num(y) + " Tm " + font +
         " 1 Tf (" + text + ") Tj ET\n";
}

}  // namespace mazeproof_test
