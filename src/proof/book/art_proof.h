#pragma once
// Mazes printed as art (DRAWING_RULES.md "Ornaments and cover art"): a
// title-page ornament or cover art is a maze a reader may try to solve,
// so when the manifest lists such mazes ("ornaments", "cover.art") each is
// found among the pages' strokes by its colour, rebuilt like a puzzle,
// proved perfect, matched to its record and looked at like a puzzle; and
// any maze drawing in any colour on those pages that the manifest does not
// list fails. A manifest without these keys (made before they were
// recorded) lists nothing, and coloured art is then not held to this.

#include <optional>
#include <set>
#include <string>
#include <vector>

#include "proof/core/check.h"
#include "proof/eyes/render_check.h"
#include "proof/model/manifest.h"
#include "proof/pdf/drawing.h"

namespace mazeproof {

struct ArtProof {
  Check check;
  std::vector<RenderJob> jobs;  // every art maze found and rebuilt (page boxes unset)
};

// Proves `listed` on `pages` of `file` ("interior.pdf" or "cover.pdf").
// Pages in `skip` (maze and solution pages, held to the closed world
// instead) are not searched. `id` and `rule` name the check.
ArtProof prove_art(const std::optional<std::vector<ManifestArt>>& listed,
                   const std::vector<PageDrawing>& pages, const std::set<int>& skip,
                   const std::string& file, const std::string& id, const std::string& rule);

// Pictures (items inside a /Figure sequence) on `page` that reach into the
// keep-clear area (grid outline grown by its widest wall and 0.5 pt) of an
// art maze `jobs` found there (DRAWING_RULES.md "Ornaments and cover
// art"): one failure each, named by the job's place. `id` and `rule` name
// the check.
Check check_pictures_clear(const PageDrawing& page, const std::vector<RenderJob>& jobs,
                           const std::string& id, const std::string& rule);

}  // namespace mazeproof
