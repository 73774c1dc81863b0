#pragma once
// A book's seed when its spec gives none: derived from the words that make
// the book itself (title, subtitle, author, edition), so that two books
// differ unless their specs say otherwise, and one book keeps its mazes.

#include <cstdint>
#include <string>
#include <string_view>

namespace mazebook {

// The text the seed is the digest of: "mazebook book seed 1\n", then for
// each of title, subtitle, author and edition its length in bytes, ":",
// the text and "\n" (src/book/README.md, "The seed").
std::string book_seed_text(std::string_view title, std::string_view subtitle,
                           std::string_view author, std::string_view edition);

// The first 8 bytes of the SHA-256 of book_seed_text(), big-endian.
uint64_t derive_book_seed(std::string_view title, std::string_view subtitle,
                          std::string_view author, std::string_view edition);

}  // namespace mazebook
