#include "proof/drawings/variant_marks.h"

#include <algorithm>
#include <cmath>
#include <map>

#include "proof/core/tally.h"
#include "proof/drawings/legibility.h"
#include "proof/drawings/mark_outline.h"

namespace mazeproof {

namespace {

// Where a slot lies: a cell's, or the passage's across `side` of `cell`.
struct SlotPlace {
  int cell = -1;
  int side = -1;  // -1: the cell's own slot; 1 right or 2 bottom: a passage's
  GridBox box;
};

bool within(const GridBox& inner, const GridBox& outer) {
  const double e = 0.01;
  return inner.x0 >= outer.x0 - e && inner.y0 >= outer.y0 - e && inner.x1 <= outer.x1 + e &&
         inner.y1 <= outer.y1 + e;
}

// The slot that holds all of `b`, if any.
bool find_slot(const GridBox& b, const CellGrid& grid, SlotPlace& out) {
  const double cx = (b.x0 + b.x1) / 2, cy = (b.y0 + b.y1) / 2;
  const int x = static_cast<int>(std::floor(cx)), y = static_cast<int>(std::floor(cy));
  if (x < 0 || y < 0 || x >= grid.columns() || y >= grid.rows()) return false;
  const double h = kCellSlot / 2, p = kPassageSlot / 2;
  const GridBox cell{x + 0.5 - h, y + 0.5 - h, x + 0.5 + h, y + 0.5 + h};
  if (within(b, cell)) {
    out = {y * grid.columns() + x, -1, cell};
    return true;
  }
  const int sx = static_cast<int>(std::lround(cx)), sy = static_cast<int>(std::lround(cy));
  if (sx >= 1 && sx < grid.columns()) {
    const GridBox across{sx - p, y + 0.5 - p, sx + p, y + 0.5 + p};
    if (within(b, across)) {
      out = {y * grid.columns() + sx - 1, 1, across};
      return true;
    }
  }
  if (sy >= 1 && sy < grid.rows()) {
    const GridBox across{x + 0.5 - p, sy - p, x + 0.5 + p, sy + p};
    if (within(b, across)) {
      out = {(sy - 1) * grid.columns() + x, 2, across};
      return true;
    }
  }
  return false;
}

// A fill's distinct vertices in grid units (a closing point once).
std::vector<GridPoint> vertices(const DrawItem& item, const Placement& pl, bool& curved) {
  std::vector<GridPoint> out;
  curved = false;
  const auto add = [&](Point p) {
    const GridPoint g = pl.to_grid(p);
    for (const GridPoint& v : out) {
      if (std::hypot(v.x - g.x, v.y - g.y) < kMarkTolerance) return;
    }
    out.push_back(g);
  };
  for (const Segment& s : item.segments) {
    curved = curved || s.curve;
    add(s.a);
    add(s.b);
  }
  return out;
}

// A fill's path in grid units, control points too.
std::vector<Segment> in_grid(const DrawItem& item, const Placement& pl) {
  const auto g = [&](Point p) {
    const GridPoint q = pl.to_grid(p);
    return Point{q.x, q.y};
  };
  std::vector<Segment> out;
  out.reserve(item.segments.size());
  for (const Segment& s : item.segments) out.push_back({g(s.a), g(s.b), s.curve, g(s.c1), g(s.c2)});
  return out;
}

bool is_triangle(const std::vector<Segment>& path, const std::vector<GridPoint>& v) {
  const Point corners[3] = {{v[0].x, v[0].y}, {v[1].x, v[1].y}, {v[2].x, v[2].y}};
  return is_triangle_outline(path, corners, kMarkTolerance);
}

GridBox box_of(const std::vector<GridPoint>& points) {
  GridBox b{1e300, 1e300, -1e300, -1e300};
  for (const GridPoint& p : points) b.add(p);
  return b;
}

bool near(double a, double b) { return std::abs(a - b) <= kMarkTolerance; }

// Classifies a mark-coloured fill in slot `at`; false with `why` when it
// is none of the marks.
bool classify(const DrawItem& item, const Placement& pl, const CellGrid& grid, const SlotPlace& at,
              Mark& mark, std::string& why) {
  bool curved = false;
  const std::vector<GridPoint> v = vertices(item, pl, curved);
  const GridBox b = box_of(v);
  const double w = b.x1 - b.x0, h = b.y1 - b.y0;
  const std::vector<Segment> path = in_grid(item, pl);
  mark.slot = at.box;
  if (at.side < 0) {
    mark.a = at.cell;
    if (curved) {
      const double cx = (b.x0 + b.x1) / 2, cy = (b.y0 + b.y1) / 2;
      bool round = near(w, h) && w >= 0.5 - kMarkTolerance && w <= 0.6 + kMarkTolerance;
      round = round && is_disc_outline(path, {cx, cy}, w / 2, kMarkTolerance);
      mark.kind = MarkKind::key;
      why = "a curved fill that is no disc of 0.5 to 0.6 cells (one circle, drawn once round)";
      return round;
    }
    if (v.size() == 3 && !is_triangle(path, v)) {
      why = "a fill in a cell's slot whose outline is no triangle drawn once round";
      return false;
    }
    if (v.size() == 3) {
      // Stairs: a horizontal base and a tip above (up) or below (down).
      for (size_t i = 0; i < 3; ++i) {
        const GridPoint& p = v[(i + 1) % 3];
        const GridPoint& q = v[(i + 2) % 3];
        const GridPoint& tip = v[i];
        if (!near(p.y, q.y) || near(tip.y, p.y)) continue;
        mark.kind = tip.y < p.y ? MarkKind::stairs_up : MarkKind::stairs_down;
        return true;
      }
      why = "a triangle in a cell's slot without a horizontal base";
      return false;
    }
    why = "a fill in a cell's slot that is neither a disc (key) nor a triangle (stairs)";
    return false;
  }
  mark.a = at.cell;
  mark.b = grid.neighbour(at.cell, at.side);
  if (!curved && v.size() == 4) {
    bool square = near(w, h) && w >= 0.4 - kMarkTolerance && w <= 0.5 + kMarkTolerance;
    square = square && is_box_outline(path, Box::of(b.x0, b.y0, b.x1, b.y1), kMarkTolerance);
    mark.kind = MarkKind::door;
    why =
        "a four-sided fill that is no axis-aligned square of 0.4 to 0.5 cells (its sides drawn "
        "once round)";
    return square;
  }
  if (!curved && v.size() == 3 && !is_triangle(path, v)) {
    why = "a fill in a passage's slot whose outline is no triangle drawn once round";
    return false;
  }
  if (!curved && v.size() == 3) {
    // An arrow: two vertices on the shared side's line, the tip on the axis
    // between the two centres, at least kArrowReach into the cell it leads to.
    const bool across_x = at.side == 1;  // the side is a vertical line
    const double line = across_x ? (at.box.x0 + at.box.x1) / 2 : (at.box.y0 + at.box.y1) / 2;
    const double axis = across_x ? (at.box.y0 + at.box.y1) / 2 : (at.box.x0 + at.box.x1) / 2;
    int on_line = 0;
    const GridPoint* tip = nullptr;
    for (const GridPoint& p : v) {
      const double along = across_x ? p.x : p.y;
      const double off = across_x ? p.y : p.x;
      if (near(along, line)) {
        ++on_line;
      } else if (near(off, axis) && std::abs(along - line) >= kArrowReach - kMarkTolerance) {
        tip = &p;
      }
    }
    mark.kind = MarkKind::arrow;
    why =
        "a triangle in a passage's slot that is no arrow (two vertices on the side's line, "
        "the tip on the axis at least 0.15 cells into a cell)";
    if (on_line != 2 || tip == nullptr) return false;
    if ((across_x ? tip->x : tip->y) < line) std::swap(mark.a, mark.b);
    return true;
  }
  why = "a fill in a passage's slot that is neither a square (door) nor a triangle (arrow)";
  return false;
}

GridBox grid_box(const Box& b, const Placement& pl) {
  return GridBox::of(pl.to_grid({b.x0, b.y0}), pl.to_grid({b.x1, b.y1}));
}

// The one capital letter an item shows, or 0.
char letter_of(const DrawItem& item) {
  if (!item.text_decoded || item.text.size() != 1) return 0;
  const char c = item.text[0];
  return c >= 'A' && c <= 'Z' ? c : 0;
}

enum class Strike { apart, bar, other };

// What a fill is to the entrance letter whose line box is `letter`: apart
// from it (it does not reach the middle half of its height, 0.5 pt in from
// its sides: the letter's arrow may touch its line box's edge), its strike,
// or something else across it.
Strike read_strike(const DrawItem& item, const Box& letter) {
  const Box& bar = item.box;
  const double h = letter.height(), mid = (letter.y0 + letter.y1) / 2;
  if (!bar.overlaps(Box::of(letter.x0 + 0.5, mid - h / 4, letter.x1 - 0.5, mid + h / 4)))
    return Strike::apart;
  const bool strike = is_mark_colour(item.colour) && is_box_outline(item.segments, bar, 0.05) &&
                      bar.x0 <= letter.x0 + 0.5 && bar.x1 >= letter.x1 - 0.5 &&
                      bar.height() >= h / 10 - 0.01 && bar.height() <= h / 4 + 0.01 &&
                      bar.y0 <= mid + h / 6 && bar.y1 >= mid - h / 6;
  return strike ? Strike::bar : Strike::other;
}

}  // namespace

const char* mark_kind_name(MarkKind kind) {
  switch (kind) {
    case MarkKind::key:
      return "key";
    case MarkKind::door:
      return "door";
    case MarkKind::arrow:
      return "arrow";
    case MarkKind::stairs_up:
      return "stairs up";
    case MarkKind::stairs_down:
      return "stairs down";
  }
  return "?";
}

bool is_mark_colour(const Colour& c) {
  if (c.space == Colour::Space::other) return false;
  double r = 0, g = 0, b = 0;
  c.rgb(r, g, b);
  const double grey = 0.30 * r + 0.59 * g + 0.11 * b;
  return grey >= 0.40 - kColourTolerance && grey <= 0.60 + kColourTolerance &&
         contrast_with_white(c) >= kMinContrast;
}

PageMarks read_marks(const PageDrawing& items, const CellGrid& grid, const Placement& pl,
                     const Box& area, const std::vector<CellOpening>& openings) {
  PageMarks out;
  std::map<std::pair<int, int>, size_t> by_slot;  // (cell, side) -> mark
  std::vector<std::pair<SlotPlace, const DrawItem*>> letters;
  std::vector<const DrawItem*> outside;
  Tally unread, stray, unreadable;
  for (const DrawItem& item : items) {
    if (item.kind == ItemKind::text && !item.text_decoded)
      unreadable.add("font " + (item.font.empty() ? std::string("?") : item.font));
    if (!item.box.overlaps(area)) {
      if (item.kind == ItemKind::text || item.kind == ItemKind::fill) outside.push_back(&item);
      continue;
    }
    if (item.kind == ItemKind::stroke &&
        (is_wall_colour(item.colour) || is_route_colour(item.colour)))
      continue;
    SlotPlace at;
    if (!find_slot(grid_box(item.box, pl), grid, at)) continue;  // the closed world's to judge
    const std::string where = at.side < 0
                                  ? grid.cell_name(at.cell)
                                  : "the passage between " + grid.cell_name(at.cell) + " and " +
                                        grid.cell_name(grid.neighbour(at.cell, at.side));
    if (item.kind == ItemKind::text) {
      if (!item.text_decoded) continue;  // reported as unreadable
      if (letter_of(item) != 0 && item.colour.is_white()) {
        letters.push_back({at, &item});
      } else {
        stray.add("text \"" + item.text + "\" in the slot of " + where);
      }
      continue;
    }
    if (item.kind != ItemKind::fill || !is_mark_colour(item.colour)) {
      stray.add(std::string(kind_name(item.kind)) + " in the slot of " + where +
                " (marks are fills in the mark colour, letters white text)");
      continue;
    }
    Mark mark;
    std::string why;
    if (!classify(item, pl, grid, at, mark, why)) {
      unread.add(why + " in the slot of " + where);
      continue;
    }
    if (!by_slot.emplace(std::make_pair(at.cell, at.side), out.marks.size()).second) {
      stray.add("a second mark in the slot of " + where);
      continue;
    }
    out.marks.push_back(mark);
    out.slots.push_back(at.box);
  }
  for (const auto& [at, item] : letters) {
    const auto it = by_slot.find({at.cell, at.side});
    Mark* mark = it == by_slot.end() ? nullptr : &out.marks[it->second];
    if (mark == nullptr || (mark->kind != MarkKind::key && mark->kind != MarkKind::door) ||
        mark->letter != 0) {
      stray.add(std::string("letter ") + letter_of(*item) + " in the slot of " +
                grid.cell_name(at.cell) + " on no key or door of its own");
      continue;
    }
    mark->letter = letter_of(*item);
  }
  // Entrance letters: on the line from an opening's cell centre outward.
  for (const DrawItem* item : outside) {
    if (item->kind != ItemKind::text || letter_of(*item) == 0) continue;
    const GridBox b = grid_box(item->box, pl);
    const double px = (b.x0 + b.x1) / 2, py = (b.y0 + b.y1) / 2;
    const CellOpening* best = nullptr;
    double best_distance = 1e300;
    for (const CellOpening& o : openings) {
      const double cx = o.cell % grid.columns() + 0.5, cy = o.cell / grid.columns() + 0.5;
      static const double kDx[4] = {0, 1, 0, -1}, kDy[4] = {-1, 0, 1, 0};
      const double t = (px - cx) * kDx[o.side] + (py - cy) * kDy[o.side];
      const double off = std::abs((px - cx) * kDy[o.side] - (py - cy) * kDx[o.side]);
      if (t < 0.5 || t > 0.5 + kEntranceReach || off > 0.5) continue;
      if (t + off < best_distance) {
        best_distance = t + off;
        best = &o;
      }
    }
    if (best == nullptr) continue;
    out.entrances.push_back({letter_of(*item), *best, item->box, false});
    if (item->text_size < kEntranceLetterPt - 0.01) {
      out.problems.push_back(std::string("entrance letter ") + letter_of(*item) + " is " +
                             std::to_string(static_cast<int>(item->text_size)) +
                             " pt, under 12 pt");
    }
  }
  for (EntranceLetter& e : out.entrances) {
    for (const DrawItem* item : outside) {
      if (item->kind != ItemKind::fill || item->figure || !leaves_ink(*item)) continue;
      const Strike strike = read_strike(*item, e.box);
      if (strike == Strike::apart) continue;
      if (strike == Strike::bar) {
        e.struck = true;
      } else {
        out.problems.push_back(std::string("entrance letter ") + e.letter +
                               ": a fill across it that is no strike (a bar in the mark colour, "
                               "one rectangle across its whole width, a tenth to a quarter of "
                               "its height, at its middle)");
      }
    }
  }
  unread.report(out.problems, "fill(s) in a slot that read as no mark");
  stray.report(out.problems, "thing(s) in a slot that are no mark or its letter");
  unreadable.report(out.problems,
                    "text(s) whose characters cannot be read (the font has no /ToUnicode map, "
                    "or it misses a code)");
  return out;
}

}  // namespace mazeproof
