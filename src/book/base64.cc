#include "book/base64.h"

#include <algorithm>
#include <cstdint>

namespace mazebook {

namespace {

constexpr char kAlphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

int value_of(char c) {
  if (c >= 'A' && c <= 'Z') return c - 'A';
  if (c >= 'a' && c <= 'z') return c - 'a' + 26;
  if (c >= '0' && c <= '9') return c - '0' + 52;
  if (c == '+') return 62;
  if (c == '/') return 63;
  return -1;
}

}  // namespace

std::string base64_encode(std::string_view bytes) {
  std::string out;
  out.reserve((bytes.size() + 2) / 3 * 4);
  for (size_t i = 0; i < bytes.size(); i += 3) {
    const size_t n = std::min<size_t>(3, bytes.size() - i);
    uint32_t block = 0;
    for (size_t k = 0; k < 3; ++k) {
      block = (block << 8) | (k < n ? static_cast<unsigned char>(bytes[i + k]) : 0u);
    }
    for (size_t k = 0; k < 4; ++k) {
      out += k <= n ? kAlphabet[(block >> (18 - 6 * k)) & 63u] : '=';
    }
  }
  return out;
}

bool base64_decode(std::string_view text, std::string& bytes) {
  bytes.clear();
  if (text.size() % 4 != 0) return false;
  for (size_t i = 0; i < text.size(); i += 4) {
    uint32_t block = 0;
    int padding = 0;
    for (size_t k = 0; k < 4; ++k) {
      const char c = text[i + k];
      const bool last_block = i + 4 == text.size();
      if (c == '=' && last_block && k >= 2) {
        ++padding;
        block <<= 6;
        continue;
      }
      const int v = value_of(c);
      if (v < 0 || padding > 0) return false;
      block = (block << 6) | static_cast<uint32_t>(v);
    }
    for (int k = 0; k < 3 - padding; ++k) {
      bytes += static_cast<char>((block >> (16 - 8 * k)) & 0xFFu);
    }
  }
  return true;
}

}  // namespace mazebook
