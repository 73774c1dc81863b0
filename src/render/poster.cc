#include "render/poster.h"

#include <cairo-svg.h>

#include <algorithm>
#include <cmath>
#include <exception>
#include <thread>

#include "base/error.h"
#include "book/maze_figure.h"
#include "render/cairo_handles.h"
#include "render/maze_content.h"
#include "render/maze_drawing.h"
#include "render/maze_style.h"
#include "render/pango_measure.h"
#include "render/pdf_append.h"
#include "render/text.h"

namespace mazebook {

namespace {

// The page: the title, the marks, then (on the solution page) the route
// under the walls, and the walls, `per_stroke` pieces a stroke (0: each in
// one); without the route and walls when `strokes` is false (they are
// added to the PDF's content after).
void draw_page(cairo_t* cr, const PosterArt& art, bool solution, bool strokes = true,
               int per_stroke = 0) {
  const BookTemplate& t = *art.look;
  const PosterLayout& layout = art.layout;
  if (!art.title.empty()) {
    const double left = art.bleed + art.margin;
    const double width = layout.width - 2 * left;
    const TextStyle style{t.title_font, layout.title_size, t.text, Align::centre};
    draw_text(cr, art.title, style, left, layout.title_top, width);
  }
  draw_placed_marks(cr, art.marks.start, art.marks.finish, t);
  // The route and walls over the marks, in the order the PDF's appended
  // streams draw them: a rectangle's arrow may reach the route's end.
  if (strokes) {
    if (solution) draw_route(cr, *art.maze, art.route, layout.drawing, per_stroke);
    draw_walls(cr, *art.maze, layout.drawing, per_stroke);
  }
}

// A measure on a scratch surface (one reference held), at `scale`, with
// `options` over the surface's font options when given.
class PageMeasure final : public TextMeasure {
 public:
  PageMeasure(cairo_surface_t* surface, double scale, const cairo_font_options_t* options)
      : surface_(surface), cr_(cairo_create(surface)), measure_(cr_.get()) {
    check_cairo(cairo_status(cr_.get()), "poster");
    cairo_scale(cr_.get(), scale, scale);
    if (options) cairo_set_font_options(cr_.get(), options);
  }
  TextSize size(const std::string& text, const TextFace& face, double width) const override {
    return measure_.size(text, face, width);
  }
  FontExtent font_extent(const TextFace& face) const override { return measure_.font_extent(face); }
  double balanced_width(const std::string& text, const TextFace& face,
                        double width) const override {
    return measure_.balanced_width(text, face, width);
  }

