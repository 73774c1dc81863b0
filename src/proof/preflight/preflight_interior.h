#pragma once
// KDP preflight of interior.pdf (KDP_RULES.md "Page count", "Interior
// page"): page size, page count, fonts, annotations, bookmarks, encryption,
// line widths, text sizes, grey fills, image resolution, margins for the
// page count with the gutter on the binding side, and blank pages.

#include <vector>

#include "proof/core/check.h"
#include "proof/model/manifest.h"
#include "proof/pdf/drawing.h"
#include "proof/pdf/pdf_reader.h"

namespace mazeproof {

// `pages` is what each page of `pdf` draws (ContentWalker).
std::vector<Check> preflight_interior(PdfFile& pdf, const std::vector<PageDrawing>& pages,
                                      const Manifest& manifest);

// Points a box reaches beyond `area` on its worst side, and which side
// ("left", "top", ...); 0 when inside.
double intrusion(const Box& item, const Box& area, const char*& side);

}  // namespace mazeproof
