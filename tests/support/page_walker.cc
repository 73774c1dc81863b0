#include "support/page_walker.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <map>

namespace mbtest {

namespace {

class OpCollector : public QPDFObjectHandle::ParserCallbacks {
 public:
  explicit OpCollector(std::vector<Op>& ops) : ops_(ops) {}
  void handleObject(QPDFObjectHandle object) override {
    if (object.isOperator()) {
      ops_.push_back({object.getOperatorValue(), std::move(operands_)});
      operands_.clear();
    } else {
      operands_.push_back(object);
    }
  }
  void handleEOF() override {}

 private:
  std::vector<Op>& ops_;
  std::vector<QPDFObjectHandle> operands_;
};

}  // namespace

std::vector<Op> content_ops(QPDFPageObjectHelper& page) {
  std::vector<Op> ops;
  OpCollector collector(ops);
  page.parseContents(&collector);
  return ops;
}

Matrix Matrix::times(const Matrix& m) const {
  return {a * m.a + b * m.c, a * m.b + b * m.d,       c * m.a + d * m.c,
          c * m.b + d * m.d, e * m.a + f * m.c + m.e, e * m.b + f * m.d + m.f};
}

double Matrix::min_scale() const {
  // The smaller singular value of [a c; b d].
  const double t = a * a + b * b + c * c + d * d;
  const double det = a * d - b * c;
  return std::sqrt(std::max(0.0, (t - std::sqrt(std::max(0.0, t * t - 4 * det * det))) / 2));
}

namespace {

Point apply(const Matrix& m, double x, double y) {
  return {m.a * x + m.c * y + m.e, m.b * x + m.d * y + m.f};
}

Matrix matrix_of(Op& op) {
  return {op.num(0), op.num(1), op.num(2), op.num(3), op.num(4), op.num(5)};
}

struct State {
  Matrix ctm;
  double stroke[3] = {0, 0, 0};
  double fill[3] = {0, 0, 0};
  double line_width = 1;
  int line_cap = 0;
  bool dashed = false;
};

// DeviceCMYK as printed, roughly: enough to tell black from the rest.
void cmyk_to_rgb(Op& op, double* rgb) {
  const double k = op.num(3);
  for (int i = 0; i < 3; ++i) rgb[i] = (1 - op.num(static_cast<size_t>(i))) * (1 - k);
}

// What a line box needs of a font: advance widths and ascent / descent,
// thousandths of an em.
struct FontMetrics {
  bool ok = false;
  bool two_byte = false;  // Type0 (Identity-H): two-byte codes are CIDs
  std::map<int, double> widths;
  double default_width = 0;
  double ascent = 0;
  double descent = 0;
  double width(int code) const {
    const auto it = widths.find(code);
    return it == widths.end() ? default_width : it->second;
  }
};

FontMetrics read_metrics(QPDFObjectHandle font) {
  FontMetrics f;
  if (!font.isDictionary()) return f;
  QPDFObjectHandle described = font;
  if (font.getKey("/Subtype").isName() && font.getKey("/Subtype").getName() == "/Type0") {
    f.two_byte = true;
    described = font.getKey("/DescendantFonts").getArrayItem(0);
    f.default_width =
        described.getKey("/DW").isNumber() ? described.getKey("/DW").getNumericValue() : 1000;
    QPDFObjectHandle w = described.getKey("/W");
    for (int i = 0; w.isArray() && i + 1 < w.getArrayNItems();) {
      const int first = w.getArrayItem(i).getIntValueAsInt();
      QPDFObjectHandle next = w.getArrayItem(i + 1);
      if (next.isArray()) {
        for (int k = 0; k < next.getArrayNItems(); ++k)
          f.widths[first + k] = next.getArrayItem(k).getNumericValue();
        i += 2;
      } else {
        const int last = next.getIntValueAsInt();
        for (int c = first; c <= last; ++c) f.widths[c] = w.getArrayItem(i + 2).getNumericValue();
        i += 3;
      }
    }
  } else {
    QPDFObjectHandle widths = font.getKey("/Widths");
    const int first =
        font.getKey("/FirstChar").isInteger() ? font.getKey("/FirstChar").getIntValueAsInt() : 0;
    for (int k = 0; widths.isArray() && k < widths.getArrayNItems(); ++k) {
      f.widths[first + k] = widths.getArrayItem(k).getNumericValue();
    }
  }
  QPDFObjectHandle d = described.getKey("/FontDescriptor");
  if (!d.isDictionary() || !d.getKey("/Ascent").isNumber() || !d.getKey("/Descent").isNumber())
    return f;
  if (!f.two_byte && d.getKey("/MissingWidth").isNumber())
    f.default_width = d.getKey("/MissingWidth").getNumericValue();
  f.ascent = d.getKey("/Ascent").getNumericValue();
  f.descent = d.getKey("/Descent").getNumericValue();
  f.ok = true;
  return f;
}

}  // namespace

PageDrawing walk_page(QPDFPageObjectHelper& page) {
  PageDrawing drawing;
  std::vector<State> stack{State{}};
  Stroke path;
  Matrix text_matrix;
  Matrix line_matrix;  // the start of the current line
  double font_size = 0;
  double char_spacing = 0;
  double word_spacing = 0;
  std::string font;
  std::map<std::string, FontMetrics> metrics;
  QPDFObjectHandle fonts = page.getAttribute("/Resources", false).getKey("/Font");
  // Shows one string or TJ array at the text matrix, records it, and moves
  // the text matrix past it (PDF 9.4.4).
  const auto show = [&](const State& s, const std::vector<QPDFObjectHandle>& items) {
    if (!metrics.count(font))
      metrics[font] = read_metrics(fonts.isDictionary() ? fonts.getKey(font) : fonts);
    const FontMetrics& f = metrics[font];
    double advance = 0;  // text space
    for (QPDFObjectHandle item : items) {
      if (item.isNumber()) {
        advance -= item.getNumericValue() / 1000 * font_size;
        continue;
      }
      const std::string bytes = item.getStringValue();
      const size_t step = f.two_byte ? 2 : 1;
      for (size_t i = 0; i + step <= bytes.size(); i += step) {
        const int code = f.two_byte ? (static_cast<unsigned char>(bytes[i]) << 8) |
                                          static_cast<unsigned char>(bytes[i + 1])
                                    : static_cast<unsigned char>(bytes[i]);
        advance += f.width(code) / 1000 * font_size + char_spacing +
                   (!f.two_byte && code == 32 ? word_spacing : 0);
      }
    }
    const Matrix m = text_matrix.times(s.ctm);
    TextShow t;
    t.origin = apply(m, 0, 0);
    t.size_pt = font_size * std::hypot(m.c, m.d);
    t.up = {font_size * m.c, font_size * m.d};
    t.font = font;
    if (f.ok) {
      t.has_box = true;
      t.box_min = {1e18, 1e18};
      t.box_max = {-1e18, -1e18};
      for (const double x : {0.0, advance}) {
        for (const double y : {f.descent / 1000 * font_size, f.ascent / 1000 * font_size}) {
          const Point p = apply(m, x, y);
          t.box_min = {std::min(t.box_min.x, p.x), std::min(t.box_min.y, p.y)};
          t.box_max = {std::max(t.box_max.x, p.x), std::max(t.box_max.y, p.y)};
        }
      }
    }
    drawing.texts.push_back(t);
    text_matrix = Matrix{1, 0, 0, 1, advance, 0}.times(text_matrix);
  };
  const auto finish_path = [&](bool stroke, bool fill) {
    State& s = stack.back();
    if (stroke) {
      path.width_pt = s.line_width * s.ctm.min_scale();
      path.line_cap = s.line_cap;
      path.dashed = s.dashed;
      std::copy(s.stroke, s.stroke + 3, path.rgb);
      drawing.strokes.push_back(path);
    }
    if (fill) {
      std::copy(s.fill, s.fill + 3, path.rgb);
      drawing.fills.push_back(path);
    }
    path = Stroke{};
  };
  for (Op& op : content_ops(page)) {
    State& s = stack.back();
    const std::string& n = op.name;
    if (n == "q")
      stack.push_back(s);
    else if (n == "Q" && stack.size() > 1)
      stack.pop_back();
    else if (n == "cm")
      s.ctm = matrix_of(op).times(s.ctm);
    else if (n == "RG")
      for (int i = 0; i < 3; ++i) s.stroke[i] = op.num(i);
    else if (n == "rg")
      for (int i = 0; i < 3; ++i) s.fill[i] = op.num(i);
    else if (n == "G")
      for (double& c : s.stroke) c = op.num(0);
    else if (n == "g")
      for (double& c : s.fill) c = op.num(0);
    else if (n == "K")
      cmyk_to_rgb(op, s.stroke);
    else if (n == "k")
      cmyk_to_rgb(op, s.fill);
    else if (n == "d")
      s.dashed = op.args.at(0).isArray() && op.args.at(0).getArrayNItems() > 0;
    else if (n == "w")
      s.line_width = op.num(0);
    else if (n == "J")
      s.line_cap = static_cast<int>(op.num(0));
    else if (n == "m")
      path.subpaths.push_back({apply(s.ctm, op.num(0), op.num(1))});
    else if (n == "l" && !path.subpaths.empty())
      path.subpaths.back().push_back(apply(s.ctm, op.num(0), op.num(1)));
    else if ((n == "c" || n == "v" || n == "y") && !path.subpaths.empty()) {
      path.curved = true;
      path.subpaths.back().push_back(
          apply(s.ctm, op.num(op.args.size() - 2), op.num(op.args.size() - 1)));
    } else if (n == "h" && !path.subpaths.empty())
      path.subpaths.back().push_back(path.subpaths.back().front());
    else if (n == "re") {
      const double x = op.num(0), y = op.num(1), w = op.num(2), h = op.num(3);
      path.subpaths.push_back({apply(s.ctm, x, y), apply(s.ctm, x + w, y),
                               apply(s.ctm, x + w, y + h), apply(s.ctm, x, y + h),
                               apply(s.ctm, x, y)});
    } else if (n == "S" || n == "s")
      finish_path(true, false);
    else if (n == "f" || n == "F" || n == "f*")
      finish_path(false, true);
    else if (n == "B" || n == "B*" || n == "b" || n == "b*")
      finish_path(true, true);
    else if (n == "n")
      path = Stroke{};
    else if (n == "BT")
      text_matrix = line_matrix = Matrix{};
    else if (n == "Tm")
      text_matrix = line_matrix = matrix_of(op);
    else if (n == "Td" || n == "TD") {
      text_matrix = line_matrix = Matrix{1, 0, 0, 1, op.num(0), op.num(1)}.times(line_matrix);
    } else if (n == "T*")
      ADD_FAILURE() << "T* is not followed here";
    else if (n == "Tf") {
      font = op.args.at(0).getName();
      font_size = op.num(1);
    } else if (n == "Tc")
      char_spacing = op.num(0);
    else if (n == "Tw")
      word_spacing = op.num(0);
    else if (n == "Tj")
      show(s, op.args);
    else if (n == "TJ")
      show(s, op.args.at(0).getArrayAsVector());
    else if (n == "Do" || n == "BI") {
      ADD_FAILURE() << "an XObject or inline image: not followed here";
    } else if (n == "'" || n == "\"") {
      ADD_FAILURE() << "the ' and \" operators are not followed here";
    }
  }
  return drawing;
}

bool same_rgb(const double* rgb, double r, double g, double b) {
  return std::fabs(rgb[0] - r) <= 0.006 && std::fabs(rgb[1] - g) <= 0.006 &&
         std::fabs(rgb[2] - b) <= 0.006;
}

}  // namespace mbtest
