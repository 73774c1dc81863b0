#pragma once
// SVG posters as librsvg renders them (DRAWING_RULES.md "Posters"): each
// SVG is drawn by librsvg through Cairo's PDF surface onto a page of its
// own, at its own size (1 SVG pt = 1 PDF pt), into a PDF held in memory,
// which is then proved as a PDF poster is. So what is proved is what
// librsvg draws, not the SVG's text; and first the text is held to what a
// poster holds (svg_screen.h), so that librsvg and a browser draw it
// alike. librsvg runs with its default limits in a child process bounded
// in time and memory. librsvg and Cairo are readers of their own, as
// poppler is: the generator's code is not used.

#include <cstdint>
#include <string>
#include <vector>

#include "proof/core/bounded_child.h"

namespace mazeproof {

// True when `path` ends in ".svg".
bool is_svg_path(const std::string& path);

// One SVG file to draw: its path and how messages name it.
struct SvgPage {
  std::string path;
  std::string name;
};

// What drawing a poster's SVGs may take: the most elements each may hold
// (svg_screen.h) and the child process's bounds (core/bounded_child.h).
struct SvgBudget {
  int64_t most_elements = 0;
  ChildBounds bounds;
};

// The bytes of a PDF with one page for each of `svgs`, in order, drawn in a
// child process under `budget`. Throws Error "NAME: ..." naming the file
// when one cannot be read, holds what no poster holds, is no SVG librsvg
// can draw or has no size, or is not drawn within the budget.
std::string svg_pages_to_pdf(const std::vector<SvgPage>& svgs, const SvgBudget& budget);

}  // namespace mazeproof
