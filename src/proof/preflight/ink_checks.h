#pragma once
// KDP checks of what is drawn, page by page (KDP_RULES.md "Interior
// page"): lines at least 0.75 pt, text at least 7 pt, grey fills at least
// 10 % ink, images at least 300 DPI. One failure line a page, with the count
// and the worst case.

#include <string>
#include <vector>

#include "proof/core/check.h"
#include "proof/pdf/drawing.h"

namespace mazeproof {

Check check_line_widths(const std::string& file, const std::vector<PageDrawing>& pages,
                        const std::string& prefix);
Check check_text_sizes(const std::string& file, const std::vector<PageDrawing>& pages,
                       const std::string& prefix);
Check check_grey_fills(const std::string& file, const std::vector<PageDrawing>& pages,
                       const std::string& prefix);
Check check_image_resolution(const std::string& file, const std::vector<PageDrawing>& pages,
                             const std::string& prefix);

}  // namespace mazeproof
