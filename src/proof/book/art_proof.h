#pragma once
// Mazes printed as art (DRAWING_RULES.md "Ornaments and cover art"): a
// title-page ornament or cover art is a maze a reader may try to solve,
// so each maze book.json lists as art ("ornaments", "cover.art") is found
// among the pages' strokes by its colour and proved as every maze drawing
// is (art_shape.h); and any maze drawing (maze_like.h) of any kind in any
// colour on those pages that book.json does not list fails, whether it
// has those keys or not. Only a version-1 manifest without them (made
// before art was recorded) leaves its rectangles in colour unchecked.

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

// Proves `listed` (absent: book.json has no such key) on `pages` of `file`
// ("interior.pdf" or "cover.pdf"). Pages in `skip` (maze and solution
// pages, held to the closed world instead) are not searched; drawings in
// the walls' black are searched only when `black` (the cover, which has no
// puzzles). `id` and `rule` name the check.
ArtProof prove_art(const std::optional<std::vector<ManifestArt>>& listed, int manifest_version,
                   const std::vector<PageDrawing>& pages, const std::set<int>& skip,
                   const std::string& file, const std::string& id, const std::string& rule,
                   bool black);

// Pictures (items inside a /Figure sequence) on `page` that reach into the
// keep-clear area (grid outline grown by its widest wall and 0.5 pt) of an
// art maze `jobs` found there (DRAWING_RULES.md "Ornaments and cover
// art"): one failure each, named by the job's place. `id` and `rule` name
// the check.
Check check_pictures_clear(const PageDrawing& page, const std::vector<RenderJob>& jobs,
                           const std::string& id, const std::string& rule);

}  // namespace mazeproof
