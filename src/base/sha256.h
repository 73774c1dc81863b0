#pragma once
// SHA-256 digests of the outside files a book was made from, so a rebuild
// can tell whether they are still the same.

#include <string>
#include <string_view>

namespace mazebook {

// The SHA-256 of `bytes`, 64 lowercase hex digits.
std::string sha256_hex(std::string_view bytes);

// The SHA-256 of the file at `path`. Throws Error("PATH: cannot read: ...").
std::string file_sha256(const std::string& path);

}  // namespace mazebook
