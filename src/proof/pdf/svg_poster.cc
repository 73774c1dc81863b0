#include "proof/pdf/svg_poster.h"

#include <cairo-pdf.h>
#include <cairo.h>
#include <gio/gio.h>
#include <librsvg/rsvg.h>

#include <cmath>
#include <memory>

#include "proof/core/error.h"
#include "proof/core/file_io.h"
#include "proof/pdf/svg_screen.h"

namespace mazeproof {

namespace {

// Owners of librsvg's and Cairo's objects, freed on every path out.
struct HandleFree {
  void operator()(RsvgHandle* h) const { g_object_unref(h); }
};
struct SurfaceFree {
  void operator()(cairo_surface_t* s) const { cairo_surface_destroy(s); }
};
struct CairoFree {
  void operator()(cairo_t* c) const { cairo_destroy(c); }
};
using Handle = std::unique_ptr<RsvgHandle, HandleFree>;
using Surface = std::unique_ptr<cairo_surface_t, SurfaceFree>;
using Context = std::unique_ptr<cairo_t, CairoFree>;

// Takes GError's message and frees it.
std::string take_message(GError* error) {
  if (error == nullptr) return "no reason given";
  std::string text = error->message;
  g_error_free(error);
  // One line: libxml2's messages end in a newline.
  for (char& c : text) {
    if (c == '\n' || c == '\r') c = ' ';
  }
  while (!text.empty() && text.back() == ' ') text.pop_back();
  return text;
}

cairo_status_t append_bytes(void* closure, const unsigned char* data, unsigned int length) {
  static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
  return CAIRO_STATUS_SUCCESS;
}

// A page no reader would print (1,000 in a side): past it the SVG's size is
// taken for hostile.
constexpr double kMaxSidePt = 72.0 * 1000;

}  // namespace

bool is_svg_path(const std::string& path) {
  const std::string ext = ".svg";
  return path.size() > ext.size() && path.compare(path.size() - ext.size(), ext.size(), ext) == 0;
}

std::string svg_pages_to_pdf(const std::vector<SvgPage>& svgs, const SvgBudget& budget) {
  std::vector<std::string> texts;
  for (const SvgPage& svg : svgs) texts.push_back(read_file(svg.path));
  const auto draw = [&] {
    std::vector<bool> well_formed;
    for (size_t i = 0; i < svgs.size(); ++i)
      well_formed.push_back(screen_svg(texts[i], svgs[i].name, budget.most_elements));
    std::string pdf;
    Surface surface;
    Context cr;
    for (size_t i = 0; i < svgs.size(); ++i) {
      const SvgPage& svg = svgs[i];
      const std::string& text = texts[i];
      GError* error = nullptr;
      // No external files: an SVG poster is one file (librsvg resolves none
      // without a base). libxml2's default limits hold: a poster's walls
      // are written in pieces that they read.
      GInputStream* stream = g_memory_input_stream_new_from_data(
          text.data(), static_cast<gssize>(text.size()), nullptr);
      Handle handle(rsvg_handle_new_from_stream_sync(stream, nullptr, RSVG_HANDLE_FLAGS_NONE,
                                                     nullptr, &error));
      g_object_unref(stream);
      if (!handle)
        throw Error(svg.name + ": not an SVG librsvg can read (" + take_message(error) + ")");
      // What libxml2 took for no XML at all is no SVG, whatever librsvg made of it.
      if (!well_formed[i]) throw Error(svg.name + ": not well-formed XML");
      // At 72 dpi an SVG length in points is as many pixels.
      rsvg_handle_set_dpi(handle.get(), 72);
      double width = 0, height = 0;
      if (!rsvg_handle_get_intrinsic_size_in_pixels(handle.get(), &width, &height) ||
          !(width > 0 && height > 0 && width <= kMaxSidePt && height <= kMaxSidePt)) {
        throw Error(svg.name + ": no width and height in points up to 1000 in (librsvg)");
      }
      if (!surface) {
        surface.reset(cairo_pdf_surface_create_for_stream(append_bytes, &pdf, width, height));
        cr.reset(cairo_create(surface.get()));
      } else {
        cairo_show_page(cr.get());
        cairo_pdf_surface_set_size(surface.get(), width, height);
      }
      const RsvgRectangle viewport{0, 0, width, height};
      if (!rsvg_handle_render_document(handle.get(), cr.get(), &viewport, &error))
        throw Error(svg.name + ": librsvg cannot draw it (" + take_message(error) + ")");
      if (cairo_status(cr.get()) != CAIRO_STATUS_SUCCESS)
        throw Error(svg.name + ": Cairo cannot draw it (" +
                    cairo_status_to_string(cairo_status(cr.get())) + ")");
    }
    if (!surface) return pdf;
    cr.reset();
    cairo_surface_finish(surface.get());
    const cairo_status_t status = cairo_surface_status(surface.get());
    if (status != CAIRO_STATUS_SUCCESS)
      throw Error(svgs.front().name + ": Cairo cannot write it as PDF (" +
                  cairo_status_to_string(status) + ")");
    return pdf;
  };
  std::string names;
  for (const SvgPage& svg : svgs) names += (names.empty() ? "" : " and ") + svg.name;
  return run_bounded(draw, budget.bounds,
                     names + ": librsvg did not draw " + (svgs.size() > 1 ? "them" : "it"));
}

}  // namespace mazeproof
