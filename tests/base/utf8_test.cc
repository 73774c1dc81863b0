// Characters as a reader counts them, and control characters found.

#include "base/utf8.h"

#include <gtest/gtest.h>

namespace mazebook {
namespace {

TEST(Utf8, CountsGraphemeClustersNotBytes) {
  EXPECT_EQ(grapheme_count(""), 0u);
  EXPECT_EQ(grapheme_count("Maze"), 4u);
  EXPECT_EQ(grapheme_count("Labyrinthe d\xC3\xA9j\xC3\xA0"), 15u);  // é, à precomposed
  EXPECT_EQ(grapheme_count("e\xCC\x81"), 1u);                       // e + combining acute
  // Hebrew "maze" (mavokh), two bytes a letter, with a point (a mark).
  EXPECT_EQ(grapheme_count("\xD7\x9E\xD7\x91\xD7\x95\xD7\x9A"), 4u);
  EXPECT_EQ(grapheme_count("\xD7\x91\xD6\xBC"), 1u);  // bet + dagesh
  // Arabic "mataha" (maze): five letters.
  EXPECT_EQ(grapheme_count("\xD9\x85\xD8\xAA\xD8\xA7\xD9\x87\xD8\xA9"), 5u);
  // Japanese: one character a code point.
  EXPECT_EQ(grapheme_count("\xE8\xBF\xB7\xE8\xB7\xAF"), 2u);
  // A flag is two regional indicators; two flags are two.
  EXPECT_EQ(grapheme_count("\xF0\x9F\x87\xA9\xF0\x9F\x87\xAA"), 1u);
  EXPECT_EQ(grapheme_count("\xF0\x9F\x87\xA9\xF0\x9F\x87\xAA\xF0\x9F\x87\xAB\xF0\x9F\x87\xB7"), 2u);
  // Family: man ZWJ woman ZWJ girl, and a thumbs up with a skin tone.
  EXPECT_EQ(
      grapheme_count("\xF0\x9F\x91\xA8\xE2\x80\x8D\xF0\x9F\x91\xA9\xE2\x80\x8D\xF0\x9F\x91\xA7"),
      1u);
  EXPECT_EQ(grapheme_count("\xF0\x9F\x91\x8D\xF0\x9F\x8F\xBD"), 1u);
  // A heart with the emoji variation selector.
  EXPECT_EQ(grapheme_count("\xE2\x9D\xA4\xEF\xB8\x8F"), 1u);
  // Hangul from jamo: L V T is one syllable.
  EXPECT_EQ(grapheme_count("\xE1\x84\x80\xE1\x85\xA1\xE1\x86\xA8"), 1u);
  EXPECT_EQ(grapheme_count("a\r\nb"), 3u);
}

TEST(Utf8, FindsControlCharacters) {
  EXPECT_FALSE(first_control_character("A plain title", false));
  EXPECT_EQ(first_control_character("Bell\x07", false), U'\x07');
  EXPECT_EQ(first_control_character("\x1B[31mred", false), U'\x1B');
  EXPECT_EQ(first_control_character("two\nlines", false), U'\n');
  EXPECT_FALSE(first_control_character("two\nlines", true));
  EXPECT_EQ(first_control_character("tab\there", true), U'\t');
  EXPECT_EQ(first_control_character("del\x7F", true), U'\x7F');
  EXPECT_EQ(first_control_character("c1\xC2\x85", true), U'\x85');  // NEL
  EXPECT_EQ(code_point_name(U'\x07'), "U+0007");
  EXPECT_EQ(code_point_name(U'\x1F600'), "U+1F600");
}

}  // namespace
}  // namespace mazebook
