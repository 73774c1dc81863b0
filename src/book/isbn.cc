#include "book/isbn.h"

namespace mazebook {

char isbn_check_digit(const std::string& d) {
  int sum = 0;
  if (d.size() == 12) {
    // ISBN-13: weights 1, 3, 1, 3, ...; the check digit brings the sum to
    // a multiple of 10.
    for (size_t i = 0; i < 12; ++i) sum += (d[i] - '0') * (i % 2 == 0 ? 1 : 3);
    return static_cast<char>('0' + (10 - sum % 10) % 10);
  }
  // ISBN-10: weights 10 down to 2; the check digit (X for 10) brings the
  // sum to a multiple of 11.
  for (size_t i = 0; i < 9; ++i) sum += (d[i] - '0') * static_cast<int>(10 - i);
  const int check = (11 - sum % 11) % 11;
  return check == 10 ? 'X' : static_cast<char>('0' + check);
}

std::optional<std::string> isbn_problem(const std::string& text) {
  std::string digits;
  bool separator_ok = false;  // a hyphen or space may follow a digit only
  for (size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c >= '0' && c <= '9') {
      digits += c;
      separator_ok = true;
    } else if ((c == 'X' || c == 'x') && i + 1 == text.size() && digits.size() == 9) {
      digits += 'X';
    } else if ((c == '-' || c == ' ') && separator_ok && i + 1 < text.size()) {
      separator_ok = false;
    } else {
      return "expected an ISBN: 13 digits (or 10, the last may be X), hyphens or spaces between "
             "them";
    }
  }
  if (digits.size() != 10 && digits.size() != 13) {
    return "expected an ISBN of 13 digits (or 10), got " + std::to_string(digits.size());
  }
  if (digits.size() == 13 && digits.compare(0, 3, "978") != 0 && digits.compare(0, 3, "979") != 0)
    return "an ISBN-13 starts with 978 or 979";
  const char want = isbn_check_digit(digits.substr(0, digits.size() - 1));
  if (digits.back() != want) {
    return std::string("check digit should be ") + want + ", not " + digits.back();
  }
  return std::nullopt;
}

}  // namespace mazebook
