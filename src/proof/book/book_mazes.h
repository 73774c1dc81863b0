#pragma once
// Proves every maze of a book from interior.pdf (DRAWING_RULES.md): for
// each maze of the manifest, the one drawing on its page is rebuilt from its
// wall strokes and proved perfect, and must be the manifest's maze; for each
// solution drawing (found by page and reading-order slot), the same, and its
// route must be exactly the unique route.

#include <string>
#include <vector>

#include "proof/core/check.h"
#include "proof/eyes/render_check.h"
#include "proof/model/manifest.h"
#include "proof/pdf/drawing.h"

namespace mazeproof {

struct BookMazes {
  std::vector<Check> checks;
  std::vector<MazeResult> mazes;       // manifest order
  std::vector<RenderJob> render_jobs;  // every drawing rebuilt, to be looked at (page boxes unset)
};

// `pages` holds what every page of the interior draws and `notes` what the
// walk noted on it; `file` names it in messages ("interior.pdf"). Also
// accounts for every page and applies the closed world and legibility rules.
BookMazes prove_book_mazes(const Manifest& manifest, const std::vector<PageDrawing>& pages,
                           const std::vector<PageNotes>& notes, const std::string& file);

}  // namespace mazeproof
