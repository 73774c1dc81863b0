#pragma once
// A maze printed as art, proved as every maze drawing is (shape_proof.h;
// DRAWING_RULES.md "Ornaments and cover art"): read on its record's grid,
// its walls matched to the kind's possible walls, proved a spanning tree
// with the record's two openings and a plane graph of the outline's
// cycles, cross-checked with the record (placement or box, wall width,
// passages), held to the kind's legibility and handed to the renderer's
// eyes. Cover art on a masked grid is found by its placement (the drawing
// nearest it); every other art maze by its maze (the first drawing that
// shows the record's passages and openings).

#include <optional>
#include <string>
#include <vector>

#include "proof/core/check.h"
#include "proof/drawings/maze_drawings.h"
#include "proof/eyes/render_check.h"
#include "proof/model/manifest.h"
#include "proof/topology/shape_proof.h"

namespace mazeproof {

// The drawing of `candidates` whose outline lies nearest where `record`'s
// placement puts the grid's bounds (its largest corner distance, points),
// or none when there are none.
std::optional<size_t> nearest_drawing(const ShapeRecord& record,
                                      const std::vector<const MazeDrawing*>& candidates);

// The proof of `drawing` as `art`'s maze.
ShapeDrawingProof prove_art_drawing(const ManifestArt& art, const MazeDrawing& drawing);

// Whether a proof shows `art`'s maze: read, with the record's passages and
// openings.
bool shows_art(const ManifestArt& art, const ShapeDrawingProof& p);

struct ShapedArt {
  bool perfect = false;          // a perfect maze with the record's openings
  std::optional<RenderJob> job;  // for the renderer's eyes (page and wall grey unset)
};

// Holds the proof `p` of `drawing` as `art` to the rules. Every problem
// goes to `check` as a line starting with `at`.
ShapedArt report_art(const ManifestArt& art, const MazeDrawing& drawing, const ShapeDrawingProof& p,
                     const std::string& at, Check& check);

}  // namespace mazeproof
