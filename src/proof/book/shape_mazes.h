#pragma once
// The mazes of a version-2 book (DRAWING_RULES.md "Shaped mazes"), one
// drawing at a time: the maze page's drawing and each solution drawing are
// proved on the grid book.json names (shape_proof.h), held to the
// legibility rules, cross-checked with the record (placement, passages,
// openings, route, route_length, forks), and handed on to the closed world
// (their keep-clear areas) and the renderer's eyes (their render jobs).

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "proof/core/book_checks.h"
#include "proof/core/check.h"
#include "proof/drawings/legibility.h"
#include "proof/drawings/maze_drawings.h"
#include "proof/drawings/shape_area.h"
#include "proof/eyes/render_check.h"
#include "proof/model/manifest.h"
#include "proof/topology/shape_proof.h"

namespace mazeproof {

// A placement in book.json agrees with the one fitted to within this share
// of a unit, at the grid's bounds.
constexpr double kPlacementTolerance = 0.02;

struct ShapeOutcome {
  std::vector<RenderJob> jobs;            // none or one; page boxes unset
  std::shared_ptr<const ShapeArea> area;  // null when the drawing could not be read
};

// The proof of a drawing, kept for another drawing of the same strokes on
// the same grid, which it proves without doing the work again: a poster's
// solution page draws its maze page's walls stroke for stroke.
struct ProofMemo {
  const std::vector<Segment>* strokes = nullptr;  // the proved drawing's, outliving the memo
  const ShapeRecord* record = nullptr;
  std::shared_ptr<const ShapeDrawingProof> proof;
};

// Maze `m`'s drawing on its maze page. Failures go to `checks` (indices of
// book_checks.h), each line starting with `at`; `result` gets the figures.
// Its walls are held to `rule` (a book's, or a poster's). `items`: the page's items, where a puzzle
// variant's marks are read (a variant drawn without them fails). `memo`,
// when given, proves the drawing from it if it can and keeps its proof.
// REQUIRES: m.shape.
ShapeOutcome prove_shape_maze(const ManifestMaze& m, const MazeDrawing& drawing,
                              const std::string& at, std::vector<Check>& checks, MazeResult& result,
                              const LegibleRule& rule = {}, const PageDrawing* items = nullptr,
                              ProofMemo* memo = nullptr);

// The proof of one drawing, its legibility, and what is left for the
// closed world and the renderer.
struct Proved {
  std::shared_ptr<const ShapeDrawingProof> proof;  // never null
  ShapeOutcome outcome;
};

// `variant` sees the proof and the keep-clear area before the area is
// shared: a puzzle variant reads its marks there and opens their slots.
using VariantHook = std::function<void(const ShapeDrawingProof&, ShapeArea&)>;

// Proves `drawing` as `record`'s grid (its openings as the record names
// them); the strokes' problems go to `broken`, legibility to kLegible;
// `slot`: the keep-clear area keeps a centre goal's slot. No render page set.
Proved prove_drawing(const ShapeRecord& record, const MazeDrawing& drawing, bool slot,
                     const std::string& at, CheckIndex broken, std::vector<Check>& checks,
                     const LegibleRule& rule, const VariantHook& variant,
                     ProofMemo* memo = nullptr);

// Maze `m`'s solution drawing. REQUIRES: m.shape, m.solution_page.
ShapeOutcome prove_shape_solution(const ManifestMaze& m, const MazeDrawing& drawing,
                                  const std::string& at, std::vector<Check>& checks,
                                  MazeResult& result, const LegibleRule& rule = {},
                                  const PageDrawing* items = nullptr, ProofMemo* memo = nullptr);

}  // namespace mazeproof
