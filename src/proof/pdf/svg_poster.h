#pragma once
// SVG posters as librsvg renders them (DRAWING_RULES.md "Posters"): each
// SVG is drawn by librsvg through Cairo's PDF surface onto a page of its
// own, at its own size (1 SVG pt = 1 PDF pt), into a PDF held in memory,
// which is then proved as a PDF poster is. So what is proved is what
// librsvg draws, not the SVG's text. librsvg and Cairo are readers of
// their own, as poppler is: the generator's code is not used.

#include <string>
#include <vector>

namespace mazeproof {

// True when `path` ends in ".svg".
bool is_svg_path(const std::string& path);

// One SVG file to draw: its path and how messages name it.
struct SvgPage {
  std::string path;
  std::string name;
};

// The bytes of a PDF with one page for each of `svgs`, in order. Throws
// Error "NAME: ..." naming the file when one cannot be read or is no SVG
// librsvg can draw, or has no size.
std::string svg_pages_to_pdf(const std::vector<SvgPage>& svgs);

}  // namespace mazeproof
