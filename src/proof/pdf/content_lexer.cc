#include "proof/pdf/content_lexer.h"

#include <cstdlib>

#include "proof/core/error.h"

namespace mazeproof {

namespace {

bool is_space(char c) {
  return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\f' || c == '\0';
}

bool is_delimiter(char c) {
  return c == '(' || c == ')' || c == '<' || c == '>' || c == '[' || c == ']' || c == '{' ||
         c == '}' || c == '/' || c == '%';
}

bool is_regular(char c) { return !is_space(c) && !is_delimiter(c); }

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

[[noreturn]] void fail(size_t offset, const std::string& what) {
  throw Error("content stream offset " + std::to_string(offset) + ": " + what);
}

}  // namespace

void ContentLexer::skip_space_and_comments() {
  while (pos_ < data_.size()) {
    const char c = data_[pos_];
    if (is_space(c)) {
      ++pos_;
    } else if (c == '%') {
      while (pos_ < data_.size() && data_[pos_] != '\n' && data_[pos_] != '\r') ++pos_;
    } else {
      return;
    }
  }
}

bool ContentLexer::next(Token& token) {
  skip_space_and_comments();
  // PostScript braces appear only in type 4 functions: skip them (a loop,
  // not a call per brace).
  while (pos_ < data_.size() && (data_[pos_] == '{' || data_[pos_] == '}')) {
    ++pos_;
    skip_space_and_comments();
  }
  if (pos_ >= data_.size()) return false;
  const char c = data_[pos_];
  switch (c) {
    case '(':
      read_literal_string(token);
      return true;
    case '/':
      read_name(token);
      return true;
    case '[':
      ++pos_;
      token.kind = TokenKind::array_begin;
      return true;
    case ']':
      ++pos_;
      token.kind = TokenKind::array_end;
      return true;
    case '<':
      if (pos_ + 1 < data_.size() && data_[pos_ + 1] == '<') {
        pos_ += 2;
        token.kind = TokenKind::dict_begin;
      } else {
        read_hex_string(token);
      }
      return true;
    case '>':
      if (pos_ + 1 < data_.size() && data_[pos_ + 1] == '>') {
        pos_ += 2;
        token.kind = TokenKind::dict_end;
        return true;
      }
      fail(pos_, "stray '>'");
    case ')':
      fail(pos_, "stray ')'");
    default:
      read_number_or_keyword(token);
      return true;
  }
}

void ContentLexer::read_literal_string(Token& token) {
  const size_t start = pos_++;
  token.kind = TokenKind::string;
  token.bytes.clear();
  int depth = 1;
  while (pos_ < data_.size()) {
    char c = data_[pos_++];
    if (c == '(') {
      ++depth;
    } else if (c == ')') {
      if (--depth == 0) return;
    } else if (c == '\\') {
      if (pos_ >= data_.size()) break;
      c = data_[pos_++];
      switch (c) {
        case 'n':
          c = '\n';
          break;
        case 'r':
          c = '\r';
          break;
        case 't':
          c = '\t';
          break;
        case 'b':
          c = '\b';
          break;
        case 'f':
          c = '\f';
          break;
        case '\r':
          if (pos_ < data_.size() && data_[pos_] == '\n') ++pos_;
          continue;
        case '\n':
          continue;
        default:
          if (c >= '0' && c <= '7') {
            int value = c - '0';
            for (int i = 0;
                 i < 2 && pos_ < data_.size() && data_[pos_] >= '0' && data_[pos_] <= '7'; ++i) {
              value = value * 8 + (data_[pos_++] - '0');
            }
            c = static_cast<char>(value & 0xff);
          }
      }
    }
    token.bytes += c;
  }
  fail(start, "unterminated string");
}

void ContentLexer::read_hex_string(Token& token) {
  const size_t start = pos_++;
  token.kind = TokenKind::string;
  token.bytes.clear();
  int high = -1;
  while (pos_ < data_.size()) {
    const char c = data_[pos_++];
    if (c == '>') {
      if (high >= 0) token.bytes += static_cast<char>(high << 4);
      return;
    }
    if (is_space(c)) continue;
    const int v = hex_value(c);
    if (v < 0) fail(pos_ - 1, "bad character in hex string");
    if (high < 0) {
      high = v;
    } else {
      token.bytes += static_cast<char>((high << 4) | v);
      high = -1;
    }
  }
  fail(start, "unterminated hex string");
}

void ContentLexer::read_name(Token& token) {
  const size_t start = ++pos_;
  bool escaped = false;
  while (pos_ < data_.size() && is_regular(data_[pos_])) {
    escaped = escaped || data_[pos_] == '#';
    ++pos_;
  }
  token.kind = TokenKind::name;
  token.text = data_.substr(start, pos_ - start);
  if (!escaped) return;
  token.bytes.clear();
  for (size_t i = 0; i < token.text.size(); ++i) {
    const char c = token.text[i];
    if (c == '#' && i + 2 < token.text.size() && hex_value(token.text[i + 1]) >= 0 &&
        hex_value(token.text[i + 2]) >= 0) {
      token.bytes +=
          static_cast<char>(hex_value(token.text[i + 1]) * 16 + hex_value(token.text[i + 2]));
      i += 2;
    } else {
      token.bytes += c;
    }
  }
  token.text = token.bytes;
}

void ContentLexer::read_number_or_keyword(Token& token) {
  const size_t start = pos_;
  while (pos_ < data_.size() && is_regular(data_[pos_])) ++pos_;
  const std::string_view text = data_.substr(start, pos_ - start);
  token.text = text;
  const char first = text[0];
  if (!(first == '+' || first == '-' || first == '.' || (first >= '0' && first <= '9'))) {
    token.kind = TokenKind::keyword;
    return;
  }
  // Content numbers have no exponent: sign, digits, point, digits.
  size_t i = 0;
  double sign = 1;
  while (i < text.size() && (text[i] == '+' || text[i] == '-')) {
    if (text[i] == '-') sign = -sign;
    ++i;
  }
  double value = 0;
  for (; i < text.size() && text[i] >= '0' && text[i] <= '9'; ++i)
    value = value * 10 + (text[i] - '0');
  if (i < text.size() && text[i] == '.') {
    // Whole-number fraction then one division: exact for short decimals.
    double fraction = 0;
    double divisor = 1;
    for (++i; i < text.size() && text[i] >= '0' && text[i] <= '9'; ++i) {
      if (divisor < 1e15) {
        fraction = fraction * 10 + (text[i] - '0');
        divisor *= 10;
      }
    }
    value += fraction / divisor;
  }
  if (i != text.size()) fail(start, "bad number '" + std::string(text.substr(0, 40)) + "'");
  // ISO 32000-1, C.2: reals are within +-3.403e38; beyond, arithmetic on
  // them would overflow to infinity.
  if (value > 3.403e38)
    fail(start, "number out of range '" + std::string(text.substr(0, 40)) + "'");
  token.kind = TokenKind::number;
  token.number = sign * value;
}

void ContentLexer::skip_inline_image() {
  // One white-space character follows ID; the data ends at white space + EI
  // + white space (or the end).
  if (pos_ < data_.size()) ++pos_;
  while (pos_ + 1 < data_.size()) {
    if (data_[pos_] == 'E' && data_[pos_ + 1] == 'I' && pos_ > 0 && is_space(data_[pos_ - 1]) &&
        (pos_ + 2 >= data_.size() || is_space(data_[pos_ + 2]) || is_delimiter(data_[pos_ + 2]))) {
      pos_ += 2;
      return;
    }
    ++pos_;
  }
  fail(pos_, "inline image without EI");
}

}  // namespace mazeproof
