#pragma once
// Which ink an interior prints in, and what a template's colours become in
// it. KDP prints white and cream paper in black ink only: a colour there
// comes out as a grey, so mazebook converts the template's interior colours
// to their greys itself (what `preview` shows is then what prints), and
// keeps colour on the cover and on colour paper. The grey of a colour is
// its luma by ITU-R BT.709 (Rec. 709), from the gamma-encoded components
// as #rrggbb gives them:
//
//   grey = 0.2126 R + 0.7152 G + 0.0722 B
//
// The luma of the encoded components is never lighter than the colour's own
// relative luminance (encoding is concave), so a grey keeps at least the
// contrast its colour had against white paper.

#include "book/book_template.h"
#include "book/kdp.h"

namespace mazebook {

// True when `paper` prints black ink only (white and cream).
bool black_ink_only(Paper paper);

// The Rec. 709 luma of `colour` as a grey (r = g = b).
Colour grey_of(const Colour& colour);

// The template as the interior of a book on `paper` prints it: on
// black-ink paper the interior colours (text, muted, accent, start,
// finish) become their greys; the cover colours are kept.
BookTemplate interior_look(const BookTemplate& look, Paper paper);

// The keys of the interior colours that are not grey already, in template
// order ("accent", "start", ...): what interior_look changes.
std::vector<std::string> coloured_interior_keys(const BookTemplate& look);

}  // namespace mazebook
