#pragma once
// Text that reaches a printed page (JSON has already made it well-formed
// UTF-8): its length as a reader counts it, and no control characters (a
// BEL or ESC prints as nothing or as a box, and breaks the proof's reading
// of the page).

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace mazebook {

// Characters as a reader counts them: grapheme clusters, so "é" written as
// e + a combining accent is one, a flag (two regional indicators) is one, an
// emoji joined by zero-width joiners is one, and a Hebrew or Arabic letter
// is one, not its two bytes. Follows Unicode's extended grapheme clusters
// for everything but the rarest scripts' rules. REQUIRES: valid UTF-8.
size_t grapheme_count(std::string_view text);

// The first control character (U+0000 to U+001F, U+007F to U+009F), or
// nothing. Line feeds count unless `allow_newlines`. REQUIRES: valid UTF-8.
std::optional<char32_t> first_control_character(std::string_view text, bool allow_newlines);

// Code points, bytes that do not continue a sequence. REQUIRES: valid UTF-8.
size_t code_point_count(std::string_view text);

// The offset of the first byte that is not part of valid UTF-8 (a file name
// may hold any byte but '/' and NUL), or nothing when all of it is.
std::optional<size_t> first_invalid_utf8(std::string_view text);

// "U+001B".
std::string code_point_name(char32_t c);

// Decodes the code point at `at` and moves `at` past it. REQUIRES: valid
// UTF-8 and at < text.size().
char32_t next_code_point(std::string_view text, size_t& at);

}  // namespace mazebook
