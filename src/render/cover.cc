#include "render/cover.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "base/error.h"
#include "book/book_texts.h"
#include "book/cover_layout.h"
#include "book/legibility.h"
#include "render/cairo_handles.h"
#include "render/cover_spine.h"
#include "render/maze_drawing.h"
#include "render/pango_measure.h"
#include "render/text.h"

namespace mazebook {

namespace {

constexpr double kPt = 72;  // points an inch

// The cover's boxes (book/cover_layout.h), points from its top left.
Box box_in(const Cover& c, double left_in, double right_in, double bottom_in, double top_in) {
  return cover_box(c.geometry, left_in, right_in, bottom_in, top_in);
}
Box front_safe(const Cover& c) { return front_safe_box(c.geometry); }
Box back_safe(const Cover& c) { return back_safe_box(c.geometry); }
Box barcode_box(const Cover& c) { return barcode_area(c.geometry); }

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

// A maze in a rounded white panel (book/cover_layout.h), walls in the
// template's text colour.
void draw_maze_panel(cairo_t* cr, const Maze& maze, const Box& area, const BookTemplate& t,
                     double wall, double min_pad_cells = 0) {
  const MazePanel p = maze_panel(area, maze.columns(), maze.rows(), wall, min_pad_cells);
  const double r = std::min(area.width, area.height) * 0.06;
  fill_rounded(cr, p.panel, r, t.cover_panel);
  set_colour(cr, t.text);
  stroke_walls(cr, maze, p.drawing);
}

// Where the front's texts went: the title block's foot and the bottom
// lines' top, points.
struct FrontText {
  double title_foot = 0;
  double bottom_top = 0;
};

// Draws the front's texts (set in front_text_box) when `paint`; returns
// where they went.
FrontText front_text(cairo_t* cr, const Cover& c, bool paint) {
  const BookTemplate& t = *c.look;
  const FrontTexts& at = c.texts.front;
  if (paint) {
    const Box f = front_text_box(c.geometry, c.front_image && c.front_fit == PictureFit::fill);
    for (const PlacedText& text : at.texts) {
      if (text.role == "cover_level_line") {
        // An accent rule under the titles, drawn before the bottom lines.
        set_colour(cr, t.cover_accent);
        cairo_rectangle(cr, f.x + f.width / 2 - 0.6 * kPt, at.rule_y, 1.2 * kPt, 0.06 * kPt);
        cairo_fill(cr);
      }
      draw_placed_text(cr, text, text.role == "cover_level_line" ? t.cover_accent : t.cover_text);
    }
  }
  return {at.title_foot, at.bottom_top};
}

// A themed front's row of pictures takes this share of the art area.
constexpr double kPictureRowShare = 0.25;

// The room between the front's texts (set in `f`) for its art.
Box front_art_area(const Box& f, const FrontText& at) {
  return {f.x + f.width * 0.06, at.title_foot, f.width * 0.88,
          at.bottom_top - 0.2 * kPt - at.title_foot};
}

// The part of `art` the front's maze takes: above the pictures' row,
// when there is one.
Box front_maze_area(const Cover& c, const Box& art) {
  Box area = art;
  if (!c.front_pictures.empty()) area.height = art.height * (1 - kPictureRowShare);
  return area;
}

// The front maze's panel in `art`: a rectangle's grid, or a shaped maze's
// bounds.
MazePanel front_maze_panel(const Cover& c, const Box& f, const Box& art) {
  const Box area = front_maze_area(c, art);
  const double wall = std::max(1.5, f.width / 260);
  const Maze& maze = *c.front_art;
  if (maze.grid().kind() == GridKind::rect)
    return maze_panel(area, maze.columns(), maze.rows(), wall);
  const GridBox b = maze.grid().bounds();
  return maze_panel(area, static_cast<int>(std::lround(b.x1 - b.x0)),
                    static_cast<int>(std::lround(b.y1 - b.y0)), wall);
}

void draw_front(cairo_t* cr, const Cover& c) {
  const BookTemplate& t = *c.look;
  const Box safe = front_safe(c);
  const bool bleed = c.front_image && c.front_fit == PictureFit::fill;
  const Box f = front_text_box(c.geometry, bleed);
  if (bleed) {
    const Box whole = front_bleed_box(c.geometry);
    c.front_image->check_dpi(whole, PictureFit::fill);
    c.front_image->draw(cr, whole, PictureFit::fill, false, t.cover_background);
    const FrontText at = front_text(cr, c, false);
    const double r = 0.12 * kPt;
    const double pad = kTextPanelPad;
    fill_rounded(cr, {safe.x, safe.y, safe.width, at.title_foot + pad - safe.y}, r,
                 t.cover_background);
    fill_rounded(
        cr, {safe.x, at.bottom_top - pad, safe.width, safe.y + safe.height - at.bottom_top + pad},
        r, t.cover_background);
  }
  const FrontText at = front_text(cr, c, true);
  if (bleed) return;
  const Box art = front_art_area(f, at);
  if (c.front_image) {
    // Framed: the whole picture in the room between the texts.
    c.front_image->check_dpi(art, PictureFit::fit);
    c.front_image->draw(cr, art, PictureFit::fit, false, t.cover_background);
  } else if (c.front_art && art.height > kPt) {
    if (!c.front_pictures.empty()) {
      // The pictures' row takes the art area's lowest quarter, each picture
      // a square of its height, spread evenly: clear of the maze's panel.
      const double side = art.height * kPictureRowShare - 0.1 * kPt;
      const double n = static_cast<double>(c.front_pictures.size());
      const double gap = (art.width - n * side) / (n + 1);
      for (size_t i = 0; i < c.front_pictures.size(); ++i) {
        const Box box{art.x + gap + static_cast<double>(i) * (side + gap),
                      art.y + art.height - side, side, side};
        c.front_pictures[i]->draw(cr, box, PictureFit::fit, false, t.cover_background);
      }
    }
    const MazePanel p = front_maze_panel(c, f, art);
    const Box area = front_maze_area(c, art);
    fill_rounded(cr, p.panel, std::min(area.width, area.height) * 0.06, t.cover_panel);
    set_colour(cr, t.text);
    stroke_walls(cr, *c.front_art, p.drawing);
  }
}

void draw_back(cairo_t* cr, const Cover& c) {
  const BookTemplate& t = *c.look;
  for (const PlacedText& text : c.texts.back) draw_placed_text(cr, text, t.cover_text);
  // The previews, side by side below the text (book/cover_layout.h).
  const std::vector<Box> areas = back_preview_areas(c.geometry);
  for (size_t i = 0; i < c.back_samples.size() && i < areas.size(); ++i)
    draw_maze_panel(cr, *c.back_samples[i], areas[i], t, 1.5, kPreviewPadCells);
}

void draw_guides(cairo_t* cr, const Cover& c) {
  const CoverGeometry& g = c.geometry;
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
  for (const Box& b : {front_safe(c), back_safe(c)})
    cairo_rectangle(cr, b.x, b.y, b.width, b.height);
  if (c.spine_size > 0) {
    const Box s = box_in(c, g.spine_left + kSpineFoldClearance, g.spine_right - kSpineFoldClearance,
                         g.bottom + kCoverSafeMargin, g.top - kCoverSafeMargin);
    cairo_rectangle(cr, s.x, s.y, s.width, s.height);
  }
  cairo_stroke(cr);
  cairo_set_dash(cr, nullptr, 0, 0);
  cairo_set_source_rgb(cr, 0.85, 0.1, 0.75);
  const Box bc = barcode_box(c);
  cairo_rectangle(cr, bc.x, bc.y, bc.width, bc.height);
  cairo_stroke(cr);
  cairo_restore(cr);
}

}  // namespace

Cover make_cover(const BookSpec& spec, const BookTemplate& look, int pages, int maze_count,
                 const Maze* front_art, std::vector<const Maze*> back_samples,
                 const Picture* front_image) {
  Cover c;
  c.spec = &spec;
  c.look = &look;
  c.pages = pages;
  c.maze_count = maze_count;
  c.geometry = cover_geometry(spec.trim, spec.paper, pages);
  c.front_art = front_art;
  c.back_samples = std::move(back_samples);
  c.front_image = front_image;
  if (front_image && spec.cover.fit == FrontFit::frame) c.front_fit = PictureFit::fit;
  fit_spine(c);
  // Every text set before anything is drawn; one that does not fit even
  // at its floor is refused here.
  c.texts = plan_cover_texts(PangoMeasure(), spec, look, maze_count, c.geometry,
                             front_image && c.front_fit == PictureFit::fill, c.spine_size);
  return c;
}

void draw_cover(cairo_t* cr, const Cover& c) {
  const CoverGeometry& g = c.geometry;
  // Background first (DRAWING_RULES.md "Cover"): the colour to the bleed
  // edge, then the barcode box as a white rectangle.
  set_colour(cr, c.look->cover_background);
  cairo_rectangle(cr, 0, 0, g.width * kPt, g.height * kPt);
  cairo_fill(cr);
  const Box bc = barcode_box(c);
  cairo_set_source_rgb(cr, 1, 1, 1);
  cairo_rectangle(cr, bc.x, bc.y, bc.width, bc.height);
  cairo_fill(cr);
  draw_front(cr, c);
  draw_back(cr, c);
  draw_spine(cr, c);
}

std::optional<Drawing> front_art_drawing(const Cover& c) {
  if (!c.front_art || c.front_image) return std::nullopt;
  CairoSurface surface(cairo_recording_surface_create(CAIRO_CONTENT_COLOR, nullptr));
  Cairo cr(cairo_create(surface.get()));
  const Box f = front_safe(c);
  const Box art = front_art_area(f, front_text(cr.get(), c, false));
  if (art.height <= kPt) return std::nullopt;
  return front_maze_panel(c, f, art).drawing;
}

void check_cover_text(const Cover& c) {
  CairoSurface surface(cairo_recording_surface_create(CAIRO_CONTENT_COLOR, nullptr));
  Cairo cr(cairo_create(surface.get()));
  draw_cover(cr.get(), c);
}

std::string cover_pdf(const Cover& c, const std::string& date) {
  PdfWriter pdf(c.geometry.width * kPt, c.geometry.height * kPt, c.spec->title, c.spec->author,
                date, "cover.pdf");
  draw_cover(pdf.cr(), c);
  cairo_show_page(pdf.cr());
  return pdf.finish();
}

std::string cover_png(const Cover& c, double dpi, bool guides) {
  const double scale = dpi / kPt;
  const int w = static_cast<int>(std::lround(c.geometry.width * dpi));
  const int h = static_cast<int>(std::lround(c.geometry.height * dpi));
  CairoSurface surface(cairo_image_surface_create(CAIRO_FORMAT_RGB24, w, h));
  check_cairo(cairo_surface_status(surface.get()), "cover preview");
  Cairo cr(cairo_create(surface.get()));
  cairo_scale(cr.get(), scale, scale);
  draw_cover(cr.get(), c);
  if (guides) draw_guides(cr.get(), c);
  return png_bytes(surface.get(), cr.get(), "cover preview");
}

}  // namespace mazebook
