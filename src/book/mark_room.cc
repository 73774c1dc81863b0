#include "book/mark_room.h"

#include <algorithm>

namespace mazebook {

double arrow_size(ArrowRule rule, double unit, double label) {
  switch (rule) {
    case ArrowRule::mark:
      return std::clamp(unit * kArrowPerUnit, std::max(kMinArrow, label * kArrowPerLabel),
                        kMaxArrow);
    case ArrowRule::letter:
      return std::min(kMaxArrow, label * kArrowPerLabel);
  }
  return kMinArrow;
}

}  // namespace mazebook
