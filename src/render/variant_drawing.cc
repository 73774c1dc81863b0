#include "render/variant_drawing.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "base/error.h"
#include "book/kdp.h"
#include "book/maze_figure.h"
#include "book/maze_marks.h"
#include "book/variant_layout.h"
#include "render/figure_cairo.h"
#include "render/maze_drawing.h"
#include "render/maze_style.h"
#include "render/text.h"

namespace mazebook {

namespace {

// White letters on keys and doors.
constexpr Colour kPaper{1, 1, 1};

PagePoint centre(const Grid& grid, const Drawing& d, int32_t cell) {
  return on_page(grid, d, grid.centre(cell));
}

// The unit step from an opening's cell out through the opening.
PagePoint outward(const Grid& grid, const Drawing& d, const Opening& o) {
  return ray_between(centre(grid, d, o.cell), on_page(grid, d, grid.outside_point(o.cell, o.side)))
      .unit;
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

void draw_floor_walls(cairo_t* cr, const VariantMaze& vm, int f, const Drawing& d) {
  cairo_save(cr);
  set_colour(cr, kWallColour);
  const Maze& floor = vm.floor(f);
  stroke_figure_walls(cr, figure_walls(floor, openings_of(vm, f)), floor.grid(), d);
  cairo_restore(cr);
}

// A white capital centred on `c`, as large as kLetterShare of a cell but
// no taller (its line box) than `room`. Throws when that is under 7 pt.
void fill_letter(cairo_t* cr, const BookTemplate& t, int letter, const PagePoint& c, double cell,
                 double room) {
  const std::string text(1, letter_char(letter));
  TextStyle style{t.label_font, kLetterShare * cell, kPaper, Align::left};
  TextSize size = measure_text(cr, text, style, 0);
  while (size.height > room && style.size > kMinTextPt) {
    style.size = std::max(kMinTextPt, style.size - 0.25);
    size = measure_text(cr, text, style, 0);
  }
  if (style.size < kMinTextPt - 1e-9 || size.height > room + 1e-9) {
    char figure[64];
    std::snprintf(figure, sizeof figure, "cells of %.1f pt print its letters under 7 pt", cell);
    throw Error(figure);
  }
  draw_text(cr, text, style, c.x - size.width / 2, c.y - size.height / 2, 0);
}

// Keys, doors, arrows and stairs of floor `f`, each wholly in its slot.
void draw_slot_marks(cairo_t* cr, const VariantMaze& vm, int f, const Drawing& d,
                     const BookTemplate& t) {
  const Grid& grid = vm.maze.grid();
  const int columns = vm.maze.columns();
  const double u = d.cell;
  cairo_save(cr);
  if (f == 0) {
    for (const Key& k : vm.keys) {
      const PagePoint c = centre(grid, d, k.cell);
      set_colour(cr, t.mark);
      cairo_new_path(cr);
      cairo_arc(cr, c.x, c.y, kKeyDiameter * u / 2, 0, 2 * M_PI);
      cairo_fill(cr);
      fill_letter(cr, t, k.letter, c, u, kCellSlot * u * 0.95);
    }
    for (const Door& door : vm.doors) {
      const Box slot = passage_slot(d, columns, door.a, door.b);
      const PagePoint c{slot.x + slot.width / 2, slot.y + slot.height / 2};
      const double side = kDoorSide * u;
      set_colour(cr, t.mark);
      cairo_rectangle(cr, c.x - side / 2, c.y - side / 2, side, side);
      cairo_fill(cr);
      fill_letter(cr, t, door.letter, c, u, kPassageSlot * u * 0.95);
    }
    set_colour(cr, t.mark);
    for (const Arrow& a : vm.arrows) {
      const PagePoint from = centre(grid, d, a.from);
      const PagePoint to = centre(grid, d, a.to);
      const PagePoint dir{(to.x - from.x) / u, (to.y - from.y) / u};
      const PagePoint mid{(from.x + to.x) / 2, (from.y + to.y) / 2};
      const PagePoint across{-dir.y * kArrowHalf * u, dir.x * kArrowHalf * u};
      fill_arrow(cr, {{mid.x + dir.x * kArrowTip * u, mid.y + dir.y * kArrowTip * u},
                      {mid.x + across.x, mid.y + across.y},
                      {mid.x - across.x, mid.y - across.y}});
    }
  }
  set_colour(cr, t.mark);
  const double h = kStairHalf * u;
  for (const Stair& s : vm.stairs) {
    if (s.floor != f && s.floor + 1 != f) continue;
    const PagePoint c = centre(grid, d, s.cell);
    const double tip = s.floor == f ? -h : h;  // up from floor f, down on f + 1
    fill_arrow(cr, {{c.x, c.y + tip}, {c.x - h, c.y - tip}, {c.x + h, c.y - tip}});
  }
  cairo_restore(cr);
}

// Each entrance's letter on the line from its cell's centre out through
// its opening, `clear` points beyond the grid's outline. On the maze page
// (`solution` false) an arrow pointing in stands between the wall and the
// letter; on the solution page the dead letters are struck through with a
// bar in the mark colour. Every letter follows another drawing operation
// (an arrow, a bar, or the walls for the first), so that Cairo ends its
// run of glyphs there and each letter is a text showing of its own: two
// letters on one line would otherwise share one, and a reader would decode
// "AB".
void draw_entrance_letters(cairo_t* cr, const VariantMaze& vm, const Drawing& d,
                           const BookTemplate& t, double clear, double size, bool solution) {
  const Grid& grid = vm.maze.grid();
  const int winner = vm.winning_entrance();
  const TextStyle style{t.label_font, size, t.start, Align::left};
  const FontExtent extent = font_extent(cr, style);
  const double h = extent.ascent + extent.descent;
  const double arrow = solution ? 0 : arrow_size(ArrowRule::label, 0, size);
  // The winner first, then each dead letter after its bar.
  std::vector<size_t> order;
  for (size_t i = 0; i < vm.entrances.size(); ++i) {
    if (static_cast<int>(i) == winner)
      order.insert(order.begin(), i);
    else
      order.push_back(i);
  }
  for (const size_t i : order) {
    const Opening& o = vm.entrances[i];
    const std::string text(1, letter_char(static_cast<int>(i)));
    const double w = measure_text(cr, text, style, 0).width;
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
    cairo_save(cr);
    if (arrow > 0) {
      set_colour(cr, t.start);
      const PagePoint mid{edge.x + step.x * (clear + arrow / 2),
                          edge.y + step.y * (clear + arrow / 2)};
      fill_arrow(cr, arrow_shape(mid, step, arrow, true));
    }
    if (solution && static_cast<int>(i) != winner) {
      set_colour(cr, t.mark);
      // A point wider than the letter each side: a PDF reader's advance
      // width may be a little wider than Pango's.
      const double bar = std::max(h * 0.14, 1.2);
      cairo_rectangle(cr, left - 1, top + h / 2 - bar / 2, w + 2, bar);
      cairo_fill(cr);
    }
    draw_text(cr, text, style, left, top, 0);
    cairo_restore(cr);
  }
}

void draw_headings(cairo_t* cr, const VariantMaze& vm, const std::vector<PlacedGrid>& grids,
                   const BookTemplate& t) {
  if (vm.variant.kind != VariantKind::floors) return;
  for (size_t f = 0; f < grids.size(); ++f) {
    const PlacedGrid& g = grids[f];
    const std::string text = t.text_for("floor_heading", {{"floor", std::to_string(f + 1)}});
    // Clear of the walls' keep-clear area below and of a top opening's
    // mark or route end: beside it, away from the opening.
    const double room = g.heading.height - g.drawing.wall - kKeepClear - 1.5;
    TextStyle style{t.heading_font, std::min(t.level_size, room / 1.3), t.text, Align::centre};
    if (style.size < kMinTextPt - 1e-9) {
      char figure[80];
      std::snprintf(figure, sizeof figure, "cells of %.1f pt print its floor headings under 7 pt",
                    g.drawing.cell);
      throw Error(figure);
    }
    const TextSize size = measure_text(cr, text, style, 0);
    double x = g.heading.x + (g.heading.width - size.width) / 2;
    for (const Opening& o : openings_of(vm, static_cast<int>(f))) {
      if (static_cast<Side>(o.side) != Side::top) continue;
      const double ox = centre(vm.maze.grid(), g.drawing, o.cell).x;
      const bool left_half = ox < g.heading.x + g.heading.width / 2;
      // On the maze page START's label runs from the opening towards the
      // middle: the heading then goes to the far end.
      x = left_half ? g.heading.x + g.heading.width - size.width : g.heading.x;
    }
    const double y = g.drawing.grid.y - g.drawing.wall - kKeepClear - 1.5 - size.height;
    style.align = Align::left;
    draw_text(cr, text, style, x, y, 0);
  }
}

// One floor's piece of the walk (grid units), a straight stretch in one
// direction as one segment; a way back from a key turns on itself.
void stroke_walk(cairo_t* cr, const Grid& grid, const std::vector<GridPoint>& points,
                 const Drawing& d) {
  cairo_save(cr);
  set_colour(cr, kRouteColour);
  stroke_figure_route(cr, figure_path(points, Stretches::merged), grid, d, walk_width(d.cell));
  cairo_restore(cr);
}

// The walk's piece on each floor: from the entrance's outside point or the
// stair it arrived by to the stair it leaves by or the exit's outside
// point, through cell centres; one piece for a maze without floors.
void draw_walk(cairo_t* cr, const BookMaze& m, const std::vector<PlacedGrid>& grids) {
  const VariantMaze& vm = m.variant;
  const Grid& grid = vm.maze.grid();
  std::vector<GridPoint> piece;
  int floor = 0;
  const Opening& in = vm.maze.entrance();
  piece.push_back(grid.outside_point(in.cell, in.side));
  for (const Place& p : m.walk) {
    if (p.floor != floor) {
      stroke_walk(cr, grid, piece, grids[static_cast<size_t>(floor)].drawing);
      piece.clear();
      floor = p.floor;
    }
    piece.push_back(grid.centre(p.cell));
  }
  const Opening& out = vm.maze.exit();
  piece.push_back(grid.outside_point(out.cell, out.side));
  stroke_walk(cr, grid, piece, grids[static_cast<size_t>(floor)].drawing);
}

}  // namespace

void draw_variant_maze(cairo_t* cr, const BookMaze& m, const Drawing& whole, const MazeShape& shape,
                       const BookTemplate& t, const MarkArt& art) {
  const VariantMaze& vm = m.variant;
  const std::vector<PlacedGrid> grids = placed_grids(whole, shape);
  const int last = vm.floor_count() - 1;
  for (int f = 0; f <= last; ++f) {
    const Drawing& d = grids[static_cast<size_t>(f)].drawing;
    draw_floor_walls(cr, vm, f, d);
    draw_slot_marks(cr, vm, f, d, t);
  }
  if (vm.variant.kind == VariantKind::entrances) {
    // As large as the marks' band and the room round the grid allow.
    const Drawing& d = grids[0].drawing;
    draw_entrance_letters(cr, vm, d, t, d.wall + kKeepClear + kMarkGap,
                          std::max(kEntranceLetterPt, t.marks_size * 1.5), false);
  } else {
    draw_one_mark(cr, vm.maze, grids[0].drawing, t, true, art);
  }
  draw_one_mark(cr, vm.maze, grids[static_cast<size_t>(last)].drawing, t, false, art);
  draw_headings(cr, vm, grids, t);
}

void draw_variant_solution(cairo_t* cr, const BookMaze& m, const Drawing& whole,
                           const MazeShape& shape, const BookTemplate& t) {
  const VariantMaze& vm = m.variant;
  const std::vector<PlacedGrid> grids = placed_grids(whole, shape);
  for (int f = 0; f < vm.floor_count(); ++f)
    draw_slot_marks(cr, vm, f, grids[static_cast<size_t>(f)].drawing, t);
  draw_walk(cr, m, grids);
  for (int f = 0; f < vm.floor_count(); ++f)
    draw_floor_walls(cr, vm, f, grids[static_cast<size_t>(f)].drawing);
  if (vm.variant.kind == VariantKind::entrances) {
    // Beyond the route's end and its round cap, half a cell outside.
    const Drawing& d = grids[0].drawing;
    const double clear =
        std::max(d.wall + kKeepClear + kMarkGap,
                 d.cell * (0.5 + kWalkShare / 2) + std::max(kMinRouteWidth / 2, 2.0));
    draw_entrance_letters(cr, vm, d, t, clear, kEntranceLetterPt, true);
  }
  draw_headings(cr, vm, grids, t);
}

}  // namespace mazebook
