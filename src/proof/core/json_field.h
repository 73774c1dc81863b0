#pragma once
// Strict reading of JSON inputs (book.json, batch files): a value with its
// path, so that every complaint names the file, the field and what was
// expected: `book.json: mazes[2].page: expected an integer from 1, got "x"`.

#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>

#include "proof/core/error.h"
#include "proof/core/limits.h"

namespace mazeproof {

// A value for a message, one level deep and at most 40 characters: never a
// walk of the whole value, however deep or large it is.
inline std::string describe_json(const nlohmann::json* value) {
  constexpr size_t kShown = 40;
  if (value == nullptr) return "nothing";
  std::string text;
  if (!value->is_structured()) {
    text = value->dump();
  } else {
    const bool array = value->is_array();
    text = array ? "[" : "{";
    bool first = true;
    for (auto it = value->begin(); it != value->end() && text.size() <= kShown; ++it) {
      if (!first) text += ",";
      first = false;
      if (!array) text += nlohmann::json(it.key()).dump() + ":";
      text += it->is_array() ? "[...]" : it->is_object() ? "{...}" : it->dump();
    }
    text += array ? "]" : "}";
  }
  if (text.size() > kShown) text = text.substr(0, kShown - 3) + "...";
  return text;
}

struct JsonField {
  const nlohmann::json* value;  // null when absent
  std::string path;             // "mazes[2].page"
  const std::string& file;

  [[noreturn]] void fail(const std::string& expected) const {
    const std::string got = describe_json(value);
    throw Error(file + ": " + (path.empty() ? "top level" : path) + ": expected " + expected +
                ", got " + got);
  }
  // For a problem that "expected ..., got VALUE" would say badly: "FILE:
  // PATH: WHAT".
  [[noreturn]] void refuse(const std::string& what) const {
    throw Error(file + ": " + (path.empty() ? "top level" : path) + ": " + what);
  }
  bool present() const { return value != nullptr && !value->is_null(); }
  JsonField operator[](const std::string& key) const {
    const std::string sub = path.empty() ? key : path + "." + key;
    if (value == nullptr || !value->is_object() || !value->contains(key))
      return JsonField{nullptr, sub, file};
    return JsonField{&(*value)[key], sub, file};
  }
  // REQUIRES: an array with more than i items.
  JsonField at(size_t i) const {
    return JsonField{&(*value)[i], path + "[" + std::to_string(i) + "]", file};
  }
  size_t array_size() const {
    if (!present() || !value->is_array()) fail("an array");
    return value->size();
  }
  int integer(int64_t min = INT32_MIN) const {
    if (!present() || !value->is_number_integer() || value->get<int64_t>() < min ||
        value->get<int64_t>() > INT32_MAX) {
      fail(min == INT32_MIN ? "an integer" : "an integer from " + std::to_string(min));
    }
    return value->get<int>();
  }
  double number() const {
    if (!present() || !value->is_number()) fail("a number");
    return value->get<double>();
  }
  bool boolean() const {
    if (!present() || !value->is_boolean()) fail("true or false");
    return value->get<bool>();
  }
  std::string string() const {
    if (!present() || !value->is_string()) fail("a string");
    return value->get<std::string>();
  }
};

// Throws Error "NAME: not valid JSON (byte N): nested deeper than 64
// levels" at the first bracket too deep. One pass, no recursion: nlohmann's
// parser is iterative, but destroying or printing a value recurses.
inline void check_json_depth(const std::string& text, const std::string& name) {
  int depth = 0;
  bool in_string = false;
  for (size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (in_string) {
      if (c == '\\') {
        ++i;  // the escaped character
      } else if (c == '"') {
        in_string = false;
      }
    } else if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      if (++depth > kMaxJsonDepth) {
        throw Error(name + ": not valid JSON (byte " + std::to_string(i + 1) +
                    "): nested deeper than " + std::to_string(kMaxJsonDepth) + " levels");
      }
    } else if ((c == ']' || c == '}') && depth > 0) {
      --depth;
    }
  }
}

// Parses `text` as JSON; throws Error "NAME: not valid JSON (byte N)".
inline nlohmann::json parse_json(const std::string& text, const std::string& name) {
  check_json_depth(text, name);
  try {
    return nlohmann::json::parse(text);
  } catch (const nlohmann::json::parse_error& e) {
    throw Error(name + ": not valid JSON (byte " + std::to_string(e.byte) + ")");
  } catch (const nlohmann::json::exception& e) {
    // A number too large for a double, and the like: the library's words
    // without its "[json.exception...] " tag.
    std::string what = e.what();
    const size_t tag = what.find("] ");
    if (tag != std::string::npos) what = what.substr(tag + 2);
    throw Error(name + ": not valid JSON (" + what + ")");
  }
}

}  // namespace mazeproof
