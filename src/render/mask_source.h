#pragma once
// Masks: which cells of a columns x rows grid a silhouette covers, as plain
// text rows, 'X' a cell and '.' none, (0, 0) the top-left cell. A mask is
// sampled from a text mask, a PNG or an SVG by one exact rule, written out
// in presets/masks/README.md ("Sampling") and pinned by the tests; the grid
// model reads the rows and never sees a file or a drawing.

#include <cstdint>
#include <string>
#include <vector>

namespace mazebook {

// The two characters of a mask row.
constexpr char kMaskCell = 'X';
constexpr char kMaskEmpty = '.';

// A mask asked for has columns and rows each from 1 to this.
constexpr int kMaxMaskSide = 1000;

// A raster source (a text mask's characters, a PNG's pixels) has at most
// this many a side, so a hostile header cannot make us allocate gigabytes.
constexpr int kMaxSourceSide = 4096;

// The most a mask file may hold, by kind, read before anything is parsed:
// a text mask of 4096 rows of 4096 and its comments; a PNG (a silhouette
// compresses far below this); an SVG, whose elements are bounded too
// (render/svg_scan.h).
constexpr unsigned long long kMaxTextMaskBytes = 32ull << 20;
constexpr unsigned long long kMaxPngMaskBytes = 16ull << 20;
constexpr unsigned long long kMaxSvgMaskBytes = 4ull << 20;

// A picture to sample masks from. A raster is decided pixel by pixel when
// it is loaded; an SVG is kept as its bytes and drawn afresh at each mask's
// size (never at its own size, which may be absurd).
struct MaskSource {
  enum class Kind { raster, svg };
  Kind kind = Kind::raster;
  std::string shown;            // the file, as messages name it
  int width = 0;                // raster: pixels across
  int height = 0;               // raster: pixels down
  std::vector<uint8_t> inside;  // raster, row by row: 1 inside, 0 outside
  std::string svg;              // svg: the document's bytes
  double svg_width = 0;         // svg: its width in CSS pixels (or viewBox units)
  double svg_height = 0;        // svg: its height, same unit
};

// The mask of `columns` x `rows` cells: `rows` strings of `columns`
// characters. The source is fitted inside the grid, keeping its aspect
// ratio, and centred; a cell is inside when the source is inside at the
// cell's centre. Throws Error("SHOWN: mask size CxR: ...") when a side is
// outside 1..kMaxMaskSide.
std::vector<std::string> sample_mask(const MaskSource& source, int columns, int rows);

// A text mask's rows (blank lines and lines starting with '#' skipped; a
// trailing '\r' is dropped), each row one pixel row: 'X' inside, '.' not.
// Throws Error naming `shown`, the line and the column.
MaskSource parse_text_mask(const std::string& text, const std::string& shown);

// Loads a text mask (.txt), a PNG (.png) or an SVG (.svg) by the path's
// ending (either case). Every file is read with render/image_file.h's
// read_image_file, at most its kind's bytes. Throws Error("SHOWN: ...").
MaskSource load_mask_file(const std::string& path, const std::string& shown);

// True when `path` ends in .txt, .png or .svg (either case).
bool is_mask_file_name(const std::string& path);

// The pixel a cell centre falls on along one axis, or -1 when it falls
// outside the source: `cell` of `cells`, a source `length` pixels long,
// scaled by p/q cells a pixel (the fitting scale, the same on both axes).
// Exact integer arithmetic, so the rule has no rounding to drift.
int64_t source_pixel(int64_t cell, int64_t cells, int64_t length, int64_t p, int64_t q);

}  // namespace mazebook
