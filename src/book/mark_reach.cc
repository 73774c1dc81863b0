#include "book/mark_reach.h"

#include <algorithm>

namespace mazebook {

namespace {

// Rounds of planning before the marks' room settles: each round's reach
// is at least the last one's, and the marks scale little with the grid.
constexpr int kRounds = 6;

// A page's extent of ink, points.
struct Extent {
  double left = 1e300;
  double top = 1e300;
  double right = -1e300;
  double bottom = -1e300;
  void add(const PagePoint& p) {
    left = std::min(left, p.x);
    top = std::min(top, p.y);
    right = std::max(right, p.x);
    bottom = std::max(bottom, p.y);
  }
  void add(const Box& b) {
    if (b.width <= 0 && b.height <= 0) return;
    add(PagePoint{b.x, b.y});
    add(PagePoint{b.x + b.width, b.y + b.height});
  }
};

void add_arrow(Extent& e, const ArrowShape& a) {
  e.add(a.tip);
  e.add(a.left);
  e.add(a.right);
}

// A word's box with a quarter of its height to spare above and below: a
// PDF reader measures its line from the font's ascent to its descent.
void add_word(Extent& e, const Box& word) {
  const double spare = word.height / 4;
  e.add(Box{word.x, word.y - spare, word.width, word.height + 2 * spare});
}

void add_mark(Extent& e, const PlacedMark& m) {
  if (m.kind == PlacedMark::Kind::centre_dot) add_word(e, m.note);  // the line under the maze
  if (m.kind != PlacedMark::Kind::arrow) return;                    // inside the maze
  add_arrow(e, m.arrow);
  add_word(e, m.word);
  e.add(m.picture);
}

bool covers(const MarkReach& given, const MarkReach& measured) {
  constexpr double kSlack = 1e-6;
  return measured.left <= given.left + kSlack && measured.top <= given.top + kSlack &&
         measured.right <= given.right + kSlack && measured.bottom <= given.bottom + kSlack;
}

MarkReach widest(const MarkReach& a, const MarkReach& b) {
  return {std::max(a.left, b.left), std::max(a.top, b.top), std::max(a.right, b.right),
          std::max(a.bottom, b.bottom)};
}

}  // namespace

bool measured_marks(const MazeShape& shape) { return !shape.rect || shape.side_openings; }

MarkReach mark_reach(const Drawing& d, double margin, const MazeMarks& marks,
                     const VariantMarks& variant) {
  Extent e;
  const double inside = margin * d.cell - d.wall / 2;
  e.add(Box{d.grid.x + inside, d.grid.y + inside, d.grid.width - 2 * inside,
            d.grid.height - 2 * inside});
  if (marks.planned) {
    add_mark(e, marks.start);
    add_mark(e, marks.finish);
  }
  if (variant.planned) {
    const VariantDrawing& v = variant.maze;
    for (const EntranceMark& m : v.entrances) {
      add_word(e, m.letter.box);
      if (m.arrow_drawn) add_arrow(e, m.arrow);
    }
    if (v.start) add_mark(e, *v.start);
    if (v.finish) add_mark(e, *v.finish);
  }
  const Box& g = d.grid;
  return {g.x - e.left, g.y - e.top, e.right - (g.x + g.width), e.bottom - (g.y + g.height)};
}

MarkedPlan plan_with_marks(
    const TextMeasure& measure, const BookSpec& spec, const BookTemplate& look,
    const BookTemplate& interior_look, const std::vector<BookMaze>& mazes,
    std::vector<MazeShape>& shapes,
    const std::function<BookPlan(const std::vector<MazeShape>&)>& plan_pages) {
  MarkedPlan out;
  for (int round = 0;; ++round) {
    out.plan = plan_pages(shapes);
    out.marks = plan_marks(measure, spec, look, mazes, out.plan);
    out.variant_marks = plan_variant_marks(measure, spec, interior_look, mazes, out.plan, shapes);
    bool settled = true;
    for (size_t i = 0; i < shapes.size(); ++i) {
      MazeShape& shape = shapes[i];
      if (!measured_marks(shape)) continue;
      const MarkReach reach =
          mark_reach(out.plan.maze_drawing[i], shape.margin, out.marks[i], out.variant_marks[i]);
      if (shape.reach_known && covers(shape.reach, reach)) continue;
      shape.reach = shape.reach_known ? widest(shape.reach, reach) : reach;
      shape.reach_known = true;
      settled = false;
    }
    if (settled || round == kRounds) return out;
  }
}

}  // namespace mazebook
