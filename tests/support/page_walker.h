#pragma once
// A small reader of PDF page content for the tests: every stroke, fill and
// text showing of a page in page space (points, origin lower left), after
// every transform, as src/proof/DRAWING_RULES.md measures them.

#include <qpdf/QPDFObjectHandle.hh>
#include <qpdf/QPDFPageObjectHelper.hh>
#include <string>
#include <vector>

namespace mbtest {

// One content-stream operator with its operands.
struct Op {
  std::string name;
  std::vector<QPDFObjectHandle> args;
  double num(size_t i) { return args.at(i).getNumericValue(); }
};
std::vector<Op> content_ops(QPDFPageObjectHelper& page);

// An affine transform [a b c d e f] as PDF writes it: x' = a x + c y + e.
struct Matrix {
  double a = 1, b = 0, c = 0, d = 1, e = 0, f = 0;
  // This transform followed by `then`.
  Matrix times(const Matrix& then) const;
  // The smallest factor by which it stretches a length (DRAWING_RULES.md
  // takes a stroke's width at it).
  double min_scale() const;
};

struct Point {
  double x = 0;
  double y = 0;
};

// A painted path, in page space (points, origin lower left).
struct Stroke {
  std::vector<std::vector<Point>> subpaths;
  bool curved = false;  // it had a curve segment
  double rgb[3] = {0, 0, 0};
  double width_pt = 0;  // `w` times the CTM's smallest scale
  int line_cap = 0;
  bool dashed = false;
};

// One text showing (Tj or TJ), at the text matrix's origin.
struct TextShow {
  Point origin;        // page space
  double size_pt = 0;  // Tf size times the vertical scale of Tm and the CTM
  Point up;            // page-space vector of one em up the glyphs
  std::string font;    // resource name, e.g. "/f-2-0"
  // The line box as DRAWING_RULES.md "How ink is measured" has it: the
  // advance widths along, the font's /Descent to /Ascent across; its
  // page-space bounding box. False when the font's metrics are missing.
  bool has_box = false;
  Point box_min, box_max;
};

struct PageDrawing {
  std::vector<Stroke> strokes;
  std::vector<Stroke> fills;  // filled paths, same shape
  std::vector<TextShow> texts;
};

// Follows q/Q, cm, colours, line widths, dashes, paths and text on one
// page. Form XObjects and images are not entered: meeting one (or another
// operator this reader does not follow, such as T*) fails the test.
PageDrawing walk_page(QPDFPageObjectHelper& page);

// True when the two colours agree to within 0.006 a component (DRAWING_RULES.md).
bool same_rgb(const double* rgb, double r, double g, double b);

}  // namespace mbtest
