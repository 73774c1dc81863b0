#pragma once
// What a section page shows besides its words, placed before anything is
// drawn: the short accent rule under the heading and, in a themed book,
// the square the section's picture fills, below the note in what is left
// above the footer. The renderer draws them (render/interior.h).

#include <vector>

#include "book/page_plan.h"
#include "book/placed_text.h"

namespace mazebook {

// One section page's rule and picture.
struct SectionPageArt {
  int page = 0;
  Box rule;
  int picture = -1;  // the theme's section picture it shows, -1 for none
  Box picture_box;
};

// Every section page of `plan`, in page order, from its heading and note
// as `texts` places them; `section_pictures` (null without a theme) says
// which picture each section shows. A picture that would be 36 pt or less
// across is left out.
std::vector<SectionPageArt> plan_section_pages(const BookPlan& plan,
                                               const std::vector<PlacedText>& texts,
                                               const std::vector<int>* section_pictures);

}  // namespace mazebook
