#pragma once
// Theme and cover pictures held to the drawing rules (DRAWING_RULES.md
// "Pictures"): what a /Figure marked-content sequence paints is flat fills
// and strokes only (no text, no shading, no image but the cover's front
// picture), every line at least kMinPictureLinePt, nothing darker than
// #1a1a1a: no hairline, no black, no words a reader might take for the
// book's.

#include <string>
#include <vector>

#include "proof/core/check.h"
#include "proof/pdf/drawing.h"

namespace mazeproof {

// A picture's thinnest line, points, inside the book and on its cover.
constexpr double kMinPictureLinePt = 0.75;
// Every channel of a picture's ink is at least this (#1a1a1a).
constexpr double kPictureDarkest = 0.1;

// The check `pictures.drawn`, nothing held to it yet.
Check picture_check();

// Holds the pictures of `pages` of `file` to the rules; `images`: whether
// a picture may be an image (the cover's front picture). Work: one look at
// each item.
void hold_pictures(Check& check, const std::vector<PageDrawing>& pages, const std::string& file,
                   bool images);

}  // namespace mazeproof
