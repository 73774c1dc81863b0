#pragma once
// A tokenizer for PDF content streams (ISO 32000-1, 7.2 and 8.8.2), over
// bytes qpdf has already decoded. It exists for speed: qpdf's own content
// parser builds an object per token, about ten times slower on a book of
// large mazes; this one allocates nothing for numbers and keywords.

#include <cstddef>
#include <string>
#include <string_view>

namespace mazeproof {

enum class TokenKind {
  number,
  name,
  string,
  array_begin,
  array_end,
  dict_begin,
  dict_end,
  keyword
};

struct Token {
  TokenKind kind = TokenKind::keyword;
  double number = 0;      // numbers
  std::string_view text;  // keywords and names (without '/', #xx decoded)
  std::string bytes;      // decoded literal or hex strings; decoded names
};

class ContentLexer {
 public:
  explicit ContentLexer(std::string_view data) : data_(data) {}

  // Reads the next token; false at the end of the data. Throws Error
  // ("offset N: ...") on an unterminated string or a stray delimiter.
  bool next(Token& token);

  // Call after the ID keyword of an inline image: skips its binary data and
  // the EI keyword that ends it.
  void skip_inline_image();

  size_t offset() const { return pos_; }

 private:
  void skip_space_and_comments();
  void read_literal_string(Token& token);
  void read_hex_string(Token& token);
  void read_name(Token& token);
  void read_number_or_keyword(Token& token);

  std::string_view data_;
  size_t pos_ = 0;
};

}  // namespace mazeproof
