#include "render/content_stream.h"

#include <charconv>

namespace mazebook {

void ContentStream::number(double value, int decimals) {
  char buffer[64];
  const auto result =
      std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed, decimals);
  const char* end = result.ptr;
  while (end[-1] == '0') --end;
  if (end[-1] == '.') --end;
  // "-0" reads as 0 but is not what Cairo writes.
  if (end - buffer == 2 && buffer[0] == '-' && buffer[1] == '0') {
    text_ += '0';
  } else {
    text_.append(static_cast<const char*>(buffer), end);
  }
  text_ += ' ';
}

void ContentStream::fixed(double value, int digits) {
  char buffer[48];
  const auto result =
      std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed, digits);
  text_.append(buffer, result.ptr);
  text_ += ' ';
}

void ContentStream::whole(int64_t value) {
  char buffer[24];
  const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
  text_.append(buffer, result.ptr);
  text_ += ' ';
}

void ContentStream::colour(const Colour& c) {
  number(c.r, 6);
  number(c.g, 6);
  number(c.b, 6);
}

}  // namespace mazebook
