#pragma once
// Legible mazes (DRAWING_RULES.md "Legible mazes"): a maze a reader can
// follow has walls no thicker than a third of a cell and corridors at least
// 1.5 pt wide between them; its START and FINISH marks, and everything
// else filled on a maze page, stand out from the paper. With KDP's 0.75 pt
// thinnest line, a cell is therefore at least 2.25 pt.

#include <string>
#include <vector>

#include "proof/pdf/drawing.h"

namespace mazeproof {

// A wall at most this share of a cell, walls' widths as printed.
constexpr double kMaxWallShare = 1.0 / 3.0;
// A corridor (a cell less one wall width) at least this wide, points.
constexpr double kMinCorridorPt = 1.5;
// Fills and text on a maze page contrast with white paper at least this
// much (WCAG contrast ratio: (L1 + 0.05) / (L2 + 0.05)).
constexpr double kMinContrast = 3.0;

// What a page's mazes are held to (a book's; a poster's is its own:
// DRAWING_RULES.md "Posters"): corridors at least `min_corridor_pt` points
// wide, the thinnest wall at least `min_wall_pt` (0: no rule beyond KDP's
// thinnest line, which the preflight holds every stroke to).
struct LegibleRule {
  double min_corridor_pt = kMinCorridorPt;
  double min_wall_pt = 0;
};

// The one legibility check of a maze drawing, of any kind and page
// (DRAWING_RULES.md "Legible mazes"): its widest wall at most a third of
// its kind's narrowest corridor (`corridor_pt`, points as printed; a
// rectangle's is its cell), that corridor less the wall at least
// rule.min_corridor_pt, its thinnest wall at least rule.min_wall_pt, and
// no two walls too close to read (`gaps`: the plane check's phrases). One
// phrase each; empty when legible.
std::vector<std::string> legibility_problems(double widest_wall, double thinnest_wall,
                                             double corridor_pt,
                                             const std::vector<std::string>& gaps,
                                             const LegibleRule& rule = {});

// The contrast ratio of a colour against white paper (1 to 21); 21 for a
// colour that cannot be told (a pattern).
double contrast_with_white(const Colour& colour);

// Fills and texts on a maze page that do not stand out from the paper:
// one phrase with the count and the faintest, or nothing.
std::vector<std::string> faint_marks(const PageDrawing& items);

}  // namespace mazeproof
