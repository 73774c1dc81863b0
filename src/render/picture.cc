#include "render/picture.h"

#include <glib.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <map>
#include <mutex>
#include <utility>

#include "base/error.h"
#include "render/cairo_handles.h"
#include "render/flat_svg.h"
#include "render/image_file.h"
#include "render/raster_image.h"
#include "render/svg_document.h"

namespace mazebook {

struct Picture::Data {
  std::string shown;
  bool raster = false;
  double width = 0;
  double height = 0;
  FlatSvg svg;               // SVG art: its colour and grey documents
  double viewbox_width = 0;  // SVG art: its viewBox, when it has one
  double viewbox_height = 0;
  std::string jpeg;    // a JPEG's own bytes, embedded as they are in colour
  CairoSurface image;  // a raster, decoded
  // SVG art as librsvg parsed it, by copy drawn (grey, and the least line
  // width it was thickened to, 0 for none): each copy is parsed once
  // however many pages draw it. A handle draws on one thread at a time.
  mutable std::mutex handles_lock;
  mutable std::map<std::pair<bool, double>, SvgHandle> handles;
};

namespace {

bool ends_with(const std::string& text, const std::string& suffix) {
  if (text.size() < suffix.size()) return false;
  for (size_t i = 0; i < suffix.size(); ++i) {
    const char c = static_cast<char>(
        std::tolower(static_cast<unsigned char>(text[text.size() - suffix.size() + i])));
    if (c != suffix[i]) return false;
  }
  return true;
}

bool looks_like_svg(const std::string& bytes) {
  const size_t limit = std::min<size_t>(bytes.size(), 4096);
  const std::string head = bytes.substr(0, limit);
  return head.find("<svg") != std::string::npos || head.find("<?xml") != std::string::npos;
}

std::string inches(double points) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.2f", points / 72);
  std::string text = buffer;
  while (text.back() == '0') text.pop_back();
  if (text.back() == '.') text.pop_back();
  return text;
}

}  // namespace

bool is_picture_file_name(const std::string& path) {
  return ends_with(path, ".svg") || ends_with(path, ".png") || ends_with(path, ".jpg") ||
         ends_with(path, ".jpeg");
}

Picture Picture::load(const std::string& path, const std::string& shown) {
  // A picture is at most an SVG's or a raster's limit; read no more.
  const std::string bytes = read_image_file(path, shown, kMaxPictureFileBytes);
  return from_bytes(bytes, shown);
}

Picture Picture::from_bytes(const std::string& bytes, const std::string& shown) {
  auto data = std::make_shared<Data>();
  data->shown = shown;
  if (looks_like_png(bytes) || looks_like_jpeg(bytes)) {
    const RasterHeader header = read_raster_header(bytes, shown);
    data->raster = true;
    data->width = header.width;
    data->height = header.height;
    data->image = decode_raster(bytes, shown);
    if (header.format == RasterFormat::jpeg) data->jpeg = bytes;
  } else if (looks_like_svg(bytes)) {
    data->svg = check_flat_svg(bytes, shown);
    SvgHandle handle = open_svg(data->svg.colour, shown);
    svg_size(handle.get(), shown, data->width, data->height);
    gboolean has_viewbox = false;
    RsvgRectangle viewbox{};
    rsvg_handle_get_intrinsic_dimensions(handle.get(), nullptr, nullptr, nullptr, nullptr,
                                         &has_viewbox, &viewbox);
    if (has_viewbox && viewbox.width > 0 && viewbox.height > 0) {
      data->viewbox_width = viewbox.width;
      data->viewbox_height = viewbox.height;
    }
    data->handles[{false, 0.0}] = std::move(handle);
  } else {
    throw Error(shown + ": not an SVG, PNG or JPEG picture");
  }
  Picture picture;
  picture.data_ = std::move(data);
  return picture;
}

bool Picture::raster() const { return data_->raster; }
double Picture::width() const { return data_->width; }
double Picture::height() const { return data_->height; }
const std::string& Picture::shown() const { return data_->shown; }

Box Picture::placed(const Box& box, PictureFit fit) const {
  const double sx = box.width / data_->width;
  const double sy = box.height / data_->height;
  const double scale = fit == PictureFit::fit ? std::min(sx, sy) : std::max(sx, sy);
  const double width = data_->width * scale;
  const double height = data_->height * scale;
  return {box.x + (box.width - width) / 2, box.y + (box.height - height) / 2, width, height};
}

