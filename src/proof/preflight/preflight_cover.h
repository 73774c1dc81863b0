#pragma once
// KDP preflight of cover.pdf (KDP_RULES.md "Cover", DRAWING_RULES.md
// "Cover"): one page, sized by the formula for the interior's real page
// count and paper, fonts embedded, no annotations, bookmarks or encryption,
// spine text only from 80 pages and clear of the folds, the barcode box
// empty, and nothing but the background within 0.25 in of the trim or
// across a fold.

#include <vector>

#include "proof/core/check.h"
#include "proof/model/manifest.h"
#include "proof/pdf/drawing.h"
#include "proof/pdf/pdf_reader.h"

namespace mazeproof {

// `first_page` is what the cover's first page draws; `interior_pages` the
// page count of interior.pdf.
std::vector<Check> preflight_cover(PdfFile& cover, const PageDrawing& first_page,
                                   const Manifest& manifest, int interior_pages);

}  // namespace mazeproof
