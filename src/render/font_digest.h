#pragma once
// The font files a template's text is set in, by the SHA-256 of their
// bytes: a rebuild from a book's manifest refuses fonts that changed.

#include <string>
#include <vector>

#include "book/book_template.h"

namespace mazebook {

struct FontDigest {
  std::string font;    // the template's font description, e.g. "Lato Bold"
  std::string sha256;  // of the font file Pango picks for it
};

// One digest a distinct font of the template (title, heading, body,
// label), in that order. Fonts Pango falls back to for characters the
// template's fonts lack are not counted.
std::vector<FontDigest> template_font_digests(const BookTemplate& look);

}  // namespace mazebook
