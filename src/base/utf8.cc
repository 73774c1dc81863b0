#include "base/utf8.h"

#include <glib.h>

#include <cstdio>

namespace mazebook {

char32_t next_code_point(std::string_view text, size_t& at) {
  const auto b = static_cast<unsigned char>(text[at]);
  size_t length = b < 0x80 ? 1 : (b & 0xE0) == 0xC0 ? 2 : (b & 0xF0) == 0xE0 ? 3 : 4;
  char32_t value = length == 1   ? b
                   : length == 2 ? (b & 0x1F)
                   : length == 3 ? (b & 0x0F)
                                 : (b & 0x07);
  for (size_t k = 1; k < length; ++k) {
    value = (value << 6) | (static_cast<unsigned char>(text[at + k]) & 0x3F);
  }
  at += length;
  return value;
}

size_t code_point_count(std::string_view text) {
  size_t count = 0;
  for (const char c : text) count += (static_cast<unsigned char>(c) & 0xC0) != 0x80 ? 1 : 0;
  return count;
}

std::optional<size_t> first_invalid_utf8(std::string_view text) {
  const gchar* end = nullptr;
  if (g_utf8_validate_len(text.data(), text.size(), &end)) return std::nullopt;
  return static_cast<size_t>(end - text.data());
}

std::optional<char32_t> first_control_character(std::string_view text, bool allow_newlines) {
  for (size_t at = 0; at < text.size();) {
    const char32_t c = next_code_point(text, at);
    if (c == U'\n' && allow_newlines) continue;
    if (c < 0x20 || (c >= 0x7F && c <= 0x9F)) return c;
  }
  return std::nullopt;
}

namespace {

// Code points that never start a cluster of their own: combining and
// spacing marks, zero-width characters, variation selectors, emoji skin
// tones, Hangul vowel and final jamo, and tag characters.
bool extends(char32_t c) {
  if (c == 0x200D || c == 0x200C) return true;    // zero-width (non-)joiner
  if (c >= 0x1F3FB && c <= 0x1F3FF) return true;  // emoji modifiers
  if ((c >= 0x1160 && c <= 0x11FF) || (c >= 0xD7B0 && c <= 0xD7FF)) return true;  // jamo V, T
  if (c >= 0xE0020 && c <= 0xE007F) return true;                                  // tags
  return g_unichar_ismark(static_cast<gunichar>(c)) != 0;  // Mn, Mc, Me (selectors too)
}

bool regional_indicator(char32_t c) { return c >= 0x1F1E6 && c <= 0x1F1FF; }

}  // namespace

size_t grapheme_count(std::string_view text) {
  size_t count = 0;
  char32_t previous = 0;
  size_t indicators = 0;  // regional indicators in a row so far; they pair up
  for (size_t at = 0; at < text.size();) {
    const char32_t c = next_code_point(text, at);
    bool joins =
        count > 0 && (extends(c) || previous == 0x200D || (previous == U'\r' && c == U'\n'));
    if (regional_indicator(c)) {
      joins = joins || indicators % 2 == 1;
      ++indicators;
    } else {
      indicators = 0;
    }
    if (!joins) ++count;
    previous = c;
  }
  return count;
}

std::string code_point_name(char32_t c) {
  char buffer[16];
  std::snprintf(buffer, sizeof buffer, "U+%04X", static_cast<unsigned>(c));
  return buffer;
}

}  // namespace mazebook
