#include "render/svg_geometry.h"

#include <cctype>
#include <cmath>
#include <cstdlib>
#include <vector>

namespace mazebook {

namespace {

// A 2 x 2 linear part [a c; b d]; translation never changes a width.
struct Linear {
  double a = 1, b = 0, c = 0, d = 1;
};

Linear times(const Linear& m, const Linear& n) {
  return {m.a * n.a + m.c * n.b, m.b * n.a + m.d * n.b, m.a * n.c + m.c * n.d,
          m.b * n.c + m.d * n.d};
}

// The numbers inside one function's parentheses.
bool read_numbers(const std::string& text, std::vector<double>& out) {
  size_t at = 0;
  while (at < text.size()) {
    while (at < text.size() &&
           (std::isspace(static_cast<unsigned char>(text[at])) || text[at] == ',')) {
      ++at;
    }
    if (at == text.size()) break;
    char* end = nullptr;
    const double value = std::strtod(text.c_str() + at, &end);
    if (end == text.c_str() + at || !std::isfinite(value)) return false;
    out.push_back(value);
    at = static_cast<size_t>(end - text.c_str());
  }
  return true;
}

std::optional<Linear> function_matrix(const std::string& name, const std::vector<double>& v) {
  constexpr double kDegrees = M_PI / 180;
  if (name == "matrix" && v.size() == 6) return Linear{v[0], v[1], v[2], v[3]};
  if (name == "translate" && (v.size() == 1 || v.size() == 2)) return Linear{};
  if (name == "scale" && (v.size() == 1 || v.size() == 2)) {
    return Linear{v[0], 0, 0, v.size() == 2 ? v[1] : v[0]};
  }
  if (name == "rotate" && (v.size() == 1 || v.size() == 3)) {
    const double r = v[0] * kDegrees;
    return Linear{std::cos(r), std::sin(r), -std::sin(r), std::cos(r)};
  }
  if (name == "skewX" && v.size() == 1) return Linear{1, 0, std::tan(v[0] * kDegrees), 1};
  if (name == "skewY" && v.size() == 1) return Linear{1, std::tan(v[0] * kDegrees), 0, 1};
  return std::nullopt;
}

}  // namespace

std::optional<double> transform_shrink(const std::string& transform) {
  Linear total;
  size_t at = 0;
  while (true) {
    while (at < transform.size() &&
           (std::isspace(static_cast<unsigned char>(transform[at])) || transform[at] == ',')) {
      ++at;
    }
    if (at == transform.size()) break;
    const size_t open = transform.find('(', at);
    const size_t close = open == std::string::npos ? open : transform.find(')', open);
    if (close == std::string::npos) return std::nullopt;
    std::string name = transform.substr(at, open - at);
    while (!name.empty() && std::isspace(static_cast<unsigned char>(name.back()))) name.pop_back();
    std::vector<double> values;
    if (!read_numbers(transform.substr(open + 1, close - open - 1), values)) return std::nullopt;
    const auto m = function_matrix(name, values);
    if (!m) return std::nullopt;
    total = times(total, *m);
    at = close + 1;
  }
  // The smaller singular value of [a c; b d].
  const double t = total.a * total.a + total.b * total.b + total.c * total.c + total.d * total.d;
  const double det = std::abs(total.a * total.d - total.b * total.c);
  const double root = std::sqrt(std::max(0.0, t * t - 4 * det * det));
  return std::sqrt(std::max(0.0, (t - root) / 2));
}

std::optional<double> stroke_width_units(const std::string& width) {
  const char* begin = width.c_str();
  while (std::isspace(static_cast<unsigned char>(*begin))) ++begin;
  char* end = nullptr;
  const double value = std::strtod(begin, &end);
  if (end == begin || !std::isfinite(value) || value < 0) return std::nullopt;
  std::string unit(end);
  while (!unit.empty() && std::isspace(static_cast<unsigned char>(unit.back()))) unit.pop_back();
  if (unit.empty() || unit == "px") return value;
  if (unit == "pt") return value * 96 / 72;
  if (unit == "pc") return value * 16;
  if (unit == "mm") return value * 96 / 25.4;
  if (unit == "cm") return value * 96 / 2.54;
  if (unit == "in") return value * 96;
  return std::nullopt;
}

}  // namespace mazebook
