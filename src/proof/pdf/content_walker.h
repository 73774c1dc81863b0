#pragma once
// Walks a page's content streams the way a PDF viewer would, but instead of
// painting it records what is drawn (drawing.h): a graphics-state stack
// (q/Q, cm, w, d, gs, colours in Gray, RGB and CMYK), paths (m l c v y h
// re) and how they are painted (S s f F f* B B* b b* n, clipping W W*),
// text (BT/ET, Tf Tc Tw Tz TL Ts Tr, Td TD Tm T*, Tj TJ ' "), images, inline
// images, shadings, marked content and form XObjects (Do) under their
// /Matrix and /BBox. Alongside, what could change the picture without
// changing a drawing (transparency, clips, optional content, unknown
// operators) is recorded for the closed-world rules. Every bound of
// limits.h holds: past one, the walk stops with Error.

#include <cstdint>
#include <list>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "proof/core/limits.h"
#include "proof/pdf/content_lexer.h"
#include "proof/pdf/drawing.h"
#include "proof/pdf/font_metrics.h"
#include "proof/pdf/pdf_reader.h"
#include "proof/pdf/text_layout.h"

namespace mazeproof {

class ContentWalker {
 public:
  explicit ContentWalker(PdfFile& pdf) : pdf_(pdf) {}

  // Everything drawn on page `index` (0-based), in drawing order. Throws
  // Error naming the file and page on content it cannot read or that
  // passes a limit.
  PageDrawing walk_page(int index);
  // The same for `content` walked as if it were page `index`'s content
  // stream, under that page's resources (fuzzing, tests).
  PageDrawing walk_content(int index, std::string_view content);
  // What the last walk_page noted for the closed-world rules.
  const PageNotes& notes() const { return notes_; }

 private:
  struct State {
    Matrix ctm;
    Colour stroke;
    Colour fill;
    double line_width = 1;  // user space units
    bool dashed = false;
    double stroke_alpha = 1;
    double fill_alpha = 1;
    Hazards hazards;  // alpha is filled in per item
    TextState text;
  };
  struct Operand {
    TokenKind kind = TokenKind::number;
    double number = 0;
    std::string text;            // names (without '/') and strings
    std::vector<Operand> items;  // arrays
  };
  struct Path {
    std::vector<Segment> segments;
    Box box;
    bool rectangles_only = true;
    bool any = false;
    Point start, current;
    std::vector<Point> subpath;  // points of the open subpath, for rectangle detection
    bool subpath_curved = false;
    int subpaths = 0;
  };

  void walk(std::string_view content, QPDFObjectHandle resources, int depth);
  void execute(std::string_view op, QPDFObjectHandle resources, int depth, ContentLexer& lexer);
  double num(size_t i) const;
  void note(bool every_page, const std::string& text);

  void finite_or_throw(Point p) const;
  void move_to(Point p);
  void line_to(Point p);
  void curve_to(Point c1, Point c2, Point p);
  void close_subpath();
  void finish_subpath();
  void rectangle(double x, double y, double w, double h);
  void paint(bool fill, bool stroke);
  void clip_to(const Box& box, bool exact);

  void set_colour(Colour& colour, Colour::Space space);
  void set_components(Colour& colour);
  void set_colour_space(Colour& colour, const std::string& name, QPDFObjectHandle resources);
  void apply_ext_gstate(const std::string& name, QPDFObjectHandle resources);
  // What a marked-content sequence is, as far as the rules care.
  enum Marked : uint8_t { kPlainContent, kOptionalContent, kFigureContent };
  void begin_marked_content(Marked kind);
  void end_marked_content();

  void show(const std::vector<const Operand*>& parts);
  void text_move(double tx, double ty);
  const FontMetrics* font(const std::string& name, QPDFObjectHandle resources);
  // A font's metrics and its /ToUnicode map.
  FontMetrics read_font(QPDFObjectHandle dict, const std::string& name);

  void draw_xobject(std::string name, QPDFObjectHandle resources, int depth);
  void draw_image_box(int width_px, int height_px);
  // Records an item unless clipped away; `unclipped` is its ink before clipping.
  void emit(DrawItem item, const Box& unclipped);

  PdfFile& pdf_;
  std::string where_;  // "page 3", for messages
  Box media_box_;
  PageDrawing items_;
  PageNotes notes_;
  std::vector<State> stack_;
  State gs_;
  Path path_;
  bool clip_pending_ = false;
  bool clip_even_odd_ = false;
  Matrix tm_, tlm_;
  std::vector<Operand> operands_;
  std::vector<Marked> marked_;       // open marked-content sequences
  int optional_depth_ = 0;           // how many of them are optional content
  int figure_depth_ = 0;             // how many of them are figures (pictures)
  bool inherited_optional_ = false;  // the form being walked was drawn as optional content
  bool inherited_figure_ = false;    // the form being walked was drawn inside a figure
  int64_t page_operators_ = 0;
  int64_t file_operators_ = 0;
  int64_t page_pieces_ = 0;
  int page_forms_ = 0;
  int64_t shown_text_bytes_ = 0;  // decoded text kept for the page's items
  std::map<QPDFObjGen, FontMetrics> fonts_;
  std::list<FontMetrics> direct_fonts_;
  std::map<QPDFObjGen, std::string> forms_;
  std::vector<QPDFObjGen> form_stack_;
};

}  // namespace mazeproof
