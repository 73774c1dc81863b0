#include "studio/request_body.h"

#include <cstdio>
#include <vector>

#include "base/error.h"
#include "base/json_reader.h"
#include "studio/studio_session.h"

namespace mazebook {

size_t invalid_utf8_at(std::string_view text) {
  const auto byte = [&](size_t i) { return static_cast<unsigned char>(text[i]); };
  size_t i = 0;
  while (i < text.size()) {
    const unsigned char b = byte(i);
    size_t length = 0;
    unsigned char low = 0x80, high = 0xBF;  // the second byte's range
    if (b < 0x80) {
      length = 1;
    } else if (b >= 0xC2 && b <= 0xDF) {
      length = 2;
    } else if (b >= 0xE0 && b <= 0xEF) {
      length = 3;
      if (b == 0xE0) low = 0xA0;   // no overlong form
      if (b == 0xED) high = 0x9F;  // no surrogate
    } else if (b >= 0xF0 && b <= 0xF4) {
      length = 4;
      if (b == 0xF0) low = 0x90;
      if (b == 0xF4) high = 0x8F;  // nothing past U+10FFFF
    } else {
      return i;
    }
    if (i + length > text.size()) return i;
    for (size_t k = 1; k < length; ++k) {
      const unsigned char c = byte(i + k);
      if (k == 1 ? (c < low || c > high) : (c < 0x80 || c > 0xBF)) return i;
    }
    i += length;
  }
  return std::string_view::npos;
}

JsonPlace json_place_at(std::string_view text, size_t offset) {
  struct Nesting {
    bool object;
    std::string key;  // an object's current key
    int index = 0;    // an array's current place
    bool awaiting_key = true;
  };
  std::vector<Nesting> levels;
  const auto path_of = [&](size_t depth) {
    std::string path;
    for (size_t i = 0; i < depth; ++i) {
      if (levels[i].object) {
        if (!path.empty()) path += '.';
        path += levels[i].key;
      } else {
        path += '[';
        path += std::to_string(levels[i].index);
        path += ']';
      }
    }
    return path;
  };
  for (size_t i = 0; i < text.size() && i < offset; ++i) {
    const char c = text[i];
    if (c == '{' || c == '[') {
      levels.push_back({c == '{', "", 0, true});
    } else if ((c == '}' || c == ']') && !levels.empty()) {
      levels.pop_back();
    } else if (c == ',' && !levels.empty()) {
      if (levels.back().object) {
        levels.back().awaiting_key = true;
      } else {
        ++levels.back().index;
      }
    } else if (c == ':' && !levels.empty()) {
      levels.back().awaiting_key = false;
    } else if (c == '"') {
      size_t end = i + 1;
      while (end < text.size() && end < offset && text[end] != '"')
        end += text[end] == '\\' ? 2 : 1;
      const bool key = !levels.empty() && levels.back().object && levels.back().awaiting_key;
      if (end >= offset) {
        return key ? JsonPlace{path_of(levels.size() - 1), true}
                   : JsonPlace{path_of(levels.size()), false};
      }
      if (key) levels.back().key = std::string(text.substr(i + 1, end - i - 1));
      i = end;
    }
  }
  return {path_of(levels.size()), false};
}

Json parse_request_body(const std::string& body) {
  const size_t bad = invalid_utf8_at(body);
  if (bad == std::string::npos) return parse_json_text(body, "request");
  const JsonPlace place = json_place_at(body, bad);
  char hex[8];
  std::snprintf(hex, sizeof hex, "0x%02x", static_cast<unsigned char>(body[bad]));
  const std::string problem = std::string(place.in_key ? "a key is " : "") + "not UTF-8 text (" +
                              hex + " at byte " + std::to_string(bad) + " of the request)";
  // Inside "spec", fields are named as the spec file's own.
  const std::string& path = place.path;
  if (path == "spec") throw Error(std::string(kStudioSpecName) + ": " + problem);
  if (path.rfind("spec.", 0) == 0)
    throw Error(std::string(kStudioSpecName) + ": " + path.substr(5) + ": " + problem);
  throw Error("request: " + (path.empty() ? "" : path + ": ") + problem);
}

}  // namespace mazebook
