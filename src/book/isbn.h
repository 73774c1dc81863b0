#pragma once
// ISBNs as a spec gives them for the copyright page: ISBN-13 (978 or 979
// first) or ISBN-10, digits with hyphens or spaces between them, the last
// character of an ISBN-10 a digit or X. The check digit is verified, so
// that a number mistyped in the spec never reaches the printed page.

#include <optional>
#include <string>

namespace mazebook {

// Why `text` is not an ISBN ("expected 10 or 13 digits ...", "check digit
// should be 7, not 0"); empty when it is one.
std::optional<std::string> isbn_problem(const std::string& text);

// The check digit an ISBN of these leading digits must end with: 12 digits
// (ISBN-13) give '0' to '9', 9 digits (ISBN-10) '0' to '9' or 'X'.
// REQUIRES: 9 or 12 decimal digits.
char isbn_check_digit(const std::string& leading_digits);

}  // namespace mazebook
