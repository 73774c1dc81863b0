#pragma once
// The cover's spine text: the largest size from the template's down to 7 pt
// whose rotated line box fits between the folds' clearances and whose line
// fits the spine's length (book/cover_layout.h), or why it is left blank.

#include <cairo.h>

#include "render/cover.h"

namespace mazebook {

// Sets c.spine_size (points, 0 for none) and, when none, c.spine_note.
void fit_spine(Cover& c);

// Draws the spine text, reading top to bottom, when c.spine_size > 0.
void draw_spine(cairo_t* cr, const Cover& c);

}  // namespace mazebook
