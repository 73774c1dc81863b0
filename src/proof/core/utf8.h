#pragma once
// Text from a page (decoded through a font's map, cut to a bound) put into
// a message or check.json, which must be valid UTF-8: a prefix cut at a
// character's boundary, any byte that starts no valid character shown as
// '?'.

#include <cstddef>
#include <string>

namespace mazeproof {

// The first characters of `s`, at most `max_bytes` bytes of them, valid
// UTF-8 (invalid bytes become '?'); `cut` is set when some were left off.
inline std::string utf8_prefix(const std::string& s, size_t max_bytes, bool* cut = nullptr) {
  std::string out;
  size_t i = 0;
  while (i < s.size()) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    size_t n = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : (c >> 3) == 0x1E ? 4 : 0;
    bool valid = n > 0 && i + n <= s.size() && !(n == 2 && c < 0xC2) && !(c > 0xF4);
    for (size_t k = 1; valid && k < n; ++k)
      valid = (static_cast<unsigned char>(s[i + k]) & 0xC0) == 0x80;
    if (!valid) n = 1;
    if (out.size() + (valid ? n : 1) > max_bytes) break;
    out += valid ? s.substr(i, n) : std::string("?");
    i += n;
  }
  if (cut != nullptr) *cut = i < s.size();
  return out;
}

}  // namespace mazeproof