 private:
  CairoSurface surface_;
  Cairo cr_;
  PangoMeasure measure_;
};

}  // namespace

std::unique_ptr<TextMeasure> poster_page_measure(const std::string& extension, double dpi,
                                                 cairo_surface_t* scratch) {
  if (extension == ".svg") {
    // An SVG surface's font options, on the scratch surface: an SVG
    // surface made here would take an id that the poster's own SVG
    // surfaces then no longer get.
    cairo_font_options_t* options = cairo_font_options_create();
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
    auto measure = std::make_unique<PageMeasure>(cairo_surface_reference(scratch), 1, options);
    cairo_font_options_destroy(options);
    return measure;
  }
  if (extension == ".png") {
    return std::make_unique<PageMeasure>(cairo_surface_reference(scratch), dpi / 72, nullptr);
  }
  return std::make_unique<PangoMeasure>();
}

double poster_route_end(const Grid& grid, const Drawing& d) {
  return route_width(d.cell, grid.corridor_width(), PassageLimit::ignored) / 2 + 2;
}

std::string poster_pdf(const PosterArt& art, const std::string& date) {
  // The walls and route go straight into the content streams
  // (render/maze_content.h); Cairo draws the title and marks.
  const Maze& maze = *art.maze;
  const bool rect = maze.grid().kind() == GridKind::rect;
  const Drawing& d = art.layout.drawing;
  const double height = art.layout.height;
  // The walls, streams that both pages share (a rectangle's runs in two
  // halves, written and compressed on two threads), are made while Cairo
  // draws the rest.
  std::vector<std::string> walls(rect ? 2 : 1);
  std::exception_ptr walls_failure;
  std::thread walls_thread([&] {
    try {
      const auto write = [&](std::span<const WallRun> runs, std::span<const WallShape> shapes,
                             std::string& deflated) {
        std::string content;
        append_poster_walls(content, runs, shapes, maze.grid(), d, height);
        deflated = deflate_fast(content);
      };
      WallOptions options;
      options.merge_arcs = maze.grid().kind() == GridKind::polar;
      const FigureWalls figure = figure_walls(maze, options);
      if (!rect) {
        write(figure.runs, figure.shapes, walls[0]);
        return;
      }
      const std::span<const WallRun> all(figure.runs);
      const size_t half = all.size() / 2;
      std::exception_ptr second_failure;
      std::thread second([&] {
        try {
          write(all.subspan(half), {}, walls[1]);
        } catch (...) {
          second_failure = std::current_exception();
        }
      });
      write(all.first(half), {}, walls[0]);
      second.join();
      if (second_failure) std::rethrow_exception(second_failure);
    } catch (...) {
      walls_failure = std::current_exception();
    }
  });
  std::string bytes;
  std::string route;
  try {
    PdfWriter pdf(art.layout.width, art.layout.height, art.title, "", date, "poster");
    draw_page(pdf.cr(), art, false, false);
    if (!art.route.empty()) {
      cairo_show_page(pdf.cr());
      draw_page(pdf.cr(), art, true, false);
    }
    bytes = pdf.finish();
    if (!art.route.empty()) {
      // As wide as the corridor's share wants (PassageLimit::ignored): a
      // rectangle's corridor is its passage.
      const double width = route_width(d.cell, maze.grid().corridor_width(), PassageLimit::ignored);
      std::string content;
      append_poster_route(content, figure_route(maze, art.route), maze.grid(), d, height, width);
      route = deflate_fast(content);
    }
  } catch (...) {
    walls_thread.join();
    throw;
  }
  walls_thread.join();
  if (walls_failure) std::rethrow_exception(walls_failure);
  // Streams: the walls' parts, then the route, which goes under the walls
  // on the solution page.
  std::vector<std::vector<int>> pages(1);
  for (size_t i = 0; i < walls.size(); ++i) pages[0].push_back(static_cast<int>(i));
  if (!art.route.empty()) {
    pages.push_back({static_cast<int>(walls.size())});
    pages[1].insert(pages[1].end(), pages[0].begin(), pages[0].end());
    walls.push_back(std::move(route));
  }
  return append_page_contents(bytes, walls, pages);
}

std::string poster_svg(const PosterArt& art, bool solution) {
  std::string bytes;
  CairoSurface surface(cairo_svg_surface_create_for_stream(append_to_string, &bytes,
                                                           art.layout.width, art.layout.height));
  check_cairo(cairo_surface_status(surface.get()), "poster");
  cairo_svg_surface_restrict_to_version(surface.get(), CAIRO_SVG_VERSION_1_1);
  cairo_svg_surface_set_document_unit(surface.get(), CAIRO_SVG_UNIT_PT);
  {
    Cairo cr(cairo_create(surface.get()));
    // Each stroke is one element: its path in pieces that libxml2 reads.
    draw_page(cr.get(), art, solution, true, kPiecesPerStroke);
    check_cairo(cairo_status(cr.get()), "poster");
  }
  cairo_surface_finish(surface.get());
  check_cairo(cairo_surface_status(surface.get()), "poster");
  return bytes;
}

void check_png_size(const PosterLayout& layout, double dpi) {
  const double width = std::ceil(layout.width * dpi / 72);
  const double height = std::ceil(layout.height * dpi / 72);
  if (std::max(width, height) > kMaxPosterPixels) {
    throw Error("--dpi: at " + std::to_string(static_cast<int>(dpi)) + " dpi the preview is " +
                std::to_string(static_cast<int64_t>(width)) + " x " +
                std::to_string(static_cast<int64_t>(height)) + " pixels; at most " +
                std::to_string(kMaxPosterPixels) + " a side");
  }
}

std::string poster_png(const PosterArt& art, bool solution, double dpi) {
  check_png_size(art.layout, dpi);
  const double scale = dpi / 72;
  const double width = std::ceil(art.layout.width * scale);
  const double height = std::ceil(art.layout.height * scale);
  CairoSurface surface(cairo_image_surface_create(CAIRO_FORMAT_RGB24, static_cast<int>(width),
                                                  static_cast<int>(height)));
  check_cairo(cairo_surface_status(surface.get()), "poster");
  Cairo cr(cairo_create(surface.get()));
  cairo_set_source_rgb(cr.get(), 1, 1, 1);
  cairo_paint(cr.get());
  cairo_scale(cr.get(), scale, scale);
  draw_page(cr.get(), art, solution);
  return png_bytes(surface.get(), cr.get(), "poster");
}

}  // namespace mazebook
