#pragma once
// PNG and JPEG files as Cairo image surfaces: their pixel size read from the
// header before anything is allocated (so a hostile header cannot ask for
// gigabytes), decoding from bytes held in memory, and flattening onto an
// opaque background (KDP wants no transparency in a PDF), in colour or in
// grey.

#include <cstdint>
#include <string>

#include "book/book_template.h"
#include "render/cairo_handles.h"

namespace mazebook {

enum class RasterFormat { png, jpeg };

struct RasterHeader {
  RasterFormat format = RasterFormat::png;
  int width = 0;   // pixels
  int height = 0;  // pixels
};

// The largest raster picture read: a side and the whole (an 8.5 x 11 in
// full-bleed front at 600 DPI is 5250 x 6750 pixels).
constexpr int kMaxRasterSide = 12000;
constexpr long long kMaxRasterPixels = 48ll * 1000 * 1000;

// True when `bytes` start like a PNG or a JPEG file.
bool looks_like_png(const std::string& bytes);
bool looks_like_jpeg(const std::string& bytes);

// A PNG's width and height as its IHDR chunk gives them.
// REQUIRES: looks_like_png(bytes).
void png_header_size(const std::string& bytes, uint32_t& width, uint32_t& height);

// A PNG checked (render/png_check.h), then decoded by Cairo (ARGB32 or
// RGB24). Throws Error("SHOWN: damaged PNG: ...") or Error("SHOWN:
// unreadable PNG image: ...").
CairoSurface decode_png(const std::string& bytes, const std::string& shown);

// The format and size from the file's header. Throws Error("SHOWN: ...")
// when the bytes are neither, the header is broken, or the picture is
// larger than the limits above (the message gives its size).
RasterHeader read_raster_header(const std::string& bytes, const std::string& shown);

// The decoded picture (ARGB32 for a PNG with alpha, else RGB24). Throws
// Error("SHOWN: damaged PNG: ..."), Error("SHOWN: damaged JPEG: ...")
// (libjpeg's warnings count as errors) and the like.
CairoSurface decode_raster(const std::string& bytes, const std::string& shown);

// An RGB24 copy of `image` with every pixel composited over `background`
// (alpha flattened) and, when `grey`, turned to its luma (Rec. 709:
// 0.2126 R + 0.7152 G + 0.0722 B, as book/ink.h greys colours), in all
// three channels.
CairoSurface flatten_raster(cairo_surface_t* image, Colour background, bool grey);

}  // namespace mazebook
