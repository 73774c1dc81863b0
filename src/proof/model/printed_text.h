#pragma once
// The texts book.json records as printed (DRAWING_RULES.md "Printed
// texts"): each one's page, role, words, size and box, which the verifier
// holds the page to. Read strictly: an entry of the wrong shape is
// unusable input.

#include <string>
#include <vector>

#include "proof/core/geometry.h"
#include "proof/core/json_field.h"

namespace mazeproof {

struct PrintedText {
  bool cover = false;  // on cover.pdf, else on interior.pdf
  int page = 0;        // 1-based page of its file
  std::string role;    // "maze_heading", "solution_label", ...
  std::string text;    // the words as printed, a wrapped text's lines joined
  std::string font;    // its face, without size
  double size_pt = 0;
  // Its box as recorded: points from the page's top left corner, y growing
  // downwards (x0, y0 the top left corner).
  Box box;
};

// `texts`: an array of [file, page, role, text, font, size_pt, x, y,
// width, height]. Throws Error naming the file and the entry's field.
std::vector<PrintedText> read_printed_texts(const JsonField& texts);

}  // namespace mazeproof
