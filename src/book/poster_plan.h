#pragma once
// The poster's plan, made before it is drawn: where its maze goes on its
// page, its title's size, where START and FINISH go, and the poster's own
// legibility rule (README.md, "Posters"): a poster is not a KDP book, it is
// printed large and looked at closely, so its walls may be thinner than a
// book's 0.75 pt, as long as a wall stays visible and a corridor stays
// open. Text is measured through the renderer's TextMeasure. Geometry in
// points, origin at the page's top left, y down.

#include <string>

#include "book/book_template.h"
#include "book/maze_marks.h"
#include "book/page_plan.h"
#include "book/text_measure.h"
#include "maze/grid.h"
#include "maze/grids.h"
#include "maze/maze.h"

namespace mazebook {

// The thinnest wall a poster draws and the narrowest corridor (a unit less
// a wall) it accepts, points.
constexpr double kPosterMinWall = 0.25;
constexpr double kPosterMinCorridor = 1.0;
// The thickest wall, points, however large the cells.
constexpr double kPosterMaxWall = 4.0;

struct PosterPage {
  double trim_width = 0;   // points
  double trim_height = 0;  // points
  double bleed = 0;        // points beyond each trim edge (white on a poster)
  double margin = 36;      // points from the trim edge to any ink
  std::string title;       // one line above the maze; "" for none
};

struct PosterLayout {
  double width = 0;       // the page, bleed included, points
  double height = 0;      // points
  Drawing drawing;        // the maze: grid outline, unit and wall width
  double title_top = 0;   // the title's top, points from the page's top
  double title_size = 0;  // points; 0 without a title
};

// The wall width for grid units of `unit` points on a grid whose narrowest
// corridor is `corridor` units: an eighth of the corridor, kept within
// kPosterMinWall and kPosterMaxWall.
double poster_wall(double unit, double corridor);

// True when units of `unit` points make a legible poster of `grid`.
bool poster_legible(const Grid& grid, double unit);

// The title's size on a page, points (it grows with the page).
double poster_title_size(const PosterPage& page);

// `look` with START and FINISH labels grown with the page: a quarter of
// the title's size, from the template's size to 16 pt (a book's 9 pt is
// lost on a wall).
BookTemplate poster_look(const BookTemplate& look, const PosterPage& page);

// The placement of `grid` on the page: as large as the page allows inside
// the margins, below the title, with room for START and FINISH all round,
// centred. Throws Error ("--grid: ...") when its walls or corridors would
// be below the rule, naming the largest legible grid of the kind on this
// page.
PosterLayout plan_poster(const TextMeasure& measure, const Grid& grid, const PosterPage& page,
                         const BookTemplate& book_template);

// START and FINISH of a poster's maze.
struct PosterMarks {
  PlacedMark start;
  PlacedMark finish;
};

// The marks of `maze` where `layout` draws it, both pages alike: placed
// by the one placement of book/maze_marks.h, labels measured through
// `measure` as the poster's page lays text out, clear of where the
// route's stroke ends beyond an opening (`route_end_pt` points beyond its
// outside point: a poster's cells may be far larger than the arrows).
// Throws Error ("START: ...") when a mark finds no room, before anything
// is drawn.
PosterMarks plan_poster_marks(const TextMeasure& measure, const Maze& maze,
                              const PosterLayout& layout, const BookTemplate& book_template,
                              double route_end_pt);

}  // namespace mazebook
