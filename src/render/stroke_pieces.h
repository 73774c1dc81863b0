#pragma once
// Stroking a long path a few thousand pieces at a time: an SVG writes each
// stroke as one element whose `d` attribute holds the whole path, and
// libxml2 (under librsvg, in a browser's or the verifier's reader) reads
// no attribute over 10 MB by default, which a huge poster's walls as one
// path would pass.

#include <cairo.h>

namespace mazebook {

// Strokes the current path as cairo_stroke does; with `per_stroke` > 0, as
// several strokes of at most that many pieces (segments and Bezier pieces),
// a subpath cut in two going on from where its first part ends (round caps
// make the ink one line; a closed one is closed by a segment back to its
// start).
void stroke_in_pieces(cairo_t* cr, int per_stroke);

}  // namespace mazebook
