#pragma once
// Cover art on a masked grid (DRAWING_RULES.md "Ornaments and cover art"):
// a themed front draws its maze on a silhouette. Such art is proved as a
// shaped maze drawing is (shape_proof.h): among the cover's drawings of its
// colour, the one nearest its recorded placement is read on the record's
// grid, its walls matched to the kind's possible walls, proved a spanning
// tree with the record's two openings and a plane graph of the outline's
// cycles, cross-checked with the record (placement, wall width, passages),
// held to the kind's legibility and handed to the renderer's eyes.

#include <optional>
#include <string>
#include <vector>

#include "proof/core/check.h"
#include "proof/drawings/maze_drawings.h"
#include "proof/eyes/render_check.h"
#include "proof/model/manifest.h"

namespace mazeproof {

// The drawing of `candidates` whose outline lies nearest where `record`'s
// placement puts the grid's bounds (its largest corner distance, points),
// or none when there are none.
std::optional<size_t> nearest_drawing(const ShapeRecord& record,
                                      const std::vector<const MazeDrawing*>& candidates);

struct ShapedArt {
  bool perfect = false;          // a perfect maze with the record's openings
  std::optional<RenderJob> job;  // for the renderer's eyes (page and wall grey unset)
};

// Proves `drawing` as the shaped art `art` (REQUIRES: art.shape). Every
// problem goes to `check` as a line starting with `at`.
ShapedArt prove_shaped_art(const ManifestArt& art, const MazeDrawing& drawing,
                           const std::string& at, Check& check);

}  // namespace mazeproof
