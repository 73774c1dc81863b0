#pragma once
// A picture for a page or a cover: SVG art drawn as vectors with librsvg
// (checked flat and opaque when loaded: render/flat_svg.h), or a PNG or
// JPEG raster flattened onto its background. Loaded once, drawn any number
// of times, in colour or in grey (for black-ink interiors).

#include <cairo.h>

#include <memory>
#include <string>

#include "book/book_template.h"
#include "book/page_plan.h"

namespace mazebook {

// The most a picture file may hold: a raster's limit (an SVG is held to
// render/svg_scan.h's kMaxSvgBytes once its kind is known).
constexpr unsigned long long kMaxPictureFileBytes = 64ull << 20;

// The least resolution a raster picture may print at (KDP's figure for
// images in print).
constexpr double kMinPictureDpi = 300;

// The thinnest line a picture prints, points: KDP's 0.75 pt and a little
// to spare for rounding in the PDF.
constexpr double kPictureLinePt = 0.8;

// How a picture takes its box: `fit` keeps all of it inside, centred;
// `fill` covers the whole box, centred, and what overhangs is cut off.
enum class PictureFit { fit, fill };

class Picture {
 public:
  // Reads the file at `path` (an SVG by its content, else a PNG or a JPEG);
  // `shown` names it in messages. Throws Error("SHOWN: ...").
  static Picture load(const std::string& path, const std::string& shown);
  // The same from bytes already read.
  static Picture from_bytes(const std::string& bytes, const std::string& shown);

  bool raster() const;
  // Its own size: CSS pixels for SVG art, pixels for a raster.
  double width() const;
  double height() const;
  const std::string& shown() const;

  // The part of `box` the picture covers when drawn there with `fit`.
  Box placed(const Box& box, PictureFit fit) const;

  // The resolution a raster prints at when drawn into `box` with `fit`
  // (the lower of its two axes); 0 for SVG art, which has none.
  double dpi_at(const Box& box, PictureFit fit) const;

  // Throws Error("SHOWN: prints at N DPI filling W x H in ...") when a raster
  // would print below kMinPictureDpi in `box`.
  void check_dpi(const Box& box, PictureFit fit) const;

  // Draws the picture into `box` (points, y down as Cairo draws), clipped
  // to it. A raster's transparency is flattened onto `background`; SVG
  // lines that would print under kPictureLinePt are drawn that wide.
  void draw(cairo_t* cr, const Box& box, PictureFit fit, bool grey, Colour background) const;

 private:
  struct Data;
  std::shared_ptr<const Data> data_;
};

// True when the file's name ends in .svg, .png, .jpg or .jpeg (any case).
bool is_picture_file_name(const std::string& path);

}  // namespace mazebook
