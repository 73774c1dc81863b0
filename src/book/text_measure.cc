#include "book/text_measure.h"

#include <vector>

#include "book/kdp.h"

namespace mazebook {

double largest_fitting_size(double top, double floor, double step,
                            const std::function<bool(double)>& fits) {
  // The sizes exactly as a loop subtracting `step` makes them, so that the
  // answer has the very bits the walk down would have given.
  std::vector<double> sizes;
  for (double size = top; size >= floor - 1e-9; size -= step) sizes.push_back(size);
  if (sizes.empty()) return 0;
  if (fits(sizes.front())) return sizes.front();
  if (!fits(sizes.back())) return 0;
  size_t too_large = 0;  // sizes[too_large] does not fit, sizes[small_enough] does
  size_t small_enough = sizes.size() - 1;
  while (small_enough - too_large > 1) {
    const size_t mid = too_large + (small_enough - too_large) / 2;
    (fits(sizes[mid]) ? small_enough : too_large) = mid;
  }
  return sizes[small_enough];
}

double one_line_size(const TextMeasure& measure, const std::string& text, TextFace face,
                     double width) {
  return largest_fitting_size(face.size, kMinTextPt, 0.5, [&](double size) {
    face.size = size;
    return measure.size(text, face, 0).width <= width;
  });
}

}  // namespace mazebook
