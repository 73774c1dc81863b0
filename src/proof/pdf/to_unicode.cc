#include "proof/pdf/to_unicode.h"

#include <algorithm>
#include <cctype>
#include <vector>

namespace mazeproof {

namespace {

// One token of a CMap: a hex string <...>, an array bracket, or a word.
struct Token {
  enum Kind { hex, open, close, word, end } kind = end;
  std::string text;  // hex: the digits; word: the word
};

class Lexer {
 public:
  explicit Lexer(std::string_view s) : s_(s) {}
  Token next() {
    while (i_ < s_.size()) {
      const char c = s_[i_];
      if (std::isspace(static_cast<unsigned char>(c))) {
        ++i_;
      } else if (c == '%') {
        while (i_ < s_.size() && s_[i_] != '\n' && s_[i_] != '\r') ++i_;
      } else {
        break;
      }
    }
    Token t;
    if (i_ >= s_.size()) return t;
    const char c = s_[i_];
    if (c == '<' && i_ + 1 < s_.size() && s_[i_ + 1] != '<') {
      ++i_;
      t.kind = Token::hex;
      while (i_ < s_.size() && s_[i_] != '>') {
        if (std::isxdigit(static_cast<unsigned char>(s_[i_]))) t.text += s_[i_];
        ++i_;
      }
      ++i_;
      return t;
    }
    if (c == '[' || c == ']') {
      ++i_;
      t.kind = c == '[' ? Token::open : Token::close;
      return t;
    }
    t.kind = Token::word;
    while (i_ < s_.size() && !std::isspace(static_cast<unsigned char>(s_[i_])) && s_[i_] != '<' &&
           s_[i_] != '[' && s_[i_] != ']' && s_[i_] != '%')
      t.text += s_[i_++];
    if (t.text.empty()) t.text += s_[i_++];
    return t;
  }

 private:
  std::string_view s_;
  size_t i_ = 0;
};

// A hex string as a number (codes are at most four bytes).
bool hex_code(const std::string& digits, uint32_t& code) {
  if (digits.empty() || digits.size() > 8) return false;
  code = static_cast<uint32_t>(std::stoul(digits, nullptr, 16));
  return true;
}

void append_utf8(uint32_t cp, std::string& out) {
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (cp >> 18));
    out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
}

// UTF-16BE hex digits as UTF-8, with `add` added to the last unit (a
// bfrange's offset); empty when they are no text.
std::string utf16_text(const std::string& digits, uint32_t add) {
  if (digits.empty() || digits.size() % 4 != 0 || digits.size() / 4 > kMaxToUnicodeText) return {};
  std::vector<uint32_t> units;
  for (size_t i = 0; i < digits.size(); i += 4)
    units.push_back(static_cast<uint32_t>(std::stoul(digits.substr(i, 4), nullptr, 16)));
  units.back() += add;
  std::string out;
  for (size_t i = 0; i < units.size(); ++i) {
    uint32_t u = units[i] & 0xFFFF;
    if (u >= 0xD800 && u < 0xDC00 && i + 1 < units.size()) {
      u = 0x10000 + ((u - 0xD800) << 10) + ((units[i + 1] & 0xFFFF) - 0xDC00);
      ++i;
    }
    append_utf8(u, out);
  }
  return out;
}

}  // namespace

UnicodeMap parse_to_unicode(std::string_view cmap) {
  UnicodeMap map;
  Lexer lex(cmap);
  int64_t entries = 0;
  const auto add = [&](uint32_t code, std::string text) {
    if (text.empty() || ++entries > kMaxToUnicodeEntries) return;
    map[code] = std::move(text);
  };
  for (Token t = lex.next(); t.kind != Token::end; t = lex.next()) {
    if (entries > kMaxToUnicodeEntries) break;
    if (t.kind != Token::word) continue;
    if (t.text == "beginbfchar") {
      for (Token a = lex.next(); a.kind == Token::hex; a = lex.next()) {
        const Token b = lex.next();
        uint32_t code = 0;
        if (b.kind == Token::hex && hex_code(a.text, code)) add(code, utf16_text(b.text, 0));
      }
    } else if (t.text == "beginbfrange") {
      for (Token a = lex.next(); a.kind == Token::hex; a = lex.next()) {
        const Token b = lex.next();
        const Token c = lex.next();
        uint32_t lo = 0, hi = 0;
        if (b.kind != Token::hex || !hex_code(a.text, lo) || !hex_code(b.text, hi) || hi < lo)
          break;
        if (c.kind == Token::hex) {
          // At most the bound's worth of codes, mapped to text or not.
          const uint64_t last = std::min<uint64_t>(hi, uint64_t{lo} + kMaxToUnicodeEntries);
          for (uint64_t code = lo; code <= last && entries <= kMaxToUnicodeEntries; ++code)
            add(static_cast<uint32_t>(code), utf16_text(c.text, static_cast<uint32_t>(code - lo)));
        } else if (c.kind == Token::open) {
          uint32_t code = lo;
          for (Token d = lex.next(); d.kind == Token::hex; d = lex.next()) {
            if (code <= hi) add(code++, utf16_text(d.text, 0));
          }
        } else {
          break;
        }
      }
    }
  }
  return map;
}

std::string decode_text(const UnicodeMap& map, bool two_byte, std::string_view bytes,
                        bool& complete) {
  std::string out;
  const size_t step = two_byte ? 2 : 1;
  for (size_t i = 0; i + step <= bytes.size(); i += step) {
    uint32_t code = static_cast<unsigned char>(bytes[i]);
    if (step == 2) code = code * 256 + static_cast<unsigned char>(bytes[i + 1]);
    const auto it = map.find(code);
    if (it == map.end()) {
      complete = false;
      continue;
    }
    out += it->second;
  }
  return out;
}

}  // namespace mazeproof
