#pragma once
// One render a page for every look at it (DRAWING_RULES.md "What the
// reader sees", "Printed texts"): a page's maze drawings and its recorded
// texts are judged in one picture poppler draws once, at the largest
// resolution any of them needs, on one pool of threads with one poppler
// document each. Poppler reads the whole page and loads its fonts again
// for every render, whatever its size, so one render a page instead of
// one for the drawings and one for each cluster of texts is most of the
// eyes' time saved.

#include <string>
#include <vector>

#include "proof/eyes/render_check.h"
#include "proof/eyes/text_seen.h"

namespace mazeproof {

// What the looks at a file's pages found.
struct PageLooks {
  RenderResult drawings;           // the drawings' problems and figures, as check_rendered's
  std::vector<std::string> texts;  // one line per text that does not show, in look order
};

// Renders the pages of `jobs` and `looks` from `pdf_bytes` on up to
// `threads` threads and judges every drawing and every text in its page's
// render. A page too large for one render (kMaxRenderPixels) has its
// drawings rendered in bands and its texts apart. Deterministic. Throws
// Error when poppler cannot open the file, or a drawing's render would be
// larger than the limits allow.
PageLooks look_at_pages(const std::string& pdf_bytes, const std::string& file,
                        const std::vector<RenderJob>& jobs, const std::vector<TextLook>& looks,
                        int threads);

}  // namespace mazeproof