double Picture::dpi_at(const Box& box, PictureFit fit) const {
  if (!data_->raster) return 0;
  const Box at = placed(box, fit);
  return std::min(data_->width / (at.width / 72), data_->height / (at.height / 72));
}

void Picture::check_dpi(const Box& box, PictureFit fit) const {
  if (!data_->raster) return;
  const double dpi = dpi_at(box, fit);
  if (dpi >= kMinPictureDpi) return;
  // Filling, the picture must cover the box; fitted, it prints at its
  // placed size. Either way 300 DPI over that area is the least it needs.
  const Box area = fit == PictureFit::fill ? box : placed(box, fit);
  const int need_width = static_cast<int>(std::ceil(area.width / 72 * kMinPictureDpi - 1e-9));
  const int need_height = static_cast<int>(std::ceil(area.height / 72 * kMinPictureDpi - 1e-9));
  throw Error(data_->shown + ": prints at " + std::to_string(static_cast<int>(std::floor(dpi))) +
              " DPI " + (fit == PictureFit::fill ? "filling " : "at ") + inches(area.width) +
              " x " + inches(area.height) + " in (" +
              std::to_string(static_cast<int>(data_->width)) + " x " +
              std::to_string(static_cast<int>(data_->height)) + " pixels); print needs " +
              std::to_string(static_cast<int>(kMinPictureDpi)) + " DPI: at least " +
              std::to_string(need_width) + " x " + std::to_string(need_height) + " pixels");
}

void Picture::draw(cairo_t* cr, const Box& box, PictureFit fit, bool grey,
                   Colour background) const {
  const Box at = placed(box, fit);
  // Tagged as a figure (marked content in a PDF): the verifier tells a
  // picture's fills from the marks' by it (src/proof/DRAWING_RULES.md).
  cairo_tag_begin(cr, "Figure", "");
  cairo_save(cr);
  cairo_rectangle(cr, box.x, box.y, box.width, box.height);
  cairo_clip(cr);
  if (data_->raster) {
    CairoSurface flat = flatten_raster(data_->image.get(), background, grey);
    if (!grey && !data_->jpeg.empty()) {
      // A JPEG is opaque: its flattened pixels are its own, so the PDF may
      // carry the file's bytes instead of re-encoding them.
      auto* copy = static_cast<unsigned char*>(g_malloc(data_->jpeg.size()));
      std::memcpy(copy, data_->jpeg.data(), data_->jpeg.size());
      cairo_surface_set_mime_data(flat.get(), CAIRO_MIME_TYPE_JPEG, copy, data_->jpeg.size(),
                                  g_free, copy);
    }
    cairo_translate(cr, at.x, at.y);
    cairo_scale(cr, at.width / data_->width, at.height / data_->height);
    cairo_set_source_surface(cr, flat.get(), 0, 0);
    cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD);
    cairo_paint(cr);
  } else {
    // Points a root user unit takes here: its lines may print thinner than
    // KDP's 0.75 pt at this size, and are then drawn thickened.
    const double unit = data_->viewbox_width > 0 ? std::min(at.width / data_->viewbox_width,
                                                            at.height / data_->viewbox_height)
                                                 : at.width / data_->width;
    const bool thin = data_->svg.thinnest > 0 && data_->svg.thinnest * unit < kPictureLinePt;
    const double min_width = thin ? kPictureLinePt / unit : 0;
    const std::lock_guard<std::mutex> lock(data_->handles_lock);
    SvgHandle& handle = data_->handles[{grey, min_width}];
    if (!handle) {
      handle = open_svg(thin ? thickened_svg(data_->svg, data_->shown, grey, min_width)
                             : (grey ? data_->svg.grey : data_->svg.colour),
                        data_->shown);
    }
    const RsvgRectangle viewport{at.x, at.y, at.width, at.height};
    GError* error = nullptr;
    if (!rsvg_handle_render_document(handle.get(), cr, &viewport, &error)) {
      cairo_restore(cr);
      cairo_tag_end(cr, "Figure");
      throw Error(data_->shown + ": cannot draw the SVG: " + take_message(error));
    }
  }
  cairo_restore(cr);
  cairo_tag_end(cr, "Figure");
}

}  // namespace mazebook
