#pragma once
// White paint is ink (DRAWING_RULES.md "White paint"): a fill or stroke in
// the paper's colour, painted over a wall, a route, a mark, a strike, a
// letter or any text, hides what a reader acts on as well as any colour
// would, wherever it is on the page. Such paint is refused on every page of
// both PDFs.

#include <set>
#include <string>
#include <vector>

#include "proof/core/check.h"
#include "proof/pdf/drawing.h"

namespace mazeproof {

// The white paint over ink on one page, one line each (at most a few,
// counted), each starting with `where`. `puzzle`: a maze or solution page,
// where fills that are not pictures are marks too (START and FINISH, keys,
// doors, arrows, stairs, strikes). Throws Error past kMaxTextTestsPerPage.
std::vector<std::string> white_paint_problems(const PageDrawing& items, bool puzzle,
                                              const std::string& where);

// pages.white_paint, with nothing found yet.
Check white_paint_check();

// Holds every page of `file` to the rule, adding to `check` (its figure
// `pages` counts them); `puzzle`: its maze and solution pages, 1-based.
void hold_white_paint(Check& check, const std::vector<PageDrawing>& pages,
                      const std::set<int>& puzzle, const std::string& file);

}  // namespace mazeproof
