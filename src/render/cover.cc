#include "render/cover.h"

#include <cmath>

#include "render/cairo_handles.h"
#include "render/cover_spine.h"
#include "render/maze_drawing.h"
#include "render/text.h"

namespace mazebook {

namespace {

constexpr double kPt = 72;  // points an inch

// A rounded rectangle in `colour` (the maze panels, the text panels over a
// front image).
void fill_rounded(cairo_t* cr, const Box& b, double r, const Colour& colour) {
  set_colour(cr, colour);
  cairo_new_sub_path(cr);
  cairo_arc(cr, b.x + b.width - r, b.y + r, r, -M_PI / 2, 0);
  cairo_arc(cr, b.x + b.width - r, b.y + b.height - r, r, 0, M_PI / 2);
  cairo_arc(cr, b.x + r, b.y + b.height - r, r, M_PI / 2, M_PI);
  cairo_arc(cr, b.x + r, b.y + r, r, M_PI, 3 * M_PI / 2);
  cairo_close_path(cr);
  cairo_fill(cr);
}

// A maze in its rounded panel, walls in the template's text colour.
void draw_maze_panel(cairo_t* cr, const Maze& maze, const CoverMaze& at, const BookTemplate& t) {
  fill_rounded(cr, at.panel, at.radius, t.cover_panel);
  set_colour(cr, t.text);
  stroke_walls(cr, maze, at.drawing);
}

// The front's texts, with the accent rule under the titles drawn before
// the bottom lines.
void draw_front_texts(cairo_t* cr, const Cover& c) {
  const BookTemplate& t = *c.look;
  for (const PlacedText& text : c.plan.texts.front.texts) {
    if (text.role == "cover_level_line") {
      const Box& rule = c.plan.accent_rule;
      set_colour(cr, t.cover_accent);
      cairo_rectangle(cr, rule.x, rule.y, rule.width, rule.height);
      cairo_fill(cr);
    }
    draw_placed_text(cr, text, text.role == "cover_level_line" ? t.cover_accent : t.cover_text);
  }
}

void draw_front(cairo_t* cr, const Cover& c) {
  const BookTemplate& t = *c.look;
  const CoverPlan& plan = c.plan;
  const std::optional<FrontImagePlace>& image = plan.front_image;
  if (c.front_image && image && image->bleed) {
    c.front_image->check_dpi(image->box, PictureFit::fill);
    c.front_image->draw(cr, image->box, PictureFit::fill, false, t.cover_background);
    for (const Box& panel : plan.text_panels)
      fill_rounded(cr, panel, plan.text_panel_radius, t.cover_background);
  }
  draw_front_texts(cr, c);
  if (c.front_image && image) {
    if (image->bleed) return;
    // Framed: the whole picture in the room between the texts.
    c.front_image->check_dpi(image->box, PictureFit::fit);
    c.front_image->draw(cr, image->box, PictureFit::fit, false, t.cover_background);
  } else if (c.front_art && plan.front_maze) {
    for (size_t i = 0; i < c.front_pictures.size() && i < plan.front_pictures.size(); ++i) {
      c.front_pictures[i]->draw(cr, plan.front_pictures[i], PictureFit::fit, false,
                                t.cover_background);
    }
    draw_maze_panel(cr, *c.front_art, *plan.front_maze, t);
  }
}

void draw_back(cairo_t* cr, const Cover& c) {
  const BookTemplate& t = *c.look;
  for (const PlacedText& text : c.plan.texts.back) draw_placed_text(cr, text, t.cover_text);
  for (size_t i = 0; i < c.back_samples.size() && i < c.plan.back_previews.size(); ++i)
    draw_maze_panel(cr, *c.back_samples[i], c.plan.back_previews[i], t);
}

void draw_guides(cairo_t* cr, const Cover& c) {
  const CoverGeometry& g = c.plan.geometry;
  const double w = g.width * kPt;
  const double h = g.height * kPt;
  cairo_save(cr);
  cairo_set_line_width(cr, 1);
  const auto vline = [&](double x_in) {
    cairo_move_to(cr, x_in * kPt, 0);
    cairo_line_to(cr, x_in * kPt, h);
  };
  const auto hline = [&](double y_in) {
    cairo_move_to(cr, 0, (g.height - y_in) * kPt);
    cairo_line_to(cr, w, (g.height - y_in) * kPt);
  };
  // Trim lines: red; folds: blue; safe areas: green dashed; barcode: magenta.
  cairo_set_source_rgb(cr, 0.9, 0.1, 0.1);
  vline(g.back_left);
  vline(g.front_right);
  hline(g.bottom);
  hline(g.top);
  cairo_stroke(cr);
  cairo_set_source_rgb(cr, 0.1, 0.3, 0.95);
  vline(g.spine_left);
  vline(g.spine_right);
  cairo_stroke(cr);
  const double dash[] = {6, 4};
  cairo_set_dash(cr, dash, 2, 0);
  cairo_set_source_rgb(cr, 0.1, 0.7, 0.2);
  for (const Box& b : {c.plan.front_safe, c.plan.back_safe})
    cairo_rectangle(cr, b.x, b.y, b.width, b.height);
  if (const std::optional<Box>& s = c.plan.spine_safe)
    cairo_rectangle(cr, s->x, s->y, s->width, s->height);
  cairo_stroke(cr);
  cairo_set_dash(cr, nullptr, 0, 0);
  cairo_set_source_rgb(cr, 0.85, 0.1, 0.75);
  const Box& bc = c.plan.barcode;
  cairo_rectangle(cr, bc.x, bc.y, bc.width, bc.height);
  cairo_stroke(cr);
  cairo_restore(cr);
}

}  // namespace

Cover make_cover(const BookSpec& spec, const BookTemplate& look, CoverPlan plan,
                 const Maze* front_art, std::vector<const Maze*> back_samples,
                 const Picture* front_image, std::vector<const Picture*> front_pictures) {
  Cover c;
  c.spec = &spec;
  c.look = &look;
  c.plan = std::move(plan);
  c.front_art = front_art;
  c.back_samples = std::move(back_samples);
  c.front_image = front_image;
  c.front_pictures = std::move(front_pictures);
  return c;
}

void draw_cover(cairo_t* cr, const Cover& c) {
  const CoverGeometry& g = c.plan.geometry;
  // Background first (DRAWING_RULES.md "Cover"): the colour to the bleed
  // edge, then the barcode box as a white rectangle.
  set_colour(cr, c.look->cover_background);
  cairo_rectangle(cr, 0, 0, g.width * kPt, g.height * kPt);
  cairo_fill(cr);
  const Box& bc = c.plan.barcode;
  cairo_set_source_rgb(cr, 1, 1, 1);
  cairo_rectangle(cr, bc.x, bc.y, bc.width, bc.height);
  cairo_fill(cr);
  draw_front(cr, c);
  draw_back(cr, c);
  draw_spine(cr, c);
}

void check_cover_image(const Cover& c) {
  CairoSurface surface(cairo_recording_surface_create(CAIRO_CONTENT_COLOR, nullptr));
  Cairo cr(cairo_create(surface.get()));
  draw_cover(cr.get(), c);
}

std::string cover_pdf(const Cover& c, const std::string& date) {
  PdfWriter pdf(c.plan.geometry.width * kPt, c.plan.geometry.height * kPt, c.spec->title,
                c.spec->author, date, "cover.pdf");
  draw_cover(pdf.cr(), c);
  cairo_show_page(pdf.cr());
  return pdf.finish();
}

std::string cover_png(const Cover& c, double dpi, bool guides) {
  const double scale = dpi / kPt;
  const int w = static_cast<int>(std::lround(c.plan.geometry.width * dpi));
  const int h = static_cast<int>(std::lround(c.plan.geometry.height * dpi));
  CairoSurface surface(cairo_image_surface_create(CAIRO_FORMAT_RGB24, w, h));
  check_cairo(cairo_surface_status(surface.get()), "cover preview");
  Cairo cr(cairo_create(surface.get()));
  cairo_scale(cr.get(), scale, scale);
  draw_cover(cr.get(), c);
  if (guides) draw_guides(cr.get(), c);
  return png_bytes(surface.get(), cr.get(), "cover preview");
}

}  // namespace mazebook
