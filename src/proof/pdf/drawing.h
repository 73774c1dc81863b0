#pragma once
// What a page draws, as the verifier sees it after walking its content:
// strokes, fills, text, images and shadings in drawing order, each with its
// ink extent in page space. The colours that DRAWING_RULES.md gives meaning
// (walls, solution routes) are recognised here.

#include <string>
#include <vector>

#include "proof/core/geometry.h"

namespace mazeproof {

struct Colour {
  enum class Space { gray, rgb, cmyk, other };
  Space space = Space::gray;
  double v[4] = {0, 0, 0, 0};  // components in the space's order

  // Red, green, blue in 0..1 (a naive conversion for CMYK; grey for other).
  void rgb(double& r, double& g, double& b) const;
  bool is_rgb(double r, double g, double b) const;  // within kColourTolerance
  bool is_white() const { return is_rgb(1, 1, 1); }
  // Ink of a neutral grey, 0 (white) to 1 (black); negative for a colour.
  double grey_ink() const;
};

// Colour components printed with few decimals still match.
constexpr double kColourTolerance = 0.006;

// DRAWING_RULES.md "Walls": black, in any device space ("0 0 0 RG" by the
// rules; a black drawn another way still looks like a wall, so it counts).
bool is_wall_colour(const Colour& c);
// DRAWING_RULES.md "Solution routes": 0.55 0.55 0.55 RG.
bool is_route_colour(const Colour& c);
constexpr double kRouteGrey = 0.55;

// One piece of a path in page space: a straight line from a to b, or
// (curve) a cubic Bezier from a to b with control points c1 and c2.
struct Segment {
  Segment() = default;
  Segment(Point from, Point to, bool is_curve = false, Point control1 = {}, Point control2 = {})
      : a(from), b(to), curve(is_curve), c1(control1), c2(control2) {}
  Point a, b;
  bool curve = false;
  Point c1, c2;
};

enum class ItemKind { stroke, fill, text, image, shading };

// What else was in force when an item was painted: everything here that is
// not at its default can change what a reader sees without changing the
// item, so DRAWING_RULES.md "Closed world" refuses it where it matters.
struct Hazards {
  double alpha = 1;              // constant alpha (/CA for strokes, /ca otherwise)
  bool blended = false;          // a blend mode other than Normal (/BM)
  bool soft_masked = false;      // a soft mask (/SMask)
  bool optional = false;         // inside optional content (BDC /OC, an XObject's /OC)
  bool clipped = false;          // a clip (W, W*, text clip, a form's /BBox) is in force
  bool clip_exact = true;        // the clip is exactly `clip`: rectangles, axis-aligned
  Box clip = Box::everything();  // the clip's box, page space, points
  bool cut = false;              // the clip may cut into this item (not all of it shows)
  int text_mode = 0;             // text: Tr
};

struct DrawItem {
  ItemKind kind = ItemKind::fill;
  Box box;                       // ink extent in page space, clipped; points
  Colour colour;                 // stroke colour of strokes, fill colour of the rest
  double line_width = 0;         // strokes: thinnest effective width, points
  bool dashed = false;           // strokes: a dash pattern was in force
  double text_size = 0;          // text: effective size, points
  bool rectangles_only = false;  // fills: every subpath an axis-aligned rectangle
  int image_width_px = 0;        // images: pixels across
  int image_height_px = 0;
  // Inside a /Figure marked-content sequence: a picture's ink, which the
  // marks' contrast rule does not judge (it still may not reach a maze).
  bool figure = false;
  Hazards hazards;
  std::vector<Segment> segments;  // strokes and fills: the path's pieces
  // Text: the font's name, and what the shown string says through the font's
  // /ToUnicode map (text_decoded false when the font has none, or a code is
  // missing from it, or the page's text is past kMaxShownTextPerPage); at
  // most kMaxShownText bytes are kept.
  std::string font;
  bool text_decoded = false;
  std::string text;
};

// Bytes of decoded text kept per shown string (a line of a cover's back
// text is about a hundred; limits.h bounds a page's).
constexpr size_t kMaxShownText = 512;

using PageDrawing = std::vector<DrawItem>;

// Something on a page that is no drawing of its own but breaks the closed
// world (DRAWING_RULES.md): a graphics-state entry outside the rules or
// optional content (refused on every page), an unknown operator, a colour
// space other than the device ones, a text render mode other than 0
// (refused on maze and solution pages). The first of each kind, one phrase.
struct PageNote {
  bool every_page = false;  // refused on every page, not only maze and solution pages
  std::string text;
};
using PageNotes = std::vector<PageNote>;

// "stroke", "fill", "text", "image", "shading".
const char* kind_name(ItemKind kind);

// True when an item leaves ink on white paper (white fills do not).
bool leaves_ink(const DrawItem& item);

}  // namespace mazeproof
