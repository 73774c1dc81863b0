#pragma once
// Every word a reader acts on (DRAWING_RULES.md "Printed texts"): each
// text book.json records is found on its page in its box, reads as
// recorded through its font's /ToUnicode map, at its size, and is
// visible: no clip cuts into it, nothing is painted over it afterwards,
// and the rendered page shows it against what is under it. Any other text
// on a maze or solution page is refused.

#include <set>
#include <string>
#include <vector>

#include "proof/core/check.h"
#include "proof/eyes/text_seen.h"
#include "proof/model/manifest.h"
#include "proof/pdf/drawing.h"

namespace mazeproof {

// One PDF's pages as the words proof reads them.
struct WordPages {
  const char* file = "";                  // "interior.pdf", for messages
  bool cover = false;                     // the texts recorded for cover.pdf
  const std::vector<PageDrawing>* pages;  // never null
  std::vector<Box> media;                 // each page's media box, points
  std::set<int> puzzle_pages;             // maze and solution pages, 1-based
  std::set<int> solution_pages;
};

// A recorded text and the shown strings found for it (indices into its
// page's items, in drawing order).
struct FoundText {
  const PrintedText* text = nullptr;
  std::vector<size_t> items;
};

struct WordsProof {
  Check printed;  // texts.printed
  Check visible;  // texts.visible (the render's findings are added by the caller)
  std::vector<FoundText> found;
  std::vector<TextLook> looks;  // the texts to look at in the render
};

// Holds the texts `texts` records for `in`'s file to its pages.
WordsProof prove_words(const std::vector<PrintedText>& texts, const WordPages& in);

// The rules of the two checks, as check.json cites them.
extern const char* const kTextsPrintedRule;
extern const char* const kTextsVisibleRule;

}  // namespace mazeproof
