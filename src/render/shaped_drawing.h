#pragma once
// The marks of a maze of any grid kind but the rectangle, as
// src/proof/DRAWING_RULES.md ("Shaped mazes") says: START and FINISH
// outside the openings pointing in, and a goal inside the maze in its
// symbol slot. maze_drawing.h sends shaped mazes' marks here; their walls
// and routes are drawn from their figure (render/maze_figure.h) as every
// maze's are.

#include <cairo.h>

#include "book/book_template.h"
#include "book/page_plan.h"
#include "maze/maze.h"
#include "render/mark_label.h"
#include "render/maze_figure.h"

namespace mazebook {

// START and FINISH outside their openings, or FINISH in the centre slot
// for a goal inside the maze. Throws Error when a mark finds no room clear
// of the walls (a mask with a narrow notch at an opening).
// A centre goal has no picture: it would sit inside the maze.
void draw_shaped_marks(cairo_t* cr, const Maze& maze, const Drawing& drawing,
                       const BookTemplate& book_template, const MarkArt& art = {});

}  // namespace mazebook
