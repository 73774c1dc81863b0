#pragma once
// Image sources for masks: PNGs decoded with Cairo, SVGs drawn with
// librsvg through Cairo. Both are decided by one rule per pixel: by alpha
// (at least one half is inside) when the picture has any transparency, else
// by luma (below one half is inside); presets/masks/README.md, "Sampling".

#include <string>
#include <vector>

#include "render/mask_source.h"

namespace mazebook {

// A PNG's bytes as a raster source. Throws Error("SHOWN: ...") when the
// bytes are no PNG, the image is larger than kMaxSourceSide a side (read
// from its header, before anything is allocated), cannot be decoded, or
// has no pixel inside.
MaskSource parse_png_mask(const std::string& bytes, const std::string& shown);

// An SVG's bytes as an SVG source; its size is its width and height in
// CSS pixels (96 a inch), else its viewBox. The document is loaded without
// a base file, so it cannot pull in other files. Throws Error("SHOWN: ...")
// when librsvg cannot read it, it has no usable size, or it draws nothing.
MaskSource parse_svg_mask(const std::string& bytes, const std::string& shown);

// An SVG source sampled at `columns` x `rows` (each 1..kMaxMaskSide): the
// document is drawn without antialiasing (shape-rendering: crispEdges) on
// one pixel a cell, fitted and centred, so each pixel is decided at its
// centre; cells whose centre falls outside the fitted picture are outside.
std::vector<std::string> sample_svg(const MaskSource& source, int columns, int rows);

}  // namespace mazebook
