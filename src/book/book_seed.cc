#include "book/book_seed.h"

#include "base/sha256.h"

namespace mazebook {

std::string book_seed_text(std::string_view title, std::string_view subtitle,
                           std::string_view author, std::string_view edition) {
  // Lengths first, so that no two lists of words give one text.
  std::string text = "mazebook book seed 1\n";
  for (std::string_view field : {title, subtitle, author, edition}) {
    text += std::to_string(field.size());
    text += ':';
    text += field;
    text += '\n';
  }
  return text;
}

uint64_t derive_book_seed(std::string_view title, std::string_view subtitle,
                          std::string_view author, std::string_view edition) {
  const std::string hex = sha256_hex(book_seed_text(title, subtitle, author, edition));
  return std::stoull(hex.substr(0, 16), nullptr, 16);
}

}  // namespace mazebook
