#pragma once
// One page's texts as the plan placed them (book/text_plan.h,
// book/matter_plan.h), taken by role in the plan's order, so that a page
// draws each where the plan put it and lays none out by itself.

#include <map>
#include <string>
#include <vector>

#include "book/placed_text.h"

namespace mazebook {

class PlannedTexts {
 public:
  // The texts of page `number` of `texts` (in page order).
  PlannedTexts(const std::vector<PlacedText>& texts, int number);

  // The next text of `role` on the page. Throws Error when the plan holds
  // no more of them.
  const PlacedText& next(const std::string& role);

 private:
  int number_;
  std::vector<PlacedText>::const_iterator begin_;
  std::vector<PlacedText>::const_iterator end_;
  std::map<std::string, size_t> from_;
};

}  // namespace mazebook
