#pragma once
// What the recorded words say about the book (DRAWING_RULES.md "Printed
// texts"): maze headings number the mazes in book order, each solution
// caption names the maze and the page it answers, floor headings name the
// floor they stand over, and a rule line is one text for every maze of
// its kind, naming that maze's entrance letters or floors. With
// texts.printed (the page says what book.json records), the page says it.

#include <vector>

#include "proof/core/check.h"
#include "proof/core/geometry.h"
#include "proof/model/manifest.h"

namespace mazeproof {

// texts.numbered for `texts` (the interior's); `media`: each interior
// page's media box, points.
Check check_text_numbering(const Manifest& manifest, const std::vector<PrintedText>& texts,
                           const std::vector<Box>& media);

}  // namespace mazeproof
