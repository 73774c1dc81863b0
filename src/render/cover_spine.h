#pragma once
// The cover's spine text, drawn where the plan set it (book/cover_plan.h:
// its size, or why the spine is left blank, is decided there).

#include <cairo.h>

#include "render/cover.h"

namespace mazebook {

// Draws the spine text, reading top to bottom, when the plan holds one.
void draw_spine(cairo_t* cr, const Cover& c);

}  // namespace mazebook
