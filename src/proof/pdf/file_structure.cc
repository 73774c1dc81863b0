#include "proof/pdf/file_structure.h"

#include <cmath>
#include <cstdio>

namespace mazeproof {

namespace {

constexpr const char* kStructureRule =
    "DRAWING_RULES.md Files: one complete PDF, nothing appended (no incremental update); no "
    "optional content; page boxes equal to the /MediaBox or absent; /Rotate 0; /UserUnit 1";
constexpr const char* kGraphicsStateRule =
    "DRAWING_RULES.md Closed world: everything opaque (alpha 1), blend mode Normal, no soft "
    "mask, no optional content, graphics-state entries only those the rules list";

// Page boxes agree with the /MediaBox to this, points.
constexpr double kBoxTolerancePt = 0.01;

bool is_space(char c) {
  return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\f' || c == '\0';
}

// The first object of a linearized file is its linearization dictionary,
// and its /L is the file's length (ISO 32000-1, F.2).
bool linearized_for_its_length(PdfFile& pdf) {
  const std::string& bytes = pdf.bytes();
  const size_t at = bytes.find("/Linearized");
  if (at == std::string::npos || at > 1024) return false;
  const size_t l = bytes.find("/L ", at);
  if (l == std::string::npos || l > at + 256) return false;
  return std::strtoull(bytes.c_str() + l + 3, nullptr, 10) == bytes.size();
}

std::string box_text(const QPDFObjectHandle::Rectangle& r) {
  char buffer[96];
  std::snprintf(buffer, sizeof buffer, "[%.2f %.2f %.2f %.2f]", r.llx, r.lly, r.urx, r.ury);
  return buffer;
}

}  // namespace

size_t end_of_first_file(const std::string& bytes, bool linearized) {
  size_t from = 0;
  for (int wanted = linearized ? 2 : 1; wanted > 0; --wanted) {
    const size_t eof = bytes.find("%%EOF", from);
    if (eof == std::string::npos) return std::string::npos;
    from = eof + 5;
  }
  return from;
}

Check check_file_structure(PdfFile& pdf, const std::string& prefix) {
  Check check{prefix + ".structure", kStructureRule, {}, {}};
  const std::string& name = pdf.name();
  const std::string& bytes = pdf.bytes();
  const bool linearized = linearized_for_its_length(pdf);
  const size_t end = end_of_first_file(bytes, linearized);
  size_t appended = 0;
  if (end != std::string::npos) {
    for (size_t i = end; i < bytes.size(); ++i) appended += is_space(bytes[i]) ? 0 : 1;
  }
  if (appended > 0) {
    check.fail(name + ": " + std::to_string(bytes.size() - end) +
               " bytes after the end of the file at byte " + std::to_string(end) +
               " (an incremental update or appended data)");
  }
  if (!linearized && pdf.qpdf().getTrailer().hasKey("/Prev")) {
    check.fail(name +
               ": the trailer has /Prev: an earlier cross-reference section (an "
               "incremental update)");
  }
  if (pdf.qpdf().getRoot().hasKey("/OCProperties"))
    check.fail(name + ": the catalog has /OCProperties (optional content)");
  int boxes = 0;
  for (int i = 0; i < pdf.page_count(); ++i) {
    const QPDFObjectHandle::Rectangle media =
        pdf.page(i).getAttribute("/MediaBox", false).getArrayAsRectangle();
    for (const char* key : {"/CropBox", "/TrimBox", "/BleedBox", "/ArtBox"}) {
      QPDFObjectHandle box = pdf.page(i).getAttribute(key, false);
      if (box.isNull()) continue;
      ++boxes;
      const bool same = box.isRectangle() && [&] {
        const QPDFObjectHandle::Rectangle r = box.getArrayAsRectangle();
        return std::abs(std::min(r.llx, r.urx) - std::min(media.llx, media.urx)) <=
                   kBoxTolerancePt &&
               std::abs(std::max(r.llx, r.urx) - std::max(media.llx, media.urx)) <=
                   kBoxTolerancePt &&
               std::abs(std::min(r.lly, r.ury) - std::min(media.lly, media.ury)) <=
                   kBoxTolerancePt &&
               std::abs(std::max(r.lly, r.ury) - std::max(media.lly, media.ury)) <= kBoxTolerancePt;
      }();
      if (!same) {
        check.fail(name + ": " + page_label(i) + ": " + std::string(key).substr(1) + " " +
                   (box.isRectangle() ? box_text(box.getArrayAsRectangle()) : "(not a rectangle)") +
                   " differs from the MediaBox " + box_text(media));
      }
    }
    if (pdf.rotation(i) != 0) {
      check.fail(name + ": " + page_label(i) + ": /Rotate " + std::to_string(pdf.rotation(i)));
    }
    QPDFObjectHandle unit = pdf.page(i).getObjectHandle().getKey("/UserUnit");
    if (!unit.isNull() && !(unit.isNumber() && unit.getNumericValue() == 1)) {
      check.fail(name + ": " + page_label(i) + ": /UserUnit " + unit.unparse().substr(0, 16));
    }
  }
  check.figures = {{"bytes", bytes.size()},
                   {"linearized", linearized},
                   {"appended_bytes", appended},
                   {"page_boxes", boxes}};
  return check;
}

Check check_graphics_state(const std::string& file, const std::vector<PageDrawing>& pages,
                           const std::vector<PageNotes>& notes, const std::string& prefix) {
  Check check{prefix + ".graphics_state", kGraphicsStateRule, {}, {}};
  int64_t hidden = 0;
  for (size_t p = 0; p < pages.size(); ++p) {
    const std::string at = file + ": page " + std::to_string(p + 1) + ": ";
    std::string first;
    int64_t count = 0;
    for (const DrawItem& item : pages[p]) {
      const Hazards& h = item.hazards;
      std::string what;
      if (h.alpha < 1) {
        char buffer[48];
        std::snprintf(buffer, sizeof buffer, "alpha %.3g", h.alpha);
        what = buffer;
      } else if (h.blended) {
        what = "a blend mode";
      } else if (h.soft_masked) {
        what = "a soft mask";
      } else if (h.optional) {
        what = "optional content";
      } else {
        continue;
      }
      if (count++ == 0) first = what;
    }
    hidden += count;
    if (count > 0) {
      check.fail(at + std::to_string(count) + " drawing(s) painted with " + first +
                 " (the reader may see something else)");
    }
    if (p < notes.size()) {
      for (const PageNote& n : notes[p]) {
        if (n.every_page) check.fail(at + n.text);
      }
    }
  }
  check.figures = {{"pages", pages.size()}, {"drawings_not_plain", hidden}};
  return check;
}

}  // namespace mazeproof
