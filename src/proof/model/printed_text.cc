#include "proof/model/printed_text.h"

namespace mazeproof {

namespace {

constexpr size_t kFields = 10;

}  // namespace

std::vector<PrintedText> read_printed_texts(const JsonField& texts) {
  std::vector<PrintedText> out;
  const size_t n = texts.array_size();
  out.reserve(n);
  for (size_t i = 0; i < n; ++i) {
    const JsonField entry = texts.at(i);
    if (entry.array_size() != kFields) {
      entry.fail("[file, page, role, text, font, size_pt, x, y, width, height]");
    }
    PrintedText t;
    const std::string file = entry.at(0).string();
    if (file != "interior.pdf" && file != "cover.pdf") {
      entry.at(0).fail("\"interior.pdf\" or \"cover.pdf\"");
    }
    t.cover = file == "cover.pdf";
    t.page = entry.at(1).integer(1);
    t.role = entry.at(2).string();
    t.text = entry.at(3).string();
    t.font = entry.at(4).string();
    t.size_pt = entry.at(5).number();
    if (!(t.size_pt > 0)) entry.at(5).fail("a size above 0");
    const double x = entry.at(6).number(), y = entry.at(7).number();
    const double w = entry.at(8).number(), h = entry.at(9).number();
    if (!(w >= 0)) entry.at(8).fail("a width from 0");
    if (!(h >= 0)) entry.at(9).fail("a height from 0");
    t.box = Box::of(x, y, x + w, y + h);
    out.push_back(std::move(t));
  }
  return out;
}

}  // namespace mazeproof
