// ISBNs for the copyright page: check digits worked by hand, and every
// malformed or mistyped number refused with its exact reason.

#include "book/isbn.h"

#include <gtest/gtest.h>

namespace {

using mazebook::isbn_problem;

TEST(Isbn, CheckDigitsByHand) {
  // 9 7 8 0 3 0 6 4 0 6 1 5: 9+21+8+0+3+0+6+12+0+18+1+15 = 93; 100 - 93 = 7.
  EXPECT_EQ(mazebook::isbn_check_digit("978030640615"), '7');
  // 0 3 0 6 4 0 6 1 5 x 10..2: 0+27+0+42+24+0+24+3+10 = 130 = 11 x 11 + 9;
  // 11 - 9 = 2.
  EXPECT_EQ(mazebook::isbn_check_digit("030640615"), '2');
  // A check of 10 is written X: 0 8 0 4 4 2 9 5 7 weigh 199 = 18 x 11 + 1;
  // 11 - 1 = 10.
  EXPECT_EQ(mazebook::isbn_check_digit("080442957"), 'X');
}

TEST(Isbn, GoodNumbersInTheirUsualSpellings) {
  for (const char* good : {"978-0-306-40615-7", "9780306406157", "978 0 306 40615 7",
                           "0-306-40615-2", "080442957X", "979-8-88888-888-9"}) {
    EXPECT_EQ(isbn_problem(good), std::nullopt) << good;
  }
}

TEST(Isbn, BadNumbersAreRefusedWithTheirReason) {
  const std::pair<const char*, const char*> cases[] = {
      {"978-0-306-40615-0", "check digit should be 7, not 0"},
      {"0-306-40615-3", "check digit should be 2, not 3"},
      {"977-0-306-40615-7", "an ISBN-13 starts with 978 or 979"},
      {"978-0-306-4061", "expected an ISBN of 13 digits (or 10), got 11"},
      {"978--0306406157",
       "expected an ISBN: 13 digits (or 10, the last may be X), hyphens or spaces between them"},
      {"-9780306406157",
       "expected an ISBN: 13 digits (or 10, the last may be X), hyphens or spaces between them"},
      {"ISBN 9780306406157",
       "expected an ISBN: 13 digits (or 10, the last may be X), hyphens or spaces between them"},
      {"", "expected an ISBN of 13 digits (or 10), got 0"},
  };
  for (const auto& [text, reason] : cases) {
    EXPECT_EQ(isbn_problem(text), std::optional<std::string>(reason)) << text;
  }
}

}  // namespace
