#pragma once
// Standard base64 (RFC 4648, padded), for the maze JSON's passage bit field.

#include <cstdint>
#include <string>
#include <string_view>

namespace mazebook {

std::string base64_encode(std::string_view bytes);
// False when `text` is not padded standard base64 (white space included).
bool base64_decode(std::string_view text, std::string& bytes);

}  // namespace mazebook
