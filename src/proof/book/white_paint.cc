#include "proof/book/white_paint.h"

#include <cstdio>

#include "proof/core/error.h"
#include "proof/core/limits.h"
#include "proof/core/tally.h"

namespace mazeproof {

namespace {

constexpr const char* kWhitePaintRule =
    "DRAWING_RULES.md White paint: nothing is painted in the paper's colour over a wall, a "
    "route, a mark, a strike, a letter or any text, on any page of either file: white paint "
    "hides what a reader needs as well as black would";

// Ink that overlaps by less than this, points, only touches.
constexpr double kTouchPt = 0.05;

bool overlapping(const Box& a, const Box& b) {
  const Box i = a.intersected(b);
  return !a.empty() && !b.empty() && i.width() > kTouchPt && i.height() > kTouchPt;
}

std::string at_text(const Box& b) {
  char buffer[96];
  std::snprintf(buffer, sizeof buffer, "(%.2f, %.2f)-(%.2f, %.2f) pt", b.x0, b.y0, b.x1, b.y1);
  return buffer;
}

// Where an item's ink is: a stroke's pieces, each grown by half its width;
// a fill's, text's or image's whole box (a fill covers what its outline
// encloses).
std::vector<Box> piece_boxes(const DrawItem& item) {
  if (item.kind != ItemKind::stroke) return {item.box};
  std::vector<Box> out;
  const double half = item.line_width / 2;
  for (const Segment& s : item.segments) {
    Box b;
    b.add(s.a);
    b.add(s.b);
    if (s.curve) {
      b.add(s.c1);
      b.add(s.c2);
    }
    out.push_back(b.grown(half).intersected(item.hazards.clip));
  }
  if (out.empty()) out.push_back(item.box);
  return out;
}

// What a reader acts on: every text, every stroke but a picture's lines,
// and on maze and solution pages every fill but a picture's and white.
bool protected_ink(const DrawItem& item, bool puzzle) {
  if (item.kind == ItemKind::text) return true;
  if (item.figure) return false;
  if (item.kind == ItemKind::stroke) return !item.colour.is_white();
  return puzzle && item.kind == ItemKind::fill && !item.colour.is_white();
}

const char* what_of(const DrawItem& item) {
  if (item.kind == ItemKind::text) return "a text";
  if (item.kind == ItemKind::stroke) return is_wall_colour(item.colour) ? "a wall" : "a line";
  return "a mark";
}

}  // namespace

std::vector<std::string> white_paint_problems(const PageDrawing& items, bool puzzle,
                                              const std::string& where) {
  std::vector<std::string> out;
  std::vector<size_t> under;  // protected ink so far, in drawing order
  Tally found;
  int64_t tests = 0;
  for (size_t i = 0; i < items.size(); ++i) {
    const DrawItem& item = items[i];
    const bool paint =
        (item.kind == ItemKind::fill || item.kind == ItemKind::stroke) && item.colour.is_white();
    if (!paint) {
      if (protected_ink(item, puzzle)) under.push_back(i);
      continue;
    }
    const std::vector<Box> paint_boxes = piece_boxes(item);
    bool hit = false;
    for (size_t k = 0; k < under.size() && !hit; ++k) {
      const DrawItem& ink = items[under[k]];
      if (!overlapping(ink.box, item.box)) continue;
      const std::vector<Box> ink_boxes = piece_boxes(ink);
      tests += static_cast<int64_t>(ink_boxes.size() * paint_boxes.size());
      if (tests > kMaxTextTestsPerPage) {
        throw Error(where + "more than " + std::to_string(kMaxTextTestsPerPage) +
                    " tests of white paint against the ink under it");
      }
      for (const Box& a : paint_boxes) {
        for (const Box& b : ink_boxes) hit = hit || overlapping(a, b);
      }
      if (hit) {
        found.add([&] {
          return std::string("white ") + kind_name(item.kind) + " at " + at_text(item.box) +
                 " over " + what_of(ink) + " at " + at_text(ink.box);
        });
      }
    }
  }
  std::vector<std::string> lines;
  found.report(lines, "fill(s) or stroke(s) in the paper's colour painted over ink");
  for (const std::string& l : lines) out.push_back(where + l);
  return out;
}

Check white_paint_check() {
  Check c{"pages.white_paint", kWhitePaintRule, {}, {}};
  c.figures = {{"pages", 0}};
  return c;
}

void hold_white_paint(Check& check, const std::vector<PageDrawing>& pages,
                      const std::set<int>& puzzle, const std::string& file) {
  for (size_t i = 0; i < pages.size(); ++i) {
    const int page = static_cast<int>(i + 1);
    const std::string where = file + ": page " + std::to_string(page) + ": ";
    for (std::string& line : white_paint_problems(pages[i], puzzle.count(page) > 0, where))
      check.fail(std::move(line));
  }
  check.figures["pages"] =
      check.figures["pages"].get<int64_t>() + static_cast<int64_t>(pages.size());
}

}  // namespace mazeproof
