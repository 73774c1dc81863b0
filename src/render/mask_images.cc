#include "render/mask_images.h"

#include <cairo.h>
#include <librsvg/rsvg.h>
#include <libxml/tree.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <memory>

#include "base/error.h"
#include "render/cairo_handles.h"
#include "render/raster_image.h"
#include "render/svg_document.h"
#include "render/svg_scan.h"

namespace mazebook {

namespace {

// A pixel is inside by alpha when alpha >= 128 (128 / 255 is the first
// 8-bit value at or above one half); by luma when 0.2126 R + 0.7152 G +
// 0.0722 B of the 8-bit values is below 127.5, computed in integers.
constexpr uint32_t kAlphaInside = 128;
constexpr uint32_t kLumaLimit = 1275000;  // 127.5 x 10000

// Decides the pixels of an ARGB32 or RGB24 image surface in [x0, x1) x
// [y0, y1), row by row. Alpha decides when any of them is not opaque
// (premultiplied colour is then never read); else luma decides.
std::vector<uint8_t> decide_pixels(cairo_surface_t* surface, int x0, int x1, int y0, int y1) {
  cairo_surface_flush(surface);
  const unsigned char* data = cairo_image_surface_get_data(surface);
  const int stride = cairo_image_surface_get_stride(surface);
  const bool has_alpha = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32;
  const auto pixel = [&](int x, int y) {
    uint32_t value = 0;
    std::memcpy(&value, data + static_cast<size_t>(y) * stride + 4 * static_cast<size_t>(x), 4);
    return has_alpha ? value : (value | 0xff000000u);
  };
  bool any_transparency = false;
  for (int y = y0; y < y1 && !any_transparency; ++y) {
    for (int x = x0; x < x1; ++x) {
      if ((pixel(x, y) >> 24) != 255) {
        any_transparency = true;
        break;
      }
    }
  }
  std::vector<uint8_t> inside;
  inside.reserve(static_cast<size_t>(x1 - x0) * static_cast<size_t>(y1 - y0));
  for (int y = y0; y < y1; ++y) {
    for (int x = x0; x < x1; ++x) {
      const uint32_t p = pixel(x, y);
      if (any_transparency) {
        inside.push_back((p >> 24) >= kAlphaInside ? 1 : 0);
      } else {
        const uint32_t luma = 2126 * ((p >> 16) & 255) + 7152 * ((p >> 8) & 255) + 722 * (p & 255);
        inside.push_back(luma < kLumaLimit ? 1 : 0);
      }
    }
  }
  return inside;
}

// Parses the SVG afresh (a handle is not shared between threads) with
// antialiasing turned off for shapes and text, whatever the file asks.
SvgHandle open_crisp_svg(const std::string& bytes, const std::string& shown) {
  SvgHandle handle = open_svg(bytes, shown);
  GError* error = nullptr;
  static constexpr char kCrisp[] =
      "* { shape-rendering: crispEdges !important; text-rendering: optimizeSpeed !important; }";
  if (!rsvg_handle_set_stylesheet(handle.get(), reinterpret_cast<const guint8*>(kCrisp),
                                  sizeof kCrisp - 1, &error)) {
    throw Error(shown + ": cannot set up the SVG: " + take_message(error));
  }
  return handle;
}

// The cells of one axis whose centre falls inside the fitted picture:
// [first, last). `p` / `q` is the scale in cells a source unit.
void inside_range(int cells, double length, double p, double q, int& first, int& last) {
  first = cells;
  last = 0;
  for (int i = 0; i < cells; ++i) {
    const double numerator = (2.0 * i + 1 - cells) * q + length * p;
    if (numerator >= 0 && numerator < 2 * p * length) {
      first = std::min(first, i);
      last = i + 1;
    }
  }
  if (first >= last) first = last = 0;
}

constexpr char kXlinkNamespace[] = "http://www.w3.org/1999/xlink";

// What librsvg would draw or fetch that a mask may not hold: an image
// (a data: PNG of 20000 x 20000 pixels costs gigabytes to draw), a link
// to anything but a part of the same file; and, refused by read_svg_xml,
// XInclude, processing instructions and more bytes or elements than a mask
// may have. An element in no namespace counts: librsvg draws it as SVG.
void check_svg_mask(const std::string& bytes, const std::string& shown) {
  const XmlDoc doc = read_svg_xml(bytes, shown, kMaskSvg);
  std::vector<xmlNode*> stack;
  if (xmlNode* root = xmlDocGetRootElement(doc.get())) stack.push_back(root);
  while (!stack.empty()) {
    xmlNode* node = stack.back();
    stack.pop_back();
    const std::string name = reinterpret_cast<const char*>(node->name);
    const long line = xmlGetLineNo(node);
    if ((in_svg_namespace(node) || !node->ns) && (name == "image" || name == "feImage")) {
      refuse_svg(kMaskSvg, shown, line, svg_tag(node) + " (an image inside the SVG)");
    }
    for (const char* ns : {static_cast<const char*>(nullptr), kXlinkNamespace}) {
      const std::string href = attribute_value(node, "href", ns);
      if (!href.empty() && href[0] != '#') {
        refuse_svg(kMaskSvg, shown, line,
                   svg_tag(node) + " links to '" + href + "' (only parts of the same file)");
      }
    }
    for (xmlNode* child = node->last; child; child = child->prev) {
      if (child->type == XML_ELEMENT_NODE) stack.push_back(child);
    }
  }
}

}  // namespace

MaskSource parse_png_mask(const std::string& bytes, const std::string& shown) {
  if (!looks_like_png(bytes)) throw Error(shown + ": not a PNG image");
  uint32_t width = 0;
  uint32_t height = 0;
  png_header_size(bytes, width, height);
  if (width > static_cast<uint32_t>(kMaxSourceSide) ||
      height > static_cast<uint32_t>(kMaxSourceSide)) {
    throw Error(shown + ": " + std::to_string(width) + " x " + std::to_string(height) +
                " pixels; at most " + std::to_string(kMaxSourceSide) + " a side");
  }
  const CairoSurface surface = decode_png(bytes, shown);
  MaskSource source;
  source.shown = shown;
  source.width = cairo_image_surface_get_width(surface.get());
  source.height = cairo_image_surface_get_height(surface.get());
  source.inside = decide_pixels(surface.get(), 0, source.width, 0, source.height);
  bool any_inside = false;
  for (const uint8_t value : source.inside) any_inside = any_inside || value != 0;
  if (!any_inside) throw Error(shown + ": empty: no pixel is inside");
  return source;
}

MaskSource parse_svg_mask(const std::string& bytes, const std::string& shown) {
  check_svg_mask(bytes, shown);
  const SvgHandle handle = open_crisp_svg(bytes, shown);
  double width = 0;
  double height = 0;
  svg_size(handle.get(), shown, width, height);
  // librsvg leaves images out of the ink rectangle but not out of the
  // logical one: a document is empty when both are.
  const RsvgRectangle viewport{0, 0, width, height};
  RsvgRectangle ink{};
  RsvgRectangle logical{};
  GError* error = nullptr;
  if (!rsvg_handle_get_geometry_for_layer(handle.get(), nullptr, &viewport, &ink, &logical,
                                          &error)) {
    throw Error(shown + ": not a readable SVG image: " + take_message(error));
  }
  const auto empty = [](const RsvgRectangle& r) { return !(r.width > 0 && r.height > 0); };
  if (empty(ink) && empty(logical)) throw Error(shown + ": empty: it draws nothing");
  MaskSource source;
  source.kind = MaskSource::Kind::svg;
  source.shown = shown;
  source.svg = bytes;
  source.svg_width = width;
  source.svg_height = height;
  return source;
}

std::vector<std::string> sample_svg(const MaskSource& source, int columns, int rows) {
  const SvgHandle handle = open_crisp_svg(source.svg, source.shown);
  const double width = source.svg_width;
  const double height = source.svg_height;
  const bool width_fits = columns * height <= rows * width;
  const double p = width_fits ? columns : rows;
  const double q = width_fits ? width : height;
  const double scale = p / q;
  const RsvgRectangle viewport{(columns - width * scale) / 2, (rows - height * scale) / 2,
                               width * scale, height * scale};
  const CairoSurface surface(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, columns, rows));
  const Cairo cr(cairo_create(surface.get()));
  cairo_set_antialias(cr.get(), CAIRO_ANTIALIAS_NONE);
  GError* error = nullptr;
  if (!rsvg_handle_render_document(handle.get(), cr.get(), &viewport, &error)) {
    throw Error(source.shown + ": cannot draw the SVG: " + take_message(error));
  }
  check_cairo(cairo_status(cr.get()), source.shown);
  int x0 = 0, x1 = 0, y0 = 0, y1 = 0;
  inside_range(columns, width, p, q, x0, x1);
  inside_range(rows, height, p, q, y0, y1);
  const std::vector<uint8_t> inside = decide_pixels(surface.get(), x0, x1, y0, y1);
  std::vector<std::string> mask(rows, std::string(columns, kMaskEmpty));
  for (int y = y0; y < y1; ++y) {
    for (int x = x0; x < x1; ++x) {
      if (inside[static_cast<size_t>(y - y0) * (x1 - x0) + (x - x0)]) mask[y][x] = kMaskCell;
    }
  }
  return mask;
}

}  // namespace mazebook
