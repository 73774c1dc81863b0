#include "render/variant_drawing.h"

#include <cmath>
#include <vector>

#include "book/maze_figure.h"
#include "render/figure_cairo.h"
#include "render/maze_drawing.h"
#include "render/maze_style.h"
#include "render/text.h"

namespace mazebook {

namespace {

// White letters on keys and doors.
constexpr Colour kPaper{1, 1, 1};

void draw_floor_walls(cairo_t* cr, const Maze& floor, const FloorMarks& marks) {
  cairo_save(cr);
  set_colour(cr, kWallColour);
  stroke_figure_walls(cr, figure_walls(floor, marks.openings), floor.grid(), marks.grid.drawing);
  cairo_restore(cr);
}

// Keys, doors, arrows and stairs of the floor, each wholly in its slot;
// `first`: the first floor, which holds the keys, doors and arrows.
void draw_slot_marks(cairo_t* cr, const FloorMarks& floor, bool first, const BookTemplate& t) {
  cairo_save(cr);
  if (first) {
    for (const LetterMark& k : floor.keys) {
      set_colour(cr, t.mark);
      cairo_new_path(cr);
      cairo_arc(cr, k.centre.x, k.centre.y, k.side / 2, 0, 2 * M_PI);
      cairo_fill(cr);
      draw_placed_text(cr, k.letter, kPaper);
    }
    for (const LetterMark& door : floor.doors) {
      set_colour(cr, t.mark);
      cairo_rectangle(cr, door.centre.x - door.side / 2, door.centre.y - door.side / 2, door.side,
                      door.side);
      cairo_fill(cr);
      draw_placed_text(cr, door.letter, kPaper);
    }
    set_colour(cr, t.mark);
    for (const ArrowShape& a : floor.arrows) fill_arrow(cr, a);
  }
  set_colour(cr, t.mark);
  for (const ArrowShape& s : floor.stairs) fill_arrow(cr, s);
  cairo_restore(cr);
}

// Every letter follows another drawing operation (an arrow, a bar, or the
// walls for the first), so that Cairo ends its run of glyphs there and each
// letter is a text showing of its own: two letters on one line would
// otherwise share one, and a reader would decode "AB".
void draw_entrance_letters(cairo_t* cr, const std::vector<EntranceMark>& letters,
                           const BookTemplate& t) {
  for (const EntranceMark& e : letters) {
    cairo_save(cr);
    if (e.arrow_drawn) {
      set_colour(cr, t.start);
      fill_arrow(cr, e.arrow);
    }
    if (e.struck) {
      set_colour(cr, t.mark);
      cairo_rectangle(cr, e.bar.x, e.bar.y, e.bar.width, e.bar.height);
      cairo_fill(cr);
    }
    draw_placed_text(cr, e.letter, t.start);
    cairo_restore(cr);
  }
}

void draw_headings(cairo_t* cr, const VariantDrawing& d, const BookTemplate& t) {
  for (const PlacedText& heading : d.headings) draw_placed_text(cr, heading, t.text);
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
void draw_walk(cairo_t* cr, const BookMaze& m, const std::vector<FloorMarks>& floors) {
  const VariantMaze& vm = m.variant;
  const Grid& grid = vm.maze.grid();
  std::vector<GridPoint> piece;
  int floor = 0;
  const Opening& in = vm.maze.entrance();
  piece.push_back(grid.outside_point(in.cell, in.side));
  for (const Place& p : m.walk) {
    if (p.floor != floor) {
      stroke_walk(cr, grid, piece, floors[static_cast<size_t>(floor)].grid.drawing);
      piece.clear();
      floor = p.floor;
    }
    piece.push_back(grid.centre(p.cell));
  }
  const Opening& out = vm.maze.exit();
  piece.push_back(grid.outside_point(out.cell, out.side));
  stroke_walk(cr, grid, piece, floors[static_cast<size_t>(floor)].grid.drawing);
}

}  // namespace

void draw_variant_maze(cairo_t* cr, const BookMaze& m, const VariantDrawing& d,
                       const BookTemplate& t, const MarkArt& art) {
  const VariantMaze& vm = m.variant;
  for (size_t f = 0; f < d.floors.size(); ++f) {
    draw_floor_walls(cr, vm.floor(static_cast<int>(f)), d.floors[f]);
    draw_slot_marks(cr, d.floors[f], f == 0, t);
  }
  draw_entrance_letters(cr, d.entrances, t);
  if (d.start) draw_placed_mark(cr, *d.start, d.start_word ? &*d.start_word : nullptr, t, art);
  if (d.finish) draw_placed_mark(cr, *d.finish, d.finish_word ? &*d.finish_word : nullptr, t, art);
  draw_headings(cr, d, t);
}

void draw_variant_solution(cairo_t* cr, const BookMaze& m, const VariantDrawing& d,
                           const BookTemplate& t) {
  const VariantMaze& vm = m.variant;
  for (size_t f = 0; f < d.floors.size(); ++f) draw_slot_marks(cr, d.floors[f], f == 0, t);
  draw_walk(cr, m, d.floors);
  for (size_t f = 0; f < d.floors.size(); ++f)
    draw_floor_walls(cr, vm.floor(static_cast<int>(f)), d.floors[f]);
  draw_entrance_letters(cr, d.entrances, t);
  draw_headings(cr, d, t);
}

}  // namespace mazebook
