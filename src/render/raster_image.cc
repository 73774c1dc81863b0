#include "render/raster_image.h"

#include <jpeglib.h>

#include <csetjmp>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <vector>

#include "base/error.h"
#include "render/png_check.h"

namespace mazebook {

namespace {

constexpr unsigned char kPngSignature[8] = {137, 80, 78, 71, 13, 10, 26, 10};

uint32_t big_endian_32(const std::string& bytes, size_t at) {
  uint32_t value = 0;
  for (size_t i = 0; i < 4; ++i) value = (value << 8) | static_cast<unsigned char>(bytes[at + i]);
  return value;
}

// Feeds a PNG held in memory to Cairo.
struct PngReader {
  const std::string& bytes;
  size_t at = 0;
};

cairo_status_t read_png_bytes(void* closure, unsigned char* data, unsigned int length) {
  auto* reader = static_cast<PngReader*>(closure);
  if (reader->bytes.size() - reader->at < length) return CAIRO_STATUS_READ_ERROR;
  std::memcpy(data, reader->bytes.data() + reader->at, length);
  reader->at += length;
  return CAIRO_STATUS_SUCCESS;
}

// libjpeg reports errors by calling error_exit, which must not return: it
// jumps back to the setjmp in the function that started the work, whose
// locals are all trivially destructible between setjmp and longjmp.
struct JpegError {
  jpeg_error_mgr manager;
  std::jmp_buf jump;
  char message[JMSG_LENGTH_MAX];
};

void jpeg_error_exit(j_common_ptr info) {
  auto* error = reinterpret_cast<JpegError*>(info->err);
  (*info->err->format_message)(info, error->message);
  std::longjmp(error->jump, 1);
}

void jpeg_no_output(j_common_ptr) {}

// A warning (level -1: a file cut short, corrupt data) ends the work as an
// error does: libjpeg would otherwise fill what is missing with grey.
void jpeg_warning_is_error(j_common_ptr info, int level) {
  if (level < 0) jpeg_error_exit(info);
}

// Reads the header (and, when `pixels` is given, every row as RGB into
// it). Returns false with `error.message` set on failure.
bool run_jpeg(const std::string& bytes, JpegError& error, int& width, int& height, int& components,
              std::vector<unsigned char>* pixels) {
  jpeg_decompress_struct info;
  info.err = jpeg_std_error(&error.manager);
  error.manager.error_exit = jpeg_error_exit;
  error.manager.output_message = jpeg_no_output;
  error.manager.emit_message = jpeg_warning_is_error;
  if (setjmp(error.jump)) {
    jpeg_destroy_decompress(&info);
    return false;
  }
  jpeg_create_decompress(&info);
  jpeg_mem_src(&info, reinterpret_cast<const unsigned char*>(bytes.data()),
               static_cast<unsigned long>(bytes.size()));
  jpeg_read_header(&info, TRUE);
  width = static_cast<int>(info.image_width);
  height = static_cast<int>(info.image_height);
  components = info.num_components;
  if (pixels) {
    info.out_color_space = JCS_RGB;
    jpeg_start_decompress(&info);
    const size_t row_bytes = static_cast<size_t>(info.output_width) * 3;
    unsigned char* data = pixels->data();
    while (info.output_scanline < info.output_height) {
      JSAMPROW row = data + static_cast<size_t>(info.output_scanline) * row_bytes;
      jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
  }
  jpeg_destroy_decompress(&info);
  return true;
}

void check_size(const RasterHeader& header, const std::string& shown) {
  if (header.width < 1 || header.height < 1 || header.width > kMaxRasterSide ||
      header.height > kMaxRasterSide ||
      static_cast<long long>(header.width) * header.height > kMaxRasterPixels) {
    throw Error(shown + ": " + std::to_string(header.width) + " x " +
                std::to_string(header.height) + " pixels; at most " +
                std::to_string(kMaxRasterSide) + " a side and " +
                std::to_string(kMaxRasterPixels / 1000000) + " million in all");
  }
}

}  // namespace

bool looks_like_png(const std::string& bytes) {
  return bytes.size() >= 24 && std::memcmp(bytes.data(), kPngSignature, 8) == 0 &&
         bytes.compare(12, 4, "IHDR") == 0;
}

bool looks_like_jpeg(const std::string& bytes) {
  return bytes.size() >= 4 && static_cast<unsigned char>(bytes[0]) == 0xff &&
         static_cast<unsigned char>(bytes[1]) == 0xd8 &&
         static_cast<unsigned char>(bytes[2]) == 0xff;
}

void png_header_size(const std::string& bytes, uint32_t& width, uint32_t& height) {
  width = big_endian_32(bytes, 16);
  height = big_endian_32(bytes, 20);
}

CairoSurface decode_png(const std::string& bytes, const std::string& shown) {
  check_png(bytes, shown);
  PngReader reader{bytes};
  CairoSurface surface(cairo_image_surface_create_from_png_stream(read_png_bytes, &reader));
  const cairo_status_t status = cairo_surface_status(surface.get());
  if (status != CAIRO_STATUS_SUCCESS) {
    throw Error(shown + ": unreadable PNG image: " + cairo_status_to_string(status));
  }
  const cairo_format_t format = cairo_image_surface_get_format(surface.get());
  if (format != CAIRO_FORMAT_ARGB32 && format != CAIRO_FORMAT_RGB24) {
    throw Error(shown + ": unreadable PNG image: Cairo decoded it to an unexpected pixel format");
  }
  return surface;
}

RasterHeader read_raster_header(const std::string& bytes, const std::string& shown) {
  RasterHeader header;
  if (looks_like_png(bytes)) {
    uint32_t width = 0;
    uint32_t height = 0;
    png_header_size(bytes, width, height);
    if (width == 0 || height == 0) {
      throw Error(shown + ": damaged PNG: its size is " + std::to_string(width) + " x " +
                  std::to_string(height) + " pixels");
    }
    header.width = width > static_cast<uint32_t>(kMaxRasterSide) ? kMaxRasterSide + 1
                                                                 : static_cast<int>(width);
    header.height = height > static_cast<uint32_t>(kMaxRasterSide) ? kMaxRasterSide + 1
                                                                   : static_cast<int>(height);
    if (header.width > kMaxRasterSide || header.height > kMaxRasterSide) {
      throw Error(shown + ": " + std::to_string(width) + " x " + std::to_string(height) +
                  " pixels; at most " + std::to_string(kMaxRasterSide) + " a side");
    }
  } else if (looks_like_jpeg(bytes)) {
    header.format = RasterFormat::jpeg;
    JpegError error{};
    int components = 0;
    if (!run_jpeg(bytes, error, header.width, header.height, components, nullptr)) {
      throw Error(shown + ": damaged JPEG: " + error.message);
    }
    if (components != 1 && components != 3) {
      throw Error(shown + ": a CMYK JPEG image; give an RGB or greyscale one");
    }
  } else {
    throw Error(shown + ": not a PNG or JPEG image");
  }
  check_size(header, shown);
  return header;
}

CairoSurface decode_raster(const std::string& bytes, const std::string& shown) {
  const RasterHeader header = read_raster_header(bytes, shown);
  if (header.format == RasterFormat::png) return decode_png(bytes, shown);
  std::vector<unsigned char> rgb(static_cast<size_t>(header.width) * header.height * 3);
  JpegError error{};
  int width = 0;
  int height = 0;
  int components = 0;
  if (!run_jpeg(bytes, error, width, height, components, &rgb)) {
    throw Error(shown + ": damaged JPEG: " + error.message);
  }
  CairoSurface surface(cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height));
  check_cairo(cairo_surface_status(surface.get()), shown);
  unsigned char* data = cairo_image_surface_get_data(surface.get());
  const int stride = cairo_image_surface_get_stride(surface.get());
  for (int y = 0; y < height; ++y) {
    for (int x = 0; x < width; ++x) {
      const unsigned char* p = rgb.data() + (static_cast<size_t>(y) * width + x) * 3;
      const uint32_t value = 0xff000000u | (uint32_t{p[0]} << 16) | (uint32_t{p[1]} << 8) | p[2];
      std::memcpy(data + static_cast<size_t>(y) * stride + 4 * static_cast<size_t>(x), &value, 4);
    }
  }
  cairo_surface_mark_dirty(surface.get());
  return surface;
}

CairoSurface flatten_raster(cairo_surface_t* image, Colour background, bool grey) {
  cairo_surface_flush(image);
  const int width = cairo_image_surface_get_width(image);
  const int height = cairo_image_surface_get_height(image);
  const bool has_alpha = cairo_image_surface_get_format(image) == CAIRO_FORMAT_ARGB32;
  const unsigned char* in = cairo_image_surface_get_data(image);
  const int in_stride = cairo_image_surface_get_stride(image);
  CairoSurface out(cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height));
  check_cairo(cairo_surface_status(out.get()), "flattening a picture");
  unsigned char* data = cairo_image_surface_get_data(out.get());
  const int stride = cairo_image_surface_get_stride(out.get());
  const auto byte = [](double v) { return static_cast<uint32_t>(v * 255 + 0.5); };
  const uint32_t back[3] = {byte(background.r), byte(background.g), byte(background.b)};
  for (int y = 0; y < height; ++y) {
    for (int x = 0; x < width; ++x) {
      uint32_t p = 0;
      std::memcpy(&p, in + static_cast<size_t>(y) * in_stride + 4 * static_cast<size_t>(x), 4);
      const uint32_t alpha = has_alpha ? p >> 24 : 255;
      uint32_t c[3] = {(p >> 16) & 255, (p >> 8) & 255, p & 255};
      // Cairo's colours are premultiplied: over = colour + (1 - alpha) back.
      for (int i = 0; i < 3; ++i) c[i] = c[i] + ((255 - alpha) * back[i] + 127) / 255;
      if (grey) {
        const uint32_t luma = (2126 * c[0] + 7152 * c[1] + 722 * c[2] + 5000) / 10000;
        c[0] = c[1] = c[2] = luma;
      }
      const uint32_t value = 0xff000000u | (c[0] << 16) | (c[1] << 8) | c[2];
      std::memcpy(data + static_cast<size_t>(y) * stride + 4 * static_cast<size_t>(x), &value, 4);
    }
  }
  cairo_surface_mark_dirty(out.get());
  return out;
}

}  // namespace mazebook
