#pragma once
// What a PDF is beyond its drawings (DRAWING_RULES.md "Files" and "Closed
// world"): one complete file with nothing appended, no optional content,
// page boxes that hide nothing, no rotation or user unit, and graphics
// states without transparency, blend modes, soft masks or other entries
// that change what is printed without changing what is drawn.

#include <string>
#include <vector>

#include "proof/core/check.h"
#include "proof/pdf/drawing.h"
#include "proof/pdf/pdf_reader.h"

namespace mazeproof {

// "PREFIX.structure": the file ends at its first complete end (the end of
// the first %%EOF after a startxref; for a linearized file, the second),
// with nothing but white space after it and no earlier cross-reference
// section (/Prev) except a linearized file's; no /OCProperties; every
// page's /CropBox, /TrimBox, /BleedBox and /ArtBox absent or equal to its
// /MediaBox; /Rotate 0; /UserUnit 1.
Check check_file_structure(PdfFile& pdf, const std::string& prefix);

// "PREFIX.graphics_state": no page paints with constant alpha below 1, a
// blend mode other than Normal, a soft mask, or inside optional content,
// and no graphics-state entry outside the drawing rules is used.
Check check_graphics_state(const std::string& file, const std::vector<PageDrawing>& pages,
                           const std::vector<PageNotes>& notes, const std::string& prefix);

// Where the first complete file in `bytes` ends (after its %%EOF line), or
// std::string::npos when there is no %%EOF; `linearized` says to skip the
// first-page section's own %%EOF.
size_t end_of_first_file(const std::string& bytes, bool linearized);

}  // namespace mazeproof
