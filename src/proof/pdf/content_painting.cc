// ContentWalker, painting: building and painting paths, clips, text
// showing, and external objects. See content_walker.h.

#include <cmath>

#include "proof/core/error.h"
#include "proof/pdf/content_walker.h"

namespace mazeproof {

namespace {

bool same_point(Point a, Point b) {
  return std::abs(a.x - b.x) < 1e-6 && std::abs(a.y - b.y) < 1e-6;
}

bool axis_aligned(Point a, Point b) {
  return std::abs(a.x - b.x) < 1e-6 || std::abs(a.y - b.y) < 1e-6;
}

// True when the matrix keeps axis-aligned rectangles axis-aligned.
bool keeps_rectangles(const Matrix& m) {
  return (std::abs(m.b) < 1e-9 && std::abs(m.c) < 1e-9) ||
         (std::abs(m.a) < 1e-9 && std::abs(m.d) < 1e-9);
}

}  // namespace

// ---- Paths -----------------------------------------------------------------

void ContentWalker::finite_or_throw(Point p) const {
  if (!std::isfinite(p.x) || !std::isfinite(p.y))
    throw Error("a path point beyond any page (the transforms overflow)");
}

void ContentWalker::move_to(Point p) {
  finite_or_throw(p);
  finish_subpath();
  path_.start = path_.current = p;
  path_.subpath.assign(1, p);
  path_.box.add(p);
  path_.any = true;
}

void ContentWalker::line_to(Point p) {
  if (++page_pieces_ > kMaxPathPiecesPerPage)
    throw Error("more than " + std::to_string(kMaxPathPiecesPerPage) + " path pieces on the page");
  if (path_.subpath.empty()) {
    move_to(p);  // a line without a current point starts one (lenient, as viewers are)
    return;
  }
  finite_or_throw(p);
  path_.segments.push_back(Segment{path_.current, p, false});
  path_.current = p;
  path_.subpath.push_back(p);
  path_.box.add(p);
}

void ContentWalker::curve_to(Point c1, Point c2, Point p) {
  if (++page_pieces_ > kMaxPathPiecesPerPage)
    throw Error("more than " + std::to_string(kMaxPathPiecesPerPage) + " path pieces on the page");
  if (path_.subpath.empty()) move_to(c1);
  finite_or_throw(c1);
  finite_or_throw(c2);
  finite_or_throw(p);
  // The curve lies inside the hull of its control points.
  path_.box.add(c1);
  path_.box.add(c2);
  path_.box.add(p);
  path_.segments.push_back(Segment{path_.current, p, true, c1, c2});
  path_.current = p;
  path_.subpath.push_back(p);
  path_.subpath_curved = true;
}

void ContentWalker::close_subpath() {
  if (path_.subpath.empty()) return;
  if (!same_point(path_.current, path_.start)) {
    path_.segments.push_back(Segment{path_.current, path_.start, false});
    path_.subpath.push_back(path_.start);
  }
  path_.current = path_.start;
}

void ContentWalker::finish_subpath() {
  std::vector<Point>& pts = path_.subpath;
  if (pts.size() >= 2) {
    if (same_point(pts.front(), pts.back())) pts.pop_back();
    bool rectangle = pts.size() == 4 && !path_.subpath_curved;
    for (size_t i = 0; rectangle && i < pts.size(); ++i) {
      rectangle = axis_aligned(pts[i], pts[(i + 1) % pts.size()]);
    }
    if (!rectangle) path_.rectangles_only = false;
    ++path_.subpaths;
  } else if (!pts.empty()) {
    ++path_.subpaths;  // a lone point: no area, but a subpath all the same
    path_.rectangles_only = false;
  }
  pts.clear();
  path_.subpath_curved = false;
}

void ContentWalker::rectangle(double x, double y, double w, double h) {
  move_to(gs_.ctm.apply(Point{x, y}));
  line_to(gs_.ctm.apply(Point{x + w, y}));
  line_to(gs_.ctm.apply(Point{x + w, y + h}));
  line_to(gs_.ctm.apply(Point{x, y + h}));
  close_subpath();
}

void ContentWalker::paint(bool fill, bool stroke) {
  finish_subpath();
  if (path_.any && fill) {
    DrawItem item;
    item.kind = ItemKind::fill;
    item.box = path_.box.intersected(gs_.hazards.clip);
    item.colour = gs_.fill;
    item.rectangles_only = path_.rectangles_only;
    // Kept for the shape of what a fill covers near a shaped maze; a
    // stroke of the same path takes them over below.
    item.segments = path_.segments;
    item.hazards = gs_.hazards;
    item.hazards.alpha = gs_.fill_alpha;
    emit(std::move(item), path_.box);
  }
  if (path_.any && stroke) {
    DrawItem item;
    item.kind = ItemKind::stroke;
    // Ink reaches half the width beyond the path (and the caps beyond ends).
    const Box ink = path_.box.grown(gs_.line_width * gs_.ctm.max_scale() / 2);
    item.box = ink.intersected(gs_.hazards.clip);
    item.colour = gs_.stroke;
    item.line_width = gs_.line_width * gs_.ctm.min_scale();
    item.dashed = gs_.dashed;
    item.hazards = gs_.hazards;
    item.hazards.alpha = gs_.stroke_alpha;
    item.segments = std::move(path_.segments);
    // A wall's or route's width is measured as one number; a picture's
    // lines (any other colour) may be drawn under any transform.
    const bool measured = is_wall_colour(gs_.stroke) || is_route_colour(gs_.stroke);
    if (measured && gs_.ctm.max_scale() > gs_.ctm.min_scale() * 1.01)
      note(false, "a stroke under a transform that stretches one way more than the other");
    emit(std::move(item), ink);
  }
  if (clip_pending_) {
    // One axis-aligned rectangle clips to exactly its box; anything else
    // (several subpaths, curves, even-odd holes) only to somewhere inside.
    clip_to(path_.box, path_.any && path_.rectangles_only && path_.subpaths == 1);
    clip_pending_ = false;
  }
  path_ = Path();
}

void ContentWalker::clip_to(const Box& box, bool exact) {
  Hazards& h = gs_.hazards;
  h.clip = h.clip.intersected(box);
  h.clipped = true;
  h.clip_exact = h.clip_exact && exact;
}

void ContentWalker::emit(DrawItem item, const Box& unclipped) {
  const Hazards& h = item.hazards;
  item.hazards.cut = h.clipped && !(h.clip_exact && h.clip.contains(unclipped, 1e-6));
  if (item.box.empty()) return;  // clipped away: nothing reaches the paper
  item.hazards.optional = inherited_optional_ || optional_depth_ > 0;
  item.figure = inherited_figure_ || figure_depth_ > 0;
  items_.push_back(std::move(item));
}

// ---- Text ------------------------------------------------------------------

void ContentWalker::text_move(double tx, double ty) {
  tlm_ = Matrix::translation(tx, ty).times(tlm_);
  tm_ = tlm_;
}

FontMetrics ContentWalker::read_font(QPDFObjectHandle dict, const std::string& name) {
  FontMetrics m = read_font_metrics(dict, name);
  QPDFObjectHandle map = dict.isDictionary() ? dict.getKey("/ToUnicode") : QPDFObjectHandle();
  if (map.isStream()) {
    m.to_unicode = std::make_shared<const UnicodeMap>(
        parse_to_unicode(pdf_.stream_content(map, "font " + m.name + " /ToUnicode")));
  }
  return m;
}

const FontMetrics* ContentWalker::font(const std::string& name, QPDFObjectHandle resources) {
  QPDFObjectHandle dict = find_resource(resources, "/Font", name);
  if (dict.isIndirect()) {
    auto it = fonts_.find(dict.getObjGen());
    if (it == fonts_.end()) it = fonts_.emplace(dict.getObjGen(), read_font(dict, name)).first;
    return &it->second;
  }
  direct_fonts_.push_back(read_font(dict, name));
  return &direct_fonts_.back();
}

void ContentWalker::show(const std::vector<const Operand*>& parts) {
  const TextState& text = gs_.text;
  const Matrix at = tm_;
  const int mode = text.render_mode;
  const bool readable = text.font != nullptr && text.font->to_unicode != nullptr;
  Box all, piece;
  std::string shown;
  bool decoded = readable;
  // Pieces of one TJ that a move of more than an em sets apart are separate
  // texts to a reader (Cairo shows letters far apart on one line in one TJ),
  // so each is an item of its own.
  const auto emit_piece = [&] {
    if (mode != 3 && mode != 7 && !piece.empty()) {  // 3 and 7 leave no ink
      DrawItem item;
      item.kind = ItemKind::text;
      item.box = piece.intersected(gs_.hazards.clip);
      const bool stroked = mode == 1 || mode == 5;
      item.colour = stroked ? gs_.stroke : gs_.fill;
      item.text_size = effective_text_size(text, at, gs_.ctm);
      item.hazards = gs_.hazards;
      item.hazards.alpha = stroked ? gs_.stroke_alpha : gs_.fill_alpha;
      item.hazards.text_mode = mode;
      item.font = text.font != nullptr ? text.font->name : std::string();
      const size_t kept = std::min(shown.size(), kMaxShownText);
      item.text_decoded =
          decoded && shown_text_bytes_ + static_cast<int64_t>(kept) <= kMaxShownTextPerPage;
      if (item.text_decoded) {
        item.text = shown.substr(0, kept);
        shown_text_bytes_ += static_cast<int64_t>(kept);
      }
      emit(std::move(item), piece);
    }
    piece = Box();
    shown.clear();
    decoded = readable;
  };
  for (const Operand* part : parts) {
    if (part->kind == TokenKind::string) {
      Box glyphs;
      show_text(text, part->text, tm_, gs_.ctm, glyphs);
      piece.add(glyphs);
      all.add(glyphs);
      if (decoded && shown.size() < kMaxShownText)
        shown += decode_text(*text.font->to_unicode, text.font->two_byte, part->text, decoded);
    }
    if (part->kind == TokenKind::number) {
      if (std::abs(part->number) > 1000) emit_piece();
      adjust_text(text, part->number, tm_);
    }
  }
  emit_piece();
  // Modes 4 to 7 add the glyphs to the clip (applied here rather than at ET:
  // the glyph shapes are unknown, so only their box is kept, inexactly).
  if (mode >= 4 && mode <= 7) clip_to(all, false);
}

// ---- External objects ------------------------------------------------------

void ContentWalker::draw_image_box(int width_px, int height_px) {
  DrawItem item;
  item.kind = ItemKind::image;
  const Box unit = gs_.ctm.apply(Box::of(0, 0, 1, 1));
  item.box = unit.intersected(gs_.hazards.clip);
  item.colour.space = Colour::Space::other;
  item.hazards = gs_.hazards;
  item.hazards.alpha = gs_.fill_alpha;
  item.image_width_px = width_px;
  item.image_height_px = height_px;
  emit(std::move(item), unit);
}

void ContentWalker::draw_xobject(std::string name, QPDFObjectHandle resources, int depth) {
  QPDFObjectHandle object = find_resource(resources, "/XObject", name);
  if (!object.isStream()) return;
  QPDFObjectHandle dict = object.getDict();
  QPDFObjectHandle subtype = dict.getKey("/Subtype");
  const bool optional = !dict.getKey("/OC").isNull();
  if (optional) note(true, "XObject /" + name.substr(0, 32) + " is optional content (/OC)");
  optional_depth_ += optional ? 1 : 0;  // undone below, on every way out
  if (subtype.isNameAndEquals("/Image")) {
    QPDFObjectHandle w = dict.getKey("/Width");
    QPDFObjectHandle h = dict.getKey("/Height");
    if (!dict.getKey("/SMask").isNull() || dict.getKey("/ImageMask").isBool()) {
      note(false, "image /" + name.substr(0, 32) + " with a mask");
    }
    draw_image_box(w.isInteger() ? w.getIntValueAsInt() : 0,
                   h.isInteger() ? h.getIntValueAsInt() : 0);
    optional_depth_ -= optional ? 1 : 0;
    return;
  }
  if (!subtype.isNameAndEquals("/Form")) {
    optional_depth_ -= optional ? 1 : 0;
    return;
  }
  const QPDFObjGen id = object.getObjGen();
  for (const QPDFObjGen& open : form_stack_) {
    if (open == id)
      throw Error(pdf_.name() + ": " + where_ + ": form XObject /" + name + " draws itself");
  }
  if (depth >= kMaxFormDepth) {
    throw Error(pdf_.name() + ": " + where_ + ": form XObjects nested deeper than " +
                std::to_string(kMaxFormDepth));
  }
  if (++page_forms_ > kMaxFormsPerPage) {
    throw Error(pdf_.name() + ": " + where_ + ": more than " + std::to_string(kMaxFormsPerPage) +
                " form XObjects drawn on the page");
  }
  auto cached = forms_.find(id);
  if (cached == forms_.end()) {
    cached = forms_.emplace(id, pdf_.stream_content(object, where_ + ": form /" + name)).first;
  }
  // The form runs in its own state: its /Matrix then the current CTM, clipped
  // to its /BBox (8.10.1).
  const State saved_state = gs_;
  std::vector<State> saved_stack;  // a form cannot pop its caller's states
  saved_stack.swap(stack_);
  const std::vector<Operand> saved_operands = std::move(operands_);
  QPDFObjectHandle matrix = dict.getKey("/Matrix");
  if (matrix.isArray() && matrix.getArrayNItems() == 6) {
    double m[6] = {1, 0, 0, 1, 0, 0};
    for (int i = 0; i < 6; ++i) {
      QPDFObjectHandle v = matrix.getArrayItem(i);
      if (v.isNumber()) m[i] = v.getNumericValue();
    }
    gs_.ctm = Matrix{m[0], m[1], m[2], m[3], m[4], m[5]}.times(gs_.ctm);
  }
  QPDFObjectHandle bbox = dict.getKey("/BBox");
  if (bbox.isRectangle()) {
    const QPDFObjectHandle::Rectangle r = bbox.getArrayAsRectangle();
    clip_to(gs_.ctm.apply(Box::of(r.llx, r.lly, r.urx, r.ury)), keeps_rectangles(gs_.ctm));
  }
  // A form is its own content stream: marked content does not cross it.
  std::vector<Marked> saved_marked;
  saved_marked.swap(marked_);
  const int saved_optional_depth = optional_depth_;
  const bool saved_inherited = inherited_optional_;
  const int saved_figure_depth = figure_depth_;
  const bool saved_inherited_figure = inherited_figure_;
  optional_depth_ = 0;
  figure_depth_ = 0;
  inherited_optional_ = inherited_optional_ || saved_optional_depth > 0;
  inherited_figure_ = inherited_figure_ || saved_figure_depth > 0;
  QPDFObjectHandle own = dict.getKey("/Resources");
  form_stack_.push_back(id);
  walk(cached->second, own.isDictionary() ? own : resources, depth + 1);
  form_stack_.pop_back();
  stack_.swap(saved_stack);
  marked_.swap(saved_marked);
  optional_depth_ = saved_optional_depth;
  inherited_optional_ = saved_inherited;
  figure_depth_ = saved_figure_depth;
  inherited_figure_ = saved_inherited_figure;
  optional_depth_ -= optional ? 1 : 0;
  gs_ = saved_state;
  path_ = Path();
  operands_ = saved_operands;
}

}  // namespace mazeproof
