#include "render/maze_drawing.h"

#include <algorithm>
#include <cmath>

#include "book/mark_plan.h"
#include "book/maze_figure.h"
#include "book/maze_marks.h"
#include "render/figure_cairo.h"
#include "render/mark_label.h"
#include "render/text.h"

namespace mazebook {

namespace {

void draw_placed(cairo_t* cr, const PlacedMark& m, const PlacedText* word, const BookTemplate& t,
                 const MarkArt& art) {
  set_colour(cr, m.start ? t.start : t.finish);
  switch (m.kind) {
    case PlacedMark::Kind::arrow:
      fill_arrow(cr, m.arrow);
      draw_mark_label(cr, t, m, *word, art);
      break;
    case PlacedMark::Kind::centre_word:
      draw_placed_text(cr, *word, t.finish);
      break;
    case PlacedMark::Kind::centre_dot:
      cairo_new_sub_path(cr);
      cairo_arc(cr, m.dot.x, m.dot.y, m.dot_radius, 0, 2 * M_PI);
      cairo_fill(cr);
      break;
  }
}

// A mark whose word the plan did not place as a text (a poster's): its
// word where the mark's placement puts it.
void draw_unplanned(cairo_t* cr, const PlacedMark& m, const BookTemplate& t, const MarkArt& art) {
  PlacedText word;
  if (m.kind == PlacedMark::Kind::centre_word) {
    word.text = t.text_for("finish", {});
    word.face = {t.label_font, m.word_size, Align::centre};
    word.x = m.label.x;
    word.y = m.label.y;
  } else {
    const MarkLabel l = mark_label(t, m.start);
    word.text = l.text;
    word.face = l.face;
    word.x = m.word_at.x;
    word.y = m.word_at.y;
  }
  draw_placed(cr, m, &word, t, art);
}

}  // namespace

void stroke_walls(cairo_t* cr, const Maze& maze, const Drawing& d) {
  stroke_figure_walls(cr, figure_walls(maze), maze.grid(), d);
}

void draw_walls(cairo_t* cr, const Maze& maze, const Drawing& d, int per_stroke) {
  cairo_save(cr);
  set_colour(cr, kWallColour);
  stroke_figure_walls(cr, figure_walls(maze), maze.grid(), d, per_stroke);
  cairo_restore(cr);
}

void draw_route(cairo_t* cr, const Maze& maze, std::span<const int32_t> route, const Drawing& d,
                int per_stroke) {
  if (route.empty()) return;
  cairo_save(cr);
  set_colour(cr, kRouteColour);
  stroke_figure_route(cr, figure_route(maze, route), maze.grid(), d,
                      route_width(d.cell, maze.grid().corridor_width()), per_stroke);
  cairo_restore(cr);
}

void draw_placed_marks(cairo_t* cr, const PlacedMark& start, const PlacedMark& finish,
                       const BookTemplate& t, const MarkArt& art) {
  cairo_save(cr);
  draw_unplanned(cr, start, t, art);
  draw_unplanned(cr, finish, t, art);
  cairo_restore(cr);
}

void draw_placed_marks(cairo_t* cr, const PlacedMark& start, const PlacedText* start_word,
                       const PlacedMark& finish, const PlacedText* finish_word,
                       const BookTemplate& t, const MarkArt& art) {
  cairo_save(cr);
  draw_placed(cr, start, start_word, t, art);
  draw_placed(cr, finish, finish_word, t, art);
  cairo_restore(cr);
}

void draw_placed_mark(cairo_t* cr, const PlacedMark& mark, const PlacedText* word,
                      const BookTemplate& t, const MarkArt& art) {
  cairo_save(cr);
  draw_placed(cr, mark, word, t, art);
  cairo_restore(cr);
}

}  // namespace mazebook
