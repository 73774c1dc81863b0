#include "render/poster.h"

#include <cairo-svg.h>

#include <cmath>
#include <exception>
#include <thread>

#include "base/error.h"
#include "render/cairo_handles.h"
#include "render/maze_drawing.h"
#include "render/pdf_append.h"
#include "render/poster_pdf.h"
#include "render/text.h"

namespace mazebook {

namespace {

// The page: the title, then (on the solution page) the route under the
// walls, the walls, and the marks; without the route and walls when
// `strokes` is false (they are added to the PDF's content after).
void draw_page(cairo_t* cr, const PosterArt& art, bool solution, bool strokes = true) {
  const BookTemplate& t = *art.look;
  const PosterLayout& layout = art.layout;
  if (!art.title.empty()) {
    const double left = art.bleed + art.margin;
    const double width = layout.width - 2 * left;
    const TextStyle style{t.title_font, layout.title_size, t.text, Align::centre};
    draw_text(cr, art.title, style, left, layout.title_top, width);
  }
  if (strokes) {
    if (solution) draw_route(cr, *art.maze, art.route, layout.drawing);
    draw_walls(cr, *art.maze, layout.drawing);
  }
  draw_marks(cr, *art.maze, layout.drawing, t);
}

}  // namespace

std::string poster_pdf(const PosterArt& art, const std::string& date) {
  // A rectangle's walls and route go straight into the content streams
  // (render/poster_pdf.h); other kinds are drawn through Cairo.
  const bool rect = art.maze->grid().kind() == GridKind::rect;
  const Drawing& d = art.layout.drawing;
  const double height = art.layout.height;
  // The walls, two streams (halves of the runs) that both pages share, are
  // written and compressed on threads of their own while Cairo draws the
  // rest.
  std::string walls[2];
  std::exception_ptr walls_failure;
  std::thread walls_thread;
  if (rect) {
    walls_thread = std::thread([&] {
      try {
        const std::vector<WallRun> runs = wall_runs(*art.maze);
        const std::span<const WallRun> all(runs);
        const size_t half = runs.size() / 2;
        const auto write = [&](std::span<const WallRun> part, std::string& deflated) {
          std::string content;
          append_wall_runs(content, part, d, height);
          deflated = deflate_fast(content);
        };
        std::exception_ptr second_failure;
        std::thread second([&] {
          try {
            write(all.subspan(half), walls[1]);
          } catch (...) {
            second_failure = std::current_exception();
          }
        });
        write(all.first(half), walls[0]);
        second.join();
        if (second_failure) std::rethrow_exception(second_failure);
      } catch (...) {
        walls_failure = std::current_exception();
      }
    });
  }
  std::string bytes;
  std::vector<std::string> streams(2);
  try {
    PdfWriter pdf(art.layout.width, art.layout.height, art.title, "", date, "poster");
    draw_page(pdf.cr(), art, false, !rect);
    if (!art.route.empty()) {
      cairo_show_page(pdf.cr());
      draw_page(pdf.cr(), art, true, !rect);
    }
    bytes = pdf.finish();
    if (rect && !art.route.empty()) {
      std::string route;
      append_rect_route(route, *art.maze, art.route, d, height);
      streams.push_back(deflate_fast(route));
    }
  } catch (...) {
    if (walls_thread.joinable()) walls_thread.join();
    throw;
  }
  if (!rect) return bytes;
  walls_thread.join();
  if (walls_failure) std::rethrow_exception(walls_failure);
  streams[0] = std::move(walls[0]);
  streams[1] = std::move(walls[1]);
  // The route goes under the walls on the solution page.
  std::vector<std::vector<int>> pages{{0, 1}};
  if (!art.route.empty()) pages.push_back({2, 0, 1});
  return append_page_contents(bytes, streams, pages);
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
    draw_page(cr.get(), art, solution);
    check_cairo(cairo_status(cr.get()), "poster");
  }
  cairo_surface_finish(surface.get());
  check_cairo(cairo_surface_status(surface.get()), "poster");
  return bytes;
}

std::string poster_png(const PosterArt& art, bool solution, double dpi) {
  const double scale = dpi / 72;
  const double width = std::ceil(art.layout.width * scale);
  const double height = std::ceil(art.layout.height * scale);
  if (std::max(width, height) > kMaxPosterPixels) {
    throw Error("--dpi: at " + std::to_string(static_cast<int>(dpi)) + " dpi the preview is " +
                std::to_string(static_cast<int64_t>(width)) + " x " +
                std::to_string(static_cast<int64_t>(height)) + " pixels; at most " +
                std::to_string(kMaxPosterPixels) + " a side");
  }
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
