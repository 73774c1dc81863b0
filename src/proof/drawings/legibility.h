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

// What makes walls `wall` points wide on cells `cell` points wide hard to
// read, as a phrase; empty when they are legible. A shaped maze is held to
// its narrowest corridor instead (`corridor`: `cell` is that corridor,
// points, and the phrase says so). Corridors must be `min_corridor` points
// wide (a poster's rule is its own: DRAWING_RULES.md "Posters").
std::string wall_legibility(double wall, double cell, bool corridor = false,
                            double min_corridor = kMinCorridorPt);

// The contrast ratio of a colour against white paper (1 to 21); 21 for a
// colour that cannot be told (a pattern).
double contrast_with_white(const Colour& colour);

// Fills and texts on a maze page that do not stand out from the paper:
// one phrase with the count and the faintest, or nothing.
std::vector<std::string> faint_marks(const PageDrawing& items);

}  // namespace mazeproof
