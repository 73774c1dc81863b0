#pragma once
// What a font's shown text says (ISO 32000-1, 9.10.3): the /ToUnicode CMap
// of a font read into a map from character codes to text, so that the
// verifier can read the letters on a puzzle variant's marks
// (DRAWING_RULES.md "Puzzle variants", "Marks inside the maze"). Only
// bfchar and bfrange sections are read; a map past the bounds below is
// cut short there (a letter it would hold is then unread, which fails
// where letters matter).

#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>

namespace mazeproof {

// Mappings read from one CMap, at most (a font subset of a book uses a few
// dozen; a full font about 65,000).
constexpr int64_t kMaxToUnicodeEntries = 70'000;
// Characters of text one code may map to (ligatures map to a few).
constexpr size_t kMaxToUnicodeText = 8;

// Character code -> the UTF-8 text it shows.
using UnicodeMap = std::unordered_map<uint32_t, std::string>;

// Reads the decoded text of a /ToUnicode CMap stream. Never throws: what
// does not parse is skipped.
UnicodeMap parse_to_unicode(std::string_view cmap);

// The text of `bytes` shown in a font with `map` (`two_byte`: Type0 codes
// of two bytes). `complete` is set false when a code has no mapping.
std::string decode_text(const UnicodeMap& map, bool two_byte, std::string_view bytes,
                        bool& complete);

}  // namespace mazeproof
