#pragma once
// Draws the pages of words before the first section and after the
// solutions as the plan placed them (book/matter_plan.h): the copyright
// page, "This book belongs to", the contents, how to play and the closing
// thank-you page, each text where and as large as the plan put it.

#include <cairo.h>

#include "render/interior.h"

namespace mazebook {

void draw_copyright_page(cairo_t* cr, const Interior& interior, int number);
void draw_belongs_to_page(cairo_t* cr, const Interior& interior, int number);
void draw_contents_page(cairo_t* cr, const Interior& interior, int number);
void draw_how_to_page(cairo_t* cr, const Interior& interior, int number);
void draw_thank_you_page(cairo_t* cr, const Interior& interior, int number);

}  // namespace mazebook
