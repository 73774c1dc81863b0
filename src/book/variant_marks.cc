#include "book/variant_marks.h"

#include <algorithm>
#include <cstdio>
#include <string>

#include "base/error.h"
#include "book/kdp.h"
#include "book/mark_room.h"
#include "book/maze_figure.h"

namespace mazebook {

namespace {

PagePoint centre(const Grid& grid, const Drawing& d, int32_t cell) {
  return on_page(grid, d, grid.centre(cell));
}

// The unit step from an opening's cell out through the opening.
PagePoint outward(const Grid& grid, const Drawing& d, const Opening& o) {
  return ray_between(centre(grid, d, o.cell), on_page(grid, d, grid.outside_point(o.cell, o.side)))
      .unit;
}

std::string points(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f", value);
  return text;
}

// The openings drawn on floor `f`: every entrance and the exit, or for
// floors the entrance on the first and the exit on the last.
std::vector<Opening> openings_of(const VariantMaze& vm, int f) {
  std::vector<Opening> openings;
  if (vm.variant.kind == VariantKind::entrances) {
    openings = vm.entrances;
    openings.push_back(vm.maze.exit());
    return openings;
  }
  if (f == 0) openings.push_back(vm.maze.entrance());
  if (f == vm.floor_count() - 1) openings.push_back(vm.maze.exit());
  return openings;
}

// What one drawing is planned with.
struct Planning {
  const TextMeasure& measure;
  const BookTemplate& t;
  const VariantMaze& vm;
  int page = 0;
};

// A white capital centred on `c`, as large as kLetterShare of a cell but
// no taller (its line box) than `room`; `mark` names it when that is under
// 7 pt.
PlacedText letter_in(const Planning& p, const std::string& role, const std::string& mark,
                     int letter, const PagePoint& c, double cell, double room) {
  const std::string text(1, letter_char(letter));
  TextFace face{p.t.label_font, kLetterShare * cell, Align::left};
  TextSize size = p.measure.size(text, face, 0);
  while (size.height > room && face.size > kMinTextPt) {
    face.size = std::max(kMinTextPt, face.size - 0.25);
    size = p.measure.size(text, face, 0);
  }
  if (face.size < kMinTextPt - 1e-9 || size.height > room + 1e-9)
    throw Error(mark + ": cells of " + points(cell) + " pt print its letter under 7 pt");
  return placed_text_at(kInteriorFile, p.page, role, text, face, size, c.x - size.width / 2,
                        c.y - size.height / 2);
}

// Keys, doors, arrows and stairs of floor `f`, each wholly in its slot.
void plan_slot_marks(const Planning& p, int f, FloorMarks& floor) {
  const VariantMaze& vm = p.vm;
  const Grid& grid = vm.maze.grid();
  const int columns = vm.maze.columns();
  const Drawing& d = floor.grid.drawing;
  const double u = d.cell;
  if (f == 0) {
    for (const Key& k : vm.keys) {
      const PagePoint c = centre(grid, d, k.cell);
      const std::string name = "key " + std::string(1, letter_char(k.letter));
      floor.keys.push_back(
          {c, kKeyDiameter * u,
           letter_in(p, "key_letter", name, k.letter, c, u, kCellSlot * u * 0.95)});
    }
    for (const Door& door : vm.doors) {
      const Box slot = passage_slot(d, columns, door.a, door.b);
      const PagePoint c{slot.x + slot.width / 2, slot.y + slot.height / 2};
      const std::string name = "door " + std::string(1, letter_char(door.letter));
      floor.doors.push_back(
          {c, kDoorSide * u,
           letter_in(p, "door_letter", name, door.letter, c, u, kPassageSlot * u * 0.95)});
    }
    for (const Arrow& a : vm.arrows) {
      const PagePoint from = centre(grid, d, a.from);
      const PagePoint to = centre(grid, d, a.to);
      const PagePoint dir{(to.x - from.x) / u, (to.y - from.y) / u};
      const PagePoint mid{(from.x + to.x) / 2, (from.y + to.y) / 2};
      const PagePoint across{-dir.y * kArrowHalf * u, dir.x * kArrowHalf * u};
      floor.arrows.push_back({{mid.x + dir.x * kArrowTip * u, mid.y + dir.y * kArrowTip * u},
                              {mid.x + across.x, mid.y + across.y},
                              {mid.x - across.x, mid.y - across.y}});
    }
  }
  const double h = kStairHalf * u;
  for (const Stair& s : vm.stairs) {
    if (s.floor != f && s.floor + 1 != f) continue;
    const PagePoint c = centre(grid, d, s.cell);
    const double tip = s.floor == f ? -h : h;  // up from floor f, down on f + 1
    floor.stairs.push_back({{c.x, c.y + tip}, {c.x - h, c.y - tip}, {c.x + h, c.y - tip}});
  }
}

// Each entrance's letter on the line from its cell's centre out through
// its opening, `clear` points beyond the grid's outline; on the maze page
// (`solution` false) an arrow pointing in between the wall and the letter,
// on the solution page a bar through each dead letter.
std::vector<EntranceMark> plan_entrance_letters(const Planning& p, const Drawing& d, double clear,
                                                double size, bool solution) {
  const VariantMaze& vm = p.vm;
  const Grid& grid = vm.maze.grid();
  const int winner = vm.winning_entrance();
  const TextFace face{p.t.label_font, size, Align::left};
  const FontExtent extent = p.measure.font_extent(face);
  const double h = extent.ascent + extent.descent;
  const double arrow = solution ? 0 : arrow_size(ArrowRule::letter, 0, size);
  std::vector<size_t> order;
  for (size_t i = 0; i < vm.entrances.size(); ++i) {
    if (static_cast<int>(i) == winner)
      order.insert(order.begin(), i);
    else
      order.push_back(i);
  }
  std::vector<EntranceMark> marks;
  for (const size_t i : order) {
    const Opening& o = vm.entrances[i];
    const std::string text(1, letter_char(static_cast<int>(i)));
    const TextSize measured = p.measure.size(text, face, 0);
    const double w = measured.width;
    const PagePoint c = centre(grid, d, o.cell);
    const PagePoint step = outward(grid, d, o);
    const double out = clear + (arrow > 0 ? arrow + kMarkGap : 0);
    double left = c.x - w / 2;
    double top = c.y - h / 2;
    PagePoint edge = c;  // the outline's point on the line out
    switch (static_cast<Side>(o.side)) {
      case Side::top:
        top = d.grid.y - out - h;
        edge.y = d.grid.y;
        break;
      case Side::bottom:
        top = d.grid.y + d.grid.height + out;
        edge.y = d.grid.y + d.grid.height;
        break;
      case Side::left:
        left = d.grid.x - out - w;
        edge.x = d.grid.x;
        break;
      case Side::right:
        left = d.grid.x + d.grid.width + out;
        edge.x = d.grid.x + d.grid.width;
        break;
    }
    EntranceMark m;
    m.letter =
        placed_text_at(kInteriorFile, p.page, "entrance_letter", text, face, measured, left, top);
    if (arrow > 0) {
      m.arrow_drawn = true;
      const PagePoint mid{edge.x + step.x * (clear + arrow / 2),
                          edge.y + step.y * (clear + arrow / 2)};
      m.arrow = arrow_shape(mid, step, arrow, true);
    }
    if (solution && static_cast<int>(i) != winner) {
      m.struck = true;
      // A point wider than the letter each side: a PDF reader's advance
      // width may be a little wider than Pango's.
      const double bar = std::max(h * 0.14, 1.2);
      m.bar = {left - 1, top + h / 2 - bar / 2, w + 2, bar};
    }
    marks.push_back(m);
  }
  return marks;
}

// Each floor's heading above it, clear of the walls' keep-clear area below
// and of a top opening's mark or route end: beside it, away from the
// opening.
std::vector<PlacedText> plan_headings(const Planning& p, const std::vector<FloorMarks>& floors) {
  std::vector<PlacedText> headings;
  if (p.vm.variant.kind != VariantKind::floors) return headings;
  for (size_t f = 0; f < floors.size(); ++f) {
    const PlacedGrid& g = floors[f].grid;
    const std::string number = std::to_string(f + 1);
    const std::string text = p.t.text_for("floor_heading", {{"floor", number}});
    const double room = g.heading.height - g.drawing.wall - kKeepClear - 1.5;
    TextFace face{p.t.heading_font, std::min(p.t.level_size, room / 1.3), Align::centre};
    if (face.size < kMinTextPt - 1e-9) {
      throw Error("the heading of floor " + number + ": cells of " + points(g.drawing.cell) +
                  " pt print it under 7 pt");
    }
    const TextSize size = p.measure.size(text, face, 0);
    double x = g.heading.x + (g.heading.width - size.width) / 2;
    for (const Opening& o : floors[f].openings) {
      if (static_cast<Side>(o.side) != Side::top) continue;
      const double ox = centre(p.vm.maze.grid(), g.drawing, o.cell).x;
      const bool left_half = ox < g.heading.x + g.heading.width / 2;
      // On the maze page START's label runs from the opening towards the
      // middle: the heading then goes to the far end.
      x = left_half ? g.heading.x + g.heading.width - size.width : g.heading.x;
    }
    const double y = g.drawing.grid.y - g.drawing.wall - kKeepClear - 1.5 - size.height;
    face.align = Align::left;
    headings.push_back(
        placed_text_at(kInteriorFile, p.page, "floor_heading", text, face, size, x, y));
  }
  return headings;
}

std::vector<FloorMarks> plan_floors(const Planning& p, const Drawing& whole,
                                    const MazeShape& shape) {
  std::vector<FloorMarks> floors;
  const std::vector<PlacedGrid> grids = placed_grids(whole, shape);
  for (size_t f = 0; f < grids.size(); ++f) {
    FloorMarks floor;
    floor.grid = grids[f];
    floor.openings = openings_of(p.vm, static_cast<int>(f));
    plan_slot_marks(p, static_cast<int>(f), floor);
    floors.push_back(std::move(floor));
  }
  return floors;
}

VariantDrawing plan_maze_page(const Planning& p, const Drawing& whole, const MazeShape& shape) {
  VariantDrawing out;
  out.floors = plan_floors(p, whole, shape);
  const Drawing& first = out.floors.front().grid.drawing;
  const Drawing& last = out.floors.back().grid.drawing;
  const MarkSizes sizes = mark_sizes(p.measure, p.t, p.vm.maze);
  if (p.vm.variant.kind == VariantKind::entrances) {
    // As large as the marks' band and the room round the grid allow.
    out.entrances = plan_entrance_letters(p, first, first.wall + kKeepClear + kMarkGap,
                                          std::max(kEntranceLetterPt, p.t.marks_size * 1.5), false);
  } else {
    out.start = place_mark(p.vm.maze, first, sizes, true);
    out.start_word = mark_word(p.measure, p.page, p.t, *out.start);
  }
  out.finish = place_mark(p.vm.maze, last, sizes, false);
  out.finish_word = mark_word(p.measure, p.page, p.t, *out.finish);
  out.headings = plan_headings(p, out.floors);
  return out;
}

VariantDrawing plan_solution(const Planning& p, const Drawing& whole, const MazeShape& shape) {
  VariantDrawing out;
  out.floors = plan_floors(p, whole, shape);
  if (p.vm.variant.kind == VariantKind::entrances) {
    // Beyond the route's end and its round cap, half a cell outside.
    const Drawing& d = out.floors.front().grid.drawing;
    const double clear =
        std::max(d.wall + kKeepClear + kMarkGap,
                 d.cell * (0.5 + kWalkShare / 2) + std::max(kMinRouteWidth / 2, 2.0));
    out.entrances = plan_entrance_letters(p, d, clear, kEntranceLetterPt, true);
  }
  out.headings = plan_headings(p, out.floors);
  return out;
}

}  // namespace

std::vector<VariantMarks> plan_variant_marks(const TextMeasure& measure, const BookSpec& spec,
                                             const BookTemplate& t,
                                             const std::vector<BookMaze>& mazes,
                                             const BookPlan& plan,
                                             const std::vector<MazeShape>& shapes) {
  std::vector<VariantMarks> out(mazes.size());
  for (size_t i = 0; i < mazes.size(); ++i) {
    const BookMaze& m = mazes[i];
    if (m.variant.variant.kind == VariantKind::none) continue;
    Planning p{measure, t, m.variant, plan.maze_page[i]};
    const std::string where = spec.source + ": maze " + m.id + " (";
    try {
      out[i].maze = plan_maze_page(p, plan.maze_drawing[i], shapes[i]);
    } catch (const Error& e) {
      throw Error(where + "page " + std::to_string(p.page) + "): " + e.what());
    }
    p.page = plan.solution_page[i];
    try {
      out[i].solution = plan_solution(p, plan.solution_drawing[i], shapes[i]);
    } catch (const Error& e) {
      throw Error(where + "solution page " + std::to_string(p.page) + "): " + e.what());
    }
    out[i].planned = true;
  }
  return out;
}

std::vector<PlacedText> variant_texts(const VariantDrawing& d) {
  std::vector<PlacedText> texts;
  for (const FloorMarks& floor : d.floors) {
    for (const LetterMark& k : floor.keys) texts.push_back(k.letter);
    for (const LetterMark& door : floor.doors) texts.push_back(door.letter);
  }
  for (const EntranceMark& e : d.entrances) texts.push_back(e.letter);
  if (d.start_word) texts.push_back(*d.start_word);
  if (d.finish_word) texts.push_back(*d.finish_word);
  texts.insert(texts.end(), d.headings.begin(), d.headings.end());
  return texts;
}

}  // namespace mazebook
