#include "render/matter_pages.h"

#include <cmath>

#include "render/planned_texts.h"
#include "render/text.h"

namespace mazebook {

namespace {

// A heading and a text under it.
void draw_running_text(cairo_t* cr, const Interior& in, int number, const std::string& key) {
  PlannedTexts texts(*in.texts, number);
  draw_placed_text(cr, texts.next(key + "_heading"), in.look->text);
  draw_placed_text(cr, texts.next(key), in.look->text);
}

}  // namespace

void draw_copyright_page(cairo_t* cr, const Interior& in, int number) {
  draw_placed_text(cr, PlannedTexts(*in.texts, number).next("copyright"), in.look->muted);
}

void draw_belongs_to_page(cairo_t* cr, const Interior& in, int number) {
  const BookTemplate& t = *in.look;
  draw_placed_text(cr, PlannedTexts(*in.texts, number).next("belongs_to"), t.accent);
  // The line to write a name on, in the accent colour (never the wall
  // colour).
  set_colour(cr, t.accent);
  for (const PageRule& rule : in.matter->rules) {
    if (rule.page != number) continue;
    cairo_rectangle(cr, rule.box.x, rule.box.y, rule.box.width, rule.box.height);
    cairo_fill(cr);
  }
}

void draw_contents_page(cairo_t* cr, const Interior& in, int number) {
  const BookTemplate& t = *in.look;
  PlannedTexts texts(*in.texts, number);
  draw_placed_text(cr, texts.next("contents_heading"), t.text);
  for (const DotLeader& leader : in.matter->leaders) {
    if (leader.page != number) continue;
    draw_placed_text(cr, texts.next("contents_entry"), t.text);
    draw_placed_text(cr, texts.next("contents_page"), t.text);
    // Dot leaders from the words to the page number, in the muted colour.
    set_colour(cr, t.muted);
    for (double x = leader.from; x < leader.to; x += leader.step) {
      cairo_new_sub_path(cr);
      cairo_arc(cr, x, leader.y, leader.radius, 0, 2 * M_PI);
    }
    cairo_fill(cr);
  }
}

void draw_how_to_page(cairo_t* cr, const Interior& in, int number) {
  draw_running_text(cr, in, number, "how_to");
}

void draw_thank_you_page(cairo_t* cr, const Interior& in, int number) {
  draw_running_text(cr, in, number, "thank_you");
}

}  // namespace mazebook
